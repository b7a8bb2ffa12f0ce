import pLimit from 'p-limit';
import type { GitHubApi, PullRequestFile, PullRequestSummary } from '../../../github/api.js';
import { parseRfcPath } from './rfc-path.js';

/** An RFC file added (or renamed into place) by an open pull request: the number is claimed. */
export interface OpenPrClaim {
  number: number;
  path: string;
  slug: string;
  pull: Pick<PullRequestSummary, 'number' | 'createdAt' | 'author' | 'htmlUrl' | 'title' | 'draft'>;
}

export type ClaimsOutcome =
  | { status: 'checked'; claims: OpenPrClaim[]; pullsListed: number }
  /** `failed` distinguishes an API failure (worth a warning) from a switched-off or unavailable check. */
  | { status: 'skipped'; reason: string; failed: boolean };

export interface ClaimsOptions {
  rfcDir: string;
  /** `check-open-prs` option. */
  enabled: boolean;
  /** Our own pull request: its files are not claims against itself. */
  ownPullNumber?: number;
  signal?: AbortSignal;
  /** Parallel `listPullRequestFiles` calls (the client also throttles). */
  concurrency?: number;
}

/**
 * Lists every open pull request (drafts included) and the RFC files each adds or renames into place.
 * Through GraphQL that is one request per 100 open pull requests; a pull request whose file list there
 * is cut (over 100 files) or holds an RFC rename (GraphQL gives no previous path, and a rename that keeps
 * the number claims nothing) is listed again through REST. Without GraphQL, one REST file listing per
 * pull request, a few at a time. When one call fails the lookup gives up: calls still queued never start
 * and those in flight are cancelled. Never throws: a failure becomes a `skipped` outcome with the reason.
 */
export async function readOpenPrClaims(github: GitHubApi | undefined, options: ClaimsOptions): Promise<ClaimsOutcome> {
  if (!options.enabled) return { status: 'skipped', reason: 'check-open-prs is false', failed: false };
  if (!github) {
    return {
      status: 'skipped',
      reason: 'no GitHub API access (needs a token and the repository slug; in the action the default token with `pull-requests: read` is enough)',
      failed: false,
    };
  }
  const giveUp = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, giveUp.signal]) : giveUp.signal;
  try {
    const bulk = await github.listOpenPullRequestsWithFiles?.(signal);
    const pulls: { pull: PullRequestSummary; files?: readonly Pick<PullRequestFile, 'filename' | 'status' | 'previousFilename'>[] }[] = bulk
      ? bulk.map(({ pull, files, filesComplete }) => ({ pull, files: filesComplete && !files.some((f) => f.status === 'renamed' && parseRfcPath(f.filename, options.rfcDir)) ? files : undefined }))
      : (await github.listOpenPullRequests()).map((pull) => ({ pull }));
    const others = pulls.filter(({ pull }) => pull.number !== options.ownPullNumber);
    const limit = pLimit(options.concurrency ?? 4);
    const perPull = await Promise.all(
      others.map(({ pull, files }) =>
        files
          ? claimsOf(pull, files, options.rfcDir)
          : limit(async () => {
              if (signal.aborted) throw new Error(options.signal?.aborted ? 'the run was cancelled' : 'cancelled after another call failed');
              try {
                return claimsOf(pull, await github.listPullRequestFiles(pull.number, signal), options.rfcDir);
              } catch (error) {
                // The lookup fails as a whole: cancel the calls in flight, and abort before this job
                // settles, so the queue sees the signal before it starts the next one.
                giveUp.abort();
                throw error;
              }
            }),
      ),
    );
    return { status: 'checked', claims: perPull.flat(), pullsListed: others.length };
  } catch (error) {
    giveUp.abort();
    return { status: 'skipped', reason: `the GitHub API failed: ${(error as Error).message}`, failed: true };
  }
}

function claimsOf(pull: PullRequestSummary, files: readonly Pick<PullRequestFile, 'filename' | 'status' | 'previousFilename'>[], rfcDir: string): OpenPrClaim[] {
  const claims: OpenPrClaim[] = [];
  for (const file of files) {
    if (file.status !== 'added' && file.status !== 'renamed' && file.status !== 'copied') continue;
    const rfc = parseRfcPath(file.filename, rfcDir);
    // A rename that keeps the number (slug fix) claims nothing new.
    if (!rfc) continue;
    if (file.status === 'renamed' && file.previousFilename) {
      const previous = parseRfcPath(file.previousFilename, rfcDir);
      if (previous && previous.number === rfc.number) continue;
    }
    claims.push({
      ...rfc,
      pull: { number: pull.number, createdAt: pull.createdAt, author: pull.author, htmlUrl: pull.htmlUrl, title: pull.title, draft: pull.draft },
    });
  }
  return claims;
}

/** Claim order of the spec (6.2): pull-request creation time, then number. */
export function compareClaimants(
  a: { createdAt: string; number: number },
  b: { createdAt: string; number: number },
): number {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (ta !== tb && !Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb;
  return a.number - b.number;
}
