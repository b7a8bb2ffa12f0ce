import { parse as parseToml } from 'smol-toml';
import { decodeText, type RepoView } from '../../repo/view.js';
import { table } from '../validate/static/pyproject.js';
import type { ReviewFile } from './diff.js';

/** A pyproject.toml at HEAD that governs some changed files. */
export interface ProjectFile {
  /** Folder holding it ('' = repository root). */
  dir: string;
  data: Record<string, unknown>;
}

const parent = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Folders from a file's own folder up to the root: `a/b/c.py` → `a/b`, `a`, ''. */
export function ancestorDirs(path: string): string[] {
  const out: string[] = [];
  for (let dir = parent(path); ; dir = parent(dir)) {
    out.push(dir);
    if (dir === '') return out;
  }
}

/**
 * Every pyproject.toml at HEAD in a folder above a changed file, read once each. A file that does not
 * parse is skipped: validate reports it; the review only needs the tables it can read.
 */
export async function loadProjects(tree: RepoView, files: readonly ReviewFile[]): Promise<ProjectFile[]> {
  const dirs = new Set(files.flatMap((f) => ancestorDirs(f.path)));
  const out: ProjectFile[] = [];
  for (const dir of [...dirs].sort()) {
    const path = dir ? `${dir}/pyproject.toml` : 'pyproject.toml';
    const bytes = await tree.readFile(path).catch(() => undefined);
    if (!bytes || bytes.byteLength > 1024 * 1024) continue;
    try {
      out.push({ dir, data: parseToml(decodeText(bytes).text) as Record<string, unknown> });
    } catch {
      /* unparsable: validate says so */
    }
  }
  return out;
}

/** The nearest project above a path (the environment's own pyproject.toml, else the repository's). */
export function projectOf(projects: readonly ProjectFile[], path: string): ProjectFile | undefined {
  let best: ProjectFile | undefined;
  for (const p of projects) if ((p.dir === '' || path.startsWith(p.dir + '/')) && (!best || p.dir.length > best.dir.length)) best = p;
  return best;
}

/**
 * Repository paths of the modules `[project.scripts]` entries run (`echo_env.server.app:main`). A module
 * path maps to a file under the project folder as written, under `src/`, or without its first segment
 * (OpenEnv environments map their package to the environment folder with `package-dir`).
 */
export function scriptEntryFiles(projects: readonly ProjectFile[]): Set<string> {
  const out = new Set<string>();
  for (const project of projects) {
    const scripts = table(table(project.data.project)?.scripts) ?? {};
    for (const target of Object.values(scripts)) {
      if (typeof target !== 'string') continue;
      const module = target.split(':')[0]!.trim();
      if (!/^[\w.]+$/.test(module)) continue;
      const segments = module.split('.');
      const prefix = project.dir ? project.dir + '/' : '';
      for (const candidate of [segments, ['src', ...segments], segments.slice(1)]) {
        if (candidate.length === 0) continue;
        out.add(`${prefix}${candidate.join('/')}.py`);
        out.add(`${prefix}${candidate.join('/')}/__main__.py`);
      }
    }
  }
  return out;
}
