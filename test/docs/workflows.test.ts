/**
 * Every workflow a user may copy (the YAML blocks of README.md and docs/, and .github/workflows/) works
 * as written: each `uses:` names a version that exists for that action, the permissions cover what the
 * steps do, pull-request mode gets the history it needs, and artifact uploads after a step that can fail
 * still run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The current major of each action a recipe uses (checked by hand against each action's releases, and
 * what OpenEnv's own workflows run: checkout v6, upload-artifact v7, download-artifact v8, setup-uv v7);
 * move a recipe and this list together. codeql-action v3 is left out on purpose: it is deprecated.
 */
const KNOWN_VERSIONS: Record<string, string[]> = {
  'actions/checkout': ['v6'],
  'actions/setup-node': ['v5'],
  'actions/cache': ['v4'],
  'actions/upload-artifact': ['v7'],
  'actions/download-artifact': ['v8'],
  'astral-sh/setup-uv': ['v7'],
  'github/codeql-action/upload-sarif': ['v4'],
  // This action: the major tag the release workflow moves.
  'openenv-ci/openenv-ci': ['v0'],
};

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string> | string;
  steps?: Step[];
}
interface Workflow {
  on?: unknown;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean } | string;
  permissions?: Record<string, string> | string;
  jobs?: Record<string, Job>;
}
interface Found {
  where: string;
  workflow: Workflow;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
}

