import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CHECK_IDS, type Check, type CheckId, type OptionSpec } from './engine/check.js';
import { UserError } from './engine/errors.js';
import type { FailOn } from './engine/run.js';
import { SCOPES, type Scope } from './engine/scope.js';
import { CHECK_CATALOG, checkEntry, type CheckEntry } from './checks/index.js';
import { LIMITS } from './engine/limits.js';

/**
 * The only place that reads action inputs, CLI arguments and environment variables. Everything
 * downstream receives this typed, validated object.
 */
export const FORMATS = ['text', 'json', 'sarif', 'markdown', 'compact'] as const;
export type Format = (typeof FORMATS)[number];
export const COMMANDS = ['check', ...CHECK_IDS] as const;
export type Command = (typeof COMMANDS)[number];
export const DEFAULT_CHECKS: readonly CheckId[] = ['rfc-lint', 'manifests', 'validate'];

export interface Settings {
  command: Command;
  /** Explicitly requested checks (input `checks`, `--checks`, or the command); undefined = from config/default. */
  checks?: CheckId[];
  /** Absolute path of the folder to check. */
  root: string;
  /** Positional paths relative to root (checks with cliPaths 'list'). */
  paths: string[];
  format: Format;
  output?: string;
  /** Config file path relative to root, and whether the user named it (then it must exist). */
  configPath: string;
  configExplicit: boolean;
  failOn: FailOn;
  /** Which findings a pull request reports (docs/scope.md); undefined = `new` in pull-request mode, else `all`. */
  scope?: Scope;
  /**
   * Folder every reported path is relative to: GITHUB_WORKSPACE in the action. Undefined in the CLI:
   * the git top level of `root` (outside git, paths stay relative to `root`).
   */
  repositoryRoot?: string;
  base?: string;
  head?: string;
  repositorySlug?: string;
  /** Check options given explicitly (inputs/flags), by check id; merged over config and defaults later. */
  checkOptions: Partial<Record<CheckId, Record<string, string>>>;
  /** Baseline file (repository-relative) named by the input or flag; overrides the config file's. */
  baseline?: string;
  /** JSON reports of earlier jobs whose findings the review folds into its comment. */
  importReports: string[];
  color: boolean;
  verbose: boolean;
  /** Seconds the run may spend on GitHub API work (input `api-deadline`, `--api-deadline`); then it reports what it has. */
  apiDeadlineSeconds: number;
  /** CLI: pull request text given by flags (--pr-title/--pr-body/--pr-author), over GITHUB_EVENT_PATH's. */
  pullRequestText?: { title?: string; body?: string; author?: string };
  // Action-only settings.
  token?: string;
  comment: boolean;
  sarifFile?: string;
  reportFile?: string;
  /**
   * The runner's temporary folder (RUNNER_TEMP, emptied at the start of every job), where each
   * sub-action step of this job writes its default report (`defaultReportName`): a later review step
   * reads what the earlier steps reported there.
   */
  jobFolder?: string;
}

/** The report file a step writes when `report-file` is not set: a sub-action's names its check. */
export function defaultReportName(check?: CheckId): string {
  return check ? `openenv-ci-${check}-report.json` : 'openenv-ci-report.json';
}

// Hand-written, not zod: settings are read on every run, and loading zod costs more than an empty review may.
const oneOf =
  <T extends string>(values: readonly T[], message: string) =>
  (value: string): T | { error: string } =>
    (values as readonly string[]).includes(value) ? (value as T) : { error: message };
const apiDeadlineValue = (value: string): number | { error: string } => {
  const seconds = Number(value);
  if (!Number.isFinite(seconds)) return { error: 'api-deadline must be a number of seconds' };
  return seconds > 0 ? seconds : { error: 'api-deadline must be a positive number of seconds' };
};
const failOnValue = oneOf(['error', 'warning', 'never'] as const, 'fail-on must be one of error, warning, never');
const scopeValue = oneOf(SCOPES, `scope must be one of ${SCOPES.join(', ')}`);
const formatValue = oneOf(FORMATS, `format must be one of ${FORMATS.join(', ')}`);

