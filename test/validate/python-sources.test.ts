/**
 * The Python sources the tools/ and tasks/ criteria and the reset-seed question read: one read of each
 * file serves both (each was a pass of its own over the same files), and each still sees the text it
 * needs.
 */
import { MemoryRepoView } from '../../src/repo/memory.js';
import { EnvContext } from '../../src/checks/validate/static/env.js';
import { checkToolsTasks, resetTakesSeed } from '../../src/checks/validate/static/tools-tasks.js';

/** A memory view that lends bytes like a working tree, counting the reads of each file. */
class CountingView extends MemoryRepoView {
  readonly visits = new Map<string, number>();
  async visitFile<T>(path: string, maxBytes: number, visit: (bytes: Uint8Array) => T): Promise<{ size: number; value?: T } | undefined> {
    this.visits.set(path, (this.visits.get(path) ?? 0) + 1);
    const bytes = await this.readFile(path);
    if (!bytes) return undefined;
    return bytes.byteLength <= maxBytes ? { size: bytes.byteLength, value: visit(bytes) } : { size: bytes.byteLength };
  }
}

const files = {
  'openenv.yaml': 'spec_version: 1\nname: demo\napp: server.app:app\n',
  // Only the reset word: the seed question needs its text, the tools criteria do not.
  'server/environment.py': 'class Env:\n    def reset(self, seed=None):\n        return None\n',
  // A tool named reset: the tools criterion needs this text (it holds both words).
  'server/app.py': 'from .environment import Env\n\n@mcp.tool\ndef reset():\n    return 1\n',
  // A Hub call without a revision, in a file the server imports: tasks/source-pinned follows the import.
  'server/data.py': 'from datasets import load_dataset\nrows = load_dataset("org/name")\n',
  'server/plain.py': 'import server.data\nVALUE = 1\n',
  'binary.py': new Uint8Array([0x61, 0x00, 0x62]),
};

async function run(order: 'tools-first' | 'reset-first') {
  const view = new CountingView(files);
  const env = new EnvContext(view, '', Object.keys(files).sort(), {});
  let seed: boolean;
  if (order === 'tools-first') {
    await checkToolsTasks(env);
    seed = await resetTakesSeed(env);
  } else {
    seed = await resetTakesSeed(env);
    await checkToolsTasks(env);
  }
  return { view, env, seed };
}

describe('Python sources of the tools/tasks criteria and the reset-seed question', () => {
  it.each(['tools-first', 'reset-first'] as const)('reads each file once and gives each reader its text (%s)', async (order) => {
    const { view, env, seed } = await run(order);
    for (const file of ['server/environment.py', 'server/app.py', 'server/data.py', 'server/plain.py', 'binary.py']) expect(view.visits.get(file)).toBe(1);
    expect(seed).toBe(true);
    expect(env.results.get('tools/no-reserved-in-source')?.status).toBe('fail');
    expect(env.results.get('tools/no-reserved-in-source')?.message).toContain("server/app.py:4 registers MCP tool 'reset'");
    expect(env.results.get('tasks/source-pinned')?.status).toBe('fail');
    expect(env.results.get('tasks/source-pinned')?.message).toContain('server/data.py:2');
  });

  it('answers no seed when no reset takes one, whatever the tools files hold', async () => {
    const view = new CountingView({ 'server/app.py': '@mcp.tool\ndef reset(self):\n    pass\n' });
    const env = new EnvContext(view, '', ['server/app.py'], {});
    expect(await resetTakesSeed(env)).toBe(false);
  });
});
