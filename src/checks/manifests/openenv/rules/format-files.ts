/** Format recognition (spec §5), non-ASCII text (§3.2) and the environment directory (§7). */
import { defineRule, forWorkflow, isMapping } from '../context.js';
import type { OpenEnvContext, OpenEnvRule } from '../context.js';

export const legacyFormat = defineRule('legacy-format', 'warning', 'Legacy manifest format (name/version/description/action/observation).', 'OE-S01', (ctx, report) => {
  if (ctx.format !== 'legacy') return;
  const name = typeof ctx.raw.name === 'string' ? ctx.raw.name : 'my_env';
  report({
    file: ctx.file,
    ...ctx.head(),
    key: 'legacy',
    message: `Legacy manifest format: still accepted, but \`openenv init\` has written the current format since 2025-11. Migrate: keep \`name\`, add \`spec_version: 1\`, \`type: space\`, \`runtime: fastapi\`, \`app: server.app:app\`, \`port: 8000\`, drop \`version\` (pyproject.toml holds it), and keep \`action\`/\`observation\` only if client.py's class names differ from the inferred ${pascal(name)}Action/${pascal(name)}Observation.`,
  });
});

function pascal(name: string): string {
  return name
    .replace(/_env$/, '')
    .split(/[_-]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase() + p.slice(1).toLowerCase())
    .join('');
}

export const unrecognisedFormat = defineRule('unrecognised-format', 'warning', 'Neither the current nor the legacy manifest format: OpenEnv uses only `name`.', 'OE-S02', (ctx, report) => {
  if (ctx.format !== 'unrecognised') return;
  const documented = ['client', 'default_image'].some((k) => ctx.has(k)) || isMapping(ctx.raw.action) || isMapping(ctx.raw.observation);
  report({
    file: ctx.file,
    ...ctx.head(),
    key: 'unrecognised',
    message: `This manifest has none of the current-format keys (spec_version, type, runtime, app, port)${documented ? ' and uses the documented-only client/action/observation mapping variant' : ''}; OpenEnv will only use \`name\`${ctx.has('description') ? ' and `description`' : ''}. Add \`spec_version: 1\`, \`type: space\`, \`runtime: fastapi\`, \`app: server.app:app\` and \`port: 8000\`, and move task/space/reward descriptions to README.md.`,
  });
});

export const nonAscii = defineRule('non-ascii', 'notice', 'Non-ASCII characters: `openenv push` reads the file with the platform encoding.', 'OE-F06', (ctx, report) => {
  const text = ctx.yaml.text;
  const m = /[^\x00-\x7f]/.exec(text);
  if (!m) return;
  const before = text.slice(0, m.index);
  const line = before.split('\n').length;
  const column = m.index - before.lastIndexOf('\n');
  report({ file: ctx.file, line, column, endLine: line, endColumn: column + m[0].length, key: 'non-ascii', message: `Non-ASCII character "${m[0]}" (first of the file): \`openenv push\` opens the manifest with the platform encoding, so on a non-UTF-8 locale it fails or garbles. Prefer ASCII (e.g. "-" for an em dash) if the manifest must work everywhere.` });
});

/** Files `openenv push` requires next to the manifest (`validate_env_structure`). */
export function missingPushFiles(exists: (p: string) => boolean): string[] {
  const missing = ['__init__.py', 'client.py', 'models.py', 'README.md', 'pyproject.toml'].filter((f) => !exists(f));
  const rootDockerfile = exists('Dockerfile');
  if (!rootDockerfile && !exists('server/Dockerfile')) missing.push('Dockerfile (or server/Dockerfile)');
  if (!rootDockerfile) for (const f of ['server/__init__.py', 'server/app.py']) if (!exists(f)) missing.push(f);
  return missing;
}

