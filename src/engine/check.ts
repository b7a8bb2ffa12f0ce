import type { Finding, SeverityOf } from './finding.js';
import type { RuleMeta } from './rule.js';
import type { RepoView } from '../repo/view.js';
import type { GitRunner } from '../repo/git.js';
import type { GitHubApi } from '../github/api.js';
import type { Scope, ScopeStrategy } from './scope.js';

export const CHECK_IDS = ['rfc-lint', 'manifests', 'validate', 'review', 'audit'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/**
 * A check-specific option. The same name is the action input (`INPUT_<NAME>`), the CLI flag
 * (`--name`, unless `cliFlag` says otherwise) and the key under `checks.<id>` in the config file.
 * Values arrive as strings; each check parses its own with zod.
 */
export interface OptionSpec {
  readonly name: string;
  readonly description: string;
  /** Default as the action.yml input default would show it. */
  readonly default?: string;
  /** CLI flag if different from `--<name>` (e.g. `--url` for `server-url`). */
  readonly cliFlag?: string;
  /** CLI flag may repeat (values are joined with newlines, like a multi-line action input). */
  readonly multiple?: boolean;
  /** Flag without a value (`--flag` means "true"). */
  readonly boolean?: boolean;
  /**
   * Trusted: the option runs code, names a program or a host, decides where a token goes, loosens a
   * gate or names a state file. It is accepted only as an action input or CLI flag (the workflow's
   * author), never from the repository's config file, which a pull request can edit.
   */
  readonly trusted?: boolean;
  /** A file openenv-ci reads or writes state in: in the action it must resolve inside the workspace or RUNNER_TEMP. */
  readonly statePath?: boolean;
}

export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  /** Progress on long work (counts, rate, ETA); the action logs it, the CLI writes it to stderr. */
  progress(message: string): void;
  /** Something the reader should see once, not a problem (a notice annotation in the action); default info. */
  notice?(message: string): void;
  /**
   * Opens a collapsible group of log lines (`::group::` in the action) until endGroup. Groups do not nest
   * on the runner: one opened inside another closes it (src/action/log.ts).
   */
  startGroup?(title: string): void;
  endGroup?(): void;
}

export interface PullRequestInfo {
  number: number;
  title: string;
  body: string;
  /** Login of the pull request's opener. */
  author: string;
  createdAt: string;
  baseSha: string;
  headSha: string;
  /** Head repository differs from the base repository (fork pull request). */
  fromFork: boolean;
  /** The opener's `author_association` (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, ...), from the event. */
  authorAssociation?: string;
  /** Label names on the pull request, from the event. */
  labels?: string[];
}

export interface CheckServices {
  logger: Logger;
  /** Git in the repository root, when the root is a git checkout. */
  git?: GitRunner;
  /** GitHub REST API for this repository, when a token and repository slug are available. */
  github?: GitHubApi;
  /** The wall clock, injectable for deterministic tests. */
  now(): Date;
  /** Cancelled when the run is asked to stop (SIGINT/SIGTERM, job cancel): long checks write what they have. */
  signal: AbortSignal;
}

