import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { parse as parseToml, stringify as stringifyToml } from 'smol-toml';
import { childEnvironment, PYTHON_TOOLCHAIN } from '../../../process/environment.js';
import { redactSecrets } from '../../../process/redact.js';
import { findOnPath } from '../../../process/tools.js';
import { DEADLINES, runProcess, stopMessage } from '../../../process/spawn.js';
import type { RepoView } from '../../../repo/view.js';
import { WorkingTreeView } from '../../../repo/working-tree.js';
import { BUG_RISK_PROFILE, DEFAULT_SELECT } from './profile.js';

/** One ruff diagnostic on a file, 1-based. */
export interface LintFinding {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}

export type LintOutcome =
  | {
      status: 'ran';
      /** Findings under the reviewed commit's own ruff configuration (or the safe default set). */
      findings: LintFinding[];
      filesChecked: number;
      /** Findings of the bug-risk profile, run independently of the repository's configuration. */
      bugRisk?: LintFinding[];
      /** True when HEAD has no ruff configuration and only the safe default set ran. */
      defaultSelection?: boolean;
    }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

/** Which of the two ruff passes run: a pass whose rule the config turns off is not spawned. */
export interface LintPasses {
  /** Under the reviewed commit's own configuration (review/lint). */
  own: boolean;
  /** The bug-risk profile (review/bug-risk). */
  bugRisk: boolean;
}

export interface LintRequest {
  /** Configuration files at HEAD (pyproject.toml, ruff.toml, .ruff.toml above the changed files). */
  configs: readonly { path: string; text: string }[];
  /** Both when unset. */
  passes?: LintPasses;
}

/** The linter as the review sees it: injectable so tests can stand in for ruff. */
export type LintRunner = (files: readonly { path: string; text: string }[], request?: LintRequest) => Promise<LintOutcome>;

/** Config file names ruff reads, in a folder. */
export const RUFF_CONFIG_NAMES = ['pyproject.toml', 'ruff.toml', '.ruff.toml'];

/** Does any of these files configure ruff? (A pyproject.toml without [tool.ruff] does not.) */
export function hasRuffConfig(configs: readonly { path: string; text: string }[]): boolean {
  return configs.some((c) => !c.path.endsWith('pyproject.toml') || /^\s*\[tool\.ruff[\].]/m.test(c.text));
}

/** First executable command on PATH outside the checkout (src/process/tools.ts). */
export { findOnPath };

interface RuffDiagnostic {
  code?: string | null;
  message?: string;
  filename?: string;
  location?: { row?: number; column?: number };
}

/**
 * The repository's ruff configuration as `tree` has it: every config file on the way from the root to a
 * linted file, and what their `extend` names when it is inside the repository. An `extend` that leaves
 * the repository (absolute, or `../`) is dropped, so a pull request cannot make ruff read (and the
 * comment quote) a file from elsewhere on the runner. Views follow no symbolic link out of the root.
 */
export async function ruffConfigFiles(tree: RepoView, lintedPaths: readonly string[]): Promise<{ path: string; text: string }[]> {
  // Each candidate once (20,000 files in a few folders share their config paths), read in order.
  const wanted = new Set<string>();
  for (const path of lintedPaths) {
    const parts = path.split('/').slice(0, -1);
    for (let depth = 0; depth <= parts.length; depth++) for (const name of RUFF_CONFIG_NAMES) wanted.add(posix.join(...parts.slice(0, depth), name));
  }
  const copied = new Map<string, string>();
  for (const path of wanted) {
    if (copied.size >= 200) break;
    if (copied.has(path)) continue;
    const bytes = await tree.readFile(path).catch(() => undefined);
    if (!bytes) continue;
    let text = Buffer.from(bytes).toString('utf8');
    try {
      const table = parseToml(text) as Record<string, unknown>;
      const ruff = (path.endsWith('pyproject.toml') ? (table.tool as Record<string, unknown> | undefined)?.ruff : table) as Record<string, unknown> | undefined;
      if (typeof ruff?.extend === 'string') {
        const target = posix.normalize(posix.join(posix.dirname(path), ruff.extend));
        if (ruff.extend.startsWith('/') || target.startsWith('../') || target === '..') {
          delete ruff.extend;
          text = stringifyToml(table);
        } else wanted.add(target); // visited later in this loop (a Set iterates what is added while iterating)
      }
    } catch {
      /* not TOML: ruff reports it, as it would on the original */
    }
    copied.set(path, text);
  }
  return [...copied].map(([path, text]) => ({ path, text }));
}

