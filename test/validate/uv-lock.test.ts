/**
 * uv.lock is the biggest file of most environments: validate reads it only for deps/lockfile-in-sync,
 * not at all when that criterion is off, and parses only its header and the project's own package
 * blocks (issue 12).
 */
import { validateCheck } from '../../src/checks/validate/index.js';
import type { CheckContext } from '../../src/engine/check.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { runChecks } from '../../src/engine/run.js';
import { parseConfig } from '../../src/engine/config.js';
import { checkContext } from '../support/context.js';
import { criterionOf, fixtureFiles, validateTree } from './helpers.js';
import { uvLockSlice, uvLockSliceOfBytes } from '../../src/checks/validate/static/pyproject.js';
import { lineOf } from '../../src/checks/validate/static/env.js';

/** A memory view that records every path whose content is read (it has no batch read: every read is readFile). */
class ReadRecordingView extends MemoryRepoView {
  readonly reads: string[] = [];
  override async readFile(path: string): Promise<Uint8Array | undefined> {
    this.reads.push(path);
    return super.readFile(path);
  }
}

const lock = Buffer.from(fixtureFiles('echo_env')['uv.lock']!).toString('utf8');
/** `count` locked packages of the uv layout (name line first, wheels, a sub-table). */
const packages = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `[[package]]\nname = "dep-${i}"\nversion = "1.${i}.0"\nsource = { registry = "https://pypi.org/simple" }\ndependencies = [\n    { name = "six" },\n]\nwheels = [\n    { url = "https://files.example/dep_${i}-1.${i}.0-py3-none-any.whl", hash = "sha256:${'0'.repeat(64)}", size = 1024 },\n]\n\n[package.optional-dependencies]\nextra = [\n    { name = "pytest" },\n]\n`,
  ).join('\n');
const [header, ...rest] = lock.split('\n[[package]]\n');
const rootBlock = `[[package]]\n${rest[0]}`;
const withRootAfter = (count: number, root: string) => `${header}\n${packages(count)}\n${root}\n${rest.slice(1).map((b) => `[[package]]\n${b}`).join('\n')}`;
/** The echo environment with a lock of realistic size (files up to 1 KiB are read as possible LFS pointers). */
const echoWithRealLock = () => ({ ...fixtureFiles('echo_env'), 'uv.lock': withRootAfter(30, rootBlock) });

const quiet = { info() {}, warning() {}, debug() {}, progress() {} };

async function runValidate(view: MemoryRepoView, options: Record<string, string> = {}, ruleOff?: (rule: string) => boolean) {
  const context: CheckContext = {
    repo: view,
    root: 'in-memory', // nothing on disk: the view holds the files
    options: { 'python-ast': 'off', ...options },
    paths: [],
    priorFindings: [],
    ruleOff,
    services: { logger: quiet, now: () => new Date('2026-06-13T00:00:00Z'), signal: new AbortController().signal },
  };
  return validateCheck.run(context);
}

const lockRecord = (result: Awaited<ReturnType<typeof runValidate>>, id: string) =>
  (result.data as { environments: { criteria: { id: string; status: string; message: string }[] }[] }).environments[0]!.criteria.find((c) => c.id === id)!;

describe('validate reads uv.lock only for deps/lockfile-in-sync', () => {
  test('with the criterion on, uv.lock is read and the lock is checked', async () => {
    const view = new ReadRecordingView(echoWithRealLock());
    const result = await runValidate(view);
    expect(view.reads).toContain('uv.lock');
    expect(lockRecord(result, 'deps/lockfile-in-sync').status).toBe('pass');
  });

  test('turned off by the config, uv.lock is never read; lockfile-present still sees it', async () => {
    const view = new ReadRecordingView(echoWithRealLock());
    const result = await runValidate(view, {}, (rule) => rule === 'deps/lockfile-in-sync');
    expect(view.reads).not.toContain('uv.lock');
    expect(view.reads).toContain('pyproject.toml'); // the other deps/ criteria ran
    expect(lockRecord(result, 'deps/lockfile-in-sync').status).toBe('skip');
    expect(lockRecord(result, 'deps/lockfile-present').status).toBe('pass');
  });

  test('`rules: { deps/lockfile-in-sync: off }` in the config file reaches the check: uv.lock is never read', async () => {
    const view = new ReadRecordingView(echoWithRealLock());
    const run = (config: string) => runChecks({ checks: [validateCheck], config: parseConfig(config, 'c'), optionsFor: () => ({ 'python-ast': 'off' }), context: checkContext(view, { root: 'in-memory' }) });
    await run('rules: { deps/lockfile-present: off }\n');
    expect(view.reads).toContain('uv.lock');
    view.reads.length = 0;
    await run('rules: { deps/lockfile-in-sync: off }\n');
    expect(view.reads).toContain('pyproject.toml');
    expect(view.reads).not.toContain('uv.lock');
  });

  test('opted out with skip-criteria, uv.lock is never read', async () => {
    const view = new ReadRecordingView(echoWithRealLock());
    const result = await runValidate(view, { 'skip-criteria': 'deps/lockfile-in-sync' });
    expect(view.reads).not.toContain('uv.lock');
    expect(result.findings.some((f) => f.rule === 'deps/lockfile-in-sync')).toBe(false);
  });
});

