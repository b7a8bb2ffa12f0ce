/**
 * Composition: the review folds in what rfc-lint, manifests and validate's static subset say about the
 * files this change touches, so `review` alone blocks what those checks block. Every folded finding
 * passes through here, and "new or pre-existing" is decided in `splitByBase` (one place to switch to the
 * engine's scope model).
 */
import type { Check, CheckContext } from '../../engine/check.js';
import type { Finding } from '../../engine/finding.js';
import type { RepoView } from '../../repo/view.js';
import { FilteredRepoView } from '../../repo/filtered.js';
import { manifestsCheck } from '../manifests/index.js';
import { rfcLintCheck } from '../rfc/index.js';
import { discoverEnvRoots, runStaticValidation } from '../validate/static/run.js';
import type { ReviewFile } from './diff.js';
import type { ReviewOptions } from './options.js';

export const FOLDED_CHECKS = ['rfc-lint', 'manifests', 'validate'] as const;

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

const defaults = (check: Check): Record<string, string> =>
  Object.fromEntries(check.options.filter((o) => o.default !== undefined).map((o) => [o.name, o.default!]));

const MANIFEST = /(^|\/)(openenv|environment)\.ya?ml$/;

/** Findings already present at BASE (same rule, file and fingerprint) are pre-existing. */
function splitByBase(head: readonly Finding[], base: readonly Finding[]): { fresh: Finding[]; preExisting: number } {
  const known = new Set(base.map((f) => `${f.rule}\0${f.file}\0${f.fingerprint}`));
  const fresh = head.filter((f) => !known.has(`${f.rule}\0${f.file}\0${f.fingerprint}`));
  return { fresh, preExisting: head.length - fresh.length };
}

/** Which checks already handed findings over in this job: their findings arrive as priorFindings. */
function ranInJob(context: CheckContext, check: string): boolean {
  return context.priorFindings.some((f) => f.check === check);
}

export async function foldChecks(input: FoldInput): Promise<FoldResult> {
  const { context, files, options, headTree, baseTree } = input;
  const touched = files.filter((f) => f.status !== 'deleted').map((f) => f.path);
  const out: FoldResult = { findings: [], preExisting: 0, ran: [] };
  if (touched.length === 0) return out;
  const quiet = { ...context.services, logger: { ...context.services.logger, info: () => undefined, progress: () => undefined } };
  const add = (check: string, head: readonly Finding[], base: readonly Finding[]) => {
    const { fresh, preExisting } = splitByBase(head, base);
    out.findings.push(...fresh.map((f) => ({ ...f, check })));
    out.preExisting += preExisting;
    out.ran.push(check);
  };

  // rfc-lint in pull-request mode reports only what this change introduces.
  const rfcPrefix = options.rfcDir + '/';
  if (!ranInJob(context, 'rfc-lint') && context.baseRevision && context.services.git && files.some((f) => f.path.startsWith(rfcPrefix))) {
    const result = await rfcLintCheck.run({ ...context, services: quiet, options: defaults(rfcLintCheck), priorFindings: [] });
    add('rfc-lint', result.findings, []);
  }

  const manifests = touched.filter((p) => MANIFEST.test(p));
  if (!ranInJob(context, 'manifests') && manifests.length) {
    const scan = async (tree: RepoView) =>
      (await manifestsCheck.run({ ...context, repo: new FilteredRepoView(tree, manifests, []), services: quiet, options: defaults(manifestsCheck), priorFindings: [] })).findings;
    add('manifests', await scan(headTree), baseTree ? await scan(baseTree) : []);
  }

  if (!ranInJob(context, 'validate')) {
    const headFiles = await headTree.listFiles();
    const roots = discoverEnvRoots(headFiles, []).filter((root) => touched.some((p) => root === '' || p.startsWith(root + '/')));
    if (roots.length) {
      const staticOnly = { pythonAst: 'off' as const };
      const head = (await runStaticValidation(headTree, roots, staticOnly)).findings;
      const baseFiles = baseTree ? await baseTree.listFiles() : [];
      const baseRoots = roots.filter((r) => baseFiles.some((f) => f === `${r ? r + '/' : ''}openenv.yaml`));
      const base = baseTree && baseRoots.length ? (await runStaticValidation(baseTree, baseRoots, staticOnly)).findings : [];
      add('validate', head, base);
    }
  }
  return out;
}