async function writeTree(dir: string, files: readonly { path: string; text: string }[]): Promise<void> {
  for (const file of files) {
    const target = join(dir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
}

/**
 * The one place ruff is spawned. Ruff parses and executes nothing (src/process/policy.ts), but it runs
 * with a scrubbed environment whose XDG_CONFIG_HOME is the temporary tree (no user-level ruff config),
 * and under a deadline (a pathological source must not hold the review).
 */
async function spawnRuff(ruff: string, args: readonly string[], cwd: string, deadlineMs: number): Promise<{ exitCode: number; stdout: string; stderr: string } | string> {
  const env = childEnvironment({ inherit: PYTHON_TOOLCHAIN, set: { XDG_CONFIG_HOME: cwd } });
  const result = await runProcess(ruff, args, { label: 'ruff', cwd, env, deadlineMs });
  if (result.stopped) return stopMessage('ruff', result.stopped, deadlineMs);
  return { exitCode: result.exitCode ?? -1, stdout: result.stdout.toString('utf8'), stderr: result.stderr.toString('utf8') };
}

/** Runs one ruff pass over the materialised tree; diagnostics keyed back to repository paths. */
async function ruffPass(ruff: string, tree: string, paths: readonly string[], selection: readonly string[], deadlineMs: number): Promise<LintFinding[] | string> {
  let output;
  try {
    output = await spawnRuff(ruff, ['check', '--output-format', 'json', '--no-fix', '--no-cache', '--force-exclude', ...selection, '--', ...paths], tree, deadlineMs);
  } catch (error) {
    return `ruff could not run: ${(error as Error).message}`;
  }
  if (typeof output === 'string') return output;
  if (output.exitCode !== 0 && output.exitCode !== 1) return `ruff exited ${output.exitCode}: ${redactSecrets(output.stderr.trim().split('\n').slice(-2).join(' '))}`;
  let diagnostics: RuffDiagnostic[];
  try {
    diagnostics = JSON.parse(output.stdout || '[]') as RuffDiagnostic[];
  } catch {
    return 'ruff printed output that is not JSON';
  }
  const prefix = tree.endsWith('/') ? tree : tree + '/';
  return (Array.isArray(diagnostics) ? diagnostics : []).map((d) => ({
    file: String(d.filename ?? '').startsWith(prefix) ? String(d.filename).slice(prefix.length) : String(d.filename ?? ''),
    line: Number(d.location?.row ?? 0),
    column: Number(d.location?.column ?? 1),
    code: d.code ?? 'syntax-error',
    message: String(d.message ?? ''),
  }));
}

/**
 * Ruff over the changed Python files as the reviewed commit has them: the files and HEAD's ruff
 * configuration files (ruffConfigFiles; the working tree's under `root` when the caller gives none) are
 * written into a temporary tree and ruff runs there, so neither the working tree's files nor a config
 * outside the repository can change the result. Without a ruff configuration only the safe default set
 * runs. A second pass runs the bug-risk profile, independent of any configuration.
 */
export function ruffRunner(root: string, pathEnv?: string, deadlineMs: number = DEADLINES.ruff): LintRunner {
  return async (files, request) => {
    const ruff = findOnPath('ruff', pathEnv);
    if (!ruff) return { status: 'skipped', reason: 'skipped: ruff not installed' };
    if (files.length === 0) return { status: 'ran', findings: [], bugRisk: [], filesChecked: 0 };
    const paths = files.map((f) => f.path);
    const configs = request?.configs ?? (await ruffConfigFiles(new WorkingTreeView(root), paths));
    const tree = await mkdtemp(join(tmpdir(), 'openenv-ci-ruff-'));
    try {
      await writeTree(tree, [...configs, ...files]);
      const defaultSelection = !hasRuffConfig(configs);
      const passes = request?.passes ?? { own: true, bugRisk: true };
      const own = passes.own ? await ruffPass(ruff, tree, paths, defaultSelection ? ['--isolated', '--select', DEFAULT_SELECT.join(',')] : [], deadlineMs) : [];
      if (typeof own === 'string') return { status: 'failed', reason: own };
      const bugRisk = passes.bugRisk ? await ruffPass(ruff, tree, paths, ['--isolated', '--select', BUG_RISK_PROFILE.map((p) => p.code).join(',')], deadlineMs) : [];
      if (typeof bugRisk === 'string') return { status: 'failed', reason: bugRisk };
      return { status: 'ran', findings: own, bugRisk, filesChecked: files.length, defaultSelection: passes.own && defaultSelection };
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  };
}
