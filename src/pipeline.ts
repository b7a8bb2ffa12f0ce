import { lstat, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Check, CheckContext, CheckId, CheckServices, PullRequestInfo } from './engine/check.js';
import { DEFAULT_CONFIG_PATH, EMPTY_CONFIG, type ResolvedConfig } from './engine/resolved-config.js';
import { parseBaseline } from './engine/baseline.js';
import { UserError } from './engine/errors.js';
import type { Finding } from './engine/finding.js';
import { runChecks, type RunResult } from './engine/run.js';
import { CHECK_CATALOG, checkEntry, loadAllChecks, loadChecks, optInRulesOff } from './checks/index.js';
import { FOLDED_BY_REVIEW } from './checks/review/options.js';
import { allRules } from './engine/registry.js';
import { DEFAULT_CHECKS, defaultReportName, mergeCheckOptions, type Settings } from './settings.js';
import { GitError, gitRunner, mayBeInsideRepository, probeWorkTree, resolveCommits, type GitRunner } from './repo/git.js';
import { GitRevisionView } from './repo/git-revision.js';
import { WorkingTreeView } from './repo/working-tree.js';
import { FilteredRepoView } from './repo/filtered.js';
import { changedLines, changedLinesOf, type ChangedLines } from './repo/changed-lines.js';
import { readRangeDiff } from './repo/range-diff.js';
import { LIMITS } from './engine/limits.js';
import { normalizeRepoPath, readFileBounded, type RepoView } from './repo/view.js';
import { relocateFiles, relocateLines, relocateResult, unrelocatePath } from './engine/relocate.js';

/**
 * What both front ends share: settings → config → repository view → checks → RunResult.
 * The action (main.ts) and the CLI (cli.ts) differ only in how they gather settings and report.
 */
export interface PipelineInputs {
  settings: Settings;
  services: Omit<CheckServices, 'git'>;
  pullRequest?: PullRequestInfo;
  eventName?: string;
}

export interface PipelineOutput {
  result: RunResult;
  checks: readonly Check[];
  config: ResolvedConfig;
  repo: RepoView;
  /** Files and lines changed between base and head (pull-request mode), for ordering annotations; repository paths. */
  changedFiles?: ReadonlySet<string>;
  changedLines?: ChangedLines;
}

export async function loadConfig(settings: Settings): Promise<ResolvedConfig> {
  const path = isAbsolute(settings.configPath) ? settings.configPath : resolve(settings.root, settings.configPath);
  let text: string;
  if (!settings.configExplicit) {
    // The default config file belongs to the repository under check (a pull request can change it): read
    // it through a view confined to the root, so a symbolic link cannot make us parse, and quote in
    // error messages, a file from elsewhere on the runner.
    // `.yaml` is as common as `.yml`: a config under the other extension must not be silently ignored.
    const candidates = settings.configPath === DEFAULT_CONFIG_PATH ? [DEFAULT_CONFIG_PATH, DEFAULT_CONFIG_PATH.replace(/\.yml$/, '.yaml')] : [settings.configPath];
    for (const candidate of candidates) {
      const bytes = await readFileBounded(new WorkingTreeView(settings.root), candidate, LIMITS.configBytes);
      if (typeof bytes === 'number') throw (await import('./engine/config.js')).configTooLarge(candidate, bytes);
      if (bytes) return await finishConfig(Buffer.from(bytes).toString('utf8'), candidate);
      const exists = await lstat(resolve(settings.root, candidate)).then(() => true, () => false);
      if (exists) throw new UserError(`${candidate} is not a regular file inside the repository (a symbolic link or a folder); replace it with the config file itself.`);
    }
    return EMPTY_CONFIG;
  }
  const size = await stat(path).then((s) => s.size, () => undefined);
  if (size !== undefined && size > LIMITS.configBytes) throw (await import('./engine/config.js')).configTooLarge(settings.configPath, size);
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UserError(`config file ${settings.configPath} not found; create it or drop the config option.`);
  }
  return await finishConfig(text, settings.configPath);
}

