/**
 * Composition: the review folds in what rfc-lint, manifests and validate's static subset say about the
 * files this change touches, so `review` alone blocks what those checks block. Every folded finding
 * passes through here, and "new or pre-existing" is decided in `splitByBase` (one place to switch to the
 * engine's scope model, whose fingerprint comparison it uses).
 *
 * Each folded check is imported only when the change gives it something to look at (Markdown under the
 * RFC folder, a manifest, an environment's packaging): rfc-lint alone brings markdown-it, and a review
 * that folds nothing (an empty or code-only change) should not pay for loading them.
 */
import type { Check, CheckContext } from '../../engine/check.js';
import { folderPattern } from '../../report/markdown.js';
import { groupByCause, place, REPEATED_MIN_FILES, ruleKey } from '../../report/repeated.js';
import { plural } from '../../report/text.js';
import { asReported, compareByLocation, compareFindings, type Finding } from '../../engine/finding.js';
import type { RepoView } from '../../repo/view.js';
import { isPreExisting, splitByFingerprint } from '../../engine/scope.js';
import { withoutManifestsDuplicates } from '../validate/ownership.js';
import type { ReviewFile } from './diff.js';
import type { ReviewOptions } from './options.js';

export interface FoldInput {
  context: CheckContext;
  files: readonly ReviewFile[];
  options: ReviewOptions;
  headTree: RepoView;
  /** BASE, when the clone has it: findings already there are pre-existing. */
  baseTree?: RepoView;
}

export interface FoldResult {
  /** New findings of the folded checks on this change, with their own check id. */
  findings: Finding[];
  /** How many folded findings BASE already had (counted, never blocking). */
  preExisting: number;
  /** Checks that ran inside the review (the others ran in the job, or had nothing to look at). */
  ran: string[];
}

/** A folded check's options: those of this job (the config's `options.<check>`), else its defaults. */
const optionsFor = (context: CheckContext, check: Pick<Check, 'id' | 'options'>): Record<string, string> =>
  context.optionsOf?.(check.id) ?? Object.fromEntries(check.options.filter((o) => o.default !== undefined).map((o) => [o.name, o.default!]));

const MANIFEST = /(^|\/)(openenv|environment)\.ya?ml$/;
/**
 * Files whose change can change validate's static verdict on an environment: its manifests, packaging,
 * lock, container files and app entry point. An edit to other environment code does not re-run validate.
 */
const VALIDATE_INPUT = /(^|\/)(openenv\.ya?ml|pyproject\.toml|uv\.lock|requirements[^/]*\.txt|Dockerfile[^/]*|\.dockerignore|README\.md|app\.py)$/;

/** Findings already present at BASE (the engine's fingerprint comparison, docs/scope.md) are pre-existing. */
function splitByBase(head: readonly Finding[], base: readonly Finding[]): { fresh: Finding[]; preExisting: number } {
  const { fresh, existing } = splitByFingerprint(head, base);
  return { fresh, preExisting: existing.length };
}

/**
 * Which checks already ran in this job: an earlier step that reported (with or without findings), or a
 * check that handed findings over. Their findings arrive as priorFindings.
 */
function ranInJob(context: CheckContext, check: string): boolean {
  return context.reportedInJob?.has(check) === true || context.priorFindings.some((f) => f.check === check);
}

