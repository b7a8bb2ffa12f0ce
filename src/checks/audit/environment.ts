import type { Finding } from '../../engine/finding.js';
import { fingerprint } from '../../engine/fingerprint.js';
import type { RuleMeta } from '../../engine/rule.js';
import { HubBudgetExhaustedError, HubCancelledError, HubDeadlineError, HubNotFoundError } from '../../hub/errors.js';
import type { HubRepoEntry } from '../../hub/types.js';
import type { RepoView } from '../../repo/view.js';
import type { SpaceProbeStatus } from './space-probe.js';
import { ERROR_STAGES, envUnreadable, fileMissing, manifestMissing, repoMissing, spaceNotDocker, spaceRuntimeError } from './rules.js';

export type EnvironmentStatus = 'pass' | 'fail' | 'error';
export type EnvironmentSource = 'space' | 'dataset' | 'local';

/** One audited environment: the public `environments[]` record of the JSON report. */
export interface EnvironmentRecord {
  /** `owner/name` for Hub repositories, the folder path for local environments. */
  id: string;
  status: EnvironmentStatus;
  /** Commit the files were read at (Hub), null for local folders. */
  sha: string | null;
  /** Findings with `file` paths `owner/name/path` (Hub) or `folder/path` (local). */
  findings: Finding[];
  source: EnvironmentSource;
  /** Why the status is `error`. */
  reason?: string;
  /** The Space's runtime stage when listed (`RUNNING`, `BUILD_ERROR`, …). */
  stage?: string;
  /** Hub likes (and downloads, for datasets) when listed: the worst offenders are weighted by them. */
  likes?: number;
  downloads?: number;
  /** A private repository (audited only with `include-private: true`). */
  private?: boolean;
  /** What the runtime probe found (`probe-spaces: true`, Spaces only). */
  probe?: SpaceProbeStatus;
}

/** Runs the environment checks (manifests + static validate) over one environment's tree. */
export type EnvChecker = (view: RepoView, envRoots: string[]) => Promise<Finding[]>;

/** What the audit knows about one environment before reading it. */
export interface AuditSubject {
  id: string;
  source: EnvironmentSource;
  sha: string | null;
  view: RepoView;
}

/** Views that can tell which reads failed (HubRepoView). */
interface ReadTracking {
  missingFiles?: readonly string[];
  readErrors?: readonly { path: string; error: Error }[];
}

const SKIPPED_DIRS = /(^|\/)(node_modules|\.venv|venv|site-packages|__pycache__)\//;

/** Env roots of a tree: every folder holding an `openenv.yaml` ('' = the root). */
export function environmentRoots(files: readonly string[]): string[] {
  return files
    .filter((f) => (f === 'openenv.yaml' || f.endsWith('/openenv.yaml')) && !SKIPPED_DIRS.test(f))
    .map((f) => f.slice(0, Math.max(0, f.length - '/openenv.yaml'.length)))
    .sort();
}

/**
 * Audits one environment. Never throws: anything that goes wrong becomes the record's status and a
 * finding, so one broken environment cannot stop the audit. Null for a dataset without a root
 * `environment.yaml`: it is not an environment declaration (the file is optional, RFC 006).
 */
