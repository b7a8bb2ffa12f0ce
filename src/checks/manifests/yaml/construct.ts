import { isAlias, isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import type { Document, Node as YamlNode, Pair } from 'yaml';
import {
  constructBinary,
  constructBool,
  constructFloat,
  constructInt,
  constructTimestamp,
  pythonStr,
  resolvePlain,
} from './scalars.js';
import { resolveAlias } from './aliases.js';

/** The Python type PyYAML's SafeConstructor gives a node. */
export type PyType = 'null' | 'bool' | 'int' | 'float' | 'str' | 'timestamp' | 'binary' | 'set' | 'map' | 'seq' | 'pairs';

/** A problem met while constructing; load.ts turns it into a finding. */
export interface ConstructIssue {
  kind:
    | 'unsafe-tag'
    | 'unusual-tag'
    | 'constructor-error'
    | 'recursive-alias'
    | 'alias-limit'
    | 'too-deep'
    | 'date-value'
    | 'merge-key'
    | 'alias'
    | 'duplicate-key'
    | 'non-string-key';
  node: YamlNode | Pair;
  message: string;
  /** Used for fingerprints and for escalation (e.g. the duplicated key's path). */
  key?: string;
  /** For duplicate-key: all nodes of the same key and whether their values differ. */
  extra?: { path: (string | number)[]; occurrences: YamlNode[]; differing: boolean };
}

export interface ConstructLimits {
  maxDepth: number;
  /** Nodes the value may hold once every alias is expanded (PyYAML shares them; our consumers walk them). */
  maxExpandedNodes: number;
}

const STD = 'tag:yaml.org,2002:';
const SCALAR_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'binary', 'timestamp'].map((t) => STD + t));
const COLLECTION_TAGS = new Set(['map', 'seq', 'set', 'omap', 'pairs'].map((t) => STD + t));

class Abort extends Error {}

/**
 * Builds the value `yaml.safe_load` would return from a `yaml` Document parsed with the failsafe
 * schema (every scalar a string, so resolution is ours). Records each node's Python type, the issues
 * PyYAML would raise (fatal) or the checker warns about, and never runs anything a tag names.
 */
export class PyYamlConstructor {
  readonly issues: ConstructIssue[] = [];
  readonly types = new WeakMap<object, PyType>();
  /** The Python `str()` each mapping key node became (the key used in the constructed object). */
  readonly keyStrings = new WeakMap<object, string>();
  /** Fatal: PyYAML would raise, or a resource limit was hit. */
  failed = false;
  private readonly memo = new Map<YamlNode, unknown>();
  private readonly inProgress = new Set<YamlNode>();
  private readonly sizeMemo = new Map<YamlNode, number>();
  private expanded = 0;
  /** Of `expanded`, the nodes that aliases added: tells an alias bomb from a plainly large document. */
  private aliasNodes = 0;
  private aliasReported = false;

  constructor(
    private readonly doc: Document,
    private readonly limits: ConstructLimits,
  ) {}

  run(): unknown {
    try {
      return this.node(this.doc.contents as YamlNode | null, 0, []);
    } catch (error) {
      if (error instanceof Abort) return undefined;
      throw error;
    }
  }

  private issue(issue: ConstructIssue, fatal: boolean): void {
    this.issues.push(issue);
    if (fatal) this.failed = true;
  }

  private node(node: YamlNode | null | undefined, depth: number, path: (string | number)[]): unknown {
    if (node === null || node === undefined) return null;
    if (depth > this.limits.maxDepth) {
      this.issue({ kind: 'too-deep', node, message: `nesting deeper than ${this.limits.maxDepth} levels` }, true);
      throw new Abort();
    }
    this.expanded++;
    if (this.expanded > this.limits.maxExpandedNodes) this.aliasLimit(node);
    if (isAlias(node)) return this.alias(node, depth, path);
    const value = this.build(node, depth, path);
    if ((node as { anchor?: string }).anchor) this.memo.set(node, value);
    return value;
  }

  private aliasLimit(node: YamlNode): never {
    this.issue(
      {
        kind: 'alias-limit',
        node,
        // Say what was measured: a large document without aliases is not an alias bomb.
        ...(this.aliasNodes === 0
          ? { key: 'nodes', message: `document holds more than ${this.limits.maxExpandedNodes} nodes (no aliases involved)` }
          : { message: `aliases expand to more than ${this.limits.maxExpandedNodes} nodes (${this.aliasNodes} of the ${this.expanded} nodes counted come from aliases)` }),
      },
      true,
    );
    throw new Abort();
  }

