import type { Check, CheckContext, CheckResult } from '../../engine/check.js';
import { asReported, compareByLocation, countsForVerdict, type Finding } from '../../engine/finding.js';
import { fingerprint } from '../../engine/fingerprint.js';
import { CHANGE_TOO_LARGE_RULE, changeTooLargeMessage, FILE_TOO_LARGE_RULE, fileTooLargeMessage } from '../../engine/limits.js';
import { resolveCommits, type GitRunner, type ResolvedCommit } from '../../repo/git.js';
import { GitRevisionView } from '../../repo/git-revision.js';
import { decodeText, type RepoView } from '../../repo/view.js';
import { sourceMatcher, type ReviewContext, type ReviewRule } from './context.js';
import { changedLineCount, changedTextMatches, someChangedLine, type DiffLine, type ReviewFile } from './diff.js';
import { locateInvariant } from './invariants.js';
import { lintGateOf } from './lint/ci-gate.js';
import { ruffConfigFiles, ruffRunner, type LintOutcome, type LintPasses, type LintRunner } from './lint/ruff.js';
import type { OpenRfcContext, ReportItem, ReviewReport, Tier2Item } from './model.js';
import { parseReviewOptions, REVIEW_OPTIONS, type ReviewOptions } from './options.js';
import { renderReviewMarkdown } from './report.js';
import { collapseRepeated, foldChecks, reportedElsewhere, type FoldResult, type ListedFinding } from './compose.js';
import { blameLogins, compareHandles, ownersOf, parseCodeowners, type CodeownersRule } from './reviewers.js';
import { loadProjects, scriptEntryFiles } from './project.js';
import { loadOpenRfcs } from './rfcs.js';
import { REVIEW_RULES } from './rules/index.js';
import { bugRisk as bugRiskRule, combinedLintMessage, lint as lintRule } from './rules/lint.js';
import { runReviewRules } from './run-rules.js';
import { rfcAreaMatch } from './rules/rfc-process.js';
import { diffFromApi, diffFromGit, loadBaseTexts } from './source.js';
import { llmClaim } from './llm/rule.js';
import type { ChatClient } from '../../llm/client.js';

export { REVIEW_RULES } from './rules/index.js';
export { renderReviewMarkdown } from './report.js';
export type { ReviewReport } from './model.js';

/** Collaborators a test (or a future front end) may replace. */
export interface ReviewDependencies {
  /** The linter; default: ruff from PATH through @actions/exec. */
  lint?: LintRunner;
  /** The model endpoint of the model pass; default: the openai client for its options. */
  llmClient?: ChatClient;
}

export const reviewCheck: Check = {
  id: 'review',
  title: 'Alignment review',
  rules: [...REVIEW_RULES, llmClaim],
  options: REVIEW_OPTIONS,
  cliPaths: 'root',
  // The review is about the diff itself: it reports only what the changed lines add.
  scopeStrategy: { by: 'check' },
  run: (context) => runReview(context),
};

interface DiffSource {
  files: ReviewFile[];
  source: 'git' | 'api';
  baseSha: string;
  /** Head commit named in the report (the pull request head in the action). */
  headSha: string;
  /** Head commit the diff was computed against (the merge commit in the action). */
  diffHeadSha?: string;
  /** Trees to read documents from (HEAD) and trusted ownership from (BASE); undefined = context.repo. */
  headTree: RepoView;
  baseTree?: RepoView;
  git?: GitRunner;
  /** Blames the documents at BASE for reviewers: the git runner whenever BASE is in the clone (API mode too). */
  blame?: GitRunner;
}

/** The files every review reads (RFCs, the principle documents, CODEOWNERS): one `git cat-file --batch` each side. */
function documentsOf(options: ReviewOptions): (path: string) => boolean {
  const rfcPrefix = options.rfcDir + '/';
  const fixed = new Set([options.invariantsFile, options.principlesFile, options.codeownersFile, '.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS']);
  return (path) => fixed.has(path) || (path.startsWith(rfcPrefix) && path.endsWith('.md') && !path.slice(rfcPrefix.length).includes('/'));
}

