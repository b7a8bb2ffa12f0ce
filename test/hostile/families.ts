/**
 * The rule families of the linear-time property (issue 15), each with its own delimiters and the slots of
 * a realistic file where pathological text is planted. `linear-time.test.ts` draws cases from them;
 * `hunt.ts` (`npm run test:hunt`) tries every one- and two-delimiter unit in every slot.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rfcLintCheck } from '../../src/checks/rfc/index.js';
import { manifestsCheck } from '../../src/checks/manifests/index.js';
import { parseConfig } from '../../src/engine/config.js';
import { REVIEW_RULES } from '../../src/checks/review/index.js';
import { runReviewRules } from '../../src/checks/review/run-rules.js';
import { newReviewFile, parseHunks, type ReviewFile } from '../../src/checks/review/diff.js';
import { sourceMatcher, type ReviewContext } from '../../src/checks/review/context.js';
import { parseReviewOptions } from '../../src/checks/review/options.js';
import { loadProjects } from '../../src/checks/review/project.js';
import { runStaticValidation } from '../../src/checks/validate/static/run.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { checkContext } from '../support/context.js';
import { tokenizerOnly } from '../validate/helpers.js';
import { exampleFiles } from './support.js';

export interface Family {
  /** Where the text is planted: slot name → the files of a run with `text` in that place. */
  slots: string[];
  /** The family's own delimiters; units are 1 to 4 of them. */
  delimiters: readonly string[];
  /** One run of the family's code over `text` planted in `slot`. */
  run(slot: string, text: string): Promise<unknown>;
  /** (slot, unit) pairs always tried first: the measured regressions of this family. */
  examples: [string, string][];
  /** Generated cases per run (default 6). */
  numRuns?: number;
}

const RFC_FILES = exampleFiles();
const RFC_PATH = 'rfcs/004-rubrics.md';
const RFC_TEXT = RFC_FILES[RFC_PATH]!;
const RFC_DELIMITERS = ['**', '__', '*', '_', ':', ' ', ',', ';', '|', '@', '[', ']', '(', ')', '<', '>', '#', 'RFC ', '-', '`', '\\', '/', '!', '.', 'a', '\n', '"', '='];
const RFC_SLOTS: Record<string, (text: string) => string> = {
  paragraph: (t) => RFC_TEXT.replace('Rubrics compose reward functions', t),
  authors: (t) => RFC_TEXT.replace('**Authors**: @jspisak, @burtenshaw', `**Authors**: @a${t}@b`),
  status: (t) => RFC_TEXT.replace('**Status**: In Review', `**Status**: ${t}`),
  title: (t) => RFC_TEXT.replace('# RFC 004: Rubric System for Reward Computation', `# RFC 004: ${t}`),
  heading: (t) => RFC_TEXT.replace('## Motivation', `## ${t}`),
  bold: (t) => RFC_TEXT.replace('## Summary\n', `## Summary\n\n**${t}x**\n`),
  linkTarget: (t) => RFC_TEXT.replace('## Summary\n', `## Summary\n\n[see](${t})\n`),
  linkText: (t) => RFC_TEXT.replace('## Summary\n', `## Summary\n\n[${t}](./001-abstractions.md)\n`),
  reference: (t) => RFC_TEXT.replace('## Summary\n', `## Summary\n\n- RFC 001: ${t}\n`),
  // An HTML block (anchors from id/name attributes): a tag that never closes must not be rescanned per `<`.
  html: (t) => RFC_TEXT.replace('## Summary\n', `## Summary\n\n<div ${t}>\n`),
};