async function finishConfig(text: string, source: string): Promise<ResolvedConfig> {
  // The parser (yaml, zod) is loaded only when there is a config file to parse.
  const { parseConfig } = await import('./engine/config.js');
  let config = parseConfig(text, source);
  // Rule ids are checked against every rule, not only those about to run (a typo would otherwise leave
  // a rule at its default). Knowing every rule means loading every check: only when the file names rules.
  if (Object.keys(config.rules).length) {
    const rules = allRules(await loadAllChecks());
    config = parseConfig(text, source, rules.map((rule) => rule.id), rules.filter((rule) => rule.advisory).map((rule) => rule.id));
  }
  // Options of every check, not only those about to run: a typo under options.<check> is found at once.
  for (const check of CHECK_CATALOG) mergeCheckOptions(check, config.options[check.id], undefined);
  return config;
}

/** Git in `root` when it is inside a work tree; undefined otherwise (history-based rules then skip). */
export async function detectGit(root: string): Promise<GitRunner | undefined> {
  return (await detectRepository(root))?.git;
}

/**
 * Git in `root` and the repository's top level, from one `rev-parse` (each git process costs start-up
 * time), which also resolves the revisions the run will ask for.
 */
async function detectRepository(root: string, signal?: AbortSignal, revisions: readonly string[] = []): Promise<{ git: GitRunner; topLevel: string; bare?: true } | undefined> {
  if (!mayBeInsideRepository(root)) return undefined;
  const git = gitRunner(root, { signal });
  try {
    const probed = await probeWorkTree(git, revisions);
    return probed ? { git, ...probed } : undefined;
  } catch {
    return undefined; // git not installed
  }
}

/**
 * The lines BASE..HEAD changed, or a usage error saying why git could not tell: without them every
 * finding would pass as new (the run used to fall back to that in silence, blaming the change for all
 * that was there).
 */
async function changedLinesOrExplain(git: GitRunner, base: string, head: string | undefined): Promise<ChangedLines> {
  try {
    return await changedLines(git, base, head, LIMITS.changeBytes);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const reason = error.stderr.trim().split('\n').slice(-2).join(' ') || `exit ${error.exitCode}`;
    throw new UserError(
      `git could not diff ${base} against ${head ?? 'the working tree'} (${reason}), so new findings cannot be told from those already there. ` +
        'Fetch the missing objects (a full clone: actions/checkout with fetch-depth: 0), or compare two commits with --head.',
    );
  }
}

/** The folder under check must exist, and list paths must be inside it: a typo is a usage error, not an empty report. */
async function assertPaths(settings: Settings): Promise<void> {
  const kind = await stat(settings.root).then(
    (s) => (s.isDirectory() ? 'folder' : 'file'),
    () => 'missing',
  );
  if (kind === 'missing') throw new UserError(`${settings.root} does not exist; give the folder to check.`);
  if (kind === 'file') throw new UserError(`${settings.root} is not a folder; give the folder that holds it (findings name files relative to it).`);
  for (const path of settings.paths) {
    // A glob (validate's `paths: envs/*`) is matched by the check against the listed files, and so is
    // an exclusion (`!envs/wip_env`), which may name nothing.
    if (/[*?[\]{}]/.test(path) || path.startsWith('!')) continue;
    const normalized = normalizeRepoPath(path);
    if (normalized === undefined || isAbsolute(path)) throw new UserError(`path ${path} is outside ${settings.root}; paths are relative to it.`);
    if (!(await stat(resolve(settings.root, normalized)).then(() => true, () => false))) {
      throw new UserError(`path ${path} does not exist under ${settings.root}.`);
    }
  }
}

/** rfc-lint's conventional baseline (spec 9.3), read when no other baseline is named and it exists. */
export const RFC_LINT_BASELINE = '.github/rfc-lint-baseline.json';

/**
 * The baseline: the `baseline` input / `--baseline` flag, else the config file's `baseline:`, else
 * `.github/rfc-lint-baseline.json` when rfc-lint runs and that file exists.
 */
async function loadBaseline(settings: Settings, config: ResolvedConfig, checks: readonly Check[]): Promise<Map<string, number> | undefined> {
  const named = settings.baseline ?? config.baseline;
  const source = settings.baseline ? 'the baseline input' : config.source;
  const tree = new WorkingTreeView(settings.root); // a symbolic link out of the repository reads as missing
  if (!named) {
    if (!checks.some((c) => c.id === 'rfc-lint')) return undefined;
    const bytes = await tree.readFile(RFC_LINT_BASELINE);
    return bytes ? parseBaseline(Buffer.from(bytes).toString('utf8'), RFC_LINT_BASELINE) : undefined;
  }
  // The config file comes from the repository (a pull request can edit it): never read outside it.
  const inside = normalizeRepoPath(named);
  if (inside === undefined || inside === '' || isAbsolute(named)) {
    throw new UserError(`baseline ${named} (from ${source}) must be a file inside the repository, relative to its root.`);
  }
  const bytes = await tree.readFile(inside);
  if (!bytes) throw new UserError(`baseline file ${named} (from ${source}) not found.`);
  return parseBaseline(Buffer.from(bytes).toString('utf8'), named);
}