async function resolve(git: GitRunner, revision: string, role: string): Promise<string> {
  return (await resolveBoth(git, [revision, revision], [role, role]))[0].commit;
}

/** Two revisions in one git process (commit and tree ids); names the one that is missing. */
async function resolveBoth(git: GitRunner, revisions: readonly [string, string], roles: readonly [string, string]): Promise<[ResolvedCommit, ResolvedCommit]> {
  const resolved = await resolveCommits(git, revisions);
  resolved.forEach((commit, index) => {
    if (!commit) {
      throw new Error(
        `review: the ${roles[index]} revision "${revisions[index]}" is not in this clone. Fetch it (actions/checkout with fetch-depth: 0, or git fetch origin ${revisions[index]}) and run again.`,
      );
    }
  });
  return resolved as [ResolvedCommit, ResolvedCommit];
}

/**
 * In the action (a pull request, no --head) the checkout must be the pull request: its head, or the merge
 * commit whose second parent is its head. Under pull_request_target (or workflow_run) actions/checkout
 * gives the base branch instead, and BASE..HEAD there is not this pull request's change.
 */
async function checkoutIsPullRequest(git: GitRunner, headSha: string, pullRequest: NonNullable<CheckContext['pullRequest']>): Promise<boolean> {
  const wanted = pullRequest.headSha.toLowerCase();
  if (headSha === wanted) return true;
  const parents = (await git(['rev-list', '--parents', '-n', '1', headSha], { allowFailure: true })).stdout.toString('utf8').trim().split(' ');
  return parents.length === 3 && parents[2] === wanted;
}

async function loadDiff(context: CheckContext, options: ReviewOptions): Promise<DiffSource | undefined> {
  const git = context.services.git;
  const github = context.services.github;
  let useGit = Boolean(git && context.baseRevision);
  // A pull request known only by its text (CLI --pr-title/--pr-body) has no head to compare the checkout with.
  if (useGit && git && context.pullRequest && /^[0-9a-f]{40}$/i.test(context.pullRequest.headSha) && !context.headRevision) {
    const head = await resolve(git, 'HEAD', 'head');
    if (!(await checkoutIsPullRequest(git, head, context.pullRequest))) {
      if (github) {
        context.services.logger.info(`review: the checkout (${head.slice(0, 12)}) is not pull request #${context.pullRequest.number}; reading its diff from the API instead.`);
        useGit = false;
      } else {
        context.services.logger.warning(
          `review: the checkout (${head.slice(0, 12)}) is not the head of pull request #${context.pullRequest.number} (${context.pullRequest.headSha.slice(0, 12)}), and without a token the pull request diff cannot be read from the API: the review covers ${context.baseRevision}..HEAD of the checkout.`,
        );
      }
    }
  }
  if (git && context.baseRevision && useGit) {
    const [base, head] = await resolveBoth(git, [context.baseRevision, context.headRevision ?? 'HEAD'], ['base', 'head']);
    const [baseSha, headSha] = [base.commit, head.commit];
    // Equal trees: nothing changed, and no `git diff` process is needed to say so.
    const headTree = new GitRevisionView(git, headSha, { prefetch: documentsOf(options) });
    // A change lists HEAD (RFCs, projects): asked now, its git process is forked before the diff model
    // grows node's heap (see diffFromGit). A failure is the reader's to report, when it reads.
    if (base.tree !== head.tree) headTree.listFiles().catch(() => undefined);
    const files = base.tree === head.tree ? [] : await diffFromGit(git, baseSha, headSha, { maxFileBytes: options.maxFileBytes, maxChangeBytes: options.maxChangeBytes, headSize: (path) => headTree.fileSize(path), headBlob: (path) => headTree.blob(path) });
    // In the action HEAD is the merge commit; the report (links, artifact) names the pull request's own head.
    const reportedHead = !context.headRevision && context.pullRequest && /^[0-9a-f]{40}$/.test(context.pullRequest.headSha) ? context.pullRequest.headSha : headSha;
    return { files, source: 'git', baseSha, headSha: reportedHead, diffHeadSha: headSha, headTree, baseTree: new GitRevisionView(git, baseSha, { prefetch: documentsOf(options) }), git, blame: git };
  }
  if (github && context.pullRequest) {
    const files = await diffFromApi(github, context.pullRequest.number, options.maxChangeBytes);
    const api: DiffSource = { files, source: 'api', baseSha: context.pullRequest.baseSha, headSha: context.pullRequest.headSha, headTree: context.repo };
    // A checkout of the base branch (pull_request_target) still holds BASE: trusted CODEOWNERS and blame.
    const baseSha = context.pullRequest.baseSha.toLowerCase();
    if (git && /^[0-9a-f]{40}$/.test(baseSha) && (await git(['cat-file', '-e', `${baseSha}^{commit}`], { allowFailure: true })).exitCode === 0) {
      return { ...api, baseTree: new GitRevisionView(git, baseSha), blame: git };
    }
    return api;
  }
  return undefined;
}

