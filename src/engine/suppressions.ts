import type { Finding } from './finding.js';
import { decodeText, readFilesOf, visitFileOf, type RepoView } from '../repo/view.js';
import { CHANGE_TOO_LARGE_RULE } from './limits.js';

/**
 * Inline suppressions, one grammar for every file type:
 *   <!-- rfc-lint-disable-next-line rfc/<rule> reason -->      (markdown; `openenv-ci-` prefix also works)
 *   <!-- rfc-lint-disable rfc/<rule> reason -->                 (whole file)
 *   # openenv-ci-disable-next-line openenv-yaml/<rule> reason  (YAML, Python, Dockerfile, TOML)
 *   # openenv-ci: disable-next-line docker/<rule> reason       (the same, spelled with a colon)
 * Several rule ids may be given, separated by commas; `group/*` suppresses a whole group.
 * A directive without a reason still works but the summary shows it as "(no reason given)".
 */
export interface Suppression {
  file: string;
  /** Line of the directive. */
  line: number;
  scope: 'next-line' | 'file';
  rules: string[];
  reason: string;
  /** How many findings it silenced (0 = unused: a candidate for removal). */
  used: number;
}

const DIRECTIVE =
  /(?:<!--|#)\s*(?:rfc-lint|openenv-ci)(?:-|:[ \t]*)disable(-next-line)?\s+((?:[a-z0-9-]+\/(?:\*|[a-z0-9-]+)\s*,?\s*)+)(.*?)\s*(?:-->)?\s*$/;

/** Files larger than this are not scanned for directives (they are reported on by their own rules). */
const MAX_SCANNED_BYTES = 5 * 1024 * 1024;
const DISABLE = Buffer.from('disable');
const HASH = 0x23; // '#'
const HTML_COMMENT = Buffer.from('<!--');

/**
 * Whether raw bytes may hold a directive. Every directive opens a comment (`#` or `<!--`, both ASCII, so
 * the bytes hold them exactly when the decoded text does) and holds the word "disable". The openers are
 * looked for first: node searches for a single byte (and for `<!--`, by its first byte) with memchr, at
 * tens of GB/s, against about 5 GB/s for "disable". A uv.lock, the file most findings name, has neither
 * opener, so it costs a memchr pass instead of the word search (27 of the 44 ms this pass took at 340
 * environments).
 */
export function mayHoldDirective(bytes: Uint8Array): boolean {
  return holdsCommentOpener(bytes) && asBuffer(bytes).includes(DISABLE);
}

/**
 * Whether raw bytes hold `#` or `<!--`: mayHoldDirective's first step. runChecks screens every file the
 * checks read with mayHoldDirective (RepoView.screenReads), so that the files that fail it are not read
 * again here; the word search also drops openenv.yaml and Dockerfiles, which hold `#` but rarely "disable".
 */
export function holdsCommentOpener(bytes: Uint8Array): boolean {
  const buffer = asBuffer(bytes);
  return buffer.includes(HASH) || buffer.includes(HTML_COMMENT);
}

const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
/** Files read together when scanning for directives. */
const READ_BATCH = 500;

export function parseSuppressions(file: string, text: string): Suppression[] {
  const out: Suppression[] = [];
  // Every directive line holds "disable": a file without the word has none (most files), no lines to split.
  if (!text.includes('disable')) return out;
  const lines = text.split(/\r\n|\r|\n/);
  // In markdown, a directive inside a fenced code block is an example (docs showing how to suppress), not a directive.
  const markdown = /\.(md|markdown)$/i.test(file);
  let fence: { char: string; length: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (markdown) {
      const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
      if (fence) {
        if (marker && marker[1]![0] === fence.char && marker[1]!.length >= fence.length && marker[2]!.trim() === '') fence = undefined;
        continue;
      }
      if (marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
        fence = { char: marker[1]![0]!, length: marker[1]!.length };
        continue;
      }
    }
    if (!line.includes('disable')) continue;
    const match = DIRECTIVE.exec(line);
    if (!match) continue;
    out.push({
      file,
      line: i + 1,
      scope: match[1] ? 'next-line' : 'file',
      rules: match[2]!.split(/[\s,]+/).filter(Boolean),
      reason: match[3]!.trim(),
      used: 0,
    });
  }
  return out;
}

function covers(suppression: Suppression, rule: string): boolean {
  return suppression.rules.some((r) => r === rule || (r.endsWith('/*') && rule.startsWith(r.slice(0, -1))));
}

/**
 * Drops the findings that an inline directive covers. Returns the kept findings and every directive
 * found in the files that had findings (with use counts), for the summary.
 */
export async function applySuppressions(
  findings: readonly Finding[],
  repo: RepoView,
): Promise<{ kept: Finding[]; suppressions: Suppression[] }> {
  // A file whose only findings say the change's cap kept it from being read is not read for directives
  // either: 51 such files of 3.5 MB were read back whole here (177 MB), undoing max-change-bytes.
  // That finding is silenced in the config, not by a directive inside the file.
  const unread = (f: Finding) => f.rule === CHANGE_TOO_LARGE_RULE;
  // A file the checks read whose bytes cannot hold a directive is not read again (the
  // view remembers, when it can; see mayHoldDirective). At 340 environments that is most of the bytes
  // this pass would read: their uv.lock files.
  const screenedOut = (file: string) => repo.failedScreen?.(file) === true;
  const files = [...new Set(findings.filter((f) => !unread(f)).map((f) => f.file).filter(Boolean))].filter((file) => !screenedOut(file));
  const byFile = new Map<string, Suppression[]>();
  // Every directive opens a comment and holds the word "disable": a file whose bytes lack either (nearly
  // every file) is neither decoded nor split (mayHoldDirective). A view that lends its bytes (a working tree) is searched file by file without a
  // copy (uv.lock, 0.6 MB, is the file most findings name); others are read in batches: in pull-request
  // mode every file with a finding is a git blob (one process per batch, not one per file), and batches
  // of a few hundred files bound what is held in memory at once.
  const scan = (file: string, bytes: Uint8Array) => {
    if (!mayHoldDirective(bytes)) return;
    const decoded = decodeText(bytes);
    if (decoded.binary) return;
    const found = parseSuppressions(file, decoded.text);
    if (found.length) byFile.set(file, found);
  };
  if (repo.visitFile) for (const file of files) await visitFileOf(repo, file, MAX_SCANNED_BYTES, (bytes) => scan(file, bytes));
  else {
    const scanned: string[] = [];
    for (const file of files) {
      const size = await repo.fileSize(file);
      if (size !== undefined && size <= MAX_SCANNED_BYTES) scanned.push(file);
    }
    for (let start = 0; start < scanned.length; start += READ_BATCH) {
      const batch = scanned.slice(start, start + READ_BATCH);
      const contents = await readFilesOf(repo, batch);
      for (const file of batch) {
        const bytes = contents.get(file);
        if (bytes) scan(file, bytes);
      }
    }
  }
  const kept: Finding[] = [];
  for (const finding of findings) {
    const match = suppressionAt(byFile.get(finding.file) ?? [], finding.rule, finding.line);
    if (match) match.used++;
    else kept.push(finding);
  }
  return { kept, suppressions: [...byFile.values()].flat() };
}

/**
 * The directive among one file's `suppressions` that silences `rule` at `line` (a file-scope directive
 * covers every line). A check that folds several problems into one finding (a criterion listing each
 * offending Dockerfile line) uses it to leave out the problems a directive covers, so a directive above
 * one line silences that line only.
 */
export function suppressionAt(suppressions: readonly Suppression[], rule: string, line: number | undefined): Suppression | undefined {
  const targets = nextLineTargets(suppressions);
  return suppressions.find((s) => covers(s, rule) && (s.scope === 'file' || (line !== undefined && targets.get(s) === line)));
}

/** Targets per directive list, computed once per list (a file of thousands of stacked directives would otherwise cost directives² per finding). */
const targetsByList = new WeakMap<readonly Suppression[], Map<Suppression, number>>();

/**
 * A next-line directive applies to the line after it, skipping directly stacked directives: walked from
 * the bottom of each stack up, so every directive's target costs one step.
 */
function nextLineTargets(all: readonly Suppression[]): Map<Suppression, number> {
  const cached = targetsByList.get(all);
  if (cached) return cached;
  const targets = new Map<Suppression, number>();
  const nextLine = all.filter((s) => s.scope === 'next-line').sort((a, b) => b.line - a.line);
  const targetOfLine = new Map<number, number>();
  for (const s of nextLine) {
    const target = targetOfLine.get(s.line + 1) ?? s.line + 1;
    targetOfLine.set(s.line, target);
    targets.set(s, target);
  }
  targetsByList.set(all, targets);
  return targets;
}