const MANIFEST_FILES = exampleFiles('envs/echo_env');
const MANIFEST = MANIFEST_FILES['openenv.yaml']!;
const ENVIRONMENT_YAML = readFileSync(fileURLToPath(new URL('../fixtures/manifests/environment/valid/realistic/environment.yaml', import.meta.url)), 'utf8');
const YAML_DELIMITERS = ['<', '>', '{', '}', '$', '_', 'A', 'a', ':', ' ', '-', '#', '"', "'", '[', ']', ',', '.', '\\', '&', '*', '!', '|', '\n', '\n  ', '@', '%'];
const MANIFEST_SLOTS: Record<string, (text: string) => Record<string, string>> = {
  name: (t) => ({ 'openenv.yaml': MANIFEST.replace('name: echo_env', `name: ${t}`) }),
  quotedName: (t) => ({ 'openenv.yaml': MANIFEST.replace('name: echo_env', `name: "${t.replace(/["\\]/g, '')}"`) }),
  description: (t) => ({ 'openenv.yaml': MANIFEST.replace(/^description: .*$/m, `description: ${t}`) }),
  app: (t) => ({ 'openenv.yaml': MANIFEST.replace('app: server.app:app', `app: ${t}`) }),
  port: (t) => ({ 'openenv.yaml': MANIFEST.replace('port: 8000', `port: ${t}`) }),
  variableKey: (t) => ({ 'openenv.yaml': MANIFEST.replace('ECHO_PREFIX:', `${t}:`) }),
  wholeFile: (t) => ({ 'openenv.yaml': t }),
  environmentId: (t) => ({ 'environment.yaml': ENVIRONMENT_YAML.replace('id: terminal-bench-2', `id: ${t}`) }),
  environmentVersion: (t) => ({ 'environment.yaml': ENVIRONMENT_YAML.replace('min_version: ">=0.1.0"', `min_version: ${t}`) }),
};

const DOCKERFILE = MANIFEST_FILES['Dockerfile']!;
const PYPROJECT = MANIFEST_FILES['pyproject.toml']!;
const APP = MANIFEST_FILES['server/app.py']!;
const VALIDATE_DELIMITERS = ['{', '}', '=', '"', "'", ' ', '\\', '$', '#', '-', ':', '@', '/', '[', ']', '(', ')', ',', '&', '|', ';', '<', '>', '~', '*', 'a', '.', '\n'];
const VALIDATE_SLOTS: Record<string, (text: string) => Record<string, string>> = {
  label: (t) => ({ Dockerfile: `${DOCKERFILE}\nLABEL ${t}\n` }),
  run: (t) => ({ Dockerfile: `${DOCKERFILE}\nRUN pip install ${t}\n` }),
  from: (t) => ({ Dockerfile: DOCKERFILE.replace('FROM ${BASE_IMAGE}\n', `FROM ${t}\n`) }),
  env: (t) => ({ Dockerfile: `${DOCKERFILE}\nENV ${t}\n` }),
  copy: (t) => ({ Dockerfile: `${DOCKERFILE}\nCOPY ${t} /app\n` }),
  // The command the image starts, read for its port and app (static/start-command.ts), and a start script it runs.
  cmd: (t) => ({ Dockerfile: `${DOCKERFILE}\nCMD ${t}\n` }),
  healthcheck: (t) => ({ Dockerfile: `${DOCKERFILE}\nHEALTHCHECK CMD curl http://localhost:${t}\n` }),
  startScript: (t) => ({ Dockerfile: `${DOCKERFILE}\nCOPY start.sh /start.sh\nCMD ["/start.sh"]\n`, 'start.sh': `uvicorn server.app:app --port ${t}\n` }),
  requirement: (t) => ({ 'requirements.txt': `fastapi${t}\n`, Dockerfile: `${DOCKERFILE}\nRUN pip install -r requirements.txt\n` }),
  dependency: (t) => ({ 'pyproject.toml': PYPROJECT.replace('"openenv[core]>=0.3.0"', JSON.stringify(`openenv${t}`)) }),
  python: (t) => ({ 'server/app.py': `${APP}\n${t}\n` }),
  pythonString: (t) => ({ 'server/app.py': `${APP}\nx = f"${t.replace(/["\\\n]/g, '')}"\n` }),
  manifestValue: (t) => ({ 'openenv.yaml': MANIFEST.replace('name: echo_env', `name: ${t}`) }),
  readmeFrontMatter: (t) => ({ 'README.md': `---\nsdk: docker\ntitle: ${t}\ntags:\n  - ${t}\n---\n` }),
  // A manifest inside a package (pkg/env): the root pyproject.toml is read for the packages it includes.
  packagingPyproject: (t) => ({
    ...Object.fromEntries(Object.entries(MANIFEST_FILES).filter(([path]) => path !== 'pyproject.toml').map(([path, text]) => [`${PACKAGED_ROOT}/${path}`, text])),
    'pyproject.toml': `[project]\nname = "pkg"\n${t}\n[tool.setuptools.packages.find]\ninclude = ["pkg*"]\n`,
  }),
};
/** The environment root a slot checks ('' unless named). */
const PACKAGED_ROOT = 'pkg/env';
const VALIDATE_ROOTS: Record<string, string> = { packagingPyproject: PACKAGED_ROOT };

