import type { CheckContext, CheckResult } from '../../engine/check.js';
import { UserError } from '../../engine/errors.js';
import { GitError, type GitRunner } from '../../repo/git.js';
import type { RepoView } from '../../repo/view.js';
import { BlameCache } from './history/blame.js';
import { GitRevisionView } from '../../repo/git-revision.js';
import { AncestryCache, firstCommitAdding, readRfcHistory, type RfcHistory } from './history/git-history.js';
import { computeNumbering } from './numbering/numbering.js';
import { readOpenPrClaims, type ClaimsOutcome } from './numbering/open-pr-claims.js';
import { parseRfcPath } from './numbering/rfc-path.js';
import { numberingSection } from './numbering/table.js';
import { formatRfcNumber } from './numbering/rfc-path.js';
import { lintParsedTree, parseTreeOnce, type RfcRunSettings } from './static-adapter.js';
import { markByFingerprint } from '../../engine/scope.js';
import { existingNumbers, mergeFindings, reservations, runTransitionRules } from './transition/build.js';
import type { PullRequestTransition } from './transition/context.js';
import type { RfcFileFact } from './transition/facts.js';
import { treeFactsFromDocuments } from './transition/tree-facts.js';

/** RFC lint reads every Markdown file of a revision: fetch them in one git process. */
const isMarkdown = (path: string): boolean => /\.md$/i.test(path);

/**
 * Pull-request mode (spec 9.1): lint BASE and HEAD trees with the static rules, keep HEAD findings
 * whose fingerprint is not in BASE, then add the transition findings computed from BASE, HEAD, the
 * default branch's history and the open pull requests.
 */
export async function runPullRequestMode(context: CheckContext, settings: RfcRunSettings): Promise<CheckResult> {
  const { logger } = context.services;
  const git = context.services.git;
  const baseRevision = context.baseRevision!;
  if (!git) {
    throw new UserError(
      `Pull-request mode (base ${baseRevision}) needs a git repository with the base revision fetched; ${context.root} is not one. ` +
        'Run in a git checkout (with fetch-depth: 0 in the action), or drop --base for a full scan.',
    );
  }
  const baseSha = await resolveRevision(git, baseRevision, 'base');
  const headRevision = context.headRevision ? await resolveRevision(git, context.headRevision, 'head') : undefined;
  const markdownChanged = headRevision ? await markdownDiffers(git, baseSha, headRevision) : await workingTreeMarkdownDiffers(git, baseSha, context.changedFiles);
  if (!markdownChanged) {
    // Identical Markdown on both sides: no static finding can be new and no RFC file is added (so no claim
    // can conflict). Neither tree is read.
    logger.info(`rfc-lint: no Markdown file differs between BASE ${baseRevision} and HEAD; nothing to compare.`);
    const note = `Pull-request mode: no Markdown file differs between BASE ${baseRevision} (${baseSha.slice(0, 7)}) and HEAD, so there is nothing for rfc-lint to compare.`;
    return { findings: [], sections: [{ title: 'RFC numbering', markdown: note, text: note }] };
  }
  const baseView = new GitRevisionView(git, baseSha, { prefetch: isMarkdown });
  const headView: RepoView = headRevision ? new GitRevisionView(git, headRevision, { prefetch: isMarkdown }) : context.repo;
  logger.info(`rfc-lint: pull-request mode, BASE ${baseRevision} (${baseSha.slice(0, 7)}), HEAD ${headView.label}`);

  const [baseTree, headTree] = await Promise.all([parseTreeOnce(baseView, settings), parseTreeOnce(headView, settings)]);
  // Added = RFC paths in HEAD that are not RFC paths in BASE (added or renamed into place).
  const rfcPaths = (files: readonly string[]) => new Set(files.filter((p) => parseRfcPath(p, settings.rfcDir)));
  const baseRfc = rfcPaths(baseTree.files);
  const headRfc = rfcPaths(headTree.files);
  const addedPaths = new Set([...headRfc].filter((p) => !baseRfc.has(p)));
  const base = treeFactsFromDocuments(baseTree.documents.values());
  const head = treeFactsFromDocuments(headTree.documents.values());

  const notes: string[] = [`Pull-request mode: HEAD compared with BASE ${baseRevision} (${baseSha.slice(0, 7)}).`];
  let rfcHistory: RfcHistory | undefined;
  try {
    rfcHistory = await readRfcHistory(git, baseSha, settings.rfcDir);
  } catch (error) {
    const reason = `could not read the history of ${settings.rfcDir}/ at BASE: ${(error as Error).message}`;
    logger.warning(`rfc-lint: ${reason}; retired numbers are unknown.`);
    notes.push(`Retired numbers were not checked: ${reason}.`);
  }

  // One file listing per open PR is only worth its API calls when this PR adds an RFC file.
  const claimsOutcome: ClaimsOutcome =
    settings.checkOpenPrs && addedPaths.size === 0
      ? { status: 'skipped', reason: 'this pull request adds no RFC file, so no claim can conflict with it', failed: false }
      : await readOpenPrClaims(context.services.github, {
          rfcDir: settings.rfcDir,
          enabled: settings.checkOpenPrs,
          ownPullNumber: context.pullRequest?.number,
          signal: context.services.signal,
        });
  if (claimsOutcome.status === 'skipped') {
    const message = `rfc-lint: open pull requests were not checked for RFC number claims: ${claimsOutcome.reason}.`;
    if (claimsOutcome.failed) logger.warning(message);
    else logger.info(message);
  }
  // A file that BASE already holds is not a claim (a branch that merged the default branch shows it as added).
  const claims =
    claimsOutcome.status === 'checked'
      ? { ...claimsOutcome, claims: claimsOutcome.claims.filter((c) => !baseRfc.has(c.path)) }
      : claimsOutcome;

  const numbering = computeNumbering({
    existing: existingNumbers(base),
    ...(rfcHistory ? { retired: rfcHistory.retired.filter((r) => !baseRfc.has(r.path)) } : {}),
    reserved: reservations(base),
    claimsOutcome: claims,
  });

  // The first commit of this change that adds each new RFC file: claim time (7.4) and Created check (4).
  const headName = headRevision ?? 'HEAD';
  const addedCommits = new Map(
    await Promise.all(
      [...addedPaths].map(async (path) => [path, await firstCommitAdding(git, `${baseSha}..${headName}`, path)] as const),
    ),
  );
  const prCreated = context.pullRequest ? Date.parse(context.pullRequest.createdAt) : Number.NaN;
  const claimTime = async (file: RfcFileFact): Promise<number> =>
    Math.max(
      Number.isNaN(prCreated) ? Number.NEGATIVE_INFINITY : prCreated,
      // Not committed yet (working tree): the claim starts now.
      addedCommits.get(file.path)?.time ?? context.services.now().getTime(),
    );
  const baseAddedAt = (path: string) => {
    const stamp = rfcHistory?.addedBy.get(path);
    return stamp ? new Date(stamp.time) : undefined;
  };

  const nextFree = formatRfcNumber(numbering.nextFree);
  const [baseStatic, headStatic] = await Promise.all([
    lintParsedTree(baseTree, settings, { nextFree, addedAt: baseAddedAt }),
    lintParsedTree(headTree, settings, {
      nextFree,
      addedFiles: addedPaths,
      addedAt: (path) => {
        const stamp = addedCommits.get(path);
        return stamp ? new Date(stamp.time) : addedPaths.has(path) ? undefined : baseAddedAt(path);
      },
    }),
  ]);

  const transition: PullRequestTransition = {
    mode: 'pull-request',
    base,
    head,
    added: head.rfcFiles.filter((f) => addedPaths.has(f.path)),
    removed: base.rfcFiles.filter((f) => !headRfc.has(f.path)),
    numbering,
    ...(context.pullRequest ? { pullRequest: context.pullRequest } : {}),
    history: {
      git,
      // Blame on BASE works even when the folder's log could not be read; retirements are then unknown.
      rfcHistory: rfcHistory ?? { retired: [], addedBy: new Map() },
      blame: new BlameCache(git, baseSha),
      ancestry: new AncestryCache(git),
      signal: context.services.signal,
    },
    claimTime,
    logger,
    now: context.services.now(),
  };

  const transitionFindings = await runTransitionRules(transition);
  // Static findings BASE already had are pre-existing (the engine's scope model, docs/scope.md):
  // counted and listed apart, never failing. Transition findings are about this change: all new.
  const staticScoped = markByFingerprint(headStatic.findings, baseStatic.findings);
  const findings = mergeFindings(staticScoped, transitionFindings);
  if (transition.added.length) {
    notes.push(`This pull request adds ${transition.added.map((f) => f.path).join(', ')}.`);
  }
  return { findings, sections: [numberingSection(numbering, notes)] };
}