describe('uv.lock is parsed only as far as the root package', () => {
  test('a stale root package found after hundreds of other packages is reported on its own line', async () => {
    const stale = rootBlock.replace('{ name = "uvicorn", specifier = ">=0.24.0" }', '{ name = "uvicorn", specifier = ">=0.20.0" }');
    const text = withRootAfter(300, stale);
    const { env, findings } = await validateTree({ ...fixtureFiles('echo_env'), 'uv.lock': text });
    const c = criterionOf(env, 'deps/lockfile-in-sync');
    expect(c.status).toBe('fail');
    expect(c.message).toContain('uvicorn>=0.20.0');
    const line = text.split('\n').indexOf('name = "openenv-echo-env"') + 1;
    expect(line).toBeGreaterThan(3000);
    expect(findings.find((f) => f.rule === 'deps/lockfile-in-sync')?.line).toBe(line);
  });

  test('the same lock with the root package in sync passes', async () => {
    const { env } = await validateTree({ ...fixtureFiles('echo_env'), 'uv.lock': withRootAfter(300, rootBlock) });
    expect(criterionOf(env, 'deps/lockfile-in-sync').status).toBe('pass');
  });

  test('a syntax error in the root package is reported at its line in the whole file', async () => {
    const broken = rootBlock.replace('version = "0.1.0"', 'version = "0.1.0');
    const text = withRootAfter(50, broken);
    const { env } = await validateTree({ ...fixtureFiles('echo_env'), 'uv.lock': text });
    const c = criterionOf(env, 'deps/lockfile-in-sync');
    expect(c.status).toBe('fail');
    expect(c.message).toMatch(/does not parse/);
    expect(c.line).toBe(text.split('\n').indexOf('version = "0.1.0') + 1);
  });

  test('the package blocks of other projects are not parsed (uv reports their syntax errors itself)', async () => {
    const text = withRootAfter(5, rootBlock).replace('name = "dep-2"\nversion = "1.2.0"', 'name = "dep-2"\nversion = 1.2.0"');
    const { env } = await validateTree({ ...fixtureFiles('echo_env'), 'uv.lock': text });
    expect(criterionOf(env, 'deps/lockfile-in-sync').status).toBe('pass');
  });

  test('a header that does not parse fails the lock, wherever the root package is', async () => {
    const text = withRootAfter(5, rootBlock).replace('requires-python = ">=3.10"', 'requires-python = >=3.10');
    const { env } = await validateTree({ ...fixtureFiles('echo_env'), 'uv.lock': text });
    expect(criterionOf(env, 'deps/lockfile-in-sync').message).toMatch(/does not parse/);
  });
});

describe('the root slice is cut from the bytes, never decoding the whole lock (issue 29)', () => {
  // What readUvLockRoot gives on bytes must be what the text slicer gives on the decoded text, and the line
  // of every kept line the same as in the whole file.
  const cases: Record<string, string | Uint8Array> = {
    'root after 300 packages': withRootAfter(300, rootBlock),
    'CRLF line ends': withRootAfter(20, rootBlock).replace(/\n/g, '\r\n'),
    'non-ASCII in another package': withRootAfter(20, rootBlock).replace('dep-3"\nversion', 'dep-3"\ndescription = "café ✓"\nversion'),
    'invalid UTF-8 before the root': Buffer.concat([Buffer.from(withRootAfter(5, rootBlock).replace('dep-2"', 'dep-2"\n# ')), Buffer.from([0xc3, 0x0a, 0xff, 0xfe])]),
    'a block without its name line (not uv layout)': withRootAfter(5, rootBlock).replace('[[package]]\nname = "dep-1"', '[[package]]\nversion = "0"\nname = "dep-1"'),
    'no root package': `${header}\n${packages(4)}`,
  };
  const decode = (raw: string | Uint8Array) => (typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
  const bytesOf = (raw: string | Uint8Array) => (typeof raw === 'string' ? Buffer.from(raw) : raw);
  for (const [name, raw] of Object.entries(cases))
    test(name, () => {
      const text = decode(raw);
      const project = /^name = "([^"]+)"/m.exec(rootBlock)![1]!;
      const fromBytes = uvLockSliceOfBytes(bytesOf(raw), project);
      expect(fromBytes?.slice).toBe(uvLockSlice(text, project));
      if (!fromBytes) return;
      const lines = text.split('\n');
      fromBytes.text.split('\n').forEach((line, i) => {
        if (line !== '') expect(line).toBe(lines[i]);
      });
      expect(lineOf(fromBytes.text, new RegExp(`^name\\s*=\\s*"${project}"`))).toBe(lineOf(text, new RegExp(`^name\\s*=\\s*"${project}"`)));
    });
  test('a lock with a byte-order mark or a NUL byte is left to the text reader', () => {
    expect(uvLockSliceOfBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lock)]), 'x')).toBeUndefined();
    expect(uvLockSliceOfBytes(Buffer.from(`${lock}\0`), 'x')).toBeUndefined();
  });
});
