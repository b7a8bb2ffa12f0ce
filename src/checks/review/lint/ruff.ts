import { getExecOutput } from '@actions/exec';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, posix } from 'node:path';
import { parse as parseToml, stringify as stringifyToml } from 'smol-toml';
import { childEnvironment, PYTHON_TOOLCHAIN } from '../../../process/environment.js';
import { redactSecrets } from '../../../process/redact.js';
import { WorkingTreeView } from '../../../repo/working-tree.js';

/** One ruff diagnostic on a file, 1-based. */
export interface LintFinding {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}

export type LintOutcome =
  | { status: 'ran'; findings: LintFinding[]; filesChecked: number }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

/** The linter as the review sees it: injectable so tests can stand in for ruff. */
export type LintRunner = (files: readonly { path: string; text: string }[]) => Promise<LintOutcome>;

/** First executable `ruff` on PATH (no shell, no `which`). */
export function findOnPath(command: string, pathEnv = process.env.PATH ?? ''): string | undefined {
  const names = process.platform === 'win32' ? [`${command}.exe`, `${command}.cmd`] : [command];
  for (const dir of pathEnv.split(delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        /* not here */
      }
    }
  }
  return undefined;
}

interface RuffDiagnostic {
  code?: string | null;
  message?: string;
  location?: { row?: number; column?: number };
}

const RUFF_CONFIG_NAMES = ['pyproject.toml', 'ruff.toml', '.ruff.toml'];

/**
 * The repository's ruff configuration, copied into a fresh temporary tree at the same relative paths:
 * every config file on the way from the root to a linted file, and what their `extend` names when it is
 * inside the repository. An `extend` that leaves the repository (absolute, or `../`) is dropped, so a
 * pull request cannot make ruff read (and the comment quote) a file from elsewhere on the runner.
 * Read through the working-tree view, which follows no symbolic link out of the root.
 */
export async function isolatedRuffTree(root: string, lintedPaths: readonly string[]): Promise<{ dir: string; configs: string[] }> {
  const view = new WorkingTreeView(root);
  const dir = await mkdtemp(join(tmpdir(), 'openenv-ci-ruff-'));
  const wanted: string[] = [];
  for (const path of lintedPaths) {
    const parts = path.split('/').slice(0, -1);
    for (let depth = 0; depth <= parts.length; depth++) for (const name of RUFF_CONFIG_NAMES) wanted.push(posix.join(...parts.slice(0, depth), name));
  }
  const copied = new Set<string>();
  while (wanted.length > 0 && copied.size < 200) {
    const path = wanted.shift()!;
    if (copied.has(path)) continue;
    const bytes = await view.readFile(path);
    if (!bytes) continue;
    copied.add(path);
    let text = Buffer.from(bytes).toString('utf8');
    try {
      const table = parseToml(text) as Record<string, unknown>;
      const ruff = (path.endsWith('pyproject.toml') ? (table.tool as Record<string, unknown> | undefined)?.ruff : table) as Record<string, unknown> | undefined;
      if (typeof ruff?.extend === 'string') {
        const target = posix.normalize(posix.join(posix.dirname(path), ruff.extend));
        if (ruff.extend.startsWith('/') || target.startsWith('../') || target === '..') {
          delete ruff.extend;
          text = stringifyToml(table);
        } else wanted.push(target);
      }
    } catch {
      /* not TOML: ruff reports it, as it would on the original */
    }
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return { dir, configs: [...copied] };
}

/**
 * Ruff over the changed Python files, each fed through stdin with its repository path
 * (`--stdin-filename`), so the HEAD text is linted even when the working tree is another revision, and
 * nothing is written. Ruff parses and executes nothing (src/process/policy.ts), but its configuration
 * can name other files: it runs in a temporary tree holding only the repository's own config files
 * (isolatedRuffTree), with `--isolated` when there is none (ruff refuses `--isolated` together with a
 * config file, so the copied tree is the isolation), no cache, and a scrubbed environment whose
 * XDG_CONFIG_HOME is the temporary tree (no user-level ruff config).
 */
export function ruffRunner(root: string, pathEnv?: string): LintRunner {
  return async (files) => {
    const ruff = findOnPath('ruff', pathEnv);
    if (!ruff) return { status: 'skipped', reason: 'skipped: ruff not installed' };
    const tree = await isolatedRuffTree(root, files.map((f) => f.path));
    try {
      return await lintInTree(ruff, tree, files);
    } finally {
      await rm(tree.dir, { recursive: true, force: true });
    }
  };
}

async function lintInTree(ruff: string, tree: { dir: string; configs: string[] }, files: readonly { path: string; text: string }[]): Promise<LintOutcome> {
  const env = childEnvironment({ inherit: PYTHON_TOOLCHAIN, set: { XDG_CONFIG_HOME: tree.dir } });
  const isolation = tree.configs.length === 0 ? ['--isolated'] : [];
  const findings: LintFinding[] = [];
  for (const file of files) {
    let output;
    try {
      output = await getExecOutput(ruff, ['check', ...isolation, '--no-cache', '--output-format', 'json', '--no-fix', '--force-exclude', '--stdin-filename', file.path, '-'], {
        cwd: tree.dir,
        env,
        input: Buffer.from(file.text, 'utf8'),
        silent: true,
        ignoreReturnCode: true,
      });
    } catch (error) {
      return { status: 'failed', reason: `ruff could not run: ${(error as Error).message}` };
    }
    if (output.exitCode !== 0 && output.exitCode !== 1) {
      return { status: 'failed', reason: `ruff exited ${output.exitCode} on ${file.path}: ${redactSecrets(output.stderr.trim().split('\n').slice(-2).join(' '))}` };
    }
    let diagnostics: RuffDiagnostic[];
    try {
      diagnostics = JSON.parse(output.stdout || '[]') as RuffDiagnostic[];
    } catch {
      return { status: 'failed', reason: `ruff printed output that is not JSON for ${file.path}` };
    }
    for (const d of Array.isArray(diagnostics) ? diagnostics : []) {
      findings.push({
        file: file.path,
        line: Number(d.location?.row ?? 0),
        column: Number(d.location?.column ?? 1),
        code: d.code ?? 'syntax-error',
        message: String(d.message ?? ''),
      });
    }
  }
  return { status: 'ran', findings, filesChecked: files.length };
}