/**
 * Without --head the review reads the HEAD commit, not the working tree: say so when there are
 * uncommitted changes, rather than approve a change the user has not committed yet.
 */
async function warnUncommitted(git: GitRunner, logger: CheckContext['services']['logger']): Promise<void> {
  const status = await git(['status', '--porcelain', '-z'], { allowFailure: true }).catch(() => undefined);
  const count = status && status.exitCode === 0 ? status.stdout.toString('utf8').split('\0').filter((e) => /^[ MADRCU?!]{2} /.test(e)).length : 0;
  if (count > 0) {
    logger.warning(`review: the review covers commits up to HEAD; ${count} uncommitted change(s) in the working tree are not part of it. Commit them, or pass --head.`);
  }
}

/** Base texts for the few files whose rules compare BASE with HEAD (signatures, reserved names): one `cat-file --batch`. */
async function loadBaseTextsFor(source: DiffSource, options: ReviewOptions): Promise<void> {
  if (!source.git) return;
  const mentionsReserved = (l: DiffLine) => l.text.includes('RESERVED_TOOL_NAMES');
  const needed = source.files.filter(
    (file) =>
      file.status !== 'added' &&
      file.path.endsWith('.py') &&
      (options.coreEnvFiles.includes(file.path) ||
        (changedTextMatches(file, /RESERVED_TOOL_NAMES/) && (someChangedLine(file, 'removed', mentionsReserved) || someChangedLine(file, 'added', mentionsReserved)))),
  );
  await loadBaseTexts(source.git, needed, options.maxFileBytes);
}

async function readText(tree: RepoView | undefined, path: string): Promise<string | undefined> {
  if (!tree || !path) return undefined;
  const bytes = await tree.readFile(path);
  if (!bytes || bytes.byteLength > 1024 * 1024) return undefined;
  const decoded = decodeText(bytes);
  return decoded.binary ? undefined : decoded.text;
}

async function loadCodeowners(tree: RepoView | undefined, options: ReviewOptions): Promise<CodeownersRule[]> {
  const candidates = options.codeownersFile ? [options.codeownersFile] : ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];
  for (const path of candidates) {
    const text = await readText(tree, path);
    if (text !== undefined) return parseCodeowners(text);
  }
  return [];
}

async function runLint(source: DiffSource, runner: LintRunner, passes: LintPasses): Promise<LintOutcome> {
  if (!passes.own && !passes.bugRisk) return { status: 'skipped', reason: 'off in the config (review/lint and review/bug-risk)' };
  // Say "not installed" first when it is true, whatever else keeps ruff from running: it is the first thing to fix.
  const probe = await runner([]);
  if (probe.status === 'skipped') return probe;
  if (source.source === 'api') return { status: 'skipped', reason: 'skipped: no checkout of the head revision (review read the pull request diff)' };
  const files = source.files.filter((f) => f.path.endsWith('.py') && f.status !== 'deleted' && f.head !== undefined);
  if (files.length === 0) return { status: 'skipped', reason: 'no Python files changed' };
  const configs = await ruffConfigFiles(source.headTree, files.map((f) => f.path));
  return runner(files.map((f) => ({ path: f.path, text: f.head! })), { configs, passes });
}

/** Per-finding extras the rules attached (the RFC sections an RFC rule's match came from). */
type Annotations = ReviewContext['annotations'];