/**
 * Whether any Markdown file was added, removed or changed between two commits, or between a commit and
 * the working tree when `head` is undefined (true when git cannot tell).
 */
async function markdownDiffers(git: GitRunner, base: string, head?: string): Promise<boolean> {
  const { stdout, exitCode } = await git(['diff', '--name-only', '-z', '--no-renames', base, ...(head ? [head] : [])], { allowFailure: true });
  if (exitCode !== 0) return true;
  return stdout.toString('utf8').split('\0').some(isMarkdown);
}

/**
 * The same for the working tree (the action checks out the pull request; the CLI without --head): the
 * tracked files the run's diff says changed (else one `git diff --name-only`), and the untracked files
 * git does not ignore, which the working-tree view also reads.
 */
async function workingTreeMarkdownDiffers(git: GitRunner, base: string, changedFiles: ReadonlySet<string> | undefined): Promise<boolean> {
  if (changedFiles ? [...changedFiles].some(isMarkdown) : await markdownDiffers(git, base)) return true;
  const untracked = await git(['ls-files', '--others', '--exclude-standard', '-z'], { allowFailure: true });
  return untracked.exitCode !== 0 || untracked.stdout.toString('utf8').split('\0').some(isMarkdown);
}

async function resolveRevision(git: GitRunner, revision: string, which: 'base' | 'head'): Promise<string> {
  try {
    const { stdout } = await git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
    return stdout.toString('utf8').trim();
  } catch (error) {
    if (error instanceof GitError) {
      throw new UserError(
        `The ${which} revision "${revision}" is not a commit in this repository. Fetch it first ` +
          '(actions/checkout with fetch-depth: 0, or git fetch origin <branch>) or pass an existing revision.',
      );
    }
    throw error;
  }
}