export async function foldChecks(input: FoldInput): Promise<FoldResult> {
  const { context, files, options, headTree, baseTree } = input;
  const touched = files.filter((f) => f.status !== 'deleted').map((f) => f.path);
  const out: FoldResult = { findings: [], preExisting: 0, ran: [] };
  if (touched.length === 0) return out;
  const quiet = { ...context.services, logger: { ...context.services.logger, info: () => undefined, progress: () => undefined } };
  // The review's comment is rendered here, before the engine applies the config: findings are folded in at
  // the severities the config gives them (their tier follows), and a rule it turns off, an opt-in rule it
  // does not turn on, or a path it leaves out, is not folded in.
  const configured = (findings: readonly Finding[]) => asReported(findings, context);
  const add = (check: string, head: readonly Finding[], base: readonly Finding[]) => {
    const { fresh, preExisting } = splitByBase(configured(head), configured(base));
    out.findings.push(...fresh.map((f) => ({ ...f, check })));
    out.preExisting += preExisting;
    out.ran.push(check);
  };

  // rfc-lint in pull-request mode compares BASE and HEAD itself and marks each finding new or
  // pre-existing (its scope strategy): only the new ones fold in; what BASE had is counted.
  const rfcPrefix = options.rfcDir + '/';
  if (!ranInJob(context, 'rfc-lint') && context.baseRevision && context.services.git && files.some((f) => f.path.startsWith(rfcPrefix))) {
    const { rfcLintCheck } = await import('../rfc/index.js');
    const result = await rfcLintCheck.run({ ...context, services: quiet, options: optionsFor(context, rfcLintCheck), priorFindings: [] });
    const fresh = result.findings.filter((f) => !isPreExisting(f)).map(({ scope: _marked, ...f }) => f);
    add('rfc-lint', fresh, []);
    out.preExisting += result.findings.length - fresh.length;
  }

  const manifests = touched.filter((p) => MANIFEST.test(p));
  // What the manifests check says at HEAD (folded here or run earlier in the job), all of it: validate's
  // findings on the same defects yield to it.
  const manifestsRan = ranInJob(context, 'manifests');
  let manifestsAtHead: readonly Finding[] = manifestsRan ? context.priorFindings.filter((f) => f.check === 'manifests') : [];
  if (!manifestsRan && manifests.length) {
    const { manifestsCheck, scanWithOptions } = await import('../manifests/index.js');
    // Only the touched manifests are linted, in the whole tree: their rules read the files beside them.
    const touchedManifests = new Set(manifests);
    const scan = async (tree: RepoView) =>
      (await scanWithOptions(tree, optionsFor(context, manifestsCheck), context.services.signal, touchedManifests, context.ruleOff)).findings.sort(compareFindings);
    manifestsAtHead = await scan(headTree);
    add('manifests', manifestsAtHead, baseTree ? await scan(baseTree) : []);
  }

  const inputs = touched.filter((p) => VALIDATE_INPUT.test(p));
  if (!ranInJob(context, 'validate') && inputs.length) {
    const { discoverEnvRoots, runStaticValidation } = await import('../validate/static/run.js');
    const headFiles = await headTree.listFiles();
    const roots = discoverEnvRoots(headFiles, []).filter((root) => inputs.some((p) => root === '' || p.startsWith(root + '/')));
    if (roots.length) {
      // validate's configured static options (allow-lists, skipped criteria, severities), without python.
      const { parseValidateOptions, VALIDATE_OPTION_SPECS } = await import('../validate/options.js');
      const configured = (() => {
        try {
          return parseValidateOptions(optionsFor(context, { id: 'validate', options: VALIDATE_OPTION_SPECS }));
        } catch {
          return parseValidateOptions({}); // a malformed value is validate's own finding (validate/configuration) when it runs
        }
      })();
      const staticOnly = { ...configured.static, pythonAst: 'off' as const, criterionOff: (id: string) => configured.skip(id) || context.ruleOff?.(id) === true };
      const validated = async (tree: RepoView, envRoots: string[]) => (await runStaticValidation(tree, envRoots, staticOnly)).findings.filter((f) => !configured.skip(f.rule));
      // One defect, one finding: what the manifests fold reported, and the openenv.yaml content of every
      // manifest it scanned, are its own.
      const scanned = new Set(manifests);
      // The revisions' views read single files through the runner's one streaming `git cat-file --batch`
      // (only what validate opens; a prefetch of everything under the environments held their images and
      // recordings too: 255 MB peak on OpenEnv #732, 180 MB without).
      const head = withoutManifestsDuplicates(await validated(headTree, roots), manifestsAtHead, (file) => scanned.has(file), roots);
      const baseFiles = baseTree ? await baseTree.listFiles() : [];
      const baseListed = new Set(baseFiles);
      const baseRoots = roots.filter((r) => baseListed.has(`${r ? r + '/' : ''}openenv.yaml`));
      const base = baseTree && baseRoots.length ? await validated(baseTree, baseRoots) : [];
      add('validate', head, base);
    }
  }
  return out;
}

/** A folded finding as the review lists it: a cause found in several files carries its places. */
export type ListedFinding = Finding & { places?: { file: string; line?: number }[] };

/** More findings than this at one place (one RFC's missing header fields) are one line there. */
const MANY_AT_ONE_PLACE = 3;

/**
 * One report line per cause (src/report/repeated.ts, the grouping every report uses): the same stale
 * lock in 30 environments is one thing to fix, 30 times. The line is the first finding with the cause's
 * places, which the comment names as the other reports do (the count, the first few, the rest collapsed).
 */
export function collapseRepeated(findings: readonly Finding[]): ListedFinding[] {
  const out: ListedFinding[] = [];
  for (const group of groupByCause(findings)) {
    const first = group.findings[0]!;
    if (group.files.length >= REPEATED_MIN_FILES) {
      const places = [...group.findings].sort(compareByLocation).map((f) => ({ file: f.file, ...(f.line !== undefined ? { line: f.line } : {}) }));
      out.push({ ...first, places });
      continue;
    }
    // Distinct messages at one place: four missing header fields of one RFC are four things to add at
    // one place (`004-rubrics.md:1` listed four times hid three of them).
    const at = new Set(group.findings.map(place));
    if (at.size === 1 && group.findings.length > MANY_AT_ONE_PLACE) {
      const messages = [...new Set(group.findings.map((f) => f.message))];
      const list = messages.slice(0, 10).join('; ') + (messages.length > 10 ? `; and ${messages.length - 10} more` : '');
      out.push({ ...first, message: `${group.findings.length} findings at ${[...at][0]}: ${list}` });
      continue;
    }
    out.push(...group.findings);
  }
  return out;
}

/**
 * Findings of a check that reported in its own step of this job (`CheckContext.reportedInJob`): its
 * section of the comment and summary lists and counts them, so the review names each of its rules once
 * (the report's coarse grouping, one line per check, rule and severity) and counts none of them. The line
 * still blocks (Tier 1) or asks (Tier 2): `review` alone keeps blocking what those checks block.
 */
export function reportedElsewhere(findings: readonly Finding[]): Finding[] {
  return groupByCause([...findings].sort(compareByLocation), ruleKey).map((group) => {
    const first = group.findings[0]!;
    const { line: _line, ...rest } = first;
    const count = group.findings.length === 1 ? '' : group.findings.length === group.files.length ? ` in ${plural(group.files.length, 'file')}` : ` in ${plural(group.findings.length, 'place')} of ${plural(group.files.length, 'file')}`;
    const message = `Reported by the ${first.check} step of this job${count}, in its section: counted there, not again here.`;
    if (group.findings.length === 1) return { ...first, message };
    // Where: the file, or the pattern the files share (`envs/*/uv.lock`), else the first of them.
    return { ...rest, file: group.files.length === 1 ? first.file : (folderPattern(group.files)?.glob ?? first.file), message };
  });
}
