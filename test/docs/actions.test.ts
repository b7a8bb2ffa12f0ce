import { expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { MAX_STEP_INPUTS, stepActions, undeclaredOptionInputs } from '../../src/action/inputs.js';
import { CHECK_CATALOG } from '../../src/checks/index.js';
import { MAX_ACTION_DESCRIPTION, actionYmlPath, generateActionYmls } from '../../src/docs/generate.js';
import { CHECK_IDS } from '../../src/engine/check.js';

/** The action.yml files: the all-in-one root action and one sub-action per check, all generated from the option specs. */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => parse(readFileSync(join(REPO, path), 'utf8')) as { description: string; runs: { using: string; main: string }; inputs: Record<string, unknown>; outputs: Record<string, unknown> };

test('the committed action.yml files are the generated ones (npm run docs)', () => {
  const generated = generateActionYmls();
  expect(generated.map(([path]) => path)).toEqual(['action.yml', ...CHECK_IDS.map((c) => `${c}/action.yml`)]);
  for (const [path, text] of generated) expect(readFileSync(join(REPO, path), 'utf8')).toBe(text);
});

test.each(stepActions().map((a) => [actionYmlPath(a), a] as const))('%s: node24 on the dist bundle, at most MAX_STEP_INPUTS inputs', (path, action) => {
  const yml = read(path);
  expect(yml.runs.using).toBe('node24');
  // runs.main is relative to the action's folder; every step runs the one bundle in dist/.
  const main = resolve(REPO, dirname(path), yml.runs.main);
  expect(main).toBe(join(REPO, 'dist', action.check ? `${action.check}.js` : 'index.js'));
  expect(Object.keys(yml.inputs).length).toBeLessThanOrEqual(MAX_STEP_INPUTS);
  expect(Object.keys(yml.outputs)).toEqual(expect.arrayContaining(['error-count', 'warning-count', 'notice-count', 'report-file', 'comment-id']));
});

test.each(stepActions().map((a) => actionYmlPath(a)))('%s: a description the Marketplace accepts (under 125 characters)', (path) => {
  const { description } = read(path);
  expect(description.trim().length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(MAX_ACTION_DESCRIPTION);
  expect(MAX_ACTION_DESCRIPTION).toBe(124);
});

test('every trusted option is an input of its sub-action (the config file cannot set it); the root action declares no check option', () => {
  const actions = stepActions();
  for (const entry of CHECK_CATALOG) {
    const sub = actions.find((a) => a.check === entry.id)!;
    const inputs = Object.keys(read(actionYmlPath(sub)).inputs);
    for (const spec of entry.options.filter((o) => o.trusted)) expect(inputs).toContain(spec.name);
    expect(inputs).not.toContain('checks');
  }
  const rootInputs = Object.keys(read('action.yml').inputs);
  const optionNames = new Set(CHECK_CATALOG.flatMap((c) => c.options.map((o) => o.name)));
  // Except the review's model pass, which issue 28 names on the root action too.
  expect(rootInputs.filter((name) => optionNames.has(name))).toEqual(['llm', 'llm-base-url', 'llm-model', 'llm-token']);
  expect(rootInputs).toContain('checks');
});

test('the bundle has an entry per sub-action, and undeclared option inputs are named with where they belong', () => {
  const dist = process.env.OPENENV_CI_TEST_DIST ?? join(REPO, 'dist');
  for (const check of CHECK_IDS) expect(existsSync(join(dist, `${check}.js`))).toBe(true);
  const given = new Set(['server-command', 'probe-seed', 'tag']);
  expect(undeclaredOptionInputs(undefined, (n) => given.has(n))).toEqual([
    { name: 'server-command', check: 'validate', trusted: true },
    { name: 'probe-seed', check: 'validate', trusted: false },
    { name: 'tag', check: 'audit', trusted: false },
  ]);
  // The validate sub-action declares server-command; probe-seed is its long tail; tag is another check's.
  expect(undeclaredOptionInputs('validate', (n) => given.has(n))).toEqual([{ name: 'probe-seed', check: 'validate', trusted: false }]);
});
