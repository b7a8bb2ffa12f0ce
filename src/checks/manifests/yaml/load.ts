import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, visit } from 'yaml';
import type { Document, Node as YamlNode, Pair, Scalar } from 'yaml';
import type { Finding, FindingInput, Range } from '../../../engine/finding.js';
import { collectFindings } from '../../../engine/rule.js';
import type { RuleMeta } from '../../../engine/rule.js';
import { decodeText } from '../../../repo/view.js';
import { PyYamlConstructor } from './construct.js';
import { issueFinding } from './issues.js';
import type { PyType } from './construct.js';
import {
  bytePosition,
  firstInvalidUtf8,
  firstNonPrintable,
  MAX_MANIFEST_BYTES,
  MAX_NESTING,
  nestingOverflowOffset,
} from './guards.js';
import { resolveAlias } from './aliases.js';
import { indentFlowContinuations, isFlowIndentError, parseDocuments } from './parse.js';
import { yamlRules } from './rules.js';
import { findDocumentMarker, findTabs, lineText, safeRanges, syntaxMessage } from './syntax.js';

export type { PyType } from './construct.js';
export type YamlPath = readonly (string | number)[];

export interface YamlLoadOptions {
  /** Top-level keys whose duplicates with differing values are errors, not warnings (OE-Y05). */
  criticalKeys?: readonly string[];
  /** Refuse files larger than this many bytes (default 1 MiB). */
  maxBytes?: number;
  /** Nesting limit (default 200). */
  maxDepth?: number;
  /** Expanded node limit for alias bombs (default 100,000). */
  maxExpandedNodes?: number;
}

export interface YamlLoadResult {
  /**
   * What PyYAML `yaml.safe_load` returns, in JS: mappings as plain objects keyed by Python `str()` of
   * the key (`yes:` → "True", `1:` → "1", `~:` → "None"), sequences as arrays, ints and floats as
   * numbers (see `typeOf` for which), dates as Date, `!!binary` as Uint8Array, `!!set` as Set.
   * `null` for an empty file; `undefined` when nothing could be loaded.
   */
  value: unknown;
  /** PyYAML would load this file (it may still be empty or have a non-mapping root: see findings). */
  ok: boolean;
  findings: Finding[];
  /** 1-based range of the key or value at `path` (default: the value, or the key when the value is empty). */
  rangeOf(path: YamlPath, part?: 'key' | 'value'): Range | undefined;
  /** Python type of the value at `path` as PyYAML constructs it (tells `1` from `1.0`, `"8000"` from `8000`). */
  typeOf(path: YamlPath): PyType | undefined;
  /** The scalar's source text at `path` (e.g. `010` for a value of 8), for messages. */
  sourceOf(path: YamlPath): string | undefined;
  /** Python type of the KEY at `path` (keys are stored as Python `str()`; this tells `1:` from `"1":`). */
  keyTypeOf(path: YamlPath): PyType | undefined;
  /** Source text of the key at `path`. */
  keySourceOf(path: YamlPath): string | undefined;
  /** The decoded text (BOM removed), '' when undecodable. */
  text: string;
  /** The parsed document, for consumers that need node-level detail. */
  document?: Document;
  /** 1-based range of any node of `document`. */
  rangeOfNode(node: YamlNode | Pair | null | undefined): Range | undefined;
}

const STOP: YamlLoadResult['rangeOf'] = () => undefined;

/**
 * Load YAML bytes exactly as OpenEnv's `yaml.safe_load` would, with positions. Never throws, never
 * executes a tag, and stays bounded on hostile input (size, nesting and alias-expansion limits).
 */