  private alias(node: YamlNode, depth: number, path: (string | number)[]): unknown {
    const alias = node as YamlNode & { source: string };
    if (!this.aliasReported) {
      this.aliasReported = true;
      this.issue({ kind: 'alias', node, message: `alias *${alias.source}` }, false);
    }
    const target = resolveAlias(this.doc, alias);
    if (!target) {
      this.issue(
        { kind: 'constructor-error', node, key: `alias:${alias.source}`, message: `found undefined alias '${alias.source}'` },
        true,
      );
      return null;
    }
    if (this.inProgress.has(target)) {
      this.issue(
        {
          kind: 'recursive-alias',
          node,
          key: `alias:${alias.source}`,
          message: `alias *${alias.source} refers to a node that contains it (a recursive structure)`,
        },
        true,
      );
      return null;
    }
    // PyYAML shares the anchored object; count its expanded size so downstream walks stay bounded.
    const added = this.size(target, 0) - 1;
    this.expanded += added;
    this.aliasNodes += added;
    if (this.expanded > this.limits.maxExpandedNodes) this.aliasLimit(node);
    if (this.memo.has(target)) {
      const type = this.types.get(target);
      if (type) this.types.set(node, type);
      return this.memo.get(target);
    }
    const value = this.build(target, depth, path);
    this.types.set(node, this.types.get(target) ?? 'null');
    return value;
  }