export function parseCheckList(raw: string): CheckId[] | undefined {
  const items = raw.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) return undefined;
  const unknown = items.filter((i) => !(CHECK_IDS as readonly string[]).includes(i));
  if (unknown.length) throw new UserError(`unknown check ${unknown.map((u) => `"${u}"`).join(', ')}; choose from ${CHECK_IDS.join(', ')}.`);
  return [...new Set(items)] as CheckId[];
}

function parseOr<T>(parse: (value: string) => T | { error: string }, value: string, name: string): T {
  const parsed = parse(value);
  if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) throw new UserError(`${name}: ${parsed.error} (got "${value}")`);
  return parsed as T;
}

function parseBoolean(value: string, name: string): boolean {
  if (/^(true|yes|1|on)$/i.test(value.trim())) return true;
  if (/^(false|no|0|off|)$/i.test(value.trim())) return false;
  throw new UserError(`${name} must be true or false (got "${value}")`);
}

/** Secrets that come from the environment rather than an input or flag (never logged). */
function withEnvironmentSecrets(checkOptions: Settings['checkOptions'], env: NodeJS.ProcessEnv): Settings['checkOptions'] {
  const hfToken = env.HF_TOKEN?.trim();
  if (hfToken && !checkOptions.audit?.['hub-token']) (checkOptions.audit ??= {})['hub-token'] = hfToken;
  // The review's model pass: its own token, else HF_TOKEN when it talks to the Hugging Face router.
  if (!checkOptions.review?.['llm-token']) {
    const router = (checkOptions.review?.['llm-base-url'] ?? 'https://router.huggingface.co/v1').trim().replace(/\/+$/, '') === 'https://router.huggingface.co/v1';
    const llmToken = env.OPENENV_CI_LLM_TOKEN?.trim() || (router ? hfToken : undefined);
    if (llmToken) (checkOptions.review ??= {})['llm-token'] = llmToken;
  }
  return checkOptions;
}

/** Reads `INPUT_<NAME>` the way the runner sets it (upper-cased, spaces as underscores, hyphens kept). */
export function readInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/**
 * Settings for the action, from INPUT_* variables and the runner's environment. `fixedCheck`: the
 * sub-action (`openenv-ci/openenv-ci/<check>`) runs that check whatever a `checks` input says.
 */
export function settingsFromInputs(env: NodeJS.ProcessEnv, fixedCheck?: CheckId): Settings {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const root = resolve(workspace, readInput(env, 'path') || '.');
  const configInput = readInput(env, 'config');
  const checkOptions: Settings['checkOptions'] = {};
  for (const check of CHECK_CATALOG) {
    for (const spec of check.options) {
      const value = readInput(env, spec.name);
      if (value !== '') (checkOptions[check.id] ??= {})[spec.name] = spec.statePath ? confineStatePath(value, spec.name, env) : value;
    }
  }
  return {
    command: 'check',
    checks: fixedCheck ? [fixedCheck] : parseCheckList(readInput(env, 'checks')),
    root,
    paths: readInput(env, 'paths').split('\n').map((p) => p.trim()).filter(Boolean),
    format: 'text',
    configPath: configInput || '.github/openenv-ci.yml',
    configExplicit: configInput !== '',
    failOn: parseOr(failOnValue, readInput(env, 'fail-on') || 'error', 'fail-on'),
    scope: readInput(env, 'scope') ? parseOr(scopeValue, readInput(env, 'scope'), 'scope') : undefined,
    repositoryRoot: resolve(workspace),
    base: readInput(env, 'base') || undefined,
    head: readInput(env, 'head') || undefined,
    repositorySlug: readInput(env, 'repo-slug') || env.GITHUB_REPOSITORY || undefined,
    checkOptions: withEnvironmentSecrets(checkOptions, env),
    baseline: readInput(env, 'baseline') || undefined,
    importReports: readInput(env, 'import-reports').split('\n').map((p) => p.trim()).filter(Boolean).map((p) => resolve(root, p)),
    color: false,
    verbose: false,
    token: readInput(env, 'token') || undefined,
    comment: parseBoolean(readInput(env, 'comment') || 'true', 'comment'),
    apiDeadlineSeconds: parseOr(apiDeadlineValue, readInput(env, 'api-deadline') || String(LIMITS.apiDeadlineSeconds), 'api-deadline'),
    sarifFile: readInput(env, 'sarif-file') ? confineStatePath(readInput(env, 'sarif-file'), 'sarif-file', env) : undefined,
    reportFile: readInput(env, 'report-file') ? confineStatePath(readInput(env, 'report-file'), 'report-file', env) : undefined,
    jobFolder: env.RUNNER_TEMP ? resolve(env.RUNNER_TEMP) : undefined,
  };
}

