/** `app` and `port` (spec §6.5, §6.6), including their cross-file checks (OE-A06, A07, P07, X04). */
import { defineRule, describe, forWorkflow } from '../context.js';
import { customFormatMessage, customShapes } from './format-files.js';
import type { OpenEnvContext, OpenEnvRule } from '../context.js';
import { APP_PATTERN, NUMERIC_PORT_PATTERN } from '../schema.js';
import type { DockerfileModel } from '../../../validate/static/dockerfile.js';
import { describePort, dockerfilePorts, portConflicts, servedPortOf, startCommands, type ContextReader } from '../../../validate/static/start-command.js';
import { dockerModuleFiles, manifestModuleFile } from '../app-file.js';
import { bindsAtModuleLevel } from '../../../../python/bindings.js';

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NUMERIC_PORT = new RegExp(NUMERIC_PORT_PATTERN);
const FACTORIES = new Set(['create_app', 'make_app', 'get_app', 'build_app', 'app_factory']);

/** The app string, when it is a usable string (after Daytona's strip). */
function appString(ctx: OpenEnvContext): string | undefined {
  const v = ctx.raw.app;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** `server/app.py` → `server.app:app` style suggestion. */
function suggestApp(value: string): string {
  const path = value.replace(/\\/g, '/').replace(/^\.\//, '');
  const [left, attr] = path.includes(':') ? [path.slice(0, path.indexOf(':')), path.slice(path.indexOf(':') + 1)] : [path, 'app'];
  const module = left.replace(/\.py$/, '').replace(/\//g, '.').replace(/^\.+|\.+$/g, '') || 'server.app';
  const attribute = IDENT.test(attr.trim()) ? attr.trim() : 'app';
  return `${module}:${attribute}`;
}

/** Why `app` cannot be imported by uvicorn (OE-A04), or undefined. */
export function appFormatProblem(value: string): string | undefined {
  if (/[/\\]/.test(value)) return 'it is a file path, not a Python import string';
  if (/\s/.test(value)) return 'it contains whitespace';
  const colon = value.indexOf(':');
  if (colon === -1) return 'it has no ":" separating module and attribute';
  const module = value.slice(0, colon);
  const attr = value.slice(colon + 1);
  if (module === '') return 'the module part (before ":") is empty';
  if (attr === '') return 'the attribute part (after ":") is empty';
  if (/\.py$/.test(module)) return `the module part ends in ".py" (uvicorn would import a module named "py" inside package "${module.slice(0, -3)}")`;
  return undefined;
}

export const appMissing = defineRule('app-missing', 'warning', '`app` is absent in a current-format manifest.', 'OE-A01', async (ctx, report) => {
  if (ctx.format !== 'current' || ctx.has('app')) return;
  const gated = await forWorkflow(ctx, ['daytona'], 'warning', 'The manifest has no `app`: the Daytona provider cannot start the server and the proposed `openenv serve` refuses. Add `app: server.app:app` (module:attribute of the FastAPI app).');
  report({ file: ctx.file, ...ctx.head(), key: 'absent', ...gated });
});

export const appType = defineRule('app-type', 'error', '`app` is not a string.', 'OE-A02', (ctx, report) => {
  if (!ctx.has('app') || typeof ctx.raw.app === 'string' || ctx.raw.app === null) return;
  const v = ctx.raw.app;
  const nested = v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
  const move = nested.includes('port') ? ' Move `port` to the top level.' : '';
  // A manifest in a custom format: this one finding names every key (openenv-yaml/custom-format).
  const shapes = customShapes(ctx);
  const message = shapes.length
    ? `\`app\` is ${describe(ctx, ['app'])}, so uvicorn cannot import it. ${customFormatMessage(shapes, ctx)}`
    : `\`app\` is ${describe(ctx, ['app'])}; it must be the uvicorn import string \`module:attribute\`, e.g. \`app: server.app:app\`.${move}`;
  report({ file: ctx.file, ...ctx.locate(['app']), key: ctx.typeOf(['app']) ?? 'type', message });
});

export const appEmpty = defineRule('app-empty', 'error', '`app` is empty or whitespace only.', 'OE-A03', (ctx, report) => {
  if (!ctx.has('app')) return;
  const v = ctx.raw.app;
  if (v !== null && !(typeof v === 'string' && v.trim() === '')) return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: 'empty', message: '`app` is empty, which OpenEnv treats as "does not contain an \'app\' field". Write the import string, e.g. `app: server.app:app`.' });
});

export const appFormat = defineRule('app-format', 'error', '`app` is not `module:attribute` (a file path, no colon, empty side, `.py` module).', 'OE-A04', (ctx, report) => {
  const v = ctx.raw.app;
  if (typeof v !== 'string' || v.trim() === '') return;
  const problem = appFormatProblem(v.trim());
  if (!problem) return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app: ${v.trim()}\` cannot be imported by uvicorn: ${problem}. Write \`app: ${suggestApp(v.trim())}\` (module path with dots, then ":" and the app object).` });
});

