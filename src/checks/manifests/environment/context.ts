/**
 * What every `environment.yaml` rule sees: the loaded document (PyYAML values), positions of its
 * nodes, the dataset card next to it, and helpers that walk environments and framework blocks without
 * trusting any value's type.
 */
import type { Range } from '../../../engine/finding.js';
import type { Rule } from '../../../engine/rule.js';

export type YamlPath = readonly (string | number)[];
export type Mapping = Record<string, unknown>;

export interface DatasetCardConfig {
  name: string;
  /** Split names this config declares; undefined when the card does not say. */
  splits?: ReadonlySet<string>;
}

/** The dataset card (`README.md` front matter) beside `environment.yaml`, as far as it can be read. */
export interface DatasetCard {
  file: string;
  tags: readonly string[];
  /** undefined when the card has no `configs:` key. */
  configs?: readonly DatasetCardConfig[];
  /** Splits from `dataset_info` by config name, when present. */
  infoSplits: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface EnvironmentYamlContext {
  file: string;
  /** The document root (a mapping: non-mapping roots are reported by the YAML layer). */
  root: Mapping;
  /** Range of a node's key or value; falls back to the nearest ancestor that has one, then line 1. */
  locate(path: YamlPath, part?: 'key' | 'value'): Range;
  /** Range of the node's first line only (for "missing key" findings on a multi-line mapping). */
  head(path: YamlPath): Range;
  /** Source text of a scalar node (for quoting hints), or undefined. */
  sourceOf(path: YamlPath): string | undefined;
  /** Every untagged plain scalar (keys and values) with its range; `occurrence` counts equal texts. */
  plainScalars(): readonly PlainScalar[];
  card?: DatasetCard;
  /** `namespace/name` of the dataset repo under check, when the view says so (Hub views). */
  selfRepoId?: string;
  /** The view is a Hugging Face dataset repository (location rules apply). */
  isDatasetRepo: boolean;
}

export interface PlainScalar {
  text: string;
  range: Range;
  occurrence: number;
}

export type EnvironmentRule = Rule<EnvironmentYamlContext>;

export function isMapping(value: unknown): value is Mapping {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function has(mapping: Mapping, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(mapping, key);
}

/** A short description of a value's YAML type for messages ("a list", "the number 2", ...). */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty (null)';
  if (typeof value === 'boolean') return `the boolean ${value ? 'true' : 'false'}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (value instanceof Uint8Array) return 'binary data';
  if (isMapping(value)) return 'a mapping';
  return 'a value of another type';
}

/** Dotted path for messages: `environments[0].frameworks.openenv.image`. */
export function formatPath(path: YamlPath): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  return out;
}

export interface EnvironmentNode {
  index: number;
  path: YamlPath;
  value: Mapping;
  /** Stable label for fingerprints and messages: the id when it is a string, else the position. */
  label: string;
}

/** The `environments` items that are mappings (other items are EY-E03's business). */
export function environments(ctx: EnvironmentYamlContext): EnvironmentNode[] {
  const list = ctx.root.environments;
  if (!Array.isArray(list)) return [];
  const out: EnvironmentNode[] = [];
  list.forEach((value, index) => {
    if (!isMapping(value)) return;
    const label = typeof value.id === 'string' && value.id !== '' ? value.id : `#${index + 1}`;
    out.push({ index, path: ['environments', index], value, label });
  });
  return out;
}

export interface FrameworkNode {
  environment: EnvironmentNode;
  name: string;
  value: unknown;
  path: YamlPath;
}

/** Every `frameworks.<name>` of every environment whose `frameworks` is a mapping. */
export function frameworkBlocks(ctx: EnvironmentYamlContext): FrameworkNode[] {
  const out: FrameworkNode[] = [];
  for (const environment of environments(ctx)) {
    const frameworks = environment.value.frameworks;
    if (!isMapping(frameworks)) continue;
    for (const [name, value] of Object.entries(frameworks)) {
      out.push({ environment, name, value, path: [...environment.path, 'frameworks', name] });
    }
  }
  return out;
}

export interface OpenEnvBlock {
  environment: EnvironmentNode;
  block: Mapping;
  path: YamlPath;
}

/** The `frameworks.openenv` blocks that are mappings. */
export function openEnvBlocks(ctx: EnvironmentYamlContext): OpenEnvBlock[] {
  return frameworkBlocks(ctx)
    .filter((f) => f.name === 'openenv' && isMapping(f.value))
    .map((f) => ({ environment: f.environment, block: f.value as Mapping, path: f.path }));
}

/** Framework blocks other than `openenv`: opaque data, inspected only by the generic rules. */
export function foreignBlocks(ctx: EnvironmentYamlContext): FrameworkNode[] {
  return frameworkBlocks(ctx).filter((f) => f.name !== 'openenv');
}

export interface ScalarVisit {
  path: YamlPath;
  value: unknown;
}

export interface WalkNode extends ScalarVisit {
  /** Set when the node is the value of a mapping entry. */
  key?: string;
}

/**
 * Every node under `start` (itself included), in document order. Iterative, so no recursion limit to
 * hit, and bounded by `limit` nodes.
 */
export function walk(value: unknown, start: YamlPath, limit = 100_000): WalkNode[] {
  const out: WalkNode[] = [];
  const stack: WalkNode[] = [{ path: start, value }];
  while (stack.length > 0 && out.length < limit) {
    const node = stack.pop()!;
    out.push(node);
    if (Array.isArray(node.value)) {
      for (let i = node.value.length - 1; i >= 0; i--) stack.push({ path: [...node.path, i], value: node.value[i] });
    } else if (isMapping(node.value)) {
      const entries = Object.entries(node.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        stack.push({ path: [...node.path, key], value: child, key });
      }
    }
  }
  return out;
}

/** Every leaf value (neither mapping nor list) under `start`. */
export function leaves(value: unknown, start: YamlPath): ScalarVisit[] {
  return walk(value, start).filter((n) => !Array.isArray(n.value) && !isMapping(n.value));
}

/** Every mapping entry (key, path, value) under `start`, nested ones included. */
export function mappingEntries(value: unknown, start: YamlPath): { path: YamlPath; key: string; value: unknown }[] {
  return walk(value, start).filter((n): n is WalkNode & { key: string } => n.key !== undefined);
}

const memos = new WeakMap<EnvironmentYamlContext, Map<string, unknown>>();

/** Computes a derived view of the document once per file (several rules walk the same leaves). */
export function memo<T>(ctx: EnvironmentYamlContext, key: string, compute: () => T): T {
  let cache = memos.get(ctx);
  if (!cache) memos.set(ctx, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

/** Every leaf of the whole document, computed once per file. */
export function documentLeaves(ctx: EnvironmentYamlContext): ScalarVisit[] {
  return memo(ctx, 'leaves', () => leaves(ctx.root, []));
}

/** Shorthand used by the rules: the finding location fields for a node. */
export function at(ctx: EnvironmentYamlContext, path: YamlPath, part: 'key' | 'value' = 'value'): Range & { file: string } {
  return { file: ctx.file, ...ctx.locate(path, part) };
}

/** Location of the first line of a node (for findings about something missing inside it). */
export function atHead(ctx: EnvironmentYamlContext, path: YamlPath): Range & { file: string } {
  return { file: ctx.file, ...ctx.head(path) };
}