/**
 * A file the action reads or writes state in (cache, previous report, review artifact, report files),
 * as an absolute path: relative to the workspace, and only inside the workspace or RUNNER_TEMP, so no
 * input can make the action overwrite or read a file elsewhere on the runner. Symbolic links count
 * where they lead.
 */
export function confineStatePath(value: string, input: string, env: NodeJS.ProcessEnv): string {
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const path = resolve(workspace, value);
  const roots = [workspace, ...(env.RUNNER_TEMP ? [resolve(env.RUNNER_TEMP)] : [])];
  const inside = (p: string, rootList: string[]) => rootList.some((root) => isInside(root, p));
  const real = realpathOfExisting(path);
  if (!inside(path, roots) || !inside(real, roots.map(realpathOfExisting))) {
    throw new UserError(`${input}: ${value} is outside the workspace and RUNNER_TEMP; state and report files must stay inside them.`);
  }
  return path;
}

function isInside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Where `path` really is: its deepest existing ancestor resolved through symbolic links, plus the rest. */
function realpathOfExisting(path: string): string {
  let existing = path;
  const rest: string[] = [];
  while (!existsSync(existing) && dirname(existing) !== existing) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  try {
    return join(realpathSync(existing), ...rest);
  } catch {
    return path;
  }
}

/** Common CLI options; each check adds its own from its OptionSpec list. */
const COMMON_FLAGS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  config: { type: 'string', short: 'c' },
  'fail-on': { type: 'string' },
  'api-deadline': { type: 'string' },
  scope: { type: 'string' },
  base: { type: 'string' },
  head: { type: 'string' },
  'repo-slug': { type: 'string' },
  checks: { type: 'string' },
  'import-reports': { type: 'string', multiple: true },
  'pr-title': { type: 'string' },
  'pr-body': { type: 'string' },
  'pr-author': { type: 'string' },
  baseline: { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  verbose: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

export function cliFlagName(spec: OptionSpec): string {
  return (spec.cliFlag ?? `--${spec.name}`).replace(/^--/, '');
}

export type CliRequest = { kind: 'help'; command?: Command } | { kind: 'version' } | { kind: 'run'; settings: Settings };

/** Settings for the CLI: `openenv-ci <command> [options] [path...]`. */
export function settingsFromArgv(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string, isTty: boolean): CliRequest {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { kind: 'help', command: rest[0] as Command | undefined };
  if (first === '--version' || first === '-V') return { kind: 'version' };
  if (!(COMMANDS as readonly string[]).includes(first)) {
    throw new UserError(`unknown command "${first}"; commands: ${COMMANDS.join(', ')}. Run openenv-ci --help.`);
  }
  const command = first as Command;
  const checks: readonly CheckEntry[] = command === 'check' ? CHECK_CATALOG : [checkEntry(command)];
  const options: ParseArgsConfig['options'] = { ...COMMON_FLAGS };
  const flagOwners = new Map<string, { check: CheckId; spec: OptionSpec }[]>();
  for (const check of checks) {
    for (const spec of check.options) {
      const flag = cliFlagName(spec);
      if (flag in COMMON_FLAGS) continue;
      options[flag] = { type: spec.boolean ? 'boolean' : 'string', ...(spec.multiple ? { multiple: true } : {}) };
      flagOwners.set(flag, [...(flagOwners.get(flag) ?? []), { check: check.id, spec }]);
      // `--no-<flag>`: the only way to turn off a boolean that defaults to true (node 20's parseArgs has no negation).
      if (spec.boolean) options[`no-${flag}`] = { type: 'boolean' };
    }
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UserError(`${(error as Error).message.split('\n')[0]}. Run openenv-ci ${command} --help.`);
  }
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  if (values.help) return { kind: 'help', command };
  if (values.version) return { kind: 'version' };

  const checkOptions: Settings['checkOptions'] = {};
  for (const [flag, owners] of flagOwners) {
    const value = values[`no-${flag}`] === true ? 'false' : values[flag];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join('\n') : String(value);
    for (const { check, spec } of owners) (checkOptions[check] ??= {})[spec.name] = text;
  }

  const usesList = checks.length === 1 && checks[0]!.cliPaths === 'list';
  const positionals = parsed.positionals;
  const localAudit = command === 'audit' ? environmentFoldersToAudit(cwd, positionals, checkOptions.audit ?? {}) : undefined;
  if (localAudit) (checkOptions.audit ??= {}).source = localAudit.sources.join('\n');
  if (!usesList && !localAudit && positionals.length > 1) throw new UserError(tooManyPaths(command, positionals, values.source !== undefined));
  const { root, paths } = localAudit
    ? { root: localAudit.root, paths: [] }
    : usesList
      ? listRoot(cwd, positionals)
      : { root: command === 'manifests' ? folderOfManifest(resolve(cwd, positionals[0] ?? '.')) : resolve(cwd, positionals[0] ?? '.'), paths: [] };
  const config = typeof values.config === 'string' ? values.config : undefined;
  const colorFlag = values.color === true ? true : values['no-color'] === true ? false : undefined;
  return {
    kind: 'run',
    settings: {
      command,
      checks: command === 'check' ? (typeof values.checks === 'string' ? parseCheckList(values.checks) : undefined) : [command],
      root,
      paths,
      format: parseOr(formatValue, typeof values.format === 'string' ? values.format : 'text', '--format'),
      output: typeof values.output === 'string' ? resolve(cwd, values.output) : undefined,
      configPath: config ? resolve(cwd, config) : '.github/openenv-ci.yml',
      configExplicit: config !== undefined,
      failOn: parseOr(failOnValue, typeof values['fail-on'] === 'string' ? values['fail-on'] : 'error', '--fail-on'),
      scope: typeof values.scope === 'string' ? parseOr(scopeValue, values.scope, '--scope') : undefined,
      base: typeof values.base === 'string' ? values.base : undefined,
      head: typeof values.head === 'string' ? values.head : undefined,
      repositorySlug: typeof values['repo-slug'] === 'string' ? values['repo-slug'] : env.GITHUB_REPOSITORY || undefined,
      checkOptions: withEnvironmentSecrets(checkOptions, env),
      baseline: typeof values.baseline === 'string' ? values.baseline : undefined,
      importReports: ((values['import-reports'] as string[] | undefined) ?? []).map((p) => resolve(cwd, p)),
      color: colorFlag ?? colorFromEnv(env, isTty),
      verbose: values.verbose === true,
      apiDeadlineSeconds: parseOr(apiDeadlineValue, typeof values['api-deadline'] === 'string' ? values['api-deadline'] : String(LIMITS.apiDeadlineSeconds), '--api-deadline'),
      ...(['pr-title', 'pr-body', 'pr-author'].some((k) => typeof values[k] === 'string')
        ? { pullRequestText: { title: values['pr-title'] as string | undefined, body: values['pr-body'] as string | undefined, author: values['pr-author'] as string | undefined } }
        : {}),
      comment: false,
    },
  };
}

/**
 * Root and root-relative paths for a command that takes several paths (validate): the current
 * directory when every path is inside it, else the deepest folder holding them all, so
 * `validate ../other-env` and absolute paths work (a view never reads outside its root).
 */
export function listRoot(cwd: string, positionals: readonly string[]): { root: string; paths: string[] } {
  const absolute = positionals.map((p) => resolve(cwd, p));
  const inside = (root: string, p: string) => {
    const rel = relative(root, p);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
  };
  let root = cwd;
  if (!absolute.every((p) => inside(cwd, p))) {
    root = absolute[0]!;
    while (!absolute.every((p) => inside(root, p))) root = dirname(root);
  }
  return { root, paths: absolute.map((p) => relative(root, p).split(sep).join('/') || '.') };
}

/**
 * `openenv-ci manifests envs/echo_env/openenv.yaml` (the file a user, an editor or a pre-commit hook names)
 * lints the folder that holds it, as validate does; it was "not a folder". Any other path is unchanged.
 */
function folderOfManifest(path: string): string {
  if (!/^(openenv|environment)\.ya?ml$/.test(basename(path))) return path;
  try {
    return statSync(path).isFile() ? dirname(path) : path;
  } catch {
    return path; // missing: the pipeline says so
  }
}

/** The audit options that choose what to audit: any of them given, the paths are not read as sources. */
const AUDIT_SELECTION = ['source', 'hub-url', 'hub-ids', 'hub-author', 'hub-query', 'tag', 'hub-datasets'];

/**
 * `openenv-ci audit envs/echo_env`, `audit envs` or the shell's `audit envs/*`: paths that are environment
 * folders (an `openenv.yaml` in them) or folders of them, with no option choosing what to audit, are the
 * environments to audit (as `--source envs/echo_env` or `--source 'envs/*'`). Read as the root, such a
 * path left no source, so the audit listed the Hub. Any other path keeps its meaning: the root whose
 * config the audit reads.
 */
function environmentFoldersToAudit(cwd: string, positionals: readonly string[], options: Record<string, string>): { root: string; sources: string[] } | undefined {
  if (positionals.length === 0 || AUDIT_SELECTION.some((name) => options[name] !== undefined)) return undefined;
  const isEnvironment = (dir: string) => existsSync(join(dir, 'openenv.yaml'));
  const holdsEnvironments = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isDirectory() && isEnvironment(join(dir, entry.name)));
    } catch {
      return false; // not a folder, or unreadable
    }
  };
  const kinds = positionals.map((p) => (isEnvironment(resolve(cwd, p)) ? 'environment' : holdsEnvironments(resolve(cwd, p)) ? 'folder' : undefined));
  if (kinds.some((kind) => kind === undefined)) return undefined;
  const { root, paths } = listRoot(cwd, positionals);
  return { root, sources: paths.map((path, i) => (kinds[i] === 'folder' ? (path === '.' ? '*' : `${path}/*`) : path)) };
}

