import picomatch from 'picomatch';
import type { Rule } from '../../engine/rule.js';
import type { ReviewFile } from './diff.js';
import type { ReviewOptions } from './options.js';
import type { RfcInfo } from './rfcs.js';
import type { RfcSection } from './model.js';
import type { LintOutcome } from './lint/ruff.js';
import type { LintGate } from './lint/ci-gate.js';
import type { ProjectFile } from './project.js';
import type { RepoView } from '../../repo/view.js';

/** Where a Tier 2 flag's principle is written down: found by pattern in the document at HEAD. */
export interface InvariantRef {
  document: 'invariants' | 'principles';
  /** Name shown in the report, e.g. "Client-server separation". */
  title: string;
  /** First line of the document matching any of these is the one linked (and blamed for reviewers). */
  patterns: readonly RegExp[];
}

/** How a rule's findings are presented: Tier 1 (fix), Tier 2 principle or RFC conflict, or context. */
export interface ReviewRuleMeta {
  tier: 1 | 2;
  /** Tier 2 only: which kind of conflict (`check`: a warning that is not about a principle, e.g. a bug risk). */
  conflict?: 'principle' | 'rfc' | 'check';
  invariant?: InvariantRef;
  /** Automated-check row this rule feeds (`debug` or `lint`). */
  automated?: 'debug' | 'lint';
  /** A dependency rule: its Tier 1 findings are listed right after the credential ones. */
  dependency?: boolean;
  /**
   * The rule scans whole files at HEAD (not just the diff): its findings off the added lines are
   * pre-existing problems, counted separately and never blocking.
   */
  wholeFile?: boolean;
  /**
   * The rule reads each changed file on its own (nothing across files, no state kept between them): the
   * review runs it file by file with the other per-file rules, so a file's tokens are dropped once they
   * have all read it (src/checks/review/run-rules.ts).
   */
  perFile?: boolean;
}

export interface ReviewContext {
  files: readonly ReviewFile[];
  options: ReviewOptions;
  pullRequest?: { title: string; body: string };
  /** Draft / In Review RFCs at HEAD. */
  openRfcs: readonly RfcInfo[];
  /** Is this path a source file where debug code matters? */
  isSource(path: string): boolean;
  /** ruff's outcome on the changed Python files (findings filtered to changed lines by the check). */
  lint?: LintOutcome;
  /** Which paths the repository's CI runs ruff on (read only when ruff found something). */
  lintGate?: LintGate;
  /** Repository paths of `[project.scripts]` entry modules (command-line scripts print as their output). */
  scriptEntryFiles?: ReadonlySet<string>;
  /** pyproject.toml files at HEAD above the changed files. */
  projects?: readonly ProjectFile[];
  /** The HEAD tree, for rules that look beyond the changed files (manifests, docs imports). */
  headTree?: RepoView;
  /** Whether the GitHub API is available (open pull requests can be read). */
  github?: boolean;
  /** The BASE tree (git mode), for rules that compare with what BASE said. */
  baseTree?: RepoView;
  /**
   * Per-finding extras a rule attaches by fingerprint: the RFC behind an RFC-area flag, and the RFC
   * sections (at BASE) an RFC rule's match came from (the model pass's grounding).
   */
  annotations: Map<string, { rfc?: string; grounding?: RfcSection[] }>;
}

export type ReviewRule = Rule<ReviewContext> & ReviewRuleMeta;

export function sourceMatcher(options: ReviewOptions): (path: string) => boolean {
  // Compiled on first use: a change with no files never asks, and the globs take picomatch ~20 ms.
  let matches: ((path: string) => boolean) | undefined;
  // Several rules ask about every changed file: each path is matched once.
  const answers = new Map<string, boolean>();
  return (path) => {
    if (!matches) {
      const include = picomatch(options.sourcePaths, { dot: true });
      const exclude = options.sourceExclude.length > 0 ? picomatch(options.sourceExclude, { dot: true }) : () => false;
      matches = (candidate) => include(candidate) && !exclude(candidate);
    }
    let answer = answers.get(path);
    if (answer === undefined) answers.set(path, (answer = matches(path)));
    return answer;
  };
}

export const isPython = (path: string): boolean => path.endsWith('.py');