export const appGrammar = defineRule('app-grammar', 'error', '`app` has a non-identifier segment or more than one `:`.', 'OE-A05', (ctx, report) => {
  const v = appString(ctx);
  if (!v || appFormatProblem(v) || new RegExp(APP_PATTERN).test(v)) return;
  const colon = v.indexOf(':');
  const extra = v.indexOf(':', colon + 1) !== -1;
  const bad = extra ? 'it has more than one ":"' : `"${[...v.slice(0, colon).split('.'), ...v.slice(colon + 1).split('.')].find((s) => !IDENT.test(s))}" is not a Python identifier`;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app: ${v}\` is not a valid import string: ${bad}. Use \`package.module:attribute\` with identifiers only, e.g. \`app: server.app:app\`.` });
});

/** Where uvicorn would find the module, relative to the manifest directory. */
function moduleCandidates(module: string): string[] {
  const path = module.split('.').join('/');
  return [`${path}.py`, `${path}/__init__.py`];
}

export const appModuleNotFound = defineRule('app-module-not-found', 'warning', 'The `app` module file does not exist next to the manifest.', 'OE-A06', (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const module = v.slice(0, v.indexOf(':'));
  const candidates = moduleCandidates(module);
  // A src layout (`src/<package>/…`, installed with `pip install -e .`) imports the same module name.
  const found = (prefix: string) => candidates.some((c) => ctx.env.exists(prefix + c) || ctx.env.exists(`${prefix}src/${c}`));
  if (found('')) return;
  // Repo-root-relative module paths (`envs.x.server.app`) resolve from the repository root.
  const parts = ctx.env.dir ? ctx.env.dir.split('/') : [];
  for (let up = 1; up <= parts.length; up++) if (found('../'.repeat(up))) return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app: ${v}\` names module "${module}", but neither ${candidates.map((c) => join(ctx.env.dir, c)).join(' nor ')} exists. uvicorn imports it relative to the manifest directory; fix the module path (it may still work through PYTHONPATH or an installed package).` });
});

export const appAttributeNotFound = defineRule('app-attribute-not-found', 'notice', 'The `app` module has no top-level binding of the attribute.', 'OE-A07', async (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const module = v.slice(0, v.indexOf(':'));
  const attr = v.slice(v.indexOf(':') + 1).split('.')[0];
  const file = moduleCandidates(module).find((c) => ctx.env.exists(c));
  if (!file) return;
  const source = await ctx.env.read(file);
  // A file that does not tokenize is reported by Python itself; say nothing rather than guess.
  if (source === undefined || bindsAtModuleLevel(source, attr) !== false) return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app: ${v}\`: ${join(ctx.env.dir, file)} has no module-level \`${attr}\` (assignment, def, class or import, also inside a module-level if/else or try/except). Point \`app\` at the object uvicorn should serve, e.g. \`${module}:app\`.` });
});

export const appMain = defineRule('app-main', 'warning', '`app` points at `main`, the CLI entry function.', 'OE-A08', (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v) || v.slice(v.indexOf(':') + 1) !== 'main') return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app: ${v}\` points at \`main\`, the CLI entry function \`openenv validate\` requires; uvicorn would try to serve a function. Point it at the FastAPI object: \`app: ${v.slice(0, v.indexOf(':'))}:app\`.` });
});

export const appFactory = defineRule('app-factory', 'notice', '`app` names a factory function; no consumer passes `--factory`.', 'OE-A09', (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const attr = v.slice(v.indexOf(':') + 1);
  if (!FACTORIES.has(attr)) return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app: ${v}\` looks like an application factory, but OpenEnv starts uvicorn without \`--factory\`. Expose the app object (\`app = ${attr}()\`) and write \`app: ${v.slice(0, v.indexOf(':'))}:app\`.` });
});

