import type { GitRunner } from '../../repo/git.js';
import type { GitHubApi, PullRequestFile } from '../../github/api.js';
import { decodeText } from '../../repo/view.js';
import { LIMITS } from '../../engine/limits.js';
import { NO_OBJECT, readRangeDiff, type RangeDiffFile } from '../../repo/range-diff.js';
import { readBlobs } from '../../repo/git-revision.js';
import { newReviewFile, parseHunks, type ChangeStatus, type ReviewFile } from './diff.js';

/** Files larger than this are reviewed from their diff only (no whole-text scan). */
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

/**
 * BASE..HEAD from git, in three processes at most: the range diff (raw records and `-U0` hunks together,
 * shared with the pipeline's changed lines: src/repo/range-diff.ts), the sizes of the few files git did
 * not diff as text, and the HEAD texts by blob id. Nothing from the pull request is executed.
 */
export async function diffFromGit(
  git: GitRunner,
  base: string,
  head: string,
  options: {
    maxFileBytes?: number;
    maxChangeBytes?: number;
    headSize?: (path: string) => Promise<number | undefined>;
    /** The blob HEAD's listing has at a path (its id and size): sizes git need not be asked for. */
    headBlob?: (path: string) => Promise<{ objectId: string; size: number } | undefined>;
  } = {},
): Promise<ReviewFile[]> {
  const maxChangeBytes = options.maxChangeBytes ?? LIMITS.changeBytes;
  // git's output is read with the cap as its budget: a patch past it is never held (src/repo/range-diff.ts).
  const diff = await readRangeDiff(git, base, head, { bigFileBytes: LIMITS.fileBytes, maxPatchBytes: maxChangeBytes });
  const files = diff.map(reviewFileFromGit);
  capChange(files, diff.map((change) => change.patchBytes), maxChangeBytes);
  // A read with a larger budget (the pipeline's) may have dropped a patch this cap would take: not read, not reviewed.
  const total = diff.reduce((sum, change) => sum + change.patchBytes, 0);
  diff.forEach((change, index) => {
    if (change.patchOmitted) files[index]!.overChangeCap ??= total;
  });
  // Git diffs no file over LIMITS.fileBytes (core.bigFileThreshold shows it as binary): which of the
  // binary or hunk-less changes are that large is asked of the object store, not read.
  await markTooLarge(
    git,
    files.filter((_, index) => diff[index]!.binary || !diff[index]!.hunks),
    options.headBlob,
  );
  diff.forEach((change, index) => {
    if (files[index]!.tooLarge === undefined && change.binary) files[index]!.binary = true;
  });
  // git reads the HEAD texts while the hunks are parsed. Started first, its process is forked from a
  // smaller node: after a fork, every page node had written faults again on its next write (copy on
  // write), which in a sandboxed kernel costs tens of microseconds a page.
  const headTexts = loadHeadTexts(git, files, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, options.headSize);
  diff.forEach((change, index) => {
    const file = files[index]!;
    if (file.tooLarge === undefined && file.overChangeCap === undefined && !change.binary) parseHunks(change.patch, file, { lazy: true });
  });
  await headTexts;
  return files;
}

/**
 * The change's byte cap (`max-change-bytes`): files are taken in the diff's order while their diffs fit
 * in `cap`; each one that does not fit gets `overChangeCap` (the change's total) and is not parsed, its
 * texts not read. A 210 MB change of 60 files under the per-file cap held the review for 174 s at
 * 3.8 GB; what the review builds from a change is now bounded by the cap, whatever the change's size.
 * The range diff's reader applies the same rule to git's output as it arrives, so from git the patches
 * past the cap are not even held (RangeDiffReader); `sizes` are bytes there, characters for the API.
 */
function capChange(files: ReviewFile[], sizes: readonly number[], cap: number): void {
  let total = 0;
  files.forEach((file, index) => {
    if (file.tooLarge === undefined) total += sizes[index]!;
  });
  if (total <= cap) return;
  let used = 0;
  files.forEach((file, index) => {
    if (file.tooLarge !== undefined) return;
    const size = sizes[index]!;
    if (used + size <= cap) used += size;
    else file.overChangeCap = total;
  });
}

function reviewFileFromGit(change: RangeDiffFile): ReviewFile {
  const kind = change.status;
  const status: ChangeStatus = kind === 'A' || kind === 'C' ? 'added' : kind === 'D' ? 'deleted' : kind === 'R' ? 'renamed' : 'modified';
  const file = newReviewFile(change.path, status, kind === 'R' ? change.previousPath : undefined);
  // A submodule's ids are commits of another repository: no text to read.
  const blob = (id: string, mode: string) => (NO_OBJECT.test(id) || mode === '160000' ? undefined : id);
  file.blobs = { base: blob(change.oldObject, change.oldMode), head: blob(change.newObject, change.newMode) };
  return file;
}

