import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, Scalar, visit } from 'yaml';
import type { Document, Node as YamlNode, Pair } from 'yaml';
import type { Finding, FindingInput, Range } from '../../../engine/finding.js';
import { collectFindings } from '../../../engine/rule.js';
import type { RuleMeta } from '../../../engine/rule.js';
import { decodeText } from '../../../repo/view.js';
import { PyYamlConstructor } from './construct.js';
import type { PyType } from './construct.js';
import {
  bytePosition,
  firstInvalidUtf8,
  firstNonPrintable,
  MAX_MANIFEST_BYTES,
  MAX_NESTING,
  nestingOverflowOffset,
} from './guards.js';
import { yamlRules } from './rules.js';

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
      message: `The file is ${bytes.byteLength} bytes, over the ${maxBytes}-byte limit for a manifest; it was not parsed. A manifest is a few KB: move data out of it.`,
      key: 'size',
    });
    return failed();
  }

  // A NUL byte means a binary file: say so before any encoding complaint.
  const nulAt = bytes.indexOf(0);
  if (nulAt >= 0) {
    const pos = bytePosition(bytes, nulAt);
    report(yamlRules.binary, {
      ...pos,
      endLine: pos.line,
      endColumn: pos.column + 1,
      message: `NUL byte at offset ${nulAt}: this looks like a binary file, and PyYAML refuses it ("special characters are not allowed"). Commit the manifest as plain UTF-8 text.`,
      key: 'special',
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
      message: `Byte 0x${bytes[invalidAt].toString(16).padStart(2, '0')} at offset ${invalidAt} is not valid UTF-8; OpenEnv reads the file as text and fails or mis-decodes it. Re-save the file as UTF-8.`,
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
      report(yamlRules.tooDeep, { line: 1, message: 'The document is too deeply nested to load. Flatten the structure.', key: 'depth' });
      value = undefined;
      ok = false;
    }
    if (constructor.failed) ok = false;
    const critical = new Set(options.criticalKeys ?? []);
    const syntaxFailed = findings.some((f) => f.rule === yamlRules.syntax.id || f.rule === yamlRules.tab.id);
    for (const issue of constructor.issues) {
      // After a syntax error PyYAML never constructs anything: only resource limits still matter.
      if (syntaxFailed && issue.kind !== 'alias-limit' && issue.kind !== 'too-deep') continue;
      let range = rangeOfNode(issue.node) ?? { line: 1 };
      if (issue.kind === 'unsafe-tag' || issue.kind === 'unusual-tag') range = withTag(range, issue.node, issue.key ?? '');
      else if (issue.kind === 'constructor-error' && (issue.node as { tag?: string }).tag) range = withTag(range, issue.node, (issue.node as { tag: string }).tag);
      switch (issue.kind) {
        case 'unsafe-tag':
          report(yamlRules.unsafeTag, { ...range, key: issue.key, message: `Unsafe or unknown tag: ${issue.message}. Remove the tag and write a plain value.` });
          break;
        case 'unusual-tag':
          report(yamlRules.unusualTag, {
            ...range,
            key: issue.key,
            message: `The ${issue.message} tag gives a value JSON cannot hold; OpenEnv's discovery cache write fails half-way on it. Use a plain string, list or mapping.`,
          });
          break;
        case 'constructor-error':
          report(yamlRules.constructorError, { ...range, key: issue.key, message: `yaml.safe_load fails here: ${issue.message}. Fix or quote the value.` });
          break;
        case 'recursive-alias':
          report(yamlRules.constructorError, { ...range, key: issue.key, message: `The ${issue.message}; a manifest cannot be recursive. Write the value out instead of using the alias.` });
          break;
        case 'alias-limit':
          report(yamlRules.aliasBomb, {
            ...range,
            key: 'aliases',
            message: `The ${issue.message} (an alias bomb, "billion laughs"); the file was not loaded. Write values out instead of nesting aliases.`,
          });
          break;
        case 'too-deep':
          report(yamlRules.tooDeep, { ...range, key: 'depth', message: `The document has ${issue.message}. Flatten the structure.` });
          break;
        case 'date-value':
          report(yamlRules.nonJsonValue, {
            ...range,
            key: issue.key,
            message: `'${issue.message}' resolves to a date (YAML 1.1 timestamp), which OpenEnv's JSON discovery cache cannot store. Quote it: "${issue.message}".`,
          });
          break;
        case 'merge-key':
          report(yamlRules.mergeKey, { ...range, key: issue.key, message: 'The merge key `<<` is YAML 1.1 only and many tools do not support it. Write the merged keys out.' });
          break;
        case 'alias':
          report(yamlRules.anchors, { ...range, key: 'aliases', message: `The file uses anchors and aliases (first: ${issue.message}). They load, but are harder to review; consider writing the values out.` });
          break;
        case 'non-string-key':
          report(yamlRules.nonStringKey, {
            ...range,
            key: issue.key,
            message: `The top-level key ${issue.message} is not a string in YAML 1.1 (PyYAML sees ${issue.message}). Quote it if a string key was meant.`,
          });
          break;
        case 'duplicate-key': {
          const extra = issue.extra!;
          const lines = extra.occurrences.map((n) => rangeOfNode(n)?.line ?? 0);
          const isCritical = extra.path.length === 1 && critical.has(String(extra.path[0])) && extra.differing;
          report(yamlRules.duplicateKey, {
            ...range,
            key: issue.key,
            severity: isCritical ? 'error' : undefined,
            message: `The key '${issue.message}' appears ${lines.length} times in this mapping (lines ${lines.join(', ')}); PyYAML silently keeps the last one (line ${lines[lines.length - 1]})${extra.differing ? ' and the values differ' : ''}. Keep one.`,
          });
          break;
        }
      }
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
        ...(root ? (rangeOfNode(root) ?? { line: 1, column: 1 }) : { line: 1, column: 1 }),
        key: 'empty',
        message: 'The file is empty or holds only comments: yaml.safe_load returns None and every OpenEnv command rejects or ignores it. Write the manifest mapping (at least `name:`).',
      });
    } else if (!isPlainMapping(value)) {
      const kind = Array.isArray(value) ? 'a list' : value instanceof Set ? 'a set' : `a ${constructor?.types.get(root as object) ?? typeof value}`;
      report(yamlRules.rootNotMapping, {
        ...(rangeOfNode(root) ?? { line: 1, column: 1 }),
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
      if (node && isAlias(node)) node = (node as unknown as { resolve(d: Document): YamlNode | undefined }).resolve(doc) ?? null;
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

const PARSE_OPTIONS = { version: '1.1', schema: 'failsafe', uniqueKeys: false, merge: false, strict: false, prettyErrors: false } as const;

function parseDocuments(source: string): Document[] {
  const docs = parseAllDocuments(source, PARSE_OPTIONS);
  return (Array.isArray(docs) ? docs : []) as Document[];
}

function isFlowIndentError(error: { code: string; message: string }): boolean {
  return error.code === 'BAD_INDENT' && /^Flow (?:sequence|map) in block collection/.test(error.message);
}

/**
 * The source with every line that starts inside a flow collection indented one column deeper than the
 * line that opened the outermost collection (whitespace there means nothing to YAML), and the map from
 * the new offsets back to the old. Undefined when no line needed it.
 */
export function indentFlowContinuations(source: string): { text: string; toOriginal(offset: number): number } | undefined {
  const inserts: Array<{ at: number; count: number }> = [];
  let depth = 0;
  let openerIndent = 0;
  let quote: '"' | "'" | undefined;
  let lineStart = 0;
  for (let i = 0; i <= source.length; i++) {
    const c = source[i];
    if (i === source.length || c === '\n') {
      lineStart = i + 1;
      if (depth > 0 && lineStart < source.length) {
        let k = lineStart;
        while (source[k] === ' ') k++;
        const indent = k - lineStart;
        if (indent <= openerIndent) inserts.push({ at: lineStart, count: openerIndent + 1 - indent });
      }
      continue;
    }
    if (quote) {
      if (quote === '"' && c === '\\') i++;
      else if (c === quote) {
        if (quote === "'" && source[i + 1] === "'") i++;
        else quote = undefined;
      }
      continue;
    }
    if (c === '#' && (i === lineStart || /\s/.test(source[i - 1]))) {
      const end = source.indexOf('\n', i);
      i = (end === -1 ? source.length : end) - 1;
      continue;
    }
    if ((c === '"' || c === "'") && (depth > 0 || /[\s:[{,-]/.test(source[i - 1] ?? ' '))) quote = c;
    else if (c === '[' || c === '{') {
      if (depth === 0) {
        let k = lineStart;
        while (source[k] === ' ') k++;
        openerIndent = k - lineStart;
      }
      depth++;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  if (inserts.length === 0) return undefined;
  let text = '';
  let from = 0;
  for (const { at, count } of inserts) {
    text += source.slice(from, at) + ' '.repeat(count);
    from = at;
  }
  text += source.slice(from);
  // Offset in the new text → old: subtract the spaces inserted before it (an inserted space maps to its line start).
  const starts: number[] = [];
  const addedThrough: number[] = [];
  let added = 0;
  for (const { at, count } of inserts) {
    starts.push(at + added);
    added += count;
    addedThrough.push(added);
  }
  return {
    text,
    toOriginal(offset: number): number {
      let lo = 0;
      let hi = inserts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid] <= offset) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0) return offset;
      const last = inserts[lo - 1];
      const insideInsert = offset < starts[lo - 1] + last.count;
      return insideInsert ? last.at : offset - addedThrough[lo - 1];
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

/** Offsets of quoted and block scalars: TABs inside them are content, not tokens. */
function safeRanges(documents: Document[], toOriginal: (offset: number) => number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const d of documents) {
    visit(d, {
      Scalar(_key, node) {
        if (node.type !== Scalar.PLAIN && node.range) ranges.push([toOriginal(node.range[0]), toOriginal(node.range[1])]);
      },
    });
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * Offsets of TABs PyYAML's scanner rejects: one per line, outside quoted/block scalars and comments.
 * PyYAML skips only spaces between tokens, so a TAB in indentation, after `:`, inside or after a plain
 * scalar all fail.
 */
function findTabs(text: string, safe: Array<[number, number]>): number[] {
  const out: number[] = [];
  if (!text.includes('\t')) return out;
  let r = 0;
  let inComment = false;
  let lastLine = -1;
  let line = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      inComment = false;
      line++;
      continue;
    }
    while (r < safe.length && safe[r][1] <= i) r++;
    if (r < safe.length && safe[r][0] <= i && i < safe[r][1]) {
      i = safe[r][1] - 1;
      continue;
    }
    if (inComment) continue;
    if (c === '#' && (i === 0 || /[ \t\n\r]/.test(text[i - 1]))) {
      inComment = true;
      continue;
    }
    if (c === '\t' && line !== lastLine) {
      out.push(i);
      lastLine = line;
    }
  }
  return out;
}

function findDocumentMarker(text: string, from: number): number {
  const re = /^---(?=[ \t\r\n]|$)/gm;
  re.lastIndex = Math.max(0, from - 3);
  const m = re.exec(text);
  return m ? m.index : -1;
}

function lineText(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end);
}

/** Turn the parser's wording into PyYAML's where it helps the author search, plus the fix. */
function syntaxMessage(code: string, message: string, text: string, offset: number): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const line = lineText(text, offset);
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && /:\s.*:\s/.test(line)) {
    return `YAML syntax error: mapping values are not allowed here (${first}). A plain value cannot contain ': '; quote the whole value, e.g. key: "text: more text".`;
  }
  if (code === 'MULTILINE_IMPLICIT_KEY') {
    return `YAML syntax error: a key runs over several lines (PyYAML: "could not find expected ':'"). This is usually text that is not YAML (e.g. pasted code) or a value containing ': '; fix the structure or quote the value.`;
  }
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR' || code === 'UNEXPECTED_TOKEN' || code === 'BLOCK_AS_IMPLICIT_KEY') {
    return `YAML syntax error: ${first}. Check the indentation and the ':' after each key; quote values that contain ': ' or start with a special character.`;
  }
  if (code === 'BAD_ALIAS' || code === 'BAD_SCALAR_START') {
    return `YAML syntax error: ${first}. Quote the value (a plain value cannot start with @, \`, % or an unmatched quote).`;
  }
  return `YAML syntax error: ${first}. Fix the YAML (quote values with special characters).`;
}
