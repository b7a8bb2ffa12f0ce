import type { OptionSpec } from '../../engine/check.js';

/** The artifact's file name under RUNNER_TEMP when `review-artifact` is not set (artifact.ts holds the format). */
export const REVIEW_ARTIFACT_FILE = 'openenv-ci-review.json';

/** Every path the review relies on is an option, for repositories laid out differently from OpenEnv. */
export const REVIEW_OPTIONS: readonly OptionSpec[] = [
  { name: 'invariants-file', description: 'Invariants document Tier 2 flags link to.', default: '.claude/docs/INVARIANTS.md' },
  { name: 'principles-file', description: 'Principles document (RFC process) Tier 2 flags link to.', default: '.claude/docs/PRINCIPLES.md' },
  {
    name: 'source-paths',
    description: 'Globs (comma or newline separated) of source files where debug code is an error.',
    default: 'src/**,envs/**',
    multiple: true,
  },
  {
    name: 'source-exclude',
    description: 'Globs excluded from source-paths (tests, examples, scripts).',
    default: '**/tests/**,**/test/**,**/test_*.py,**/*_test.py,**/conftest.py,**/examples/**,**/scripts/**',
    multiple: true,
  },
  { name: 'core-package', description: 'Folder of the core package whose public API changes need an RFC.', default: 'src/openenv/core' },
  {
    name: 'core-env-files',
    description: 'Files holding the core environment/client classes whose reset/step/state signatures are the Gym-like API.',
    default: 'src/openenv/core/env_server/interfaces.py,src/openenv/core/env_client.py,src/openenv/core/env_server/mcp_environment.py',
    multiple: true,
  },
  { name: 'rfc-dir', description: 'Folder of RFC documents.', default: 'rfcs' },
  { name: 'codeowners-file', description: 'CODEOWNERS path (default: the first of .github/, root, docs/).', default: '' },
  { name: 'max-file-bytes', description: 'Files larger than this are reviewed from their diff lines only.', default: '1048576' },
  {
    name: 'max-change-bytes',
    description: 'Bytes of one change the review reads (its diff, file by file); the files past it are listed as not reviewed.',
    default: String(32 * 1024 * 1024),
  },
  {
    name: 'report-mode',
    description: 'comment: post the review comment; artifact: write it as a JSON artifact (untrusted pull_request job); publish: post a validated artifact (trusted workflow_run job).',
    default: 'comment',
  },
  {
    name: 'review-artifact',
    trusted: true,
    statePath: true,
    description: 'report-mode artifact/publish: the review artifact file to write or read (default $RUNNER_TEMP/openenv-ci-review.json).',
    default: '',
  },
  // The optional model pass (docs/review.md, "Model pass"). URL, token, cache folder and opt-in label are trusted.
  { name: 'llm', description: 'Model pass: advisory (claims in their own section, never in the verdict) or off.', default: 'off' },
  { name: 'llm-model', description: 'Model id for the model pass (required when llm is advisory), e.g. Qwen/Qwen3-32B:cerebras.', default: '' },
  {
    name: 'llm-base-url',
    trusted: true,
    description: 'OpenAI-compatible chat-completions endpoint of the model pass (default the Hugging Face Inference Providers router).',
    default: 'https://router.huggingface.co/v1',
  },
  {
    name: 'llm-token',
    trusted: true,
    description: "Token for the model endpoint (default the OPENENV_CI_LLM_TOKEN environment variable, else HF_TOKEN for the Hugging Face router). Never logged, never in a prompt.",
    default: '',
  },
  {
    name: 'llm-cache',
    trusted: true,
    statePath: true,
    description: 'Folder of the model pass cache (default the user cache folder; on a pull request in the action the sticky comment holds it).',
    default: '',
  },
  {
    name: 'llm-label',
    trusted: true,
    description: "Label a maintainer applies to run the model pass on a fork's pull request, or one whose author has no write access (otherwise skipped there).",
    default: '',
  },
  { name: 'llm-max-input-tokens', description: 'Input tokens per model call (the default suits a 32k context).', default: '24000' },
  { name: 'llm-max-calls', description: 'Model calls per run; files past them are listed as not reviewed.', default: '4' },
  { name: 'llm-timeout', description: 'Seconds per model call (the whole pass has four times as long).', default: '60' },
];

// Parsed by hand, not with zod: the review's options are read on every run, also of an empty change,
// and loading zod costs more than the whole empty review may (docs/review.md, fixed cost).
const list = (value: string): string[] =>
  value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