/**
 * The usage error for extra paths. An unquoted `--source envs/*` is the usual cause: the shell gives
 * --source the first folder and the rest become paths, so the message says to quote the pattern.
 */
function tooManyPaths(command: string, positionals: readonly string[], sourceGiven: boolean): string {
  const shown = positionals.slice(0, 3).join(', ') + (positionals.length > 3 ? ', ...' : '');
  const got = `${command} takes one path (got ${positionals.length}: ${shown}).`;
  return sourceGiven ? `${got} The shell expanded a --source glob: quote it (--source 'envs/*') so openenv-ci matches the pattern itself.` : got;
}

/** NO_COLOR (any non-empty value) wins; FORCE_COLOR=0/false turns colour off like in other CLIs; else a TTY. */
function colorFromEnv(env: NodeJS.ProcessEnv, isTty: boolean): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return !/^(0|false)$/i.test(env.FORCE_COLOR);
  return isTty;
}

/** Option values for one check: spec defaults < config file < explicit inputs/flags. */
export function mergeCheckOptions(check: Pick<Check, 'id' | 'options'>, fromConfig: Record<string, string> | undefined, explicit: Record<string, string> | undefined): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const spec of check.options) if (spec.default !== undefined) merged[spec.name] = spec.default;
  const known = new Set(check.options.map((s) => s.name));
  for (const [key, value] of Object.entries(fromConfig ?? {})) {
    if (!known.has(key)) {
      throw new UserError(`config: options.${check.id}.${key} is not an option of ${check.id}; known: ${[...known].join(', ') || 'none'}.`);
    }
    const spec = check.options.find((s) => s.name === key)!;
    if (spec.trusted) throw new UserError(trustedInConfigMessage(check.id, spec));
    merged[key] = value;
  }
  Object.assign(merged, explicit ?? {});
  return merged;
}