/** Fenced yaml blocks that are whole workflows (they have `jobs:`). */
function workflowsInMarkdown(file: string): Found[] {
  const found: Found[] = [];
  const blocks = readFileSync(file, 'utf8').split(/^```/m);
  for (let i = 1; i < blocks.length; i += 2) {
    const block = blocks[i]!;
    if (!/^ya?ml\n/.test(block)) continue;
    const text = block.replace(/^ya?ml\n/, '');
    if (!/^jobs:/m.test(text)) continue;
    found.push({ where: `${relative(REPO, file)} (block ${(i + 1) / 2})`, workflow: parse(text) as Workflow });
  }
  return found;
}

const workflowDir = join(REPO, '.github/workflows');
const ALL: Found[] = [
  ...['README.md', ...markdownFiles(join(REPO, 'docs')).map((f) => relative(REPO, f))].flatMap((f) => workflowsInMarkdown(join(REPO, f))),
  ...readdirSync(workflowDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => ({ where: `.github/workflows/${f}`, workflow: parse(readFileSync(join(workflowDir, f), 'utf8')) as Workflow })),
];

const steps = (w: Workflow) => Object.entries(w.jobs ?? {}).flatMap(([name, job]) => (job.steps ?? []).map((step, index) => ({ job: name, jobDef: job, step, index })));
const isOurs = (uses: string | undefined) => !!uses && (uses === './' || uses.startsWith('./') || uses.startsWith('openenv-ci/openenv-ci'));
const triggers = (w: Workflow): string[] => (typeof w.on === 'string' ? [w.on] : Array.isArray(w.on) ? (w.on as string[]) : Object.keys((w.on as object) ?? {}));

/** The permissions a job runs with: its own block, else the workflow's (a job block replaces it). */
function permissionsOf(w: Workflow, job: Job): Record<string, string> {
  const p = job.permissions ?? w.permissions ?? {};
  if (p === 'write-all') return new Proxy({}, { get: () => 'write' });
  return typeof p === 'string' ? {} : p;
}

/** The inputs our action.yml (root or a sub-action folder) declares, for `uses: openenv-ci/openenv-ci[/<sub>]@v` or `./[<sub>]`. */
function declaredInputs(uses: string): Set<string> | undefined {
  const folder = uses.startsWith('./') ? uses.slice(2).replace(/\/$/, '') : (uses.split('@')[0]!.split('/')[2] ?? '');
  try {
    const action = parse(readFileSync(join(REPO, folder, 'action.yml'), 'utf8')) as { inputs?: Record<string, unknown> };
    return new Set(Object.keys(action.inputs ?? {}));
  } catch {
    return undefined;
  }
}

/** What is wrong with a workflow, one line per problem (empty: it works as written). */
function problemsOf(workflow: Workflow): string[] {
  const problems: string[] = [];
  const events = triggers(workflow);
  const onPullRequest = events.some((t) => t === 'pull_request' || t === 'pull_request_target');
  for (const { job, jobDef, step, index } of steps(workflow)) {
    const at = `${job} step ${index + 1} (${step.uses ?? 'run'})`;
    const before = (jobDef.steps ?? []).slice(0, index);
    const inputs = step.with ?? {};
    // Versions.
    if (step.uses && !step.uses.startsWith('./')) {
      const [action, version] = step.uses.split('@') as [string, string | undefined];
      const known = KNOWN_VERSIONS[action.startsWith('openenv-ci/openenv-ci') ? 'openenv-ci/openenv-ci' : action];
      if (!known) problems.push(`${at}: unknown action ${action} (add its versions to KNOWN_VERSIONS)`);
      else if (!known.includes(version ?? '')) problems.push(`${at}: ${action}@${version} is not a known version (${known.join(', ')})`);
    }
    // Permissions.
    const granted = permissionsOf(workflow, jobDef);
    const need = (scope: string, why: string) => {
      if (granted[scope] !== 'write') problems.push(`${at}: ${why} needs ${scope}: write`);
    };
    if (step.uses?.startsWith('github/codeql-action/upload-sarif')) need('security-events', 'SARIF upload');
    const mode = String(inputs['report-mode'] ?? 'comment');
    if (isOurs(step.uses)) {
      // Every `with:` key is an input the action declares (the runner only warns about others).
      const declared = declaredInputs(step.uses!);
      if (!declared) problems.push(`${at}: no action.yml for ${step.uses}`);
      else for (const key of Object.keys(inputs)) if (!declared.has(key)) problems.push(`${at}: ${key} is not an input of ${step.uses}`);
      if (mode === 'publish') need('pull-requests', 'publishing the review comment');
      else if (onPullRequest && mode === 'comment' && String(inputs.comment ?? 'true') !== 'false') need('pull-requests', 'the sticky comment');
      if (String(inputs['audit-issue'] ?? 'false') === 'true') need('issues', 'the tracking issue');
      // Pull-request mode compares base and head: the checkout needs the history.
      if (events.includes('pull_request') && mode !== 'publish') {
        const checkout = before.find((s) => s.uses?.startsWith('actions/checkout'));
        if (checkout?.with?.['fetch-depth'] !== 0) problems.push(`${at}: pull-request mode needs actions/checkout with fetch-depth: 0`);
      }
    }
    // Uploads after a step that can fail.
    const uploads = step.uses?.startsWith('actions/upload-artifact') || step.uses?.startsWith('github/codeql-action/upload-sarif');
    const canFailBefore = before.some((s) => isOurs(s.uses) || s.run !== undefined);
    if (uploads && canFailBefore && !/always\(\)/.test(step.if ?? '')) problems.push(`${at}: runs after a step that can fail, so it needs if: always()`);
  }
  return problems;
}

/**
 * Issue 30: two runs of one job for one pull request (a push while the first still runs) race for the
 * comment. A pull-request workflow whose steps write a comment or a review artifact needs a
 * `concurrency:` group per pull request that cancels the older run.
 */
function concurrencyProblem(workflow: Workflow): string | undefined {
  if (!triggers(workflow).includes('pull_request')) return undefined;
  const writes = steps(workflow).some(({ step }) => isOurs(step.uses) && (String(step.with?.['report-mode'] ?? 'comment') === 'artifact' || String(step.with?.comment ?? 'true') !== 'false'));
  if (!writes) return undefined;
  const group = typeof workflow.concurrency === 'string' ? workflow.concurrency : workflow.concurrency?.group;
  if (!group || !/pull_request\.number/.test(group)) return 'needs a concurrency group per pull request (github.event.pull_request.number)';
  if (typeof workflow.concurrency !== 'object' || workflow.concurrency['cancel-in-progress'] !== true) return 'its concurrency group should cancel the older run (cancel-in-progress: true)';
  return undefined;
}

test.each(ALL.map((f) => [f.where, f.workflow] as const))('%s does not let an older run overwrite a newer one', (_where, workflow) => {
  expect(concurrencyProblem(workflow)).toBeUndefined();
});

test('the concurrency checker flags a commenting pull-request recipe without a group', () => {
  const without = parse('on: pull_request\njobs:\n  x:\n    steps:\n      - uses: ./\n') as Workflow;
  expect(concurrencyProblem(without)).toMatch(/needs a concurrency group/);
  const silent = parse('on: pull_request\njobs:\n  x:\n    steps:\n      - uses: ./\n        with: { comment: false }\n') as Workflow;
  expect(concurrencyProblem(silent)).toBeUndefined();
});

test('the recipes and workflows were found', () => {
  expect(ALL.length).toBeGreaterThanOrEqual(8);
  expect(ALL.map((f) => f.where)).toEqual(expect.arrayContaining([expect.stringMatching(/^README\.md/), expect.stringMatching(/^docs\/review\.md/), '.github/workflows/release.yml']));
});

test.each(ALL.map((f) => [f.where, f.workflow] as const))('%s works as written', (_where, workflow) => {
  expect(problemsOf(workflow)).toEqual([]);
});

test('the checker flags each mistake the old recipes had', () => {
  const bad = parse(
    [
      'on: pull_request',
      'permissions: { contents: read }',
      'jobs:',
      '  x:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - uses: openenv-ci/openenv-ci@v0',
      '        with: { sarif-file: a.sarif, report-mode: artifact, audit-issue: true }',
      '      - uses: openenv-ci/openenv-ci/nope@v0',
      '      - uses: github/codeql-action/upload-sarif@v3',
      '        with: { sarif_file: a.sarif }',
      '      - uses: actions/upload-artifact@v4',
      '        with: { name: r, path: r.json }',
      '      - uses: some/unknown-action@v1',
    ].join('\n'),
  ) as Workflow;
  expect(problemsOf(bad)).toEqual([
    // Majors behind the current ones (OpenEnv itself runs checkout v6, upload-artifact v7).
    'x step 1 (actions/checkout@v5): actions/checkout@v5 is not a known version (v6)',
    // Check options moved from the root action to the sub-actions (and the config file).
    'x step 2 (openenv-ci/openenv-ci@v0): report-mode is not an input of openenv-ci/openenv-ci@v0',
    'x step 2 (openenv-ci/openenv-ci@v0): audit-issue is not an input of openenv-ci/openenv-ci@v0',
    'x step 2 (openenv-ci/openenv-ci@v0): the tracking issue needs issues: write',
    'x step 2 (openenv-ci/openenv-ci@v0): pull-request mode needs actions/checkout with fetch-depth: 0',
    'x step 3 (openenv-ci/openenv-ci/nope@v0): no action.yml for openenv-ci/openenv-ci/nope@v0',
    'x step 3 (openenv-ci/openenv-ci/nope@v0): the sticky comment needs pull-requests: write',
    'x step 3 (openenv-ci/openenv-ci/nope@v0): pull-request mode needs actions/checkout with fetch-depth: 0',
    'x step 4 (github/codeql-action/upload-sarif@v3): github/codeql-action/upload-sarif@v3 is not a known version (v4)',
    'x step 4 (github/codeql-action/upload-sarif@v3): SARIF upload needs security-events: write',
    'x step 4 (github/codeql-action/upload-sarif@v3): runs after a step that can fail, so it needs if: always()',
    'x step 5 (actions/upload-artifact@v4): actions/upload-artifact@v4 is not a known version (v7)',
    'x step 5 (actions/upload-artifact@v4): runs after a step that can fail, so it needs if: always()',
    'x step 6 (some/unknown-action@v1): unknown action some/unknown-action (add its versions to KNOWN_VERSIONS)',
  ]);
  // The comment needs pull-requests: write; turning the comment off or moving to artifact mode does not.
  const comment = parse('on: pull_request\npermissions: {}\njobs:\n  x:\n    steps:\n      - uses: actions/checkout@v6\n        with: { fetch-depth: 0 }\n      - uses: ./\n') as Workflow;
  expect(problemsOf(comment)).toEqual(['x step 2 (./): the sticky comment needs pull-requests: write']);
  // A job's own permissions replace the workflow's.
  const jobLevel = parse('on: pull_request\npermissions: { pull-requests: write }\njobs:\n  x:\n    permissions: { contents: read }\n    steps:\n      - uses: actions/checkout@v6\n        with: { fetch-depth: 0 }\n      - uses: ./\n') as Workflow;
  expect(problemsOf(jobLevel)).toEqual(['x step 2 (./): the sticky comment needs pull-requests: write']);
});