export const appWhitespace = defineRule('app-whitespace', 'notice', '`app` has surrounding whitespace.', 'OE-A10', (ctx, report) => {
  const v = ctx.raw.app;
  if (typeof v !== 'string' || v.trim() === '' || v === v.trim()) return;
  report({ file: ctx.file, ...ctx.locate(['app']), key: v, message: `\`app\` ${JSON.stringify(v)} has surrounding whitespace; Daytona strips it, other tools may not. Write \`app: ${v.trim()}\`.` });
});

// --- port ---------------------------------------------------------------------------------------------

export const portMissing = defineRule('port-missing', 'notice', '`port` is absent in a current-format manifest.', 'OE-P01', (ctx, report) => {
  if (ctx.format !== 'current' || ctx.has('port')) return;
  report({ file: ctx.file, ...ctx.head(), key: 'absent', message: 'The manifest has no `port`; add `port: 8000` (what the template Dockerfile and Daytona use).' });
});

export const portBoolean = defineRule('port-boolean', 'error', '`port` is a boolean.', 'OE-P02, OE-Y10', (ctx, report) => {
  if (ctx.typeOf(['port']) !== 'bool') return;
  report({ file: ctx.file, ...ctx.locate(['port']), key: 'bool', message: `\`port\` is ${describe(ctx, ['port'])} (Python would turn True into port 1). Write the port number, e.g. \`port: 8000\`.` });
});

export const portType = defineRule('port-type', 'error', '`port` is not a number (non-numeric string, list, mapping, fractional float).', 'OE-P03', (ctx, report) => {
  if (!ctx.has('port')) return;
  const v = ctx.raw.port;
  const type = ctx.typeOf(['port']);
  const bad =
    (type === 'str' && !NUMERIC_PORT.test(String(v))) ||
    (type === 'float' && !Number.isInteger(v)) ||
    ['seq', 'map', 'set', 'timestamp', 'binary', 'pairs'].includes(type ?? '');
  if (!bad) return;
  // `0o10` is octal 8 in YAML 1.2 but a string for PyYAML (YAML 1.1 has no `0o` prefix): name the decimal value.
  const source = ctx.sourceOf(['port']);
  const octal = type === 'str' && source !== undefined && /^0o[0-7]+$/.test(source) ? parseInt(source.slice(2), 8) : undefined;
  const message =
    octal !== undefined
      ? `\`port: ${source}\` is the string "${source}" for PyYAML: YAML 1.1 has no \`0o\` octal prefix (YAML 1.2 tools read ${octal}). A port must be an integer from 1 to 65535: write the decimal value, \`port: ${octal}\`.`
      : `\`port\` is ${describe(ctx, ['port'])}; it must be an integer from 1 to 65535. Write e.g. \`port: 8000\`.`;
  report({ file: ctx.file, ...ctx.locate(['port']), key: String(type), message });
});

export const portNumericString = defineRule('port-numeric-string', 'warning', '`port` is a numeric string or an integral float.', 'OE-P04', (ctx, report) => {
  const v = ctx.raw.port;
  const type = ctx.typeOf(['port']);
  const n = type === 'str' && NUMERIC_PORT.test(String(v)) ? Number(v) : type === 'float' && Number.isInteger(v) ? (v as number) : undefined;
  if (n === undefined) return;
  report({ file: ctx.file, ...ctx.locate(['port']), key: String(ctx.sourceOf(['port'])), message: `\`port\` is ${describe(ctx, ['port'])}, not an integer. Write \`port: ${n}\` (no quotes, no decimal point).` });
});

export const portRange = defineRule('port-range', 'error', '`port` is outside 1–65535.', 'OE-P05', (ctx, report) => {
  const v = ctx.raw.port;
  if (ctx.typeOf(['port']) !== 'int' || ((v as number) >= 1 && (v as number) <= 65535)) return;
  report({ file: ctx.file, ...ctx.locate(['port']), key: String(v), message: `\`port\` is ${describe(ctx, ['port'])}, outside 1–65535; no server can listen there. Use \`port: 8000\`.` });
});

export const portNotDefault = defineRule('port-not-default', 'notice', '`port` is not 8000 and no Dockerfile or README confirms it.', 'OE-P06', async (ctx, report) => {
  const v = ctx.raw.port;
  if (ctx.typeOf(['port']) !== 'int' || v === 8000 || (v as number) < 1 || (v as number) > 65535) return;
  // Said only when nothing else declares a port: when the Dockerfile and README agree on the port this is
  // a deliberate, consistent choice; when they disagree, port-mismatch names the conflict.
  if ((await portDeclarations(ctx)).length > 0) return;
  report({ file: ctx.file, ...ctx.locate(['port']), key: String(v), message: `\`port: ${v}\`: the Daytona provider, the template Dockerfile and \`openenv push\` (README \`app_port\`) assume 8000, and neither a Dockerfile nor README.md here declares ${v}. Use 8000, or declare ${v} there too (EXPOSE ${v}, README \`app_port: ${v}\`).` });
});

