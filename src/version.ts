/** The tool's version, reported in SARIF and `--version`. Keep in step with package.json. */
export const VERSION = '0.1.0';
