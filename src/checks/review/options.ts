import * as z from 'zod';
import type { OptionSpec } from '../../engine/check.js';

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
];

const list = z
  .string()
  .transform((value) =>
    value
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  );
const path = z.string().transform((value) => value.trim().replace(/^\.\//, '').replace(/\/+$/, ''));

const schema = z.object({
  'invariants-file': path,
  'principles-file': path,
  'source-paths': list,
  'source-exclude': list,
  'core-package': path,
  'core-env-files': list,
  'rfc-dir': path,
  'codeowners-file': path,
  'max-file-bytes': z.coerce.number().int().positive(),
  'report-mode': z.enum(['comment', 'artifact', 'publish']),
  'review-artifact': z.string().trim(),
});

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
  reportMode: 'comment' | 'artifact' | 'publish';
  /** '' = the default location chosen by the action ($RUNNER_TEMP/openenv-ci-review.json). */
  reviewArtifact: string;
}

/** Thrown for option values a user must fix (a configuration error, not a bug). */
export class ReviewOptionsError extends Error {
  override name = 'ReviewOptionsError';
}

export function parseReviewOptions(raw: Readonly<Record<string, string>>): ReviewOptions {
  const withDefaults: Record<string, string> = {};
  for (const spec of REVIEW_OPTIONS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? '';
  const parsed = schema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReviewOptionsError(
      `review option ${String(issue?.path[0] ?? '?')} is invalid: ${issue?.message ?? 'bad value'}. Fix the value in the workflow inputs, CLI flags or config file.`,
    );
  }
  const o = parsed.data;
  return {
    invariantsFile: o['invariants-file'],
    principlesFile: o['principles-file'],
    sourcePaths: o['source-paths'],
    sourceExclude: o['source-exclude'],
    corePackage: o['core-package'],
    coreEnvFiles: o['core-env-files'],
    rfcDir: o['rfc-dir'],
    codeownersFile: o['codeowners-file'],
    maxFileBytes: o['max-file-bytes'],
    reportMode: o['report-mode'],
    reviewArtifact: o['review-artifact'],
  };
}