export const portYaml11Spelling = defineRule('port-yaml11-spelling', 'warning', '`port` uses a YAML 1.1 integer spelling (`010`, `8_000`, `0x1F40`).', 'OE-P08', (ctx, report) => {
  if (ctx.typeOf(['port']) !== 'int') return;
  const source = ctx.sourceOf(['port'])?.trim();
  if (!source || /^[-+]?(?:0|[1-9][0-9]*)$/.test(source)) return;
  report({ file: ctx.file, ...ctx.locate(['port']), key: source, message: `\`port: ${source}\` is read by PyYAML as ${ctx.raw.port} (YAML 1.1 ${/^[-+]?0[0-7_]+$/.test(source) ? 'octal' : /0x/i.test(source) ? 'hexadecimal' : /0b/.test(source) ? 'binary' : /:/.test(source) ? 'base-60' : 'digit grouping'}); other YAML tools read it differently. Write the decimal value: \`port: ${ctx.raw.port}\`.` });
});

interface PortDeclaration {
  file: string;
  /** For a Dockerfile, what it says about ports; for README.md, its `app_port`. */
  docker?: Awaited<ReturnType<typeof dockerfilePorts>>;
  appPort?: number;
}

const portDeclarationsOf = new WeakMap<OpenEnvContext, Promise<PortDeclaration[]>>();

/**
 * What the Dockerfiles (final stage) and README front matter around the manifest say about ports, once
 * per manifest for the rules that ask (start scripts are followed for each Dockerfile).
 */
function portDeclarations(ctx: OpenEnvContext): Promise<PortDeclaration[]> {
  let declarations = portDeclarationsOf.get(ctx);
  if (!declarations) portDeclarationsOf.set(ctx, (declarations = readPortDeclarations(ctx)));
  return declarations;
}

async function readPortDeclarations(ctx: OpenEnvContext): Promise<PortDeclaration[]> {
  const out: PortDeclaration[] = [];
  for (const name of ['Dockerfile', 'server/Dockerfile']) {
    const model = await ctx.dockerfile(name);
    if (!model) continue;
    const docker = await dockerfilePorts(model, (path) => ctx.env.read(path));
    if (docker.exposed.length || docker.served.length) out.push({ file: name, docker });
  }
  const readme = await ctx.env.read('README.md');
  if (readme !== undefined) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readme);
    const port = front && /^app_port:\s*["']?(\d{1,5})["']?\s*$/m.exec(front[1]);
    if (port) out.push({ file: 'README.md', appPort: Number(port[1]) });
  }
  return out;
}

/**
 * The `app` and `port` a template line should name for this repository: what its Dockerfile serves
 * (uvicorn's import string, the CMD/HEALTHCHECK port or its single EXPOSE), else README `app_port`,
 * else `server.app:app` when server/app.py exists and the 8000 default. Advice never moves a working Space.
 */
export async function servedSettings(ctx: OpenEnvContext): Promise<{ app: string; port: number }> {
  let app: string | undefined;
  for (const name of ['Dockerfile', 'server/Dockerfile']) {
    const model = await ctx.dockerfile(name);
    if (model) app ??= (await dockerUvicornApp(model, (path) => ctx.env.read(path)))?.app;
  }
  // The Dockerfiles' declarations come first, in the same order, then README's.
  let port: number | undefined;
  for (const d of await portDeclarations(ctx)) port ??= d.docker ? servedPortOf(d.docker)?.port : d.appPort;
  return { app: app ?? (ctx.env.exists('server/app.py') ? 'server.app:app' : '<module>:<app attribute>'), port: port ?? 8000 };
}