export async function runPipeline(inputs: PipelineInputs): Promise<PipelineOutput> {
  const { settings } = inputs;
  await assertPaths(settings);
  const loaded = await loadConfig(settings);
  // Paths named explicitly (validate's positional paths) are always checked, even when the config's
  // `paths` filters would hide them: the user asked for exactly these.
  const config = settings.paths.length ? { ...loaded, include: [], exclude: [] } : loaded;
  const checkIds = settings.checks ?? config.checks ?? [...DEFAULT_CHECKS];
  const checks = await loadChecks(checkIds);

  const revisions = settings.base || settings.head ? [settings.base ?? 'HEAD', settings.head ?? 'HEAD'] : [];
  const repository = await detectRepository(settings.root, inputs.services.signal, revisions);
  const git = repository?.git;
  if ((settings.base || settings.head) && !git) {
    throw new UserError(`--base/--head need a git repository, but ${settings.root} is not inside one.`);
  }
  // A bare repository has no files to read but its commits: only a run with --head can see a tree.
  if (repository?.bare && !settings.head) {
    throw new UserError(`${settings.root} is a bare repository (no work tree): name the commit to check with --head (and --base for a pull request).`);
  }
  // Both revisions in one git process; equal trees are an empty change, answered without `git diff`.
  const [baseCommit, headCommit] = git && revisions.length ? await resolveCommits(git, revisions) : [];
  if (settings.head && !headCommit) throw new UserError(`--head ${settings.head}: no such revision in ${settings.root}.`);
  if (settings.base && !baseCommit) {
    throw new UserError(`--base ${settings.base}: no such revision in ${settings.root} (fetch with full history: actions/checkout fetch-depth: 0).`);
  }
  // Views of the resolved commits, named as the user named them: a check that views the same commit
  // (the review's HEAD and BASE) shares their `ls-tree` and blobs (src/repo/git-revision.ts).
  const revisionView = (revision: string, commit: string | undefined) => new GitRevisionView(git!, commit ?? revision, { label: `git ${revision}` });
  const tree: RepoView = settings.head && git ? revisionView(settings.head, headCommit?.commit) : new WorkingTreeView(settings.root);
  const filtered = (view: RepoView) => (config.include.length || config.exclude.length ? new FilteredRepoView(view, config.include, config.exclude) : view);
  const repo = filtered(tree);

  const baseline = await loadBaseline(settings, config, checks);

  // Every check's options before any check runs: a typo in the config fails fast, as a usage error.
  const optionsByCheck = new Map(checks.map((check) => [check, mergeCheckOptions(check, config.options[check.id], settings.checkOptions[check.id])]));
  // Any check's options, for a check that runs another's logic (the review folds rfc-lint, manifests and
  // validate in, with the options the config gives them); the folded ones are read now, so a typo there
  // fails fast as well.
  const optionsById = new Map(checks.map((check) => [check.id, optionsByCheck.get(check)!]));
  const optionsOf = (id: CheckId): Record<string, string> => {
    let options = optionsById.get(id);
    if (!options) optionsById.set(id, (options = mergeCheckOptions(checkEntry(id), config.options[id], settings.checkOptions[id])));
    return options;
  };
  if (checks.some((c) => c.id === 'review')) for (const id of FOLDED_BY_REVIEW) optionsOf(id);
  // One diff gives both: the files a change touched (checks order findings by it) and its lines.
  const sameTree = settings.head !== undefined && baseCommit !== undefined && baseCommit.tree === headCommit?.tree;
  // A bare repository's folders are git's own, not the commit's: its runs always scan the commit's root.
  const folder = repository?.bare ? '' : await scannedFolder(settings, repository?.topLevel);
  let lines: ChangedLines | undefined;
  if (git && settings.base) {
    if (sameTree) lines = new Map();
    // Two commits, scanned from the top level: the range diff the review reads too (one `git diff` for both).
    else if (baseCommit && headCommit && settings.head !== undefined && folder === '')
      lines = changedLinesOf(await readRangeDiff(git, baseCommit.commit, headCommit.commit, { bigFileBytes: LIMITS.fileBytes, maxPatchBytes: LIMITS.changeBytes }));
    else lines = await changedLinesOrExplain(git, settings.base, settings.head);
  }
  const changed = lines ? new Set(lines.keys()) : undefined;
  // Pull-request mode: BASE seen like HEAD, for checks that scope by fingerprint (engine/scope.ts).
  const baseRepo = git && settings.base ? filtered(revisionView(settings.base, baseCommit?.commit)) : undefined;
  const job = await earlierStepsOfJob(settings, checks, inputs.services.logger);
  const context: Omit<CheckContext, 'options' | 'priorFindings'> = {
    repo,
    root: settings.root,
    paths: settings.paths,
    repositorySlug: settings.repositorySlug,
    pullRequest: inputs.pullRequest,
    baseRevision: settings.base,
    headRevision: settings.head,
    eventName: inputs.eventName,
    changedFiles: changed,
    scope: settings.scope,
    checks: checks.map((c) => c.id),
    optionsOf,
    ...(job.checks.size ? { reportedInJob: job.checks } : {}),
    services: { ...inputs.services, git },
  };
  const explicit = settings.importReports.filter((path) => !job.paths.includes(path));
  const imported = explicit.length ? await (await import('./engine/imported-reports.js')).importReports(explicit) : [];
  const result = await runChecks({
    checks,
    config,
    optionsFor: (check) => optionsByCheck.get(check)!,
    context,
    baseline,
    baseRepo,
    optInRules: optInRulesOff(optionsOf),
    // Reports name repository paths; the checks of this run see paths inside the scanned folder.
    importedFindings: [...imported, ...job.findings].map((f) => ({ ...f, file: unrelocatePath(f.file, folder) })),
  });
  return {
    result: relocateResult(result, folder),
    checks,
    config,
    repo,
    changedFiles: relocateFiles(changed, folder),
    changedLines: relocateLines(lines, folder),
  };
}

