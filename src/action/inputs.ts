import { CHECK_IDS, type CheckId, type OptionSpec } from '../engine/check.js';
import { CHECK_CATALOG, checkEntry } from '../checks/index.js';

/**
 * The public interface of the action steps: the all-in-one root action (`openenv-ci/openenv-ci`) and one
 * sub-action per check (`openenv-ci/openenv-ci/<check>`), in the style of github/codeql-action's
 * init/analyze. Every action.yml, the README input tables and docs/config.md are generated from this file
 * and the checks' OptionSpec lists (`npm run docs`), so the declared inputs cannot drift from what
 * settings.ts reads.
 *
 * A step declares at most MAX_STEP_INPUTS inputs. The root action declares only the common inputs; each
 * sub-action declares the common inputs that matter to its check plus its check's options: every trusted
 * one (a trusted option cannot come from the config file, so it must stay an input) and a few chosen
 * ones. The long tail of options lives in the config file (`options.<check>.<name>`, docs/config.md).
 */
// 25: the review sub-action declares the model pass's inputs besides its own (issue 28 names them).
export const MAX_STEP_INPUTS = 25;

export interface InputSpec {
  readonly name: string;
  readonly description: string;
  /** The action.yml default ('' when the value comes from elsewhere). */
  readonly default: string;
  /** The sub-actions that declare it; absent: every sub-action. The root action declares every common input. */
  readonly checks?: readonly CheckId[];
}

const PULL_REQUEST_CHECKS: readonly CheckId[] = ['rfc-lint', 'manifests', 'validate', 'review'];

/** Inputs that are not check options: what to check, where to report, how to fail. */
export const COMMON_INPUTS: readonly InputSpec[] = [
  {
    name: 'checks',
    description: "Checks to run, comma- or newline-separated: rfc-lint, manifests, validate, review, audit. Empty: the config file's `checks`, else rfc-lint, manifests, validate. (Root action only: a sub-action runs its own check.)",
    default: '',
    checks: [],
  },
  { name: 'token', description: 'Token for the GitHub API (open pull requests, the PR comment, the tracking issue). Read-only tokens degrade to annotations and the summary.', default: '${{ github.token }}' },
  { name: 'config', description: 'Config file, relative to `path`. Default .github/openenv-ci.yml when it exists.', default: '' },
  { name: 'fail-on', description: 'Fail the step when findings at or above this severity remain: error, warning or never.', default: 'error' },
  {
    name: 'scope',
    description: 'Which findings a pull request reports (docs/scope.md): new (default on pull requests: only what the change introduced fails), changed-files (every finding of a touched file), or all (everything; the default outside pull requests).',
    default: '',
    checks: PULL_REQUEST_CHECKS,
  },
  { name: 'comment', description: "Keep one pull-request comment per job with the report, updated in place; each step writes its own section (true or false).", default: 'true' },
  {
    name: 'api-deadline',
    description: 'Seconds the run may spend on GitHub API work; after that, pending calls are skipped (the log says so) and the report is written with what was answered.',
    default: '120',
    checks: ['rfc-lint', 'review', 'audit'],
  },
  { name: 'sarif-file', description: 'Also write a SARIF 2.1.0 report here (relative to the workspace), for github/codeql-action/upload-sarif.', default: '' },
  {
    name: 'report-file',
    description: 'Write the JSON report here (relative to the workspace). Default $RUNNER_TEMP/openenv-ci-report.json; a sub-action: $RUNNER_TEMP/openenv-ci-<check>-report.json, so each step of a job keeps its own.',
    default: '',
  },
  { name: 'path', description: 'Folder to check, relative to the workspace.', default: '.' },
  {
    name: 'paths',
    description: 'Newline-separated paths under `path` for checks that take several (validate env roots; globs such as envs/* select env roots, !envs/x leaves one out). Empty means all.',
    default: '',
    checks: ['validate'],
  },
  { name: 'base', description: "Base revision for pull-request mode. Default the pull request's base commit (needs actions/checkout fetch-depth 0).", default: '', checks: PULL_REQUEST_CHECKS },
  { name: 'head', description: 'Head revision to check instead of the working tree.', default: '', checks: PULL_REQUEST_CHECKS },
  { name: 'repo-slug', description: 'owner/name of the repository under check. Default $GITHUB_REPOSITORY.', default: '', checks: ['rfc-lint', 'review'] },
  {
    name: 'baseline',
    description: "Baseline file (relative to `path`) of accepted fingerprints, or a previous JSON report. Default the config file's `baseline:`, else .github/rfc-lint-baseline.json when it exists.",
    default: '',
    checks: PULL_REQUEST_CHECKS,
  },
  // The review's model pass on the root action (the review sub-action declares them as its options).
  { name: 'llm', description: 'review: the model pass, advisory or off (docs/review.md, "Model pass").', default: '', checks: [] },
  { name: 'llm-base-url', description: 'review: OpenAI-compatible endpoint of the model pass (default the Hugging Face router).', default: '', checks: [] },
  { name: 'llm-model', description: 'review: model id of the model pass, e.g. Qwen/Qwen3-32B:cerebras.', default: '', checks: [] },
  { name: 'llm-token', description: 'review: token for the model endpoint (default OPENENV_CI_LLM_TOKEN, else HF_TOKEN for the Hugging Face router).', default: '', checks: [] },
  {
    name: 'import-reports',
    description: 'Newline-separated JSON reports of earlier jobs (report-file outputs) whose findings the review folds into its comment.',
    default: '',
    checks: ['review'],
  },
];

