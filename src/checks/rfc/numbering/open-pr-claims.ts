import pLimit from 'p-limit';
import type { GitHubApi, PullRequestSummary } from '../../../github/api.js';
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
 * One file listing per open PR is unavoidable (the PR list carries no file names); they run a few at
 * a time. Never throws: a failure becomes a `skipped` outcome carrying the reason.
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
  try {
    const pulls = (await github.listOpenPullRequests()).filter((pull) => pull.number !== options.ownPullNumber);
    const limit = pLimit(options.concurrency ?? 4);
    const perPull = await Promise.all(
      pulls.map((pull) =>
        limit(async () => {
          if (options.signal?.aborted) throw new Error('the run was cancelled');
          const files = await github.listPullRequestFiles(pull.number);
          const claims: OpenPrClaim[] = [];
          for (const file of files) {
            if (file.status !== 'added' && file.status !== 'renamed' && file.status !== 'copied') continue;
            const rfc = parseRfcPath(file.filename, options.rfcDir);
            // A rename that keeps the number (slug fix) claims nothing new.
            if (!rfc) continue;
            if (file.status === 'renamed' && file.previousFilename) {
              const previous = parseRfcPath(file.previousFilename, options.rfcDir);
              if (previous && previous.number === rfc.number) continue;
            }
            claims.push({
              ...rfc,
              pull: {
                number: pull.number,
                createdAt: pull.createdAt,
                author: pull.author,
                htmlUrl: pull.htmlUrl,
                title: pull.title,
                draft: pull.draft,
              },
            });
          }
          return claims;
        }),
      ),
    );
    return { status: 'checked', claims: perPull.flat(), pullsListed: pulls.length };
  } catch (error) {
    return { status: 'skipped', reason: `the GitHub API failed: ${(error as Error).message}`, failed: true };
  }
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
