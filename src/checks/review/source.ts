import type { GitRunner } from '../../repo/git.js';
import type { GitHubApi, PullRequestFile } from '../../github/api.js';
import { decodeText } from '../../repo/view.js';
import { LIMITS } from '../../engine/limits.js';
import { newReviewFile, parseHunks, type ChangeStatus, type ReviewFile } from './diff.js';

/** Files larger than this are reviewed from their diff only (no whole-text scan). */
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

/** Options for git that make a diff read-only and deterministic: no external or textconv drivers. */
const SAFE_DIFF = ['-c', 'core.quotepath=false', '-c', 'diff.noprefix=false'];

/**
 * BASE..HEAD from git: `--name-status -z` gives exact paths and statuses, `-U0` gives the changed lines.
 * Nothing from the pull request is executed: external diff and textconv drivers are disabled.
 */
export async function diffFromGit(
  git: GitRunner,
  base: string,
  head: string,
  options: { maxFileBytes?: number } = {},
): Promise<ReviewFile[]> {
  const range = [base, head];
  const nameStatus = await git([...SAFE_DIFF, 'diff', '--no-ext-diff', '--no-textconv', '--name-status', '-z', '-M', ...range, '--']);
  const files = parseNameStatus(nameStatus.stdout.toString('utf8'));
  if (files.length === 0) return files;
  // Files over the read cap (either side) are left out of the patch: a 42 MB file is reported, not read.
  await markTooLarge(git, base, head, files);
  const excluded = files.filter((f) => f.tooLarge !== undefined).flatMap((f) => [f.path, ...(f.previousPath ? [f.previousPath] : [])]);

  const patch = await git([
    ...SAFE_DIFF,
    'diff',
    '--no-ext-diff',
    '--no-textconv',
    '--no-color',
    '-U0',
    '-M',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    ...range,
    '--',
    ...excluded.map((path) => `:(exclude,literal)${path}`),
  ]);
  // Sections come in the same order as --name-status; a section without hunks (binary, pure rename,
  // mode change) still has its `diff --git` header, so the i-th section belongs to the i-th file.
  const sections = splitSections(patch.stdout.toString('utf8'));
  files.filter((f) => f.tooLarge === undefined).forEach((file, index) => {
    const section = sections[index] ?? [];
    if (section.some((l) => l.startsWith('Binary files ') || l === 'GIT binary patch')) file.binary = true;
    parseHunks(section, file);
  });

  await loadHeadTexts(git, head, files, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  return files;
}

/** Sets `tooLarge` on files whose HEAD or BASE blob is over LIMITS.fileBytes (one `cat-file --batch-check`). */
async function markTooLarge(git: GitRunner, base: string, head: string, files: ReviewFile[]): Promise<void> {
  // Paths with newlines cannot be asked for on the line protocol (they get the diff as before).
  const asked = files.filter((f) => !f.path.includes('\n') && !(f.previousPath ?? '').includes('\n'));
  if (asked.length === 0) return;
  const input = asked.map((f) => `${head}:${f.path}\n${base}:${f.previousPath ?? f.path}\n`).join('');
  const { stdout } = await git(['cat-file', '--batch-check'], { input });
  const answers = stdout.toString('utf8').split('\n');
  asked.forEach((file, index) => {
    const sizes = [answers[2 * index], answers[2 * index + 1]].map((line) => Number(/^[0-9a-f]+ blob (\d+)$/.exec(line ?? '')?.[1] ?? 0));
    const largest = Math.max(...sizes);
    if (largest > LIMITS.fileBytes) file.tooLarge = largest;
  });
}

function parseNameStatus(output: string): ReviewFile[] {
  const fields = output.split('\0');
  const files: ReviewFile[] = [];
  for (let i = 0; i < fields.length; ) {
    const code = fields[i++];
    if (!code) continue;
    const kind = code.charAt(0);
    if (kind === 'R' || kind === 'C') {
      const from = fields[i++] ?? '';
      const to = fields[i++] ?? '';
      files.push(newReviewFile(to, kind === 'R' ? 'renamed' : 'added', kind === 'R' ? from : undefined));
    } else {
      const path = fields[i++] ?? '';
      const status: ChangeStatus = kind === 'A' ? 'added' : kind === 'D' ? 'deleted' : 'modified';
      files.push(newReviewFile(path, status));
    }
  }
  return files;
}

function splitSections(patch: string): string[][] {
  const sections: string[][] = [];
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = [];
      sections.push(current);
    } else if (current) current.push(line);
  }
  return sections;
}

/** Whole HEAD texts through one `git cat-file --batch` process (one spawn per file would dominate large PRs). */
async function loadHeadTexts(git: GitRunner, head: string, files: ReviewFile[], maxBytes: number): Promise<void> {
  // Paths with newlines cannot be asked for on --batch's line protocol: those get a diff-only review.
  const wanted = files.filter((f) => f.status !== 'deleted' && !f.binary && f.tooLarge === undefined && !f.path.includes('\n'));
  if (wanted.length === 0) return;
  const input = wanted.map((f) => `${head}:${f.path}\n`).join('');
  const { stdout } = await git(['cat-file', '--batch'], { input });
  let offset = 0;
  for (const file of wanted) {
    const headerEnd = stdout.indexOf(0x0a, offset);
    if (headerEnd < 0) break;
    const header = stdout.subarray(offset, headerEnd).toString('utf8');
    offset = headerEnd + 1;
    const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!match) continue; // "<name> missing" (e.g. a submodule): no text
    const size = Number(match[2]);
    const body = stdout.subarray(offset, offset + size);
    offset += size + 1; // content is followed by a newline
    if (match[1] !== 'blob' || size > maxBytes) continue;
    const decoded = decodeText(body);
    if (decoded.binary) file.binary = true;
    else file.head = decoded.text;
  }
}

/** Whole text of one file at a revision, or undefined (absent, binary, too large). */
export async function readAtRevision(git: GitRunner, revision: string, path: string, maxBytes = DEFAULT_MAX_FILE_BYTES): Promise<string | undefined> {
  const result = await git(['cat-file', 'blob', `${revision}:${path}`], { allowFailure: true });
  if (result.exitCode !== 0 || result.stdout.length > maxBytes) return undefined;
  const decoded = decodeText(result.stdout);
  return decoded.binary ? undefined : decoded.text;
}

/**
 * The same model from the pull request files API (no checkout, e.g. under `pull_request_target`):
 * only the patch hunks are known, so rules see added lines and no whole-file text.
 */
export async function diffFromApi(github: GitHubApi, pullNumber: number): Promise<ReviewFile[]> {
  const apiFiles = await github.listPullRequestFiles(pullNumber);
  return apiFiles.map(reviewFileFromApi);
}

export function reviewFileFromApi(apiFile: PullRequestFile): ReviewFile {
  const status: ChangeStatus =
    apiFile.status === 'added' || apiFile.status === 'copied'
      ? 'added'
      : apiFile.status === 'removed'
        ? 'deleted'
        : apiFile.status === 'renamed'
          ? 'renamed'
          : 'modified';
  const file = newReviewFile(apiFile.filename, status, apiFile.status === 'renamed' ? apiFile.previousFilename : undefined);
  if (apiFile.patch === undefined) file.binary = status !== 'deleted' && status !== 'renamed';
  else if (apiFile.patch.length > LIMITS.fileBytes) file.tooLarge = apiFile.patch.length;
  else parseHunks(apiFile.patch.split('\n'), file);
  return file;
}
