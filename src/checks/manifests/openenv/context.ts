/**
 * What every `openenv.yaml` rule sees: the loaded mapping (PyYAML values), node positions and Python
 * types, and read-only access to the environment directory around the manifest.
 */
import type { Range, Severity } from '../../../engine/finding.js';
import type { Rule, RuleMeta } from '../../../engine/rule.js';
import type { PyType, YamlLoadResult, YamlPath } from '../yaml/load.js';
import type { OpenEnvFormat } from './load.js';
import { gateByWorkflow, type Workflow, type WorkflowSignals } from '../../validate/static/workflows.js';
import type { DockerfileModel } from '../../validate/static/dockerfile.js';

export type Mapping = Record<string, unknown>;

/** The environment directory around a manifest. Paths are relative to that directory. */
export interface EnvDirectory {
  /** The manifest's directory, repository-relative ('' at the root). */
  readonly dir: string;
  /** The file exists in the tree. */
  exists(relative: string): boolean;
  /** Decoded text of a file (size-capped; undefined when absent, binary or too large). */
  read(relative: string): Promise<string | undefined>;
  /** Files under the directory (relative), for searches such as "any Dockerfile". */
  list(): readonly string[];
  /** Every file of the repository (repository-relative): CI workflows and scripts live outside the directory. */
  repoFiles(): Iterable<string>;
}

export interface OpenEnvContext {
  file: string;
  format: Exclude<OpenEnvFormat, 'unreadable'>;
  raw: Mapping;
  yaml: YamlLoadResult;
  env: EnvDirectory;
  has(key: string): boolean;
  /** Range of a key or value; falls back to the key, then to the nearest ancestor, then line 1. */
  locate(path: YamlPath, part?: 'key' | 'value'): Range;
  typeOf(path: YamlPath): PyType | undefined;
  sourceOf(path: YamlPath): string | undefined;
  keyTypeOf(path: YamlPath): PyType | undefined;
  sourceOfKey(path: YamlPath): string | undefined;
  /** The first content line (skipping blanks, comments and `---`): where file-level findings point. */
  head(): Range;
  /** The publishing workflows the repository shows it uses (validate/static/workflows.ts), read once. */
  workflows(): Promise<WorkflowSignals>;
  /**
   * A Dockerfile of the directory (`Dockerfile`, `server/Dockerfile`), read and parsed once for all the
   * rules that read it (three port and app rules did, up to five parses of one file per manifest).
   */
  dockerfile(name: string): Promise<DockerfileModel | undefined>;
}

/**
 * The severity and message of advice that belongs to `workflows`: the rule's own when the repository uses
 * one of them, else a notice that starts "If you publish with …".
 */
export async function forWorkflow(ctx: OpenEnvContext, workflows: readonly Workflow[], severity: Severity, message: string): Promise<{ severity: Severity; message: string }> {
  const gated = gateByWorkflow(await ctx.workflows(), workflows, severity, message);
  return { severity: gated.severity, message: gated.message };
}

/** Range of the first content line of a manifest's text. */
export function headRange(text: string): Range {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed === '---') continue;
    return { line: i + 1, column: 1, endLine: i + 1, endColumn: line.length + 1 };
  }
  return { line: 1, column: 1 };
}

export type OpenEnvRule = Rule<OpenEnvContext>;

export function defineRule(
  name: string,
  defaultSeverity: Severity,
  description: string,
  details: string,
  run: OpenEnvRule['run'],
): OpenEnvRule {
  return { id: `openenv-yaml/${name}`, defaultSeverity, description, details, run };
}

/** Rule metadata for findings emitted outside the per-file rule loop (discovery, format). */
export function defineMeta(name: string, defaultSeverity: Severity, description: string, details: string): RuleMeta {
  return { id: `openenv-yaml/${name}`, defaultSeverity, description, details };
}

export function isMapping(value: unknown): value is Mapping {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function hasKey(mapping: Mapping, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(mapping, key);
}

/** A value as the author would recognise it, with its Python type, for messages. */
export function describe(ctx: OpenEnvContext, path: YamlPath): string {
  const type = ctx.typeOf(path);
  const source = ctx.sourceOf(path);
  const value = path.reduce<unknown>((v, k) => (isMapping(v) ? v[String(k)] : Array.isArray(v) ? v[k as number] : undefined), ctx.raw);
  switch (type) {
    case 'null':
      return 'empty (null)';
    case 'bool':
      return `\`${source ?? value}\`, which YAML 1.1 reads as the boolean ${value ? 'True' : 'False'}`;
    case 'int':
      return source !== undefined && source !== String(value) ? `\`${source}\`, which YAML 1.1 reads as the integer ${value}` : `the integer ${value}`;
    case 'float':
      return source !== undefined ? `\`${source}\`, which YAML 1.1 reads as the float ${pyFloat(value as number)}` : `the float ${pyFloat(value as number)}`;
    case 'str':
      return `the string ${JSON.stringify(value)}`;
    case 'map':
      return 'a mapping';
    case 'seq':
      return 'a list';
    case 'timestamp':
      return `\`${source}\`, which YAML 1.1 reads as a date`;
    case 'set':
      return 'a set';
    case 'binary':
      return 'binary data';
    default:
      return typeof value;
  }
}

export function pyFloat(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : '-inf';
  return Number.isInteger(n) ? `${n}.0` : String(n);
}

/** The snake_case form AutoEnv and Docker tags need (spec §10). */
export function snakeCase(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^([0-9])/, 'env_$1');
}