export interface CheckContext {
  /** The tree under check (HEAD). Checks read only through this view. */
  repo: RepoView;
  /** Absolute path of the scanned folder on disk, for adapters that need one (git, spawning a server). */
  root: string;
  /** Raw option values by option name (defaults already applied), see OptionSpec. */
  options: Readonly<Record<string, string>>;
  /** `owner/name` of the repository under check, from GITHUB_REPOSITORY or --repo-slug. */
  repositorySlug?: string;
  /** Set in pull-request mode. */
  pullRequest?: PullRequestInfo;
  /** Pull-request mode base revision (git revision name or sha), from the event or --base. */
  baseRevision?: string;
  /** Head revision when it is not the working tree (`--head`, or the PR head sha in the action). */
  headRevision?: string;
  /**
   * Positional paths given to the CLI (or the `paths` input), relative to `root`, for checks whose
   * `cliPaths` is 'list'. Empty means "the whole root".
   */
  paths: readonly string[];
  /** Ids of every check in this run (a check leaves a fact to the check that owns it, e.g. validate to manifests). */
  checks?: readonly CheckId[];
  /**
   * The options another check would run with in this job (its defaults and the config's
   * `options.<check>`), for a check that runs that check's logic itself (the review's fold).
   */
  optionsOf?: (check: CheckId) => Record<string, string>;
  /** Findings of the checks that ran before this one in the same job (review folds them in). */
  priorFindings: readonly Finding[];
  /**
   * Checks that ran in an earlier step of this job and report in their own sections of its comment and
   * summary (their findings are among priorFindings): a check that folds them in leaves them to those
   * sections, so each is counted and listed once per job.
   */
  reportedInJob?: ReadonlySet<string>;
  /** The GitHub event name (`pull_request`, `pull_request_target`, `schedule`, ...), when in the action. */
  eventName?: string;
  /** Paths changed in this pull request / revision range, when known (used to order findings). */
  changedFiles?: ReadonlySet<string>;
  /**
   * The scope the user asked for (`scope` input / `--scope`), set in pull-request mode only. A check
   * with strategy `check` marks findings itself unless it is `all`.
   */
  scope?: Scope;
  /**
   * Whether the config turns this rule off (its findings will be dropped): a check may skip work that
   * only that rule needs. Unset means every rule is on.
   */
  ruleOff?: (rule: string) => boolean;
  /**
   * The severity the report will give a finding of this rule that the check gives `severity` (the config
   * may raise, lower or turn it off). A check whose own summary follows severities (the audit's pass or
   * fail) reads it, so the summary agrees with the findings listed. Unset: the check's own severities stand.
   */
  severityOf?: SeverityOf;
  /**
   * Whether the config's `paths` (include/exclude) keep a finding in this file; a finding without a file
   * is always kept. Unset: every path is kept. With severityOf, what `asReported` applies.
   */
  keepsPath?: (file: string) => boolean;
  services: CheckServices;
}

/** A section of extra report content, e.g. the RFC numbering table. Markdown already escaped by the check. */
export interface ReportSection {
  title: string;
  markdown: string;
  /** Plain-text rendering for the terminal; falls back to the markdown. */
  text?: string;
  /**
   * A table of the whole repository (every environment under `paths`), not of the change: a pull
   * request's comment leaves it out, and the job summary collapses it in pull-request mode.
   */
  wholeRepository?: boolean;
}

export interface CheckResult {
  findings: Finding[];
  /** Extra report sections for the job summary and terminal. */
  sections?: ReportSection[];
  /**
   * Extra top-level fields for the JSON report (e.g. `environments` for validate and audit). Keys are
   * public interface: keep them as the issue names them.
   */
  data?: Record<string, unknown>;
  /**
   * Findings this check refers to that an earlier step of the same job already lists and counts (the
   * review's one line per rule of the validate step's findings). Counted nowhere here: the headline
   * names them so that a section whose verdict they decide does not read as clean.
   */
  countedElsewhere?: Finding[];
  /** A check that writes its own pull-request comment body (review) sets this; it replaces the generic one. */
  commentMarkdown?: string;
  /** A check that keeps a tracking issue current (audit with `audit-issue: true`) sets this. */
  trackingIssue?: { title: string; body: string; label: string };
  /**
   * false: the markdown and text reports give this check's finding counts, not one line per finding
   * (its own section lists those worth reading; the audit of thousands of Spaces). Default true.
   */
  listFindings?: boolean;
  /**
   * Keys of `data` whose records hold a `findings` list that the JSON report writes as indices into the
   * top-level `findings` (each finding is written once).
   */
  jsonFindingIndex?: string[];
  /**
   * Findings whose `file` is not a repository path (a Hub repository's file, `owner/name/path`): a run
   * from a folder inside the repository puts repository paths under that folder, never these.
   */
  outsideRepository?: (file: string) => boolean;
  /**
   * Set (with why) when the check's result must not replace the previous report file: the audit listed
   * nothing it can trust. The report file is left as it was.
   */
  stale?: string;
}

export interface Check {
  readonly id: CheckId;
  /** Human title for report headings. */
  readonly title: string;
  readonly rules: readonly RuleMeta[];
  readonly options: readonly OptionSpec[];
  /**
   * How the CLI reads positional arguments: 'root' (default) = one path, the folder to check, and
   * finding paths are relative to it; 'list' = any number of paths, relative to the current directory.
   */
  readonly cliPaths?: 'root' | 'list';
  /**
   * How pull-request mode tells this check's new findings from pre-existing ones (engine/scope.ts);
   * a function when it depends on the options (validate probes servers only when configured).
   * Absent means `fingerprint`.
   */
  readonly scopeStrategy?: ScopeStrategy | ((options: Readonly<Record<string, string>>) => ScopeStrategy);
  run(context: CheckContext): Promise<CheckResult>;
}