const path = (value: string): string => value.trim().replace(/^\.\//, '').replace(/\/+$/, '');
const REPORT_MODES = ['comment', 'artifact', 'publish'] as const;

/** A positive whole number as `Number()` reads it (`' 12 '`, `'1e3'`), or the reason it is not one (zod's words). */
function positiveInteger(value: string): number | string {
  const n = Number(value);
  if (!Number.isFinite(n)) return `Invalid input: expected number, received ${n}`;
  if (!Number.isInteger(n)) return 'Invalid input: expected int, received number';
  if (n <= 0) return 'Too small: expected number to be >0';
  return n;
}

export interface ReviewOptions {
  invariantsFile: string;
  principlesFile: string;
  sourcePaths: string[];
  sourceExclude: string[];
  corePackage: string;
  coreEnvFiles: string[];
  rfcDir: string;
  codeownersFile: string;
  maxFileBytes: number;
  maxChangeBytes: number;
  reportMode: 'comment' | 'artifact' | 'publish';
  /** '' = the default location chosen by the action ($RUNNER_TEMP/openenv-ci-review.json). */
  reviewArtifact: string;
  llm: LlmOptions;
}

export interface LlmOptions {
  mode: 'advisory' | 'off';
  model: string;
  baseURL: string;
  token: string;
  /** '' = the user cache folder (or the sticky comment's state in the action). */
  cacheDir: string;
  label: string;
  maxInputTokens: number;
  maxCalls: number;
  timeoutSeconds: number;
}

/** Thrown for option values a user must fix (a configuration error, not a bug). */
export class ReviewOptionsError extends Error {
  override name = 'ReviewOptionsError';
}

export function parseReviewOptions(raw: Readonly<Record<string, string>>): ReviewOptions {
  const value = (name: string): string => raw[name] ?? REVIEW_OPTIONS.find((spec) => spec.name === name)?.default ?? '';
  const invalid = (name: string, message: string) =>
    new ReviewOptionsError(`review option ${name} is invalid: ${message}. Fix the value in the workflow inputs, CLI flags or config file.`);
  const maxFileBytes = positiveInteger(value('max-file-bytes'));
  if (typeof maxFileBytes === 'string') throw invalid('max-file-bytes', maxFileBytes);
  const maxChangeBytes = positiveInteger(value('max-change-bytes'));
  if (typeof maxChangeBytes === 'string') throw invalid('max-change-bytes', maxChangeBytes);
  const reportMode = value('report-mode');
  if (!(REPORT_MODES as readonly string[]).includes(reportMode)) throw invalid('report-mode', `Invalid option: expected one of ${REPORT_MODES.map((m) => `"${m}"`).join('|')}`);
  return {
    invariantsFile: path(value('invariants-file')),
    principlesFile: path(value('principles-file')),
    sourcePaths: list(value('source-paths')),
    sourceExclude: list(value('source-exclude')),
    corePackage: path(value('core-package')),
    coreEnvFiles: list(value('core-env-files')),
    rfcDir: path(value('rfc-dir')),
    codeownersFile: path(value('codeowners-file')),
    maxFileBytes,
    maxChangeBytes,
    reportMode: reportMode as ReviewOptions['reportMode'],
    reviewArtifact: value('review-artifact').trim(),
    llm: parseLlmOptions(value, invalid),
  };
}

function parseLlmOptions(value: (name: string) => string, invalid: (name: string, message: string) => ReviewOptionsError): LlmOptions {
  const mode = value('llm').trim() || 'off';
  if (mode !== 'advisory' && mode !== 'off') throw invalid('llm', 'Invalid option: expected one of "advisory"|"off"');
  const number = (name: string): number => {
    const n = positiveInteger(value(name));
    if (typeof n === 'string') throw invalid(name, n);
    return n;
  };
  const model = value('llm-model').trim();
  if (mode === 'advisory' && !model) throw invalid('llm-model', 'required when llm is advisory (e.g. Qwen/Qwen3-32B:cerebras)');
  const baseURL = value('llm-base-url').trim();
  if (mode === 'advisory' && !/^https?:\/\/[^\s/]+/.test(baseURL)) throw invalid('llm-base-url', 'expected an http(s) URL');
  return {
    mode,
    model,
    baseURL: baseURL.replace(/\/+$/, ''),
    token: value('llm-token').trim(),
    cacheDir: value('llm-cache').trim(),
    label: value('llm-label').trim(),
    maxInputTokens: number('llm-max-input-tokens'),
    maxCalls: number('llm-max-calls'),
    timeoutSeconds: number('llm-timeout'),
  };
}

/** The checks the review folds in on what a change touches (compose.ts), run with their configured options. */
export const FOLDED_BY_REVIEW = ['rfc-lint', 'manifests', 'validate'] as const;