function toItem(finding: ListedFinding, annotations?: Annotations): ReportItem {
  const grounding = annotations?.get(finding.fingerprint)?.grounding;
  return {
    rule: finding.rule,
    severity: finding.severity,
    check: finding.check ?? 'review',
    file: finding.file,
    line: finding.line,
    message: finding.message,
    ...(grounding?.length ? { grounding } : {}),
    ...(finding.places ? { places: finding.places } : {}),
  };
}

const CREDENTIAL_RULES = new Set(['review/credential-token', 'review/secret-logged', 'review/credential-flow', 'review/env-file', 'review/credential-file']);

/**
 * Tier 1 in the order a maintainer reads it: leaked credentials, dependencies, RFC process, provable bugs,
 * and the linter's style last, as one line for the whole change (each file's codes named in it).
 */
function tier1Items(errors: readonly ListedFinding[], annotations: Annotations): ReportItem[] {
  const rank = (f: Finding): number => {
    if (CREDENTIAL_RULES.has(f.rule)) return 0;
    if (RULES_BY_ID.get(f.rule)?.dependency || f.rule.startsWith('deps/')) return 1;
    if (f.check === 'rfc-lint') return 2;
    return f.rule === lintRule.id ? 4 : 3;
  };
  const ordered = errors.map((f, index) => ({ f, index })).sort((a, b) => rank(a.f) - rank(b.f) || a.index - b.index).map(({ f }) => f);
  const lint = ordered.filter((f) => f.rule === lintRule.id);
  const items = ordered.filter((f) => f.rule !== lintRule.id).map((f) => toItem(f, annotations));
  if (lint.length) items.push({ ...toItem(lint[0]!), message: combinedLintMessage(lint) });
  return items;
}