const REVIEW_DELIMITERS = ['(', ')', '->', ':', ' ', '#', '"', "'", 'f', '@', '.', ',', '/', '=', '==', '[', ']', '\\', 'print', 'def ', 'a', '*', '-', '1.0', '_reward', '\n+'];
const REVIEW_SLOTS: Record<string, { path: string; text: (t: string) => string }> = {
  pythonLine: { path: 'envs/echo_env/server/app.py', text: (t) => `import os\n${t} = 'x'\n` },
  signature: { path: 'envs/echo_env/server/app.py', text: (t) => `@mcp.tool()\ndef tool(\n    ${t}\n) -> str:\n    return ""\n` },
  route: { path: 'envs/echo_env/server/app.py', text: (t) => `@app.get("/${t}")\ndef route():\n    pass\n` },
  comment: { path: 'envs/echo_env/server/app.py', text: (t) => `x = 1  # ${t}\n` },
  markdown: { path: 'rfcs/009-new.md', text: (t) => `# RFC 009: ${t}\n` },
  dockerfile: { path: 'envs/echo_env/Dockerfile', text: (t) => `FROM python\nRUN ${t}\n` },
  // Credential flow: a value followed through a function into a command, a URL query and a log call.
  credentialFlow: { path: 'envs/echo_env/server/deploy.py', text: (t) => `def push():\n    token = os.getenv("HF_TOKEN")\n    cmd = [${t}, token]\n    url = f"https://x?${t}={token}"\n    subprocess.run(cmd)\n    logger.info(url)\n` },
  // Reward comparisons: operands of subscripts and attribute chains walked both ways from each `==`.
  rewardEquality: { path: 'envs/echo_env/server/score.py', text: (t) => `def done(obs, rewards):\n    return obs.reward == ${t} == rewards[${t}] != 1.0\n` },
  imports: { path: 'envs/echo_env/server/engine.py', text: (t) => `import ${t}\nfrom ${t} import x\n` },
  dependency: { path: 'envs/echo_env/pyproject.toml', text: (t) => `[project]\nname = "echo"\ndependencies = [\n    "${t} @ git+https://github.com/${t}/x",\n]\n[tool.uv.sources]\n${t} = { git = "https://github.com/${t}" }\n` },
  // Prints under one long `if` header: each print asked whether the header names a verbose flag.
  printsUnderIf: { path: 'envs/echo_env/server/loop.py', text: (t) => `if x${t.replace(/[\n:]/g, ' ')}:\n${'    print(1)\n'.repeat(Math.ceil(t.length / 12))}` },
  docSnippet: { path: 'docs/guide.md', text: (t) => `\`\`\`python\nfrom openenv.core import ${t}\nfrom ${t} import (\n    x,\n)\n\`\`\`\n` },
};

/** HEAD around the added file: a project with a lock (dependency rules) and a library module (docs snippets). */
const REVIEW_TREE: Record<string, string> = {
  'envs/echo_env/pyproject.toml': '[project]\nname = "echo"\ndependencies = ["openenv-core"]\n',
  'envs/echo_env/uv.lock': 'version = 1\n\n[[package]]\nname = "echo"\nsource = { editable = "." }\n',
  'uv.lock': 'version = 1\n',
  'src/openenv/core/__init__.py': 'from .env import Environment\n',
};