export const pushRequiredFile = defineRule('push-required-file', 'warning', 'A file `openenv push` requires next to the manifest is missing.', 'OE-X01', async (ctx, report) => {
  if (ctx.format !== 'current' && ctx.format !== 'legacy') return;
  if (/(^|\/)templates?\//.test(ctx.file)) return;
  const missing = missingPushFiles((p) => ctx.env.exists(p));
  if (missing.length === 0) return;
  const where = ctx.env.dir || 'the repository root';
  const gated = await forWorkflow(ctx, ['hub'], 'warning', `\`openenv push\` needs these files next to the manifest in ${where}, and they are missing: ${missing.join(', ')}. Add ${missing.length === 1 ? 'it' : 'them'} (\`openenv init\` scaffolds the full layout).`);
  report({ file: ctx.file, ...ctx.head(), key: missing.join(','), ...gated });
});

/**
 * The distribution name AutoEnv discovery looks for, from the environment's folder or its manifest
 * name: one function, so every check that runs this rule (manifests on a repository, audit on a
 * folder or a Space, where the folder name is unknown) gives the same advice for the same environment.
 */
export function expectedDistribution(module: string): string {
  return `openenv-${module.trim().toLowerCase().replace(/[\s_]+/g, '-')}`;
}

/** `[project].name` of a pyproject.toml. */
export function projectName(pyproject: string): string | undefined {
  const project = /^\[project\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  return project ? /^name\s*=\s*["']([^"']+)["']/m.exec(project[1])?.[1] : undefined;
}

export const pyprojectName = defineRule('pyproject-name', 'notice', '`[project].name` is not `openenv-<package>` matching the environment.', 'OE-X02', async (ctx, report) => {
  if (ctx.format !== 'current' && ctx.format !== 'legacy') return;
  const pyproject = await ctx.env.read('pyproject.toml');
  const name = pyproject && projectName(pyproject);
  if (!name) return;
  const dirName = ctx.env.dir ? ctx.env.dir.split('/').pop()! : undefined;
  const m = /^openenv[-_](.+)$/.exec(name);
  if (!m) {
    report({ file: ctx.file, ...ctx.head(), key: name, message: `pyproject.toml names the distribution "${name}"; AutoEnv discovery only finds distributions named openenv-<module>. Rename it to \`${expectedDistribution(dirName ?? String(ctx.raw.name ?? 'my_env'))}\`.` });
    return;
  }
  const module = m[1].replace(/-/g, '_');
  if (dirName && module !== dirName && !['server', 'src', 'env'].includes(dirName)) {
    report({ file: ctx.file, ...ctx.head(), key: `${name}|${dirName}`, message: `pyproject.toml's distribution "${name}" implies the module "${module}", but the environment package is "${dirName}"; discovery derives the module from the distribution name. Rename one so they agree.` });
  }
});

/**
 * Whether the manifest ships with its package (AutoEnv reads it): a pyproject.toml beside it whose package
 * data, MANIFEST.in or build backend includes it. Undefined when there is no pyproject.toml at all.
 */
export async function manifestPackaged(ctx: OpenEnvContext): Promise<boolean | undefined> {
  const pyproject = await ctx.env.read('pyproject.toml');
  if (pyproject === undefined) return undefined;
  const manifestIn = await ctx.env.read('MANIFEST.in');
  const packageData = /^\[tool\.setuptools\.package-data\]([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  return Boolean((packageData && /\*\.ya?ml|\*\*\/\*|openenv\.yaml/.test(packageData[1])) || (manifestIn && /openenv\.yaml|\*\.ya?ml/.test(manifestIn)) || /\[tool\.(?:hatch|poetry|pdm|flit)/.test(pyproject) || /include\s*=\s*\[[^\]]*openenv\.yaml/.test(pyproject));
}

export const notPackaged = defineRule('not-packaged', 'notice', 'The manifest is not shipped as package data, so AutoEnv cannot see it.', 'OE-X03', async (ctx, report) => {
  if (ctx.format !== 'current' && ctx.format !== 'legacy') return;
  if ((await manifestPackaged(ctx)) !== false) return;
  report({ file: ctx.file, ...ctx.head(), key: 'package-data', message: 'openenv.yaml is not declared as package data, so it is not installed with the package and AutoEnv discovery falls back to conventions. Add `"*" = ["**/*.yaml"]` under `[tool.setuptools.package-data]` in pyproject.toml.' });
});

export const formatFileRules: OpenEnvRule[] = [legacyFormat, unrecognisedFormat, nonAscii, pushRequiredFile, pyprojectName, notPackaged];