  /** Expanded node count of a subtree (aliases counted at their full size), memoised and capped. */
  private size(node: YamlNode, depth: number): number {
    const known = this.sizeMemo.get(node);
    if (known !== undefined) return known;
    if (depth > this.limits.maxDepth) return this.limits.maxExpandedNodes + 1;
    let total = 1;
    if (isAlias(node)) {
      const target = resolveAlias(this.doc, node);
      total = target && !this.inProgress.has(target) && target !== node ? this.size(target, depth + 1) : 1;
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) {
        if (isPair(item)) {
          if (item.key) total += this.size(item.key as YamlNode, depth + 1);
          if (item.value) total += this.size(item.value as YamlNode, depth + 1);
        } else if (item) total += this.size(item as YamlNode, depth + 1);
        if (total > this.limits.maxExpandedNodes) break;
      }
    }
    this.sizeMemo.set(node, total);
    return total;
  }

  private build(node: YamlNode, depth: number, path: (string | number)[]): unknown {
    this.inProgress.add(node);
    try {
      if (isScalar(node)) return this.scalar(node);
      if (isMap(node)) return this.mapping(node as YamlNode & { items: Pair[]; tag?: string }, depth, path);
      if (isSeq(node)) return this.sequence(node as YamlNode & { items: unknown[]; tag?: string }, depth, path);
      this.types.set(node, 'null');
      return null;
    } finally {
      this.inProgress.delete(node);
    }
  }

  private checkTag(node: YamlNode, tag: string | undefined, allowed: Set<string>): boolean {
    if (tag === undefined || tag === '!' || allowed.has(tag)) return true;
    const shown = tag.startsWith(STD) ? `!!${tag.slice(STD.length)}` : tag;
    const python = tag.startsWith(`${STD}python/`);
    this.issue(
      {
        kind: 'unsafe-tag',
        node,
        key: shown,
        message: python
          ? `the tag ${shown} asks for a Python object; yaml.safe_load refuses it ("could not determine a constructor for the tag '${tag}'") and the checker never executes it`
          : `the tag ${shown} has no constructor in yaml.safe_load ("could not determine a constructor for the tag '${tag}'")`,
      },
      true,
    );
    return false;
  }

  private scalar(node: Scalar): unknown {
    const tag = node.tag;
    const text = node.value === null || node.value === undefined ? '' : String(node.value);
    if (!this.checkTag(node, tag, SCALAR_TAGS)) {
      this.types.set(node, 'null');
      return null;
    }
    let kind: string;
    if (tag && tag !== '!') kind = tag.slice(STD.length);
    else if (tag === '!' || node.type !== Scalar.PLAIN) kind = 'str';
    else kind = resolvePlain(text);
    if (tag && tag !== '!' && ['binary', 'timestamp'].includes(kind)) {
      this.issue({ kind: 'unusual-tag', node, key: `!!${kind}`, message: `!!${kind}` }, false);
    }
    const fail = (what: string): null => {
      this.issue({ kind: 'constructor-error', node, key: `${kind}:${text}`, message: what }, true);
      this.types.set(node, 'null');
      return null;
    };
    switch (kind) {
      case 'null':
        this.types.set(node, 'null');
        return null;
      case 'bool': {
        const v = constructBool(text);
        if (v === undefined) return fail(`'${text}' is not a boolean PyYAML knows`);
        this.types.set(node, 'bool');
        return v;
      }
      case 'int': {
        const v = constructInt(text);
        if (v === undefined) return fail(`invalid literal for int(): '${text}'`);
        this.types.set(node, 'int');
        return v;
      }
      case 'float': {
        const v = constructFloat(text);
        if (v === undefined) return fail(`could not convert string to float: '${text}'`);
        this.types.set(node, 'float');
        return v;
      }
      case 'timestamp': {
        const v = constructTimestamp(text);
        if (v === undefined) return fail(`'${text}' looks like a date but is not a valid one`);
        this.types.set(node, 'timestamp');
        if (!tag) this.issue({ kind: 'date-value', node, key: text, message: text }, false);
        return v;
      }
      case 'binary': {
        const v = constructBinary(text);
        if (v === undefined) return fail(`failed to decode base64 data`);
        this.types.set(node, 'binary');
        return v;
      }
      case 'merge':
        // A `<<` outside a mapping key position is just the string PyYAML would give it.
        this.types.set(node, 'str');
        return text;
      case 'value':
        return fail(`could not determine a constructor for the tag 'tag:yaml.org,2002:value' (a bare '=')`);
      default:
        this.types.set(node, 'str');
        return text;
    }
  }

  private sequence(node: YamlNode & { items: unknown[]; tag?: string }, depth: number, path: (string | number)[]): unknown {
    const tag = node.tag;
    if (!this.checkTag(node, tag, COLLECTION_TAGS)) return null;
    const out: unknown[] = [];
    node.items.forEach((item, index) => {
      if (isPair(item)) {
        // `[a: b]` inside a flow sequence: a single-pair mapping.
        const obj = {};
        const key = this.node(item.key as YamlNode, depth + 1, [...path, index]);
        setKey(obj, pythonStr(key), this.node(item.value as YamlNode, depth + 1, [...path, index]));
        out.push(obj);
      } else out.push(this.node(item as YamlNode, depth + 1, [...path, index]));
    });
    if (tag === `${STD}omap` || tag === `${STD}pairs`) {
      this.issue({ kind: 'unusual-tag', node, key: tag, message: `!!${tag.slice(STD.length)}` }, false);
      const pairs: unknown[] = [];
      for (const entry of out) {
        const keys = entry && typeof entry === 'object' && !Array.isArray(entry) ? Object.keys(entry) : [];
        if (keys.length !== 1) {
          this.issue(
            { kind: 'constructor-error', node, key: tag, message: `expected a mapping of length 1 in each !!${tag.slice(STD.length)} item` },
            true,
          );
          return null;
        }
        pairs.push([keys[0], (entry as Record<string, unknown>)[keys[0]]]);
      }
      this.types.set(node, 'pairs');
      return pairs;
    }
    if (tag === `${STD}set` || tag === `${STD}map`) {
      this.issue({ kind: 'constructor-error', node, key: tag, message: `expected a mapping node for ${tag}, but found a sequence` }, true);
      return null;
    }
    this.types.set(node, 'seq');
    return out;
  }

  private mapping(node: YamlNode & { items: Pair[]; tag?: string }, depth: number, path: (string | number)[]): unknown {
    const tag = node.tag;
    if (!this.checkTag(node, tag, COLLECTION_TAGS)) return null;
    if (tag === `${STD}seq` || tag === `${STD}omap` || tag === `${STD}pairs`) {
      this.issue({ kind: 'constructor-error', node, key: tag, message: `expected a sequence node for ${tag}, but found a mapping` }, true);
      return null;
    }
    const merged: Array<[string, unknown]> = [];
    const explicit: Array<{ key: string; identity: string; value: unknown; pair: Pair }> = [];
    for (const pair of node.items) {
      const keyNode = pair.key as YamlNode | null;
      if (isScalar(keyNode) && keyNode.type === Scalar.PLAIN && !keyNode.tag && keyNode.value === '<<') {
        this.issue({ kind: 'merge-key', node: keyNode, key: [...path, '<<'].join('.'), message: '<<' }, false);
        this.merge(pair, depth, path, merged);
        continue;
      }
      if (keyNode && (isMap(keyNode) || isSeq(keyNode) || (isAlias(keyNode) && !isScalar(this.resolveAlias(keyNode))))) {
        this.issue({ kind: 'constructor-error', node: keyNode, key: `key:${path.join('.')}`, message: 'found unhashable key (a mapping or sequence used as a key)' }, true);
        continue;
      }
      const keyValue = this.node(keyNode, depth + 1, path);
      const keyType: PyType = keyNode ? (this.types.get(keyNode) ?? 'null') : 'null';
      const key = keyType === 'float' && Number.isInteger(keyValue) ? `${pythonStr(keyValue)}.0` : pythonStr(keyValue);
      if (keyNode) this.keyStrings.set(keyNode, key);
      if (depth === 0 && keyType !== 'str') {
        const source = keyNode && isScalar(keyNode) ? String((keyNode as Scalar & { source?: string }).source ?? keyNode.value ?? '') : '';
        const shown = source === '' ? 'an empty key' : `\`${source}\``;
        this.issue({ kind: 'non-string-key', node: keyNode ?? pair, key: source || key, message: `${shown} is read by PyYAML as the ${keyType} ${key}` }, false);
      }
      const value = this.node(pair.value as YamlNode | null, depth + 1, [...path, key]);
      explicit.push({ key, identity: keyType === 'str' ? `s:${key}` : `o:${key}`, value, pair });
    }
    this.reportDuplicates(explicit, path);
    const out: unknown = tag === `${STD}set` ? new Set<unknown>() : {};
    if (out instanceof Set) {
      this.issue({ kind: 'unusual-tag', node, key: '!!set', message: '!!set' }, false);
      for (const e of explicit) out.add(e.key);
      this.types.set(node, 'set');
      return out;
    }
    for (const [k, v] of merged) setKey(out as object, k, v);
    for (const e of explicit) setKey(out as object, e.key, e.value);
    this.types.set(node, 'map');
    return out;
  }

  private resolveAlias(node: YamlNode): YamlNode | undefined {
    return resolveAlias(this.doc, node);
  }

  /** `flatten_mapping`: merged pairs come before explicit ones; within a merge list, the first wins. */
  private merge(pair: Pair, depth: number, path: (string | number)[], merged: Array<[string, unknown]>): void {
    const valueNode = pair.value as YamlNode | null;
    const target = valueNode && isAlias(valueNode) ? this.resolveAlias(valueNode) : valueNode;
    const sources: unknown[] = [];
    const bad = () =>
      this.issue(
        { kind: 'constructor-error', node: valueNode ?? (pair.key as YamlNode), key: `merge:${path.join('.')}`, message: 'expected a mapping or list of mappings for merging' },
        true,
      );
    if (target && isMap(target)) sources.push(this.node(valueNode, depth + 1, path));
    else if (target && isSeq(target)) {
      for (const item of [...target.items].reverse()) {
        const resolved = item && isAlias(item) ? this.resolveAlias(item as YamlNode) : item;
        if (!resolved || !isMap(resolved)) return bad();
        sources.push(this.node(item as YamlNode, depth + 1, path));
      }
    } else return bad();
    for (const source of sources) {
      if (source && typeof source === 'object' && !Array.isArray(source)) {
        for (const [k, v] of Object.entries(source)) merged.push([k, v]);
      }
    }
  }

  private reportDuplicates(entries: Array<{ key: string; identity: string; value: unknown; pair: Pair }>, path: (string | number)[]): void {
    if (entries.length < 2) return;
    const groups = new Map<string, typeof entries>();
    for (const e of entries) {
      const group = groups.get(e.identity);
      if (group) group.push(e);
      else groups.set(e.identity, [e]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const values = group.map((e) => stableStringify(e.value));
      const differing = new Set(values).size > 1;
      const occurrences = group.map((e) => e.pair.key as YamlNode);
      group.forEach((e, i) =>
        this.issue(
          {
            kind: 'duplicate-key',
            node: e.pair.key as YamlNode,
            key: `${[...path, e.key].join('.')}#${i}`,
            message: e.key,
            extra: { path: [...path, e.key], occurrences, differing },
          },
          false,
        ),
      );
    }
  }
}

/** Plain objects for mappings; `__proto__` as a key must be data, never the prototype. */
export function setKey(obj: object, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else (obj as Record<string, unknown>)[key] = value;
}

function stableStringify(value: unknown, depth = 0): string {
  if (depth > 50) return '…';
  if (value instanceof Date) return `date:${value.toISOString()}`;
  if (value instanceof Set) return `set:${[...value].map((v) => stableStringify(v, depth + 1)).join(',')}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  if (Array.isArray(value)) return `[${value.map((v) => stableStringify(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v, depth + 1)}`)
      .join(',')}}`;
  }
  return typeof value === 'number' && Number.isNaN(value) ? 'nan' : JSON.stringify(value) ?? String(value);
}
