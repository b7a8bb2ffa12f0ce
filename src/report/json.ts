import { countBySeverity, countsForVerdict, type Finding } from '../engine/finding.js';
import { relocatePath } from '../engine/relocate.js';
import type { RunResult } from '../engine/run.js';
import { ruleHelpUrl } from '../engine/registry.js';

/** Public JSON report: `{"version":1,"findings":[…],"summary":{…}}` plus check data (`environments`, …). */
export interface JsonReport {
  version: 1;
  findings: JsonFinding[];
  /** Counts of the new findings (pull-request mode) or of all; `all`: of every finding listed, pre-existing ones included. */
  summary: { error: number; warning: number; notice: number; all: { error: number; warning: number; notice: number }; advisory?: number };
  [extra: string]: unknown;
}

/** A finding as the JSON report writes it: the finding model itself, with `help` always filled in. */
export type JsonFinding = Finding;

export function toJsonFinding(f: Finding): JsonFinding {
  return {
    rule: f.rule,
    severity: f.severity,
    file: f.file,
    ...(f.line !== undefined ? { line: f.line } : {}),
    ...(f.column !== undefined ? { column: f.column } : {}),
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    ...(f.endColumn !== undefined ? { endColumn: f.endColumn } : {}),
    message: f.message,
    fingerprint: f.fingerprint,
    help: f.help ?? ruleHelpUrl(f.rule),
    ...(f.check ? { check: f.check } : {}),
    // Pull-request mode only (docs/scope.md): `pre-existing` findings are listed but never failed the run.
    ...(f.scope ? { scope: f.scope } : {}),
    // The model pass's claims: listed, never counted in `summary` nor by the exit status.
    ...(f.advisory ? { advisory: true as const } : {}),
  };
}

/** The whole report as one string (tests, small reports). Large reports are written with `jsonReportChunks`. */
export function renderJson(result: RunResult): string {
  let out = '';
  for (const chunk of jsonReportChunks(result)) out += chunk;
  return out;
}

/**
 * The JSON report as a stream of text chunks, byte for byte what `JSON.stringify(report, null, 2)` gives:
 * each top-level array is serialised one element at a time, so writing the report of 20,000
 * environments never holds the whole text (hundreds of MB) nor a second copy of every record.
 */
