import type { RepoView } from '../repo/view.js';
import type { Finding } from './finding.js';

/**
 * The one scope model of every check (docs/scope.md). In pull-request mode every finding is either
 * new (introduced by the change) or pre-existing. Only new findings fail the run, get annotations and
 * appear in the comment; pre-existing ones are counted and listed apart.
 *
 * `scope` option: `new` (default in pull-request mode) decides by the check's strategy below;
 * `changed-files` keeps every finding of a touched file; `all` (default otherwise) reports everything.
 */
export const SCOPES = ['new', 'changed-files', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

/** A finding's place in pull-request mode. Absent outside pull-request mode and with `scope: all`. */
export type FindingScope = 'new' | 'pre-existing';

/**
 * How a check tells new from pre-existing findings; each check declares one, none re-implements it.
 * - `fingerprint`: the engine runs the check a second time on the BASE tree (through the same kind of
 *   repository view) and a HEAD finding whose fingerprint BASE also has is pre-existing. With `runtime`,
 *   the findings of the run itself (a runtime probe's, which BASE cannot have) are scoped by the
 *   environments the diff touches, and BASE runs with `runtime.baseOptions` (nothing started): scope
 *   is a property of the finding, not of whether the probe ran.
 * - `environments`: running on BASE is too costly (a runtime probe starts servers): a finding is new
 *   when it lies in a unit folder (an environment) the diff touches, or in a changed file.
 * - `check`: the check compares BASE and HEAD itself because it has rules about the transition
 *   (rfc-lint's numbering, review's changed lines) and marks each finding's `scope` with the helpers
 *   below; findings it leaves unmarked are new.
 */
export type ScopeStrategy =
  | { by: 'fingerprint'; runtime?: RuntimeFindings }
  | { by: 'environments'; units(repo: RepoView): Promise<readonly string[]> }
  | { by: 'check' };

/** The findings of a `fingerprint` check that come from running something, not from the tree. */
export interface RuntimeFindings {
  /** Whether a finding comes from the run (a probe, a cross-check): BASE has no counterpart. */
  isRuntime(finding: Finding): boolean;
  /** The unit folders (environment roots) these findings are scoped by (markByTouchedUnits). */
  units(repo: RepoView): Promise<readonly string[]>;
  /** The check's options for its BASE run: the same, with whatever starts processes turned off. */
  baseOptions: Readonly<Record<string, string>>;
}

/**
 * Splits HEAD findings by whether BASE has the same fingerprint: a multiset difference, so a second
 * identical finding beyond BASE's count is still new. Fingerprints never include line numbers, so a
 * finding that only moved stays pre-existing.
 */
export function splitByFingerprint<T extends { fingerprint: string }>(head: readonly T[], base: readonly { fingerprint: string }[]): { fresh: T[]; existing: T[] } {
  const remaining = new Map<string, number>();
  for (const f of base) remaining.set(f.fingerprint, (remaining.get(f.fingerprint) ?? 0) + 1);
  const fresh: T[] = [];
  const existing: T[] = [];
  for (const finding of head) {
    const left = remaining.get(finding.fingerprint) ?? 0;
    if (left > 0) {
      remaining.set(finding.fingerprint, left - 1);
      existing.push(finding);
    } else fresh.push(finding);
  }
  return { fresh, existing };
}

/** Marks each finding new or pre-existing by fingerprint against BASE (for checks with strategy `check`). */
export function markByFingerprint(head: readonly Finding[], base: readonly { fingerprint: string }[]): Finding[] {
  const { existing } = splitByFingerprint(head, base);
  const old = new Set(existing);
  return head.map((f) => ({ ...f, scope: old.has(f) ? ('pre-existing' as const) : ('new' as const) }));
}

/** Whether `file` is `folder` or inside it ('' is the root folder, which holds everything). */
export function isInside(file: string, folder: string): boolean {
  return folder === '' || file === folder || file.startsWith(`${folder}/`);
}

/**
 * Scope by touched units: a finding is new when its file changed, or when it lies in a unit folder
 * (an environment root) that holds a changed file. Findings about the run or the repository as a
 * whole (file '') are new: they are not attributable to an untouched place.
 */
export function markByTouchedUnits(findings: readonly Finding[], units: readonly string[], changed: ReadonlySet<string>): Finding[] {
  const changedList = [...changed];
  const touched = units.filter((unit) => changedList.some((file) => isInside(file, unit)));
  return findings.map((f) => {
    if (f.scope) return f;
    const fresh = f.file === '' || changed.has(f.file) || touched.some((unit) => isInside(f.file, unit));
    return { ...f, scope: fresh ? 'new' : 'pre-existing' };
  });
}

/** `changed-files`: every finding of a touched file is new, whatever the strategy said. */
export function markByChangedFiles(findings: readonly Finding[], changed: ReadonlySet<string>): Finding[] {
  return findings.map((f) => ({ ...f, scope: f.file !== '' && changed.has(f.file) ? 'new' : 'pre-existing' }));
}

export function isPreExisting(f: Pick<Finding, 'scope'>): boolean {
  return f.scope === 'pre-existing';
}
