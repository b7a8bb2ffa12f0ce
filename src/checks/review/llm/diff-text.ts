/**
 * The change as the model sees it: `git diff -U3 BASE HEAD` of the two commits' objects (never the
 * work tree), read into hunks whose HEAD-side lines carry their file line numbers.
 */
import type { GitRunner } from '../../../repo/git.js';
import { sanitizeText } from './sanitize.js';

export interface HunkLine {
  kind: '+' | '-' | ' ';
  text: string;
  /** HEAD line number (added and context lines). */
  head?: number;
}

export interface Hunk {
  /** First and last HEAD line of the hunk's new side (context and added lines). */
  headStart: number;
  headEnd: number;
  lines: HunkLine[];
}

export interface FileDiff {
  path: string;
  hunks: Hunk[];
  binary: boolean;
  deleted: boolean;
}

const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** Reads BASE..HEAD with three lines of context; paths git must quote are skipped (listed by the caller as unreadable). */
export async function readDiffHunks(git: GitRunner, base: string, head: string): Promise<FileDiff[]> {
  const { stdout } = await git(['-c', 'core.quotePath=false', 'diff', '--no-color', '--no-ext-diff', '--no-textconv', '-U3', '-M', '--src-prefix=a/', '--dst-prefix=b/', base, head, '--']);
  return parseUnifiedDiff(stdout.toString('utf8'));
}

export function parseUnifiedDiff(text: string): FileDiff[] {
  const files: FileDiff[] = [];
  let file: FileDiff | undefined;
  let hunk: Hunk | undefined;
  let headLine = 0;
  for (const raw of text.split('\n')) {
    if (raw.startsWith('diff --git ')) {
      const match = / b\/(.*)$/.exec(raw);
      file = { path: match?.[1] ?? '', hunks: [], binary: false, deleted: false };
      files.push(file);
      hunk = undefined;
      continue;
    }
    if (!file) continue;
    if (!hunk) {
      if (raw.startsWith('+++ ')) {
        if (raw === '+++ /dev/null') file.deleted = true;
        else if (raw.startsWith('+++ b/')) file.path = raw.slice(6);
        continue;
      }
      if (raw.startsWith('Binary files ')) file.binary = true;
    }
    const header = HUNK.exec(raw);
    if (header) {
      headLine = Number(header[1]);
      hunk = { headStart: headLine, headEnd: headLine - 1, lines: [] };
      file.hunks.push(hunk);
      continue;
    }
    if (!hunk) continue;
    const marker = raw[0];
    const body = sanitizeText(raw.slice(1).replace(/\r$/, ''));
    if (marker === '+' || marker === ' ') {
      hunk.lines.push({ kind: marker, text: body, head: headLine });
      hunk.headEnd = headLine;
      headLine++;
    } else if (marker === '-') hunk.lines.push({ kind: '-', text: body });
    else if (marker !== '\\') hunk = undefined;
  }
  return files.filter((f) => f.path !== '');
}

/** The `## File:` section of some hunks: the new hunk with HEAD numbers on every line, the old hunk without. */
export function renderFileSection(path: string, hunks: readonly Hunk[]): string {
  const out = [`## File: ${path}`];
  for (const hunk of hunks) {
    out.push(`__new hunk__ (HEAD lines ${hunk.headStart}-${hunk.headEnd})`);
    for (const line of hunk.lines) if (line.kind !== '-') out.push(`${line.head} ${line.kind === '+' ? '+' : ' '}${line.text}`);
    if (hunk.lines.some((l) => l.kind === '-')) {
      out.push('__old hunk__');
      for (const line of hunk.lines) if (line.kind !== '+') out.push(`${line.kind === '-' ? '-' : ' '}${line.text}`);
    }
  }
  return out.join('\n');
}