/**
 * Sets `tooLarge` on files whose HEAD or BASE blob is over LIMITS.fileBytes. A blob HEAD's listing holds
 * (`headBlob`: a pure rename's or mode change's one blob, a binary file's new one) has its size there;
 * git is asked the others in one `cat-file --batch-check` (none when the listing answered them all, as
 * for OpenEnv #695's three renames: a git process fewer).
 */
async function markTooLarge(git: GitRunner, files: readonly ReviewFile[], headBlob?: (path: string) => Promise<{ objectId: string; size: number } | undefined>): Promise<void> {
  const sizes = new Map<string, number>();
  if (headBlob) {
    const listed = await Promise.all(files.map((f) => (f.blobs?.head ? headBlob(f.path).catch(() => undefined) : undefined)));
    files.forEach((file, index) => {
      const entry = listed[index];
      if (entry && entry.objectId === file.blobs?.head) sizes.set(entry.objectId, entry.size);
    });
  }
  const objects = [...new Set(files.flatMap((f) => [f.blobs?.head, f.blobs?.base]).filter((id): id is string => id !== undefined && !sizes.has(id)))];
  if (objects.length) {
    const { stdout } = await git(['cat-file', '--batch-check'], { input: objects.map((id) => `${id}\n`).join('') });
    for (const line of stdout.toString('utf8').split('\n')) {
      const match = /^([0-9a-f]+) blob (\d+)$/.exec(line);
      if (match) sizes.set(match[1]!, Number(match[2]));
    }
  }
  for (const file of files) {
    const largest = Math.max(sizes.get(file.blobs?.head ?? '') ?? 0, sizes.get(file.blobs?.base ?? '') ?? 0);
    if (largest > LIMITS.fileBytes) file.tooLarge = largest;
  }
}

/**
 * Whole HEAD texts by blob id through one `git cat-file --batch` process (one spawn per file would dominate
 * large PRs). Files HEAD lists as over `maxBytes` (`headSize`, from its `ls-tree -l`) are not read: a
 * one-line change to each of many 4 MB files would otherwise read them all whole, to drop them.
 */
async function loadHeadTexts(git: GitRunner, files: ReviewFile[], maxBytes: number, headSize?: (path: string) => Promise<number | undefined>): Promise<void> {
  const candidates = files.filter((f) => f.status !== 'deleted' && !f.binary && f.tooLarge === undefined && f.overChangeCap === undefined && f.blobs?.head !== undefined);
  const sizes = headSize ? await Promise.all(candidates.map((f) => headSize(f.path).catch(() => undefined))) : [];
  const wanted = candidates.filter((_, index) => (sizes[index] ?? 0) <= maxBytes);
  if (wanted.length === 0) return;
  const blobs = await readBlobs(git, [...new Set(wanted.map((f) => f.blobs!.head!))]);
  for (const file of wanted) {
    const body = blobs.get(file.blobs!.head!);
    if (!body || body.byteLength > maxBytes) continue; // missing (a submodule's commit) or too large to scan whole
    const decoded = decodeText(body);
    if (decoded.binary) file.binary = true;
    else file.head = decoded.text;
  }
}

/** Whole BASE texts of the given files (one `git cat-file --batch`); absent, binary or larger than `maxBytes`: left undefined. */
export async function loadBaseTexts(git: GitRunner, files: readonly ReviewFile[], maxBytes = DEFAULT_MAX_FILE_BYTES): Promise<void> {
  const wanted = files.filter((f) => f.blobs?.base !== undefined);
  if (wanted.length === 0) return;
  const blobs = await readBlobs(git, [...new Set(wanted.map((f) => f.blobs!.base!))]);
  for (const file of wanted) {
    const body = blobs.get(file.blobs!.base!);
    if (!body || body.byteLength > maxBytes) continue;
    const decoded = decodeText(body);
    if (!decoded.binary) file.base = decoded.text;
  }
}

/**
 * The same model from the pull request files API (no checkout, e.g. under `pull_request_target`):
 * only the patch hunks are known, so rules see added lines and no whole-file text.
 */
export async function diffFromApi(github: GitHubApi, pullNumber: number, maxChangeBytes: number = LIMITS.changeBytes): Promise<ReviewFile[]> {
  const apiFiles = await github.listPullRequestFiles(pullNumber);
  // The cap is decided on the patches' sizes before any is parsed, as for git.
  const files = apiFiles.map((apiFile) => reviewFileFromApi(apiFile, { parse: false }));
  capChange(files, apiFiles.map((apiFile) => apiFile.patch?.length ?? 0), maxChangeBytes);
  files.forEach((file, index) => {
    const patch = apiFiles[index]!.patch;
    if (patch !== undefined && file.tooLarge === undefined && file.overChangeCap === undefined) parseHunks(patch, file);
  });
  return files;
}

export function reviewFileFromApi(apiFile: PullRequestFile, options: { parse?: boolean } = {}): ReviewFile {
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
  else if (options.parse !== false) parseHunks(apiFile.patch, file);
  return file;
}