export function loadYaml(bytes: Uint8Array, file: string, options: YamlLoadOptions = {}): YamlLoadResult {
  const findings: Finding[] = [];
  const report = (rule: RuleMeta, input: Omit<FindingInput, 'file'>) => collectFindings(rule, findings)({ file, ...input });
  const failed = (text = ''): YamlLoadResult => ({
    value: undefined,
    ok: false,
    findings,
    rangeOf: STOP,
    typeOf: () => undefined,
    sourceOf: () => undefined,
    keyTypeOf: () => undefined,
    keySourceOf: () => undefined,
    text,
    rangeOfNode: () => undefined,
  });

  const maxBytes = options.maxBytes ?? MAX_MANIFEST_BYTES;
  if (bytes.byteLength > maxBytes) {
    report(yamlRules.fileTooLarge, {
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      message: `The file is ${bytes.byteLength} bytes, over the ${maxBytes}-byte limit for a manifest; it was not parsed. A manifest is a few KB: move data out of it.`,
      key: 'size',
    });
    return failed();
  }

  const invalidAt = firstInvalidUtf8(bytes);
  if (invalidAt >= 0) {
    const pos = bytePosition(bytes, invalidAt);
    report(yamlRules.invalidUtf8, {
      ...pos,
      endLine: pos.line,
      endColumn: pos.column + 1,
      message: bytes.includes(0)
        ? `Byte 0x${bytes[invalidAt].toString(16).padStart(2, '0')} at offset ${invalidAt} is not valid UTF-8 and the file contains NUL bytes: this looks like a binary file, which OpenEnv cannot read as a manifest. Commit the manifest as plain UTF-8 text.`
        : `Byte 0x${bytes[invalidAt].toString(16).padStart(2, '0')} at offset ${invalidAt} is not valid UTF-8; OpenEnv reads the file as text and fails or mis-decodes it. Re-save the file as UTF-8.`,
      key: 'utf8',
    });
    return failed();
  }

  const decoded = decodeText(bytes);
  const text = decoded.text;
  // PyYAML breaks lines at NEL, LS and PS too; YAML 1.2 parsers do not. Same length, so offsets hold.
  const source = /[\u0085\u2028\u2029]/.test(text) ? text.replace(/[\u0085\u2028\u2029]/g, '\n') : text;
  const lineCounter = new LineCounter();
  // Index line starts up front so positions work even when parsing is skipped.
  lineCounter.addNewLine(0);
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
  const at = (offset: number) => lineCounter.linePos(offset);
  const span = (start: number, end: number): Range => {
    const a = at(start);
    const b = at(Math.max(end, start));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  };

  /** Parser offsets → offsets in `text` (identity unless the source had to be re-indented, see below). */
  let toOriginal = (offset: number) => offset;
  /** A node's [start, value end] in `text`. */
  const offsets = (node: unknown): [number, number] | undefined => {
    const r = (node as { range?: [number, number, number] } | null | undefined)?.range;
    return r ? [toOriginal(r[0]), toOriginal(r[1])] : undefined;
  };

  /** Tagged nodes' ranges start after the tag; widen them to start at the tag, which is the problem. */
  function withTag(range: Range, node: YamlNode | Pair, tag: string): Range {
    const r = offsets(node);
    if (!r || !tag) return range;
    const short = tag.startsWith('!!') ? tag : tag.startsWith('tag:yaml.org,2002:') ? `!!${tag.slice(18)}` : tag;
    const from = text.lastIndexOf(short.split(':')[0].slice(0, 40), r[0]);
    if (from < 0 || r[0] - from > 300) return range;
    return { ...span(from, r[1]) };
  }

  if (decoded.bom) {
    report(yamlRules.bom, {
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
      message: 'The file starts with a UTF-8 byte-order mark. PyYAML drops it on UTF-8 systems, but on other locales it becomes junk glued to the first key. Save the file as UTF-8 without BOM.',
      key: 'bom',
    });
  }

  const special = firstNonPrintable(text);
  if (special >= 0) {
    const code = text.codePointAt(special) ?? 0;
    report(yamlRules.binary, {
      ...span(special, special + 1),
      message: `Unacceptable character #x${code.toString(16).padStart(4, '0')}${code === 0 ? ' (NUL: this looks like a binary file)' : ''}: PyYAML refuses control characters ("special characters are not allowed"). Remove it or save the manifest as plain text.`,
      key: 'special',
    });
    return failed(text);
  }

  const maxDepth = options.maxDepth ?? MAX_NESTING;
  const deepAt = nestingOverflowOffset(text, maxDepth);
  if (deepAt >= 0) {
    const lineEnd = text.indexOf('\n', deepAt);
    report(yamlRules.tooDeep, {
      ...span(deepAt, lineEnd === -1 ? text.length : lineEnd),
      message: `Nesting here goes deeper than ${maxDepth} levels; the file was not parsed. A manifest needs a handful of levels: flatten the structure.`,
      key: 'depth',
    });
    return failed(text);
  }

  let documents: Document[];
  try {
    documents = parseDocuments(source);
    // PyYAML ignores indentation inside flow collections (`key: [` then items at column 0); the `yaml`
    // package does not. Re-parse with those lines indented, mapping offsets back to the file.
    if (documents.some((d) => d.errors.some(isFlowIndentError))) {
      const shifted = indentFlowContinuations(source);
      if (shifted) {
        const retry = parseDocuments(shifted.text);
        if (!retry.some((d) => d.errors.some(isFlowIndentError))) {
          documents = retry;
          toOriginal = shifted.toOriginal;
        }
      }
    }
  } catch (error) {
    // The parser reports problems as errors, not exceptions; anything thrown is a parser limit.
    report(error instanceof RangeError ? yamlRules.tooDeep : yamlRules.syntax, {
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      key: 'parser',
      message: `The YAML parser gave up on this file (${(error as Error).message.split('\n')[0]}). Simplify the file: plain \`key: value\` lines and short lists.`,
    });
    return failed(text);
  }
  const doc = documents[0];
  const rangeOfNode = (node: YamlNode | Pair | null | undefined): Range | undefined => {
    if (!node) return undefined;
    if (isPair(node)) {
      const k = rangeOfNode(node.key as YamlNode);
      const v = rangeOfNode(node.value as YamlNode);
      return k && v ? { line: k.line, column: k.column, endLine: v.endLine, endColumn: v.endColumn } : (k ?? v);
    }
    const r = offsets(node);
    return r ? span(r[0], r[1]) : undefined;
  };

  /** A range cut to its first line (a whole-document node would otherwise span the file). */
  const firstLine = (range: Range): Range => {
    if (range.endLine === undefined || range.endLine === range.line) return range;
    const lineEnd = lineText(source, lineCounter.lineStarts[range.line - 1] ?? 0).length + 1;
    return { line: range.line, column: range.column, endLine: range.line, endColumn: lineEnd };
  };

  let ok = true;

  // Syntax errors from the parser, PyYAML-worded where we recognise the case.
  const tabOffsets = findTabs(text, safeRanges(documents, toOriginal));
  const tabLines = new Set(tabOffsets.map((o) => at(o).line));
  for (const offset of tabOffsets.slice(0, 20)) {
    ok = false;
    const pos = at(offset);
    report(yamlRules.tab, {
      ...span(offset, offset + 1),
      message: `TAB character at line ${pos.line}, column ${pos.col}: PyYAML fails with "found character '\\t' that cannot start any token". Use spaces for indentation and separation, or quote the value.`,
      key: `tab:${pos.line}`,
    });
  }
  for (const d of documents) {
    for (const error of d.errors) {
      ok = false;
      const [start, end] = [toOriginal(error.pos[0]), toOriginal(error.pos[1])];
      // The TAB finding on the same line already explains it, with the fix.
      if (tabLines.has(at(start).line)) continue;
      if (error.code === 'RESOURCE_EXHAUSTION') {
        report(yamlRules.tooDeep, {
          ...span(start, end),
          message: 'The document is too deeply nested to parse. Flatten the structure.',
          key: 'depth',
        });
        continue;
      }
      // PyYAML stops at the first error; the parser's follow-on errors are mostly noise.
      if (findings.some((f) => f.rule === yamlRules.syntax.id)) continue;
      // A span over several lines (a "key" that runs on) is clearer as its first line.
      const firstLineEnd = text.indexOf('\n', start);
      const stop = firstLineEnd !== -1 && firstLineEnd < end ? firstLineEnd : end;
      report(yamlRules.syntax, {
        ...span(start, stop > start ? stop : end),
        message: syntaxMessage(error.code, error.message, text, start),
        key: `${error.code}:${lineText(text, start).trim()}`,
      });
    }
  }

  // PyYAML forgets a possible simple key after 1024 characters ("mapping values are not allowed here").
  if (ok) {
    for (const d of documents) {
      visit(d, {
        Pair(_key, pair) {
          const r = offsets(pair.key);
          if (!ok || !r || !isScalar(pair.key) || r[1] - r[0] <= 1024 || text.slice(r[0], r[1]).includes('\n')) return;
          ok = false;
          report(yamlRules.syntax, {
            ...span(r[0], r[0] + 1),
            key: 'long-key',
            message: `YAML syntax error: this key is ${r[1] - r[0]} characters long; PyYAML allows at most 1024 for an implicit key ("mapping values are not allowed here"). Shorten the key.`,
          });
        },
      });
    }
  }

  if (documents.length > 1) {
    ok = false;
    const second = documents[1];
    const start = offsets(second)?.[0] ?? 0;
    const markerAt = findDocumentMarker(text, offsets(documents[0])?.[1] ?? 0);
    const offset = markerAt >= 0 ? markerAt : start;
    report(yamlRules.multipleDocuments, {
      ...span(offset, offset + 3),
      message: `A second YAML document starts here; yaml.safe_load fails with "expected a single document in the stream". Remove this '---' (and anything after it), or merge the documents into one mapping.`,
      key: 'documents',
    });
  }

  const constructor = doc
    ? new PyYamlConstructor(doc, { maxDepth, maxExpandedNodes: options.maxExpandedNodes ?? 100_000 })
    : undefined;
  let value: unknown = null;
  if (constructor) {
    try {
      value = constructor.run();
    } catch (error) {
      // The constructor does not recurse past maxDepth, but keep a stack overflow a finding, not a crash.
      if (!(error instanceof RangeError)) throw error;
      report(yamlRules.tooDeep, { line: 1, column: 1, endLine: 1, endColumn: 1, message: 'The document is too deeply nested to load. Flatten the structure.', key: 'depth' });
      value = undefined;
      ok = false;
    }
    if (constructor.failed) ok = false;
    const critical = new Set(options.criticalKeys ?? []);
    const syntaxFailed = findings.some((f) => f.rule === yamlRules.syntax.id || f.rule === yamlRules.tab.id);
    // Every occurrence of a duplicated key shares one list: its lines are computed once, not once per occurrence.
    const linesOfOccurrences = new Map<YamlNode[], number[]>();
    const occurrenceLines = (occurrences: YamlNode[]): number[] => {
      let lines = linesOfOccurrences.get(occurrences);
      if (!lines) {
        lines = occurrences.map((n) => rangeOfNode(n)?.line ?? 0);
        linesOfOccurrences.set(occurrences, lines);
      }
      return lines;
    };
    for (const issue of constructor.issues) {
      // After a syntax error PyYAML never constructs anything: only resource limits still matter.
      if (syntaxFailed && issue.kind !== 'alias-limit' && issue.kind !== 'too-deep') continue;
      let range: Range = rangeOfNode(issue.node) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
      if (issue.kind === 'unsafe-tag' || issue.kind === 'unusual-tag') range = withTag(range, issue.node, issue.key ?? '');
      else if (issue.kind === 'constructor-error' && (issue.node as { tag?: string }).tag) range = withTag(range, issue.node, (issue.node as { tag: string }).tag);
      const lines = issue.extra ? occurrenceLines(issue.extra.occurrences) : [];
      const { rule, ...finding } = issueFinding(issue, lines, critical);
      report(rule, { ...range, ...finding });
    }
  }
  if (!ok && !constructor?.failed && value !== undefined) {
    // A syntax error: PyYAML loads nothing; keep our best-effort value off the result.
    value = undefined;
  }

  if (ok) {
    const root = doc?.contents as YamlNode | null | undefined;
    if (value === null || value === undefined) {
      report(yamlRules.empty, {
        ...(root ? (rangeOfNode(root) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 }) : { line: 1, column: 1, endLine: 1, endColumn: 1 }),
        key: 'empty',
        message: 'The file is empty or holds only comments: yaml.safe_load returns None and every OpenEnv command rejects or ignores it. Write the manifest mapping (at least `name:`).',
      });
    } else if (!isPlainMapping(value)) {
      const kind = Array.isArray(value) ? 'a list' : value instanceof Set ? 'a set' : `a ${constructor?.types.get(root as object) ?? typeof value}`;
      report(yamlRules.rootNotMapping, {
        ...firstLine(rangeOfNode(root) ?? { line: 1, column: 1 }),
        key: 'root',
        message: `The document root is ${kind}, not a mapping of keys to values. Write the manifest as \`key: value\` lines at the top level.`,
      });
    }
  }

  const locate = (path: YamlPath): { pair?: Pair; node?: YamlNode | null } | undefined => {
    if (!doc) return undefined;
    let node = doc.contents as YamlNode | null;
    let pair: Pair | undefined;
    for (const segment of path) {
      if (node && isAlias(node)) node = resolveAlias(doc, node) ?? null;
      if (!node) return undefined;
      if (isMap(node)) {
        pair = undefined;
        for (const p of node.items as Pair[]) {
          const keyNode = p.key as YamlNode | null;
          const keyValue = keyNode && isScalar(keyNode) ? keyString(keyNode, constructor) : undefined;
          if (keyValue === String(segment)) pair = p; // last wins, like PyYAML
        }
        if (!pair) return undefined;
        node = pair.value as YamlNode | null;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as YamlNode | Pair | undefined;
        if (item === undefined) return undefined;
        pair = isPair(item) ? item : undefined;
        node = isPair(item) ? (item.value as YamlNode | null) : (item as YamlNode);
      } else return undefined;
    }
    return { pair, node };
  };

  return {
    value,
    ok,
    findings,
    text,
    document: doc,
    rangeOfNode,
    rangeOf(path, part) {
      if (path.length === 0) return rangeOfNode(doc?.contents as YamlNode | null) ?? { line: 1, column: 1 };
      const hit = locate(path);
      if (!hit) return undefined;
      const keyRange = rangeOfNode(hit.pair?.key as YamlNode | null);
      if (part === 'key') return keyRange;
      const valueRange = rangeOfNode(hit.node as YamlNode | null);
      if (part === 'value') return valueRange ?? keyRange;
      const emptyValue = !valueRange || (valueRange.line === valueRange.endLine && valueRange.column === valueRange.endColumn);
      // A block collection spanning lines is best pointed at by its key.
      const multiLine = !!valueRange && valueRange.endLine !== undefined && valueRange.endLine > valueRange.line;
      return emptyValue || (multiLine && keyRange) ? (keyRange ?? valueRange) : valueRange;
    },
    typeOf(path) {
      if (!constructor) return undefined;
      const hit = path.length === 0 ? { node: doc?.contents as YamlNode | null } : locate(path);
      if (!hit) return undefined;
      if (!hit.node) return 'null';
      return constructor.types.get(hit.node) ?? undefined;
    },
    keyTypeOf(path) {
      const key = locate(path)?.pair?.key as YamlNode | null | undefined;
      if (!constructor || !key) return undefined;
      return constructor.types.get(key) ?? undefined;
    },
    keySourceOf(path) {
      const key = locate(path)?.pair?.key as YamlNode | null | undefined;
      const r = offsets(key);
      return r ? text.slice(r[0], r[1]) : undefined;
    },
    sourceOf(path) {
      const hit = locate(path);
      const node = hit?.node;
      if (!node || !isScalar(node)) return undefined;
      const r = offsets(node);
      return r ? text.slice(r[0], r[1]) : undefined;
    },
  };
}

export function isPlainMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Set) && !(value instanceof Date) && !(value instanceof Uint8Array);
}

function keyString(node: YamlNode, constructor: PyYamlConstructor | undefined): string {
  const known = constructor?.keyStrings.get(node);
  if (known !== undefined) return known;
  const scalar = node as Scalar;
  return scalar.value === null || scalar.value === undefined ? '' : String(scalar.value);
}