/**
 * What the earlier sub-action steps of this job reported, for a step that runs the review (the action
 * only): each writes its report at its default place in the job's temporary folder (emptied when the job
 * starts, so a report there is this job's). The review then leaves their findings to their own sections
 * of the comment and summary instead of finding them again and counting them twice. A report that does
 * not read is skipped with a warning: the review then folds that check in itself.
 */
async function earlierStepsOfJob(settings: Settings, checks: readonly Check[], logger: CheckServices['logger']): Promise<{ checks: Set<string>; paths: string[]; findings: Finding[] }> {
  const out = { checks: new Set<string>(), paths: [] as string[], findings: [] as Finding[] };
  if (!settings.jobFolder || !checks.some((c) => c.id === 'review')) return out;
  const candidates = FOLDED_BY_REVIEW.filter((id) => !checks.some((c) => c.id === id)).map((id) => ({ id, path: join(settings.jobFolder!, defaultReportName(id)) }));
  const present = (await Promise.all(candidates.map(async (c) => ((await stat(c.path).catch(() => undefined))?.isFile() ? c : undefined)))).filter((c) => c !== undefined);
  if (present.length === 0) return out;
  const { importReports } = await import('./engine/imported-reports.js');
  for (const { id, path } of present) {
    try {
      out.findings.push(...(await importReports([path])).filter((f) => f.check === id));
    } catch (error) {
      logger.warning(`openenv-ci: the ${id} step's report of this job (${path}) could not be read, so the review checks ${id} itself: ${(error as Error).message}`);
      continue;
    }
    out.checks.add(id);
    out.paths.push(path);
  }
  return out;
}

/**
 * The scanned folder's path inside the repository ('' when it is the root): the repository is
 * GITHUB_WORKSPACE in the action, the git top level in the CLI. Outside a git repository the CLI keeps
 * folder-relative paths (the public JSON contract of `openenv-ci check /some/folder`): there is no
 * repository for a path to be relative to. A folder outside the repository keeps them too.
 */
async function scannedFolder(settings: Settings, gitTopLevel: string | undefined): Promise<string> {
  const top = settings.repositoryRoot || gitTopLevel;
  if (!top) return '';
  const real = (p: string) => realpath(p).catch(() => resolve(p));
  const rel = relative(await real(top), await real(settings.root));
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return '';
  return rel.split(sep).join('/');
}