export async function auditEnvironment(subject: AuditSubject, checker: EnvChecker): Promise<EnvironmentRecord | null> {
  // Finding paths: `owner/name/path` (Hub) or `folder/path` (local; the root folder `.` adds nothing).
  const prefix = subject.id === '.' ? '' : subject.id.replace(/\/+$/, '');
  const join = (file: string) => (prefix && file ? `${prefix}/${file}` : prefix || file);
  const findings: Finding[] = [];
  const report = (rule: RuleMeta, file: string, message: string, key = file): void => {
    const path = join(file);
    findings.push({ rule: rule.id, severity: rule.defaultSeverity, file: path, message, fingerprint: fingerprint(rule.id, path, key) });
  };
  const record = (status: EnvironmentStatus, reason?: string): EnvironmentRecord => ({
    id: subject.id,
    status,
    sha: subject.sha,
    findings,
    source: subject.source,
    ...(reason ? { reason } : {}),
  });
  const unreadable = (error: unknown): EnvironmentRecord => {
    const reason = reasonOf(error);
    report(envUnreadable, '', `${subject.id} could not be read: ${reason}. It is reported as \`error\`, not pass or fail; the next audit retries it.`, 'unreadable');
    return record('error', reason);
  };

  let files: readonly string[];
  try {
    files = await subject.view.listFiles();
  } catch (error) {
    if (error instanceof HubNotFoundError) {
      report(repoMissing, '', `${subject.id} was listed at ${shortSha(subject.sha)} but its files are gone (${error.message}). If it was renamed or deleted, nothing to fix; if it was made private, give the audit a token that can read it.`, 'gone');
      return record('fail');
    }
    return unreadable(error);
  }

  if (subject.source === 'dataset' && !files.includes('environment.yaml')) return null;
  const envRoots = environmentRoots(files);
  if (subject.source !== 'dataset' && envRoots.length === 0) {
    report(manifestMissing, 'openenv.yaml', `${subject.id} has no openenv.yaml${subject.source === 'space' ? ' although it is tagged as an OpenEnv environment' : ''}. Add one at the environment root (\`openenv init\` writes a template) or remove the tag.`);
  }
  let checked: Finding[];
  try {
    checked = await checker(subject.view, envRoots);
  } catch (error) {
    if (error instanceof HubNotFoundError) {
      report(repoMissing, '', `${subject.id} disappeared while it was being read (${error.message}).`, 'gone');
      return record('fail');
    }
    return unreadable(error);
  }

  const tracking = subject.view as RepoView & ReadTracking;
  for (const path of tracking.missingFiles ?? []) {
    report(fileMissing, path, `The tree at ${shortSha(subject.sha)} lists ${path} but the Hub answers 404 for it (a missing LFS object or a broken push). Push the file again.`);
  }
  const readError = tracking.readErrors?.[0];
  // Findings computed from a partly unreadable tree are not trustworthy (an unread file looks absent).
  if (readError) return unreadable(new Error(`${readError.path}: ${reasonOf(readError.error)}`));
  for (const finding of checked) {
    const path = join(finding.file);
    // Re-derive the fingerprint with the prefixed path: identical files in two Spaces stay distinct.
    findings.push({ ...finding, file: path, fingerprint: fingerprint(finding.rule, path, finding.fingerprint) });
  }

  return record(findings.some((f) => f.severity === 'error') ? 'fail' : 'pass');
}

/**
 * Findings from the listing's own fields (runtime stage, SDK). Kept apart from the tree's findings
 * because they change without a commit: the cache keeps tree results by sha, these are fresh each run.
 */
export function listingFindings(id: string, source: EnvironmentSource, entry: HubRepoEntry | undefined): Finding[] {
  const out: Finding[] = [];
  const report = (rule: RuleMeta, file: string, message: string, key: string): void => {
    const path = file ? `${id}/${file}` : id;
    out.push({ rule: rule.id, severity: rule.defaultSeverity, file: path, message, fingerprint: fingerprint(rule.id, path, key) });
  };
  const stage = entry?.runtimeStage;
  if (source === 'space' && stage && ERROR_STAGES.has(stage)) {
    report(spaceRuntimeError, '', `The Hub reports this Space as ${stage}: it does not serve. Open the Space's logs, fix the build or start-up error and push again.`, stage);
  }
  const sdk = entry?.sdk;
  if (source === 'space' && sdk && sdk !== 'docker') {
    report(spaceNotDocker, 'README.md', `This Space uses the ${sdk} SDK; OpenEnv environments run as Docker Spaces. Set \`sdk: docker\` (and \`app_port\`) in the README.md front matter.`, sdk);
  }
  return out;
}

/** A record with the listing findings added and its status recomputed (an `error` stays `error`). */
export function withListingFindings(record: EnvironmentRecord, extra: readonly Finding[]): EnvironmentRecord {
  return extra.length === 0 ? record : withFindings(record, [...record.findings, ...extra]);
}

/** A record with other findings and the status they give (an `error` stays `error`). */
export function withFindings(record: EnvironmentRecord, findings: Finding[]): EnvironmentRecord {
  const status = record.status === 'error' ? 'error' : findings.some((f) => f.severity === 'error') ? 'fail' : 'pass';
  return { ...record, findings, status };
}

function reasonOf(error: unknown): string {
  if (error instanceof HubDeadlineError) return error.message;
  if (error instanceof HubCancelledError) return 'the run was cancelled before it was read';
  if (error instanceof HubBudgetExhaustedError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

function shortSha(sha: string | null): string {
  return sha ? sha.slice(0, 12) : 'the working tree';
}
