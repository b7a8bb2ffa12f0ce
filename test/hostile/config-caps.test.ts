/**
 * Issue 30: the config file had no size cap: a 100 MB scalar cost 17 s and 3.5 GB before its error, a
 * million duplicate keys 23 s and 2.7 GB. Its bytes are capped before it is read (LIMITS.configBytes,
 * 256 KiB) and its parsed model by node count (LIMITS.configNodes, 20,000), each with a usage error that
 * says so, through the bundled CLI as a user meets it.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../../src/engine/limits.js';
import { parseConfig } from '../../src/engine/config.js';
import { assertBundle, CLI_BUNDLE } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

let dir: string;
beforeAll(() => {
  assertBundle();
  dir = mkdtempSync(join(tmpdir(), 'openenv-ci-config-caps-'));
  mkdirSync(join(dir, '.github'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the config file is bounded', () => {
  test('a 40 MB scalar is refused before it is read: a usage error, in bounded memory', async () => {
    writeFileSync(join(dir, '.github/openenv-ci.yml'), `baseline: "${'x'.repeat(40 * 1024 * 1024)}"\n`);
    const run = await runCli(CLI_BUNDLE, ['rfc-lint'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\.github\/openenv-ci\.yml is 41,943,053 bytes, over the 262,144-byte limit for a config file/);
    expect(run.peakRssBytes ?? 0).toBeLessThan(200 * 1024 * 1024);
  });

  test('the same through --config', async () => {
    writeFileSync(join(dir, 'big.yml'), `# ${'y'.repeat(LIMITS.configBytes)}\n`);
    const run = await runCli(CLI_BUNDLE, ['rfc-lint', '--config', 'big.yml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/big\.yml is [\d,]+ bytes, over the 262,144-byte limit/);
  });

  test('a config of 60,000 list items (small in bytes, large as a model) is refused', async () => {
    writeFileSync(join(dir, '.github/openenv-ci.yml'), `paths:\n  include: [${Array(60_000).fill('a').join(',')}]\n`);
    const run = await runCli(CLI_BUNDLE, ['rfc-lint'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/more than 20,000 YAML nodes/);
  });

  test('an ordinary config is untouched by the caps', () => {
    expect(parseConfig('checks: [rfc-lint]\nrules:\n  rfc/h1: warning\n', 'c.yml').checks).toEqual(['rfc-lint']);
  });
});