/** The review rules over one added file, the way the check runs them after reading the diff. */
async function reviewAdded(path: string, text: string): Promise<void> {
  const file: ReviewFile = newReviewFile(path, 'added');
  const lines = text.split('\n');
  parseHunks([`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n'), file);
  file.head = text;
  const options = parseReviewOptions({});
  const headTree = new MemoryRepoView({ ...REVIEW_TREE, [path]: text });
  const projects = await loadProjects(headTree, [file]);
  const context: ReviewContext = { files: [file], options, openRfcs: [], isSource: sourceMatcher(options), annotations: new Map(), pullRequest: { title: text.slice(0, 300), body: text }, headTree, projects };
  await runReviewRules(REVIEW_RULES, context);
}

const CONFIG_DELIMITERS = [':', ' ', '-', '&a ', '*a', '[', ']', '{', '}', '#', '"', '/', '*', '\n', '\n  ', 'a', '!', '|', '?', ','];
const CONFIG_SLOTS: Record<string, (t: string) => string> = {
  ruleKey: (t) => `rules:\n  ${t}: off\n`,
  value: (t) => `checks: [rfc-lint]\nbaseline: ${t}\n`,
  option: (t) => `options:\n  rfc-lint:\n    former-slugs: ${t}\n`,
  path: (t) => `paths:\n  exclude: [${t}]\n`,
  wholeFile: (t) => t,
  // One key per four characters: 25,000 keys at 100k (a quadratic duplicate-key check takes seconds).
  ruleKeys: (t) => `rules:\n${(t.replace(/[\s"\\]/g, '_').match(/.{1,4}/g) ?? []).map((chunk, i) => `  "k${i}${chunk}": off`).join('\n')}\n`,
};
const parseQuietly = (text: string) => {
  try {
    parseConfig(text, 'c.yml', ['rfc/h1']);
  } catch {
    // Invalid configs are expected; only the time matters.
  }
};

export const FAMILIES: Record<string, Family> = {
  'rfc-lint: RFC headers, labels, authors, links, headings': {
    slots: Object.keys(RFC_SLOTS),
    delimiters: RFC_DELIMITERS,
    run: (slot, text) => rfcLintCheck.run(checkContext({ ...RFC_FILES, [RFC_PATH]: RFC_SLOTS[slot]!(text) })),
    examples: [['bold', ': '], ['authors', ', '], ['html', '<a '], ['html', ' id="']],
  },
  'manifests: YAML scalars and keys of openenv.yaml and environment.yaml': {
    slots: Object.keys(MANIFEST_SLOTS),
    delimiters: YAML_DELIMITERS,
    run: (slot, text) => manifestsCheck.run(checkContext({ ...MANIFEST_FILES, ...MANIFEST_SLOTS[slot]!(text) })),
    // `*\n`: an alias per line, each resolved by walking the whole document; `\n:`: an empty key per
    // line, each duplicate's finding listing the lines of all the others.
    examples: [['name', '<'], ['name', '{{'], ['name', '_'], ['quotedName', '*\n'], ['name', '\n:']],
  },
  'validate: Dockerfiles, requirements, pyproject and Python sources': {
    slots: Object.keys(VALIDATE_SLOTS),
    delimiters: VALIDATE_DELIMITERS,
    run: (slot, text) => runStaticValidation(new MemoryRepoView({ ...MANIFEST_FILES, ...VALIDATE_SLOTS[slot]!(text) }), [VALIDATE_ROOTS[slot] ?? ''], { pythonEngine: tokenizerOnly }),
    // `*\n` in front matter: a key per line, each compared with every earlier one by yaml's unique-key check.
    // Blank lines in a packaging pyproject.toml: `^\s*` rescanned the rest of the run from every line.
    examples: [['label', '{'], ['requirement', '='], ['requirement', ' '], ['readmeFrontMatter', '*\n'], ['packagingPyproject', '\n']],
  },
  'review: added Python, Markdown and Dockerfile lines, PR title and body': {
    slots: Object.keys(REVIEW_SLOTS),
    delimiters: REVIEW_DELIMITERS,
    run: (slot, text) => reviewAdded(REVIEW_SLOTS[slot]!.path, REVIEW_SLOTS[slot]!.text(text)),
    // `==a[`: each `==` scanned to the end of the statement for the `]` of an operand's unclosed subscript.
    // ` or x` under prints: every print read the whole `if` header above it for a verbose flag.
    examples: [['signature', ')->'], ['pythonLine', 'a'], ['rewardEquality', '==a['], ['printsUnderIf', ' or x']],
  },
  'config loader: keys, values, anchors and flow collections': {
    slots: Object.keys(CONFIG_SLOTS),
    delimiters: CONFIG_DELIMITERS,
    run: async (slot, text) => parseQuietly(CONFIG_SLOTS[slot]!(text)),
    examples: [['ruleKeys', 'a']],
    // Three generated cases, not six: YAML parsing of 100k characters costs about a second per case.
    numRuns: 3,
  },
};