export async function runReview(context: CheckContext, dependencies: ReviewDependencies = {}): Promise<CheckResult> {
  const options = parseReviewOptions(context.options);
  const logger = context.services.logger;
  const source = await loadDiff(context, options);
  if (!source) {
    // Said as a warning: an empty "approve" with no reason reads as a reviewed change.
    logger.warning('review: nothing to review: no base revision and no pull request to read a diff from. Give --base <revision> (and --head), or run it on a pull_request event.');
    return { findings: [] };
  }
  logger.progress(`review: ${source.files.length} changed files from ${source.source === 'git' ? 'git' : 'the pull request API'}`);
  if (source.git && !context.headRevision && !context.pullRequest) await warnUncommitted(source.git, logger);
  await loadBaseTextsFor(source, options);

  // An empty change has nothing to compare with RFCs or projects: the fixed cost stays at the diff.
  const openRfcs = source.files.length ? await loadOpenRfcs(source.headTree, options.rfcDir) : [];
  const projects = source.files.length ? await loadProjects(source.headTree, source.files) : [];
  // A rule the config turns off does not run (its cost goes, and so does a crash of it): nor does the ruff
  // pass only it reads.
  const ruleOn = (id: string) => context.ruleOff?.(id) !== true;
  const rules = (REVIEW_RULES as readonly ReviewRule[]).filter((rule) => ruleOn(rule.id));
  const lintOutcome = await runLint(source, dependencies.lint ?? ruffRunner(context.root), { own: ruleOn(lintRule.id), bugRisk: ruleOn(bugRiskRule.id) });
  const reviewContext: ReviewContext = {
    files: source.files,
    options,
    pullRequest: context.pullRequest ? { title: context.pullRequest.title, body: context.pullRequest.body } : undefined,
    openRfcs,
    isSource: sourceMatcher(options),
    annotations: new Map(),
    lint: lintOutcome,
    // The gate is read from HEAD's workflows only when ruff has something to say.
    lintGate: lintOutcome.status === 'ran' && lintOutcome.findings.length > 0 ? await lintGateOf(source.headTree) : undefined,
    projects,
    scriptEntryFiles: scriptEntryFiles(projects),
    headTree: source.headTree,
    baseTree: source.baseTree,
    github: Boolean(context.services.github),
  };

  // Findings on lines the change did not add are pre-existing: counted, never reported as new.
  const byPath = new Map(source.files.map((f) => [f.path, f]));
  const own: Finding[] = [];
  let preExisting = 0;
  for (const finding of await runReviewRules(rules, reviewContext)) {
    const file = byPath.get(finding.file);
    const wholeFile = RULES_BY_ID.get(finding.rule)?.wholeFile === true;
    const onChange = !wholeFile || finding.line === undefined || !file || file.addedLines.has(finding.line);
    if (onChange) own.push({ ...finding, check: 'review' });
    else preExisting++;
  }
  for (const file of source.files) {
    if (file.overChangeCap !== undefined) {
      own.push({
        rule: CHANGE_TOO_LARGE_RULE,
        severity: 'warning',
        file: file.path,
        message: changeTooLargeMessage(file.path, file.overChangeCap, options.maxChangeBytes),
        fingerprint: fingerprint(CHANGE_TOO_LARGE_RULE, file.path, 'review'),
        check: 'review',
      });
      continue;
    }
    if (file.tooLarge === undefined) continue;
    own.push({
      rule: FILE_TOO_LARGE_RULE,
      severity: 'warning',
      file: file.path,
      message: fileTooLargeMessage(file.path, file.tooLarge, 'the review did not read its change; review it by hand or keep generated and data files out of the pull request'),
      fingerprint: fingerprint(FILE_TOO_LARGE_RULE, file.path, 'review'),
      check: 'review',
    });
  }
  // The comment is rendered here, before the engine applies the config: the review's own findings are
  // listed, tiered and counted as the report will have them (the config's severities and paths), as the
  // folded ones are (compose.ts).
  const findings = [...asReported(own, context)].sort(compareByLocation);

  const folded = await foldChecks({
    context,
    files: source.files,
    options,
    headTree: source.headTree,
    baseTree: source.baseTree,
  });
  // One credential, one line: validate's build-context finding on a file the review's credential rules already name yields to them.
  const credentialFiles = new Set(findings.filter((f) => CREDENTIAL_RULES.has(f.rule)).map((f) => f.file));
  folded.findings = folded.findings.filter((f) => !(f.rule === 'security/no-credentials-in-context' && f.file !== undefined && credentialFiles.has(f.file)));
  const handedOver = splitHandedOver(context, source);
  const report = await buildReport(context, source, options, reviewContext, findings, preExisting, lintOutcome, folded, handedOver);
  // The model pass runs on the finished report and adds only its own section: the verdict is already fixed.
  const modelPass = options.llm.mode === 'off' ? undefined : await import('./llm/run.js');
  const deterministic = [...findings, ...folded.findings, ...context.priorFindings.filter(countsForVerdict)];
  const model = await modelPass?.runModelPass(context, source, options, report, deterministic, { client: dependencies.llmClient });
  const commentMarkdown = renderReviewMarkdown(report, { repository: context.repositorySlug }) + (model ? `\n${model.markdown}` : '');
  return {
    // Folded findings count for the exit status and annotations too: `review` alone blocks what rfc-lint blocks.
    // The model's claims are advisory findings (annotations, SARIF, the reports' lists), counted nowhere.
    findings: [...findings, ...folded.findings, ...(model?.findings ?? [])],
    countedElsewhere: handedOver.countedInTheirSteps,
    commentMarkdown,
    sections: [{ title: 'Alignment review', markdown: commentMarkdown }, ...(model ? [{ title: 'Model pass', markdown: model.summary }] : [])],
    data: { review: report, ...(model && modelPass ? { llm: modelPass.llmData(model.outcome) } : {}) },
  };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const RULES_BY_ID = new Map(REVIEW_RULES.map((r) => [r.id, r]));

interface HandedOver {
  /** Findings of other checks this change introduced: tiered and counted here. */
  here: Finding[];
  /** New errors and warnings of a check that reported in its own step of this job: referred to here, counted there. */
  countedInTheirSteps: Finding[];
  /** Handed-over findings the change did not introduce: counted as pre-existing, never blocking. */
  preExisting: number;
}

function splitHandedOver(context: CheckContext, source: DiffSource): HandedOver {
  // Findings handed over by other checks (same job or imported reports) count against the verdict
  // when the engine's scope model says the change introduced them (docs/scope.md); without a scope
  // (scope: all, or an older report) only in files this change touches. The rest: counted, never blocking.
  const touched = new Set(source.files.map((f) => f.path));
  // An advisory finding handed over (an imported report's model claims) never reaches the tiers.
  const handedOver = context.priorFindings.filter(countsForVerdict).sort(compareByLocation);
  const isNew = (f: Finding) => (f.scope ? f.scope === 'new' : f.file === '' || touched.has(f.file));
  // A check that reported in its own step of this job lists and counts its findings (new and
  // pre-existing) in its section: here each of its rules is one line that refers to it, counted nowhere.
  const ownStep = (f: Finding) => f.check !== undefined && context.reportedInJob?.has(f.check) === true;
  const here = handedOver.filter((f) => !ownStep(f) && isNew(f));
  return {
    here,
    countedInTheirSteps: handedOver.filter((f) => ownStep(f) && isNew(f) && f.severity !== 'notice'),
    preExisting: handedOver.filter((f) => !ownStep(f)).length - here.length,
  };
}

async function buildReport(
  context: CheckContext,
  source: DiffSource,
  options: ReviewOptions,
  reviewContext: ReviewContext,
  findings: readonly Finding[],
  preExisting: number,
  lintOutcome: LintOutcome,
  folded: FoldResult,
  handedOver: HandedOver,
): Promise<ReviewReport> {
  preExisting += handedOver.preExisting + folded.preExisting;
  const elsewhere = reportedElsewhere(handedOver.countedInTheirSteps);
  const prior = [...collapseRepeated([...handedOver.here, ...folded.findings]), ...elsewhere];
  // Owners and the principle documents are read only when a Tier 2 flag needs them (never for a clean change).
  const needsReviewers = findings.some((f) => f.severity === 'warning') || prior.some((f) => f.severity === 'warning');
  const codeowners = needsReviewers ? await loadCodeowners(source.baseTree ?? context.repo, options) : [];
  const document = async (path: string) => ({ path, head: needsReviewers ? await readText(source.headTree, path) : undefined, base: needsReviewers ? await readText(source.baseTree, path) : undefined });
  const documents = { invariants: await document(options.invariantsFile), principles: await document(options.principlesFile) };
  const blameCache = new Map<string, string[]>();

  const annotations = reviewContext.annotations;
  const tier1 = tier1Items([...findings.filter((f) => f.severity === 'error'), ...prior.filter((f) => f.severity === 'error')], annotations);
  // The folded checks' notices collapse like their warnings (OpenEnv #655 re-locked eight environments
  // and got the same eight notices on each: 64 context lines, 8 after collapsing).
  const notices = [...findings.filter((f) => f.severity === 'notice'), ...collapseRepeated(folded.findings.filter((f) => f.severity === 'notice'))].map((f) => toItem(f, annotations));
  const tier2: Tier2Item[] = [];
  for (const finding of findings.filter((f) => f.severity === 'warning')) {
    const rule = RULES_BY_ID.get(finding.rule);
    const annotation = reviewContext.annotations.get(finding.fingerprint);
    if (rule?.conflict === 'check') {
      tier2.push({ ...toItem(finding, annotations), conflict: 'check', reviewers: [...ownersOf(codeowners, finding.file)] });
      continue;
    }
    if (rule?.conflict === 'rfc') {
      const rfc = reviewContext.openRfcs.find((r) => r.path === annotation?.rfc);
      tier2.push({
        ...toItem(finding, annotations),
        conflict: 'rfc',
        principle: rfc ? `RFC ${rfc.number}: ${rfc.title}` : undefined,
        reference: rfc ? { path: rfc.path } : undefined,
        reviewers: rfc ? rfc.authors.map((a) => `@${a}`) : [],
      });
      continue;
    }
    const handles = new Set(ownersOf(codeowners, finding.file));
    let reference: Tier2Item['reference'];
    if (rule?.invariant) {
      const document = documents[rule.invariant.document];
      const located = locateInvariant(rule.invariant, document.path, document.head);
      if (located) reference = { path: located.document, line: located.line };
      else if (document.head !== undefined) reference = { path: document.path };
      for (const owner of ownersOf(codeowners, document.path)) handles.add(owner);
      // Blame the principle's lines as BASE has them: the pull request cannot name its own reviewers.
      const atBase = locateInvariant(rule.invariant, document.path, document.base);
      if (atBase && source.blame) {
        const cacheKey = `${document.path}:${atBase.line}`;
        if (!blameCache.has(cacheKey)) blameCache.set(cacheKey, await blameLogins(source.blame, source.baseSha, document.path, atBase.line, atBase.endLine));
        for (const login of blameCache.get(cacheKey)!) handles.add(login);
      }
    }
    tier2.push({
      ...toItem(finding, annotations),
      conflict: 'principle',
      principle: rule?.invariant?.title,
      reference,
      reviewers: [...handles].sort(compareHandles),
    });
  }
  for (const finding of prior.filter((f) => f.severity === 'warning')) {
    tier2.push({ ...toItem(finding), conflict: 'check', reviewers: [...ownersOf(codeowners, finding.file)] });
  }

  const openRfcs: OpenRfcContext[] = [];
  for (const rfc of reviewContext.openRfcs) {
    if (source.files.some((f) => f.path === rfc.path)) continue;
    const touchedBy = source.files
      .filter((f) => !f.path.startsWith(options.rfcDir + '/') && rfcAreaMatch(rfc, f))
      .map((f) => f.path);
    if (touchedBy.length) openRfcs.push({ path: rfc.path, number: rfc.number, title: rfc.title, status: rfc.status, authors: rfc.authors.map((a) => `@${a}`), touchedBy });
  }

  const debugErrors = findings.filter((f) => RULES_BY_ID.get(f.rule)?.automated === 'debug' && f.severity === 'error').length;
  const todo = notices.filter((n) => n.rule === 'review/todo-comment').length;
  const lintFiles = findings.filter((f) => f.rule === 'review/lint' && f.severity === 'error').length;
  const riskFiles = findings.filter((f) => f.rule === 'review/bug-risk' && f.severity === 'error').length;
  const selection = lintOutcome.status === 'ran' && lintOutcome.defaultSelection ? ' (no ruff configuration at HEAD: safe default set)' : '';
  const unenforced = findings.some((f) => f.rule === lintRule.id && f.severity === 'warning') ? '; style findings where its CI runs no ruff are one Tier 2 line' : '';
  const lint =
    lintOutcome.status === 'ran'
      ? lintFiles + riskFiles > 0
        ? {
            status: 'FAIL' as const,
            summary: `ruff: findings on changed lines of ${plural(lintFiles + riskFiles, 'file')}${riskFiles ? ` (${riskFiles} with bug risks)` : ''}${selection}`,
          }
        : unenforced
          ? { status: 'PASS' as const, summary: `ruff: nothing the repository's CI enforces on changed lines of ${plural(lintOutcome.filesChecked, 'Python file')}${selection}${unenforced}` }
          : { status: 'PASS' as const, summary: `ruff: no findings on changed lines of ${plural(lintOutcome.filesChecked, 'Python file')}${selection}` }
      : { status: 'SKIPPED' as const, summary: lintOutcome.reason };
  const debug =
    debugErrors > 0
      ? { status: 'FAIL' as const, summary: `${debugErrors} debug statement${debugErrors === 1 ? '' : 's'} on changed lines` }
      : { status: 'PASS' as const, summary: `no print/breakpoint/pdb on changed source lines${todo ? ` (${todo} TODO-style note${todo === 1 ? '' : 's'})` : ''}` };

  return {
    version: 1,
    baseSha: source.baseSha,
    headSha: source.headSha,
    source: source.source,
    filesChanged: source.files.length,
    linesAdded: source.files.reduce((n, f) => n + changedLineCount(f, 'added'), 0),
    linesRemoved: source.files.reduce((n, f) => n + changedLineCount(f, 'removed'), 0),
    automated: { lint, debug },
    openRfcs,
    tier1,
    tier2,
    notices,
    preExisting,
  };
}
