/**
 * Which source file an import string (`server.app:app`) names, for the manifest's `app` and for the
 * `uvicorn` command of a Dockerfile. The same file can be named through different import roots
 * (`server.app`, `chess_env.server.app`, `envs.chess_env.server.app`), so rules compare files, not strings.
 */
import { parse as parseToml } from 'smol-toml';
import { posix } from 'node:path';
import { normalizeRepoPath } from '../../../repo/view.js';
import { contextCopies, finalStage, walkStage, type DockerfileModel } from '../../validate/static/dockerfile.js';
import type { EnvDirectory } from './context.js';

/** `a.b.c` → the two files Python would import it from, below `root` (a slash path, '' = here). */
function moduleFiles(root: string, module: string): string[] {
  const path = module.split('.').join('/');
  return [posix.join(root, `${path}.py`), posix.join(root, path, '__init__.py')];
}

/** Repository-relative path of an env-relative one (undefined when it climbs above the root). */
function repoPath(env: EnvDirectory, relative: string): string | undefined {
  return normalizeRepoPath(env.dir ? `${env.dir}/${relative}` : relative);
}

/**
 * The file the manifest's `app` module names, repository-relative: uvicorn runs from the env directory;
 * a repository-root-relative path (`envs.x.server.app`) resolves from an ancestor.
 */
export function manifestModuleFile(env: EnvDirectory, module: string): string | undefined {
  const depth = env.dir ? env.dir.split('/').length : 0;
  for (let up = 0; up <= depth; up++) {
    const found = moduleFiles('../'.repeat(up), module).find((f) => env.exists(f));
    if (found) return repoPath(env, found);
  }
  return undefined;
}

/** `[tool.setuptools] package-dir` of the env's pyproject.toml: installed package → env-relative folder. */
async function packageDirs(env: EnvDirectory): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const text = await env.read('pyproject.toml');
  if (text === undefined) return out;
  try {
    const toml = parseToml(text) as { tool?: { setuptools?: { 'package-dir'?: Record<string, unknown> } } };
    for (const [name, dir] of Object.entries(toml.tool?.setuptools?.['package-dir'] ?? {})) if (typeof dir === 'string') out.set(name, dir);
  } catch {
    /* an unreadable pyproject.toml has its own findings; no mapping then */
  }
  return out;
}

/**
 * The files a Dockerfile's `uvicorn <module>:…` can import, repository-relative. Import roots are the
 * directory uvicorn runs in (`cwd`, when the caller knows it), the WORKDIR of the final stage and its PYTHONPATH entries (container paths mapped back to the build context
 * through the COPY instructions), plus the packages pyproject.toml installs (`package-dir`). The build
 * context is the env directory, or the repository root when the COPY sources only exist from there.
 */
export async function dockerModuleFiles(env: EnvDirectory, model: DockerfileModel, module: string, cwd?: string): Promise<string[]> {
  const depth = env.dir ? env.dir.split('/').length : 0;
  // Context copies of every stage: a final stage that copies /app/env from a builder sees the same paths.
  const copies = contextCopies(model);
  const contextPrefix = copies.some((c) => c.source !== '.' && !hasPath(env, c.source) && hasPath(env, '../'.repeat(depth) + c.source)) ? '../'.repeat(depth) : '';
  /** Container path → env-relative path of the file it came from. */
  const toContext = (containerPath: string): string[] =>
    copies.flatMap((c) => {
      const rel = posix.relative(c.dest, containerPath);
      if (rel.startsWith('..') || posix.isAbsolute(rel)) return [];
      return [posix.join(contextPrefix, c.source, rel)];
    });

  // The directory uvicorn runs in (`sh -c "cd /app/env && uvicorn …"`, a start script's cd), when known.
  const roots: string[] = cwd ? [cwd] : [];
  const final = finalStage(model);
  const variables = new Map<string, string>();
  if (final)
    walkStage(model, final, (ins, workdir) => {
      if (ins.keyword === 'ENV') for (const [k, v] of ins.properties) if (v !== undefined) variables.set(k, v);
      if (ins.keyword === 'CMD' || ins.keyword === 'ENTRYPOINT') roots.push(workdir);
    });
  for (const entry of (variables.get('PYTHONPATH') ?? '').split(':')) if (entry.startsWith('/')) roots.push(entry);

  const out = new Set<string>();
  for (const root of roots)
    for (const file of moduleFiles(root, module))
      for (const rel of toContext(file)) if (env.exists(rel)) out.add(repoPath(env, rel)!);
  // Installed packages: the longest package-dir prefix of the module.
  const dirs = await packageDirs(env);
  const segments = module.split('.');
  for (let n = segments.length; n > 0; n--) {
    const dir = dirs.get(segments.slice(0, n).join('.'));
    if (dir === undefined) continue;
    for (const f of moduleFiles(dir, segments.slice(n).join('.') || '__init__')) if (env.exists(f)) out.add(repoPath(env, f)!);
    break;
  }
  return [...out];
}

/** The env-relative path names a file or a folder of the tree (the env folder or one of its ancestors counts). */
function hasPath(env: EnvDirectory, relative: string): boolean {
  if (env.exists(relative)) return true;
  const full = repoPath(env, relative);
  if (full === undefined) return false;
  if (full === '' || env.dir === full || env.dir.startsWith(`${full}/`)) return true;
  const prefix = env.dir ? `${env.dir}/` : '';
  return env.list().some((f) => `${prefix}${f}`.startsWith(`${full}/`));
}
