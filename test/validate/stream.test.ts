import { MemoryRepoView } from '../../src/repo/memory.js';
import { forEachStaticResult, findingsOf, runStaticValidation } from '../../src/checks/validate/static/run.js';
import type { PythonAstEngine } from '../../src/checks/validate/static/main-guard.js';
import { fixtureFiles, tokenizerOnly } from './helpers.js';

/**
 * validate's static phase as a bounded stream: environments are checked a batch at a time, and each
 * result is handed on in input order. Across batch boundaries the verdicts must be those of checking
 * each environment on its own.
 */
describe('static validation as a stream', () => {
  // Every third environment lacks its uv.lock, so verdicts differ between neighbours.
  const count = 300; // more than two batches
  const files: Record<string, Uint8Array> = {};
  const roots: string[] = [];
  for (let i = 0; i < count; i++) {
    const root = `envs/env_${String(i).padStart(3, '0')}`;
    roots.push(root);
    const env = fixtureFiles('echo_env', `${root}/`);
    if (i % 3 === 0) delete env[`${root}/uv.lock`];
    Object.assign(files, env);
  }
  const view = new MemoryRepoView(files);

  it('hands every environment on once, in input order, with the verdicts it has alone', async () => {
    const seen: { root: string; index: number; lockVerdict?: string; findings: number }[] = [];
    await forEachStaticResult(view, roots, { pythonEngine: tokenizerOnly }, (result, index) => {
      seen.push({ root: result.context.root, index, lockVerdict: result.report.criteria.find((c) => c.id === 'deps/lockfile-present')?.status, findings: findingsOf(result.context).length });
    });
    expect(seen.map((s) => s.root)).toEqual(roots);
    expect(seen.map((s) => s.index)).toEqual(roots.map((_, i) => i));
    expect(seen.map((s) => s.lockVerdict)).toEqual(roots.map((_, i) => (i % 3 === 0 ? 'fail' : 'pass')));
    for (const i of [0, 1, 127, 128, 129, 299]) {
      const alone = await runStaticValidation(new MemoryRepoView(files), [roots[i]!], { pythonEngine: tokenizerOnly });
      expect(seen[i]!.findings).toBe(alone.findings.length);
      expect(alone.environments[0]!.criteria.find((c) => c.id === 'deps/lockfile-present')?.status).toBe(seen[i]!.lockVerdict);
    }
  });

  it('asks the Python engine about one batch of sources at a time, not every environment at once', async () => {
    const batches: number[] = [];
    const counting: PythonAstEngine = {
      check: async (sources) => {
        batches.push(sources.length);
        return tokenizerOnly.check(sources);
      },
    };
    const run = await runStaticValidation(view, roots, { pythonEngine: counting, pythonAst: 'on' });
    expect(run.environments).toHaveLength(count);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(count);
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches)).toBeLessThan(count);
  });
});

/**
 * `validate` over many environments holds a bounded number of files at once (issue 29: memory flat in the
 * number of environments): a spying view counts the files read for environments whose result has not been
 * handed on yet. That count must not grow with the number of environments.
 */
describe('validate holds a bounded number of files at once', () => {
  class HeldFilesView extends MemoryRepoView {
    /** Files read per environment whose result is not handed on yet. */
    private readonly held = new Map<string, number>();
    private readonly delivered = new Set<string>();
    maxHeld = 0;
    reads = 0;
    private count(path: string): void {
      this.reads++;
      const env = path.split('/').slice(0, 2).join('/');
      if (this.delivered.has(env)) return;
      this.held.set(env, (this.held.get(env) ?? 0) + 1);
      this.maxHeld = Math.max(this.maxHeld, [...this.held.values()].reduce((a, b) => a + b, 0));
    }
    deliver(env: string): void {
      this.delivered.add(env);
      this.held.delete(env);
    }
    override async readFile(path: string): Promise<Uint8Array | undefined> {
      this.count(path);
      return super.readFile(path);
    }
  }
  const treeOf = (count: number) => {
    const files: Record<string, Uint8Array> = {};
    const roots: string[] = [];
    for (let i = 0; i < count; i++) {
      const root = `envs/env_${String(i).padStart(4, '0')}`;
      roots.push(root);
      Object.assign(files, fixtureFiles('echo_env', `${root}/`));
    }
    return { view: new HeldFilesView(files), roots };
  };
  const maxHeldFor = async (count: number) => {
    const { view, roots } = treeOf(count);
    let delivered = 0;
    await forEachStaticResult(view, roots, { pythonEngine: tokenizerOnly }, (result) => {
      view.deliver(result.context.root);
      delivered++;
    });
    expect(delivered).toBe(count);
    return { maxHeld: view.maxHeld, readsPerEnv: view.reads / count };
  };

  it('the most files held at once is the same for 300 and 600 environments, and a fraction of either', async () => {
    const small = await maxHeldFor(300);
    const large = await maxHeldFor(600);
    expect(large.maxHeld).toBe(small.maxHeld);
    expect(small.maxHeld).toBeLessThanOrEqual(128 * small.readsPerEnv); // one batch of the stream at most
    expect(large.maxHeld).toBeLessThan((600 * large.readsPerEnv) / 3);
  });
});