export function* jsonReportChunks(result: RunResult, chunkSize = 1 << 16): Generator<string> {
  const indexed = new Set(result.jsonFindingIndex ?? []);
  const findingIndex = indexed.size ? findingIndexOf(result) : undefined;
  // The key order of the report object (its public shape); array values are serialised lazily below.
  const findings = concatenated(result.findings, result.preExisting ?? []);
  const report: Record<string, unknown> = {
    version: 1,
    // New findings first, then the pre-existing ones (pull-request mode); `summary` counts the new ones.
    findings,
    // Advisory findings (the model pass's claims) are not in the counts; `advisory` says how many are listed.
    summary: { ...countBySeverity(result.findings), all: countBySeverity([...result.findings, ...(result.preExisting ?? [])]), ...advisoryCount(result.findings) },
    ...result.data,
    ...(result.scope && result.scope !== 'all' ? { pullRequestScope: { scope: result.scope, preExisting: preExistingByCheck(result) } } : {}),
    suppressions: result.suppressions.map(({ file, line, scope, rules, reason, used }) => ({ file, line, scope, rules, reason, used })),
  };
  let buffer = '{';
  let first = true;
  for (const [key, value] of Object.entries(report)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue; // as JSON.stringify omits them
    buffer += `${first ? '' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    const elements = value === findings ? findings : Array.isArray(value) ? value : undefined;
    if (!elements) {
      buffer += indented(JSON.stringify(value, null, 2), '  ');
      continue;
    }
    const toElement = value === findings ? (f: unknown) => toJsonFinding(f as Finding) : findingIndex && indexed.has(key) ? (r: unknown) => withFindingIndices(r, findingIndex) : (r: unknown) => r;
    let empty = true;
    // Elements are serialised a batch at a time, the batch sized from the last one's text to about a chunk.
    let batch: unknown[] = [];
    let batchSize = 1;
    const flush = () => {
      const text = nestedElements(batch);
      buffer += `${empty ? '[' : ','}\n${text}`;
      empty = false;
      batchSize = Math.max(1, Math.min(4 * batchSize, Math.floor((batch.length * chunkSize) / Math.max(1, text.length))));
      batch = [];
    };
    for (const element of elements) {
      batch.push(toElement(element));
      if (batch.length < batchSize) continue;
      flush();
      if (buffer.length >= chunkSize) {
        yield buffer;
        buffer = '';
      }
    }
    if (batch.length) flush();
    buffer += empty ? '[]' : '\n  ]';
  }
  yield `${buffer}${first ? '}' : '\n}'}\n`;
}

function advisoryCount(findings: readonly Finding[]): { advisory?: number } {
  const advisory = findings.filter((f) => !countsForVerdict(f)).length;
  return advisory ? { advisory } : {};
}

function* concatenated<T>(a: readonly T[], b: readonly T[]): Generator<T> {
  yield* a;
  yield* b;
}

/**
 * Elements of a top-level array as `JSON.stringify(report, null, 2)` writes them, each line indented
 * by four spaces: JSON.stringify indents them itself inside a two-deep wrapper (`[[…]]`), whose
 * opening (`[\n  [\n`) and closing (`\n  ]\n]`) lines are cut off. Splitting each element's text
 * into lines to indent it again cost more than serialising it.
 */
function nestedElements(elements: readonly unknown[]): string {
  const json = JSON.stringify([elements], null, 2);
  return json.slice(WRAPPER_OPEN.length, json.length - WRAPPER_CLOSE.length);
}
const WRAPPER_OPEN = '[\n  [\n';
const WRAPPER_CLOSE = '\n  ]\n]';

/** A pretty-printed JSON value nested at `indent` (JSON strings hold no raw newline, so every line is the value's own). */
function indented(json: string | undefined, indent: string): string {
  return json === undefined ? 'null' : json.includes('\n') ? json.split('\n').join(`\n${indent}`) : json;
}

/** Pre-existing findings per check (pull-request mode), for the one count line each report shows. */
export function preExistingByCheck(result: RunResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of result.outcomes) if (outcome.preExisting?.length) counts[outcome.check] = outcome.preExisting.length;
  return counts;
}

/**
 * Data records whose findings are written as indices into the top-level `findings` (each finding once):
 * a finding the config, a suppression or the baseline removed has no index and is left out.
 */
function findingIndexOf(result: RunResult): FindingIndex {
  return new FindingIndex(result.findings, result.scannedFolder ?? '');
}

/**
 * Where each finding sits in the report's `findings`, found by fingerprint (a string the finding already
 * holds: no key is built per finding, which at 40,000 findings is megabytes), then by rule and file among
 * equal fingerprints; the last of identical findings wins.
 */
class FindingIndex {
  private readonly byFingerprint = new Map<string, number | number[]>();
  /**
   * `folder`: the scanned folder's repository path. The top-level findings were relocated under it
   * (engine/relocate.ts); the records a check kept still name folder paths.
   */
  constructor(
    private readonly findings: readonly Finding[],
    private readonly folder: string,
  ) {
    findings.forEach((f, i) => {
      const at = this.byFingerprint.get(f.fingerprint);
      if (at === undefined) this.byFingerprint.set(f.fingerprint, i);
      else if (typeof at === 'number') this.byFingerprint.set(f.fingerprint, [at, i]);
      else at.push(i);
    });
  }

  get(f: Finding): number | undefined {
    const at = this.byFingerprint.get(f.fingerprint);
    if (at === undefined) return undefined;
    if (typeof at === 'number') return this.same(at, f) ? at : undefined;
    for (let k = at.length - 1; k >= 0; k--) if (this.same(at[k]!, f)) return at[k];
    return undefined;
  }

  private same(index: number, f: Finding): boolean {
    const candidate = this.findings[index]!;
    if (candidate.rule !== f.rule) return false;
    return candidate.file === f.file || (this.folder !== '' && candidate.file === relocatePath(f.file, this.folder));
  }
}

function withFindingIndices(record: unknown, index: FindingIndex): unknown {
  const findings = (record as { findings?: unknown } | null)?.findings;
  if (!Array.isArray(findings)) return record;
  return { ...(record as object), findings: (findings as Finding[]).map((f) => index.get(f)).filter((i) => i !== undefined) };
}