export interface OutputSpec {
  readonly name: string;
  readonly description: string;
  /** The sub-actions that declare it; absent: every one. */
  readonly checks?: readonly CheckId[];
}

export const OUTPUTS: readonly OutputSpec[] = [
  { name: 'error-count', description: 'Number of error findings after config, suppressions and baseline.' },
  { name: 'warning-count', description: 'Number of warning findings.' },
  { name: 'notice-count', description: 'Number of notice findings.' },
  { name: 'report-file', description: 'Path of the JSON report.' },
  { name: 'sarif-file', description: 'Path of the SARIF report, when sarif-file was given.' },
  { name: 'comment-id', description: "Id of the pull-request comment that holds the report (empty when none was written); the steps of one job share it." },
  { name: 'review-artifact', description: 'Path of the review artifact written by report-mode artifact.', checks: ['review'] },
  {
    name: 'verdict',
    description: "report-mode publish: the review verdict of the pull request's run (request changes, comment or approve); request changes fails the step.",
    checks: ['review'],
  },
];

/**
 * Check options a sub-action declares besides its trusted ones, in the order they are listed: the
 * options a workflow most often sets per step (a matrix leg's shard, the probe's timing next to its
 * server command). Every other option is set in the config file.
 */
const CHOSEN_OPTIONS: Record<CheckId, readonly string[]> = {
  'rfc-lint': ['rfc-dir', 'index', 'scan-globs', 'former-slugs', 'h1-style', 'check-open-prs'],
  manifests: ['manifests-enable'],
  validate: ['startup-timeout', 'skip-criteria', 'probe-environments'],
  review: ['report-mode', 'llm', 'llm-model', 'rfc-dir', 'invariants-file', 'principles-file'],
  audit: ['source', 'tag', 'shard', 'audit-issue', 'request-budget', 'include-private', 'publish-private'],
};

export interface StepAction {
  /** Folder of the action.yml in this repository ('' for the root action). */
  readonly folder: string;
  /** The check a sub-action runs; undefined for the all-in-one root action. */
  readonly check?: CheckId;
  readonly inputs: readonly InputSpec[];
  /** The check options among `inputs`, with the check that owns each. */
  readonly checkOptions: readonly { check: CheckId; spec: OptionSpec }[];
  readonly outputs: readonly OutputSpec[];
}

/** The check options a sub-action declares as inputs: every trusted one first, then the chosen ones. */
export function declaredCheckOptions(check: CheckId): OptionSpec[] {
  const options = checkEntry(check).options;
  const byName = new Map(options.map((o) => [o.name, o]));
  const chosen = CHOSEN_OPTIONS[check].map((name) => {
    const spec = byName.get(name);
    if (!spec) throw new Error(`src/action/inputs.ts: ${check} has no option ${name}`);
    return spec;
  });
  const trusted = options.filter((o) => o.trusted);
  return [...trusted, ...chosen.filter((o) => !o.trusted)];
}

function inputFromOption(spec: OptionSpec): InputSpec {
  // Empty default: the check's own default applies unless the config file sets it.
  return { name: spec.name, description: spec.description, default: '' };
}

export function rootAction(): StepAction {
  return { folder: '', inputs: COMMON_INPUTS, checkOptions: [], outputs: OUTPUTS };
}

export function subAction(check: CheckId): StepAction {
  const common = COMMON_INPUTS.filter((i) => i.checks === undefined || i.checks.includes(check));
  const options = declaredCheckOptions(check);
  return {
    folder: check,
    check,
    inputs: [...common, ...options.map(inputFromOption)],
    checkOptions: options.map((spec) => ({ check, spec })),
    outputs: OUTPUTS.filter((o) => o.checks === undefined || o.checks.includes(check)),
  };
}

/** The root action and the five sub-actions, in CHECK_IDS order. */
export function stepActions(): StepAction[] {
  return [rootAction(), ...CHECK_IDS.map(subAction)];
}

/**
 * Check options set as `with:` inputs (INPUT_*) that the step's action does not declare: still read (the
 * runner passes undeclared inputs through, with its own "Unexpected input" warning), but a deprecated way
 * to set them. The action says where each belongs now.
 */
export function undeclaredOptionInputs(check: CheckId | undefined, given: (name: string) => boolean): { name: string; check: CheckId; trusted: boolean }[] {
  const declared = new Set((check ? subAction(check) : rootAction()).inputs.map((i) => i.name));
  const found: { name: string; check: CheckId; trusted: boolean }[] = [];
  const seen = new Set<string>();
  for (const entry of CHECK_CATALOG) {
    if (check && entry.id !== check) continue;
    for (const spec of entry.options) {
      if (declared.has(spec.name) || seen.has(spec.name) || !given(spec.name)) continue;
      seen.add(spec.name);
      found.push({ name: spec.name, check: entry.id, trusted: spec.trusted === true });
    }
  }
  return found;
}
