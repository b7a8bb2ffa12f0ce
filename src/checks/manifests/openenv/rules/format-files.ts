/** Format recognition (spec §5), non-ASCII text (§3.2) and the environment directory (§7). */
import { defineRule, forWorkflow, isMapping } from '../context.js';
import { servedSettings } from './app-port.js';
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

export const unrecognisedFormat = defineRule('unrecognised-format', 'warning', 'Neither the current nor the legacy manifest format: OpenEnv uses only `name`.', 'OE-S02', async (ctx, report) => {
  if (ctx.format !== 'unrecognised') return;
  const documented = ['client', 'default_image'].some((k) => ctx.has(k)) || isMapping(ctx.raw.action) || isMapping(ctx.raw.observation);
  // The app and port the repository serves (a Space on 7860 is told 7860, not the 8000 default).
  const served = await servedSettings(ctx);
  report({
    file: ctx.file,
    ...ctx.head(),
    key: 'unrecognised',
    message: `This manifest has none of the current-format keys (spec_version, type, runtime, app, port)${documented ? ' and uses the documented-only client/action/observation mapping variant' : ''}; OpenEnv will only use \`name\`${ctx.has('description') ? ' and `description`' : ''}. Add \`spec_version: 1\`, \`type: space\`, \`runtime: fastapi\`, \`app: ${served.app}\` and \`port: ${served.port}\`, and move task/space/reward descriptions to README.md.`,
  });
});

/**
 * The current-format keys a manifest gives its own meaning (`type: step-reset`, `runtime:` or `app:` as a
 * mapping, no `spec_version`): with two or more, the manifest is in a custom format, and that is one
 * finding (openenv-yaml/custom-format, or app-type when `app` is one of them), not one per key.
 */
export function customShapes(ctx: OpenEnvContext): { key: string; what: string; fix: string }[] {
  if (ctx.format !== 'current') return [];
  const out: { key: string; what: string; fix: string }[] = [];
  const type = ctx.raw.type;
  if (ctx.has('type') && type !== 'space') out.push({ key: 'type', what: typeof type === 'string' ? `\`type: ${type}\`` : '`type` is not a string', fix: '`type: space`' });
  const runtime = ctx.raw.runtime;
  if (ctx.has('runtime') && (typeof runtime !== 'string' || runtime.trim().toLowerCase() !== 'fastapi'))
    out.push({ key: 'runtime', what: typeof runtime === 'string' ? `\`runtime: ${runtime}\`` : `\`runtime\` is ${isMapping(runtime) ? 'a mapping' : 'not a string'}`, fix: '`runtime: fastapi`' });
  const app = ctx.raw.app;
  if (ctx.has('app') && app !== null && typeof app !== 'string') out.push({ key: 'app', what: `\`app\` is ${isMapping(app) ? 'a mapping' : 'not a string'}`, fix: '`app: server.app:app`' });
  if (out.length === 0) return out;
  if (!ctx.has('spec_version') || ctx.raw.spec_version === null) out.push({ key: 'spec_version', what: 'no `spec_version`', fix: '`spec_version: 1`' });
  return out.length >= 2 ? out : [];
}

/** The one message for a custom-format manifest: every key OpenEnv reads differently, and the template lines that fix them. */
export function customFormatMessage(shapes: readonly { key: string; what: string; fix: string }[], ctx: OpenEnvContext): string {
  const nested = ['app', 'runtime'].flatMap((k) => (isMapping(ctx.raw[k]) ? ['port', 'app'].filter((n) => n !== k && Object.prototype.hasOwnProperty.call(ctx.raw[k], n)) : []));
  const move = nested.length ? ` Move ${[...new Set(nested)].map((k) => `\`${k}\``).join(' and ')} to the top level, where OpenEnv reads ${nested.length > 1 ? 'them' : 'it'}.` : '';
  return `This manifest gives OpenEnv's keys its own meaning (${shapes.map((s) => s.what).join(', ')}); OpenEnv reads them as the \`openenv init\` template does. Write ${shapes.map((s) => s.fix).join(', ')} at the top level, and keep your own settings under another key.${move}`;
}

export const customFormat = defineRule('custom-format', 'warning', 'Two or more current-format keys (type, runtime, app, spec_version) are written in a format of the author\'s own: one finding for the manifest.', 'OE-S03', (ctx, report) => {
  const shapes = customShapes(ctx);
  // With `app` among them, the finding is openenv-yaml/app-type's (an error: uvicorn cannot import it).
  if (shapes.length === 0 || shapes.some((s) => s.key === 'app')) return;
  const first = shapes[0]!.key;
  report({ file: ctx.file, ...(first === 'spec_version' ? ctx.head() : ctx.locate([first])), key: shapes.map((s) => s.key).join(','), message: customFormatMessage(shapes, ctx) });
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
  // `openenv push`'s consequence: a Space deployed by a git push (README `sdk: docker`) builds without them.
  const gated = await forWorkflow(ctx, ['openenvPush'], 'warning', `\`openenv push\` needs these files next to the manifest in ${where}, and they are missing: ${missing.join(', ')}. Add ${missing.length === 1 ? 'it' : 'them'} (\`openenv init\` scaffolds the full layout).`);
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
  // hatch, poetry, pdm and flit ship the package folders they name; a manifest beside pyproject.toml is
  // in the wheel only when the file names it (include, force-include, artifacts) or a YAML glob.
  const otherBackend = /\[tool\.(?:hatch|poetry|pdm|flit)/.test(pyproject) && /openenv\.yaml|\*\.ya?ml/.test(pyproject);
  return Boolean((packageData && /\*\.ya?ml|\*\*\/\*|openenv\.yaml/.test(packageData[1])) || (manifestIn && /openenv\.yaml|\*\.ya?ml/.test(manifestIn)) || otherBackend || /include\s*=\s*\[[^\]]*openenv\.yaml/.test(pyproject));
}

export const notPackaged = defineRule('not-packaged', 'notice', 'The manifest is not shipped as package data, so AutoEnv cannot see it.', 'OE-X03', async (ctx, report) => {
  if (ctx.format !== 'current' && ctx.format !== 'legacy') return;
  if ((await manifestPackaged(ctx)) !== false) return;
  report({ file: ctx.file, ...ctx.head(), key: 'package-data', message: 'openenv.yaml is not declared as package data, so it is not installed with the package and AutoEnv discovery falls back to conventions. Add `"*" = ["**/*.yaml"]` under `[tool.setuptools.package-data]` in pyproject.toml.' });
});

export const formatFileRules: OpenEnvRule[] = [legacyFormat, unrecognisedFormat, customFormat, nonAscii, pushRequiredFile, pyprojectName, notPackaged];