/**
 * Why a trusted option cannot come from the config file: the file is repository content, which a pull
 * request edits, and the option runs code, names a host a token goes to, or loosens a gate.
 */
function trustedInConfigMessage(check: CheckId, spec: OptionSpec): string {
  return (
    `config: options.${check}.${spec.name} cannot be set in the config file: it runs code, chooses where a token goes, ` +
    `loosens a gate or names a state file, and a pull request can edit the config file. Set the \`${spec.name}\` input of the action ` +
    `(uses: openenv-ci/openenv-ci/${check}@v0, with: ${spec.name}: …) or the --${cliFlagName(spec)} flag instead.`
  );
}

export function helpText(command?: Command): string {
  const lines = [
    'Usage: openenv-ci <command> [options] [path]',
    '',
    'Commands:',
    '  check       run the configured checks (config `checks:`, default rfc-lint, manifests, validate)',
    '  rfc-lint    RFC numbering, headers, sections, cross-references and the index',
    '  manifests   openenv.yaml and environment.yaml against their schemas',
    '  validate    static environment checks and a runtime probe (paths: env roots or folders of them)',
    '  review      alignment review of --base..--head',
    '  audit       audit many environments (paths: env folders or folders of them; no path: the Hugging Face Hub)',
    '',
    'Common options:',
    '  -f, --format text|compact|json|sarif|markdown   output format (default text; compact: one line per finding)',
    '  -o, --output FILE                       write the report to FILE instead of stdout',
    '  -c, --config FILE                       config file (default .github/openenv-ci.yml under the path)',
    '      --fail-on error|warning|never       exit 1 when findings at or above this severity remain (default error)',
    '      --api-deadline SECONDS              stop GitHub API work after this long and report what was answered (default 120)',
    '      --base REV / --head REV             pull-request mode: compare HEAD (default: working tree) against BASE',
    '      --scope new|changed-files|all       pull-request mode: report what the change introduced (default new), every finding of touched files, or all',
    '      --repo-slug owner/name              repository slug (default $GITHUB_REPOSITORY)',
    '      --checks a,b                        (check) which checks to run',
    '      --baseline FILE                     accepted fingerprints (default: config `baseline:`, else .github/rfc-lint-baseline.json)',
    '      --import-reports FILE               JSON report of an earlier job to fold into the review (repeatable)',
    '      --pr-title/--pr-body/--pr-author T  the pull request under review (default: GITHUB_EVENT_PATH when set)',
    '      --color / --no-color                colour (default: only on a TTY; NO_COLOR honoured)',
    '  -v, --verbose                           log what each check does (stderr)',
    '  -h, --help / -V, --version              this help / the version',
    '',
    'Exit status: 0 nothing at or above --fail-on; 1 findings at or above --fail-on; 2 usage or internal error.',
  ];
  const checks = command && command !== 'check' && (CHECK_IDS as readonly string[]).includes(command) ? [checkEntry(command as CheckId)] : command === 'check' ? CHECK_CATALOG : [];
  for (const check of checks) {
    if (!check.options.length) continue;
    lines.push('', `${check.id} options:`);
    for (const spec of check.options) {
      const flag = spec.boolean ? `--[no-]${cliFlagName(spec)}` : `--${cliFlagName(spec)} VALUE`;
      lines.push(`      ${flag.padEnd(34)} ${spec.description}${spec.default !== undefined && spec.default !== '' ? ` (default ${spec.default})` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
