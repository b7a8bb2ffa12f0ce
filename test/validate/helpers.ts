import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { runStaticValidation, type StaticRunOptions } from '../../src/checks/validate/static/run.js';
import { tokenizerGuardVerdict, type PythonAstEngine } from '../../src/checks/validate/static/main-guard.js';
import type { EnvironmentReport } from '../../src/checks/validate/criteria.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/validate/', import.meta.url));

/** A fixture directory as a { path: content } record (paths relative to the fixture). */
export function fixtureFiles(name: string, prefix = ''): Record<string, Uint8Array> {
  const root = join(FIXTURES, name);
  const out: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out[prefix + relative(root, full).split(sep).join('/')] = readFileSync(full);
    }
  };
  walk(root);
  return out;
}

/** The tokenizer engine as an injected "python" engine: keeps unit tests independent of python3. */
export const tokenizerOnly: PythonAstEngine = { check: async (sources) => sources.map(tokenizerGuardVerdict) };

export async function validateTree(
  files: Record<string, string | Uint8Array>,
  roots: string[] = [''],
  options: StaticRunOptions = {},
): Promise<{ env: EnvironmentReport; environments: EnvironmentReport[]; findings: Awaited<ReturnType<typeof runStaticValidation>>['findings'] }> {
  const view = new MemoryRepoView(files);
  const result = await runStaticValidation(view, roots, { pythonEngine: tokenizerOnly, ...options });
  return { env: result.environments[0]!, environments: result.environments, findings: result.findings };
}

/** A fixture with some files replaced (string) or removed (null). */
export function variant(name: string, changes: Record<string, string | null>): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = fixtureFiles(name);
  for (const [path, content] of Object.entries(changes)) {
    if (content === null) delete files[path];
    else files[path] = content;
  }
  return files;
}

export function statusOf(env: EnvironmentReport, id: string): string | undefined {
  return env.criteria.find((c) => c.id === id)?.status;
}
export function criterionOf(env: EnvironmentReport, id: string) {
  const c = env.criteria.find((x) => x.id === id);
  if (!c) throw new Error(`no criterion ${id} in report`);
  return c;
}