export const portMismatch = defineRule('port-mismatch', 'warning', '`port` disagrees with the port the Dockerfile serves on or README `app_port`.', 'OE-P07', async (ctx, report) => {
  const v = ctx.raw.port;
  if (ctx.typeOf(['port']) !== 'int') return;
  const port = v as number;
  const others: Array<{ file: string; port: number; says: string }> = [];
  for (const d of await portDeclarations(ctx)) {
    if (d.appPort !== undefined && d.appPort !== port) others.push({ file: d.file, port: d.appPort, says: `app_port ${d.appPort}` });
    // Several EXPOSEd ports are fine as long as one is the app's (see portConflicts).
    if (d.docker) for (const c of portConflicts(port, d.docker)) others.push({ file: d.file, port: c.port, says: describePort(c) });
  }
  if (others.length === 0) return;
  const where = others.map((d) => `${join(ctx.env.dir, d.file)} ${d.says}`).join(', ');
  // When everything else agrees, the fix that keeps a working image is the manifest's own line.
  const served = new Set(others.map((d) => d.port));
  const fix = served.size === 1
    ? `Set \`port: ${others[0]!.port}\` here, the port the image serves (or move the image and README \`app_port\` to ${port} together).`
    : "Make the app's port the same everywhere (8000 is what OpenEnv tooling assumes).";
  report({ file: ctx.file, ...ctx.locate(['port']), key: others.map((d) => `${d.file}:${d.port}`).join(','), message: `\`port: ${port}\` disagrees with ${where}. ${fix}` });
});

/**
 * The import string the command the image starts hands uvicorn (`uvicorn m:app`, `python -m uvicorn
 * m:app`), with the CMD/ENTRYPOINT line and the directory it runs in: into `sh -c "cd … && uvicorn …"`
 * and into start scripts of the build context.
 */
export async function dockerUvicornApp(model: DockerfileModel, read: ContextReader): Promise<{ app: string; line: number; cwd: string } | undefined> {
  for (const command of await startCommands(model, read)) {
    const at = command.words.findIndex((w) => w === 'uvicorn' || w.endsWith('/uvicorn'));
    if (at === -1) continue;
    const app = command.words.slice(at + 1).find((w) => IMPORT_STRING.test(w));
    if (app) return { app, line: command.instruction.line, cwd: command.cwd };
  }
  return undefined;
}

const IMPORT_STRING = /^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$/;

export const dockerfileApp = defineRule('dockerfile-app', 'warning', 'The Dockerfile CMD starts uvicorn on another application (file or attribute) than `app`.', 'OE-X04', async (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const [module, attribute] = [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)];
  const manifestFile = manifestModuleFile(ctx.env, module);
  for (const name of ['Dockerfile', 'server/Dockerfile']) {
    const model = await ctx.dockerfile(name);
    if (!model) continue;
    const cmd = await dockerUvicornApp(model, (path) => ctx.env.read(path));
    if (!cmd || cmd.app === v) continue;
    const [cmdModule, cmdAttribute] = [cmd.app.slice(0, cmd.app.indexOf(':')), cmd.app.slice(cmd.app.indexOf(':') + 1)];
    // The same file through another import root (the directory uvicorn runs in, PYTHONPATH, an installed
    // package) is the same app.
    const dockerFiles = await dockerModuleFiles(ctx.env, model, cmdModule, cmd.cwd);
    const sameFile = manifestFile !== undefined && dockerFiles.length > 0 ? dockerFiles.includes(manifestFile) : sameModuleTail(module, cmdModule);
    if (sameFile && cmdAttribute === attribute) continue;
    const what = sameFile ? `attribute \`${cmdAttribute}\`` : dockerFiles.length ? `${dockerFiles.join(' / ')}` : `module \`${cmdModule}\``;
    report({ file: ctx.file, ...ctx.locate(['app']), key: `${name}:${cmd.app}`, message: `\`app: ${v}\`${manifestFile ? ` (${manifestFile})` : ''} is not the application ${join(ctx.env.dir, name)} line ${cmd.line} starts: \`uvicorn ${cmd.app}\` serves ${what}. Make them name the same application.` });
    return;
  }
});

/** Without resolvable files: one module is the other seen from a higher import root (`server.app`, `x.server.app`). */
function sameModuleTail(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long === short || long.endsWith(`.${short}`);
}

function join(dir: string, path: string): string {
  return dir ? `${dir}/${path}` : path;
}

export const appPortRules: OpenEnvRule[] = [
  appMissing,
  appType,
  appEmpty,
  appFormat,
  appGrammar,
  appModuleNotFound,
  appAttributeNotFound,
  appMain,
  appFactory,
  appWhitespace,
  portMissing,
  portBoolean,
  portType,
  portNumericString,
  portRange,
  portNotDefault,
  portYaml11Spelling,
  portMismatch,
  dockerfileApp,
];
