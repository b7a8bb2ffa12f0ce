import { getExecOutput } from '@actions/exec';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
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

export interface LintRequest {
  /** Configuration files at HEAD (pyproject.toml, ruff.toml, .ruff.toml above the changed files). */
  configs: readonly { path: string; text: string }[];
}

/** The linter as the review sees it: injectable so tests can stand in for ruff. */
export type LintRunner = (files: readonly { path: string; text: string }[], request?: LintRequest) => Promise<LintOutcome>;

/** Config file names ruff reads, in a folder. */
export const RUFF_CONFIG_NAMES = ['pyproject.toml', 'ruff.toml', '.ruff.toml'];

/** Does any of these files configure ruff? (A pyproject.toml without [tool.ruff] does not.) */
export function hasRuffConfig(configs: readonly { path: string; text: string }[]): boolean {
  return configs.some((c) => !c.path.endsWith('pyproject.toml') || /^\s*\[tool\.ruff[\].]/m.test(c.text));
}

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
  filename?: string;
  location?: { row?: number; column?: number };
}

/** The one place ruff is spawned. */
async function spawnRuff(ruff: string, args: readonly string[], cwd: string): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return getExecOutput(ruff, [...args], { cwd, silent: true, ignoreReturnCode: true });
}

/** Runs one ruff pass over the materialised tree; diagnostics keyed back to repository paths. */
async function ruffPass(ruff: string, tree: string, paths: readonly string[], selection: readonly string[]): Promise<LintFinding[] | string> {
  let output;
  try {
    output = await spawnRuff(ruff, ['check', '--output-format', 'json', '--no-fix', '--no-cache', '--force-exclude', ...selection, '--', ...paths], tree);
  } catch (error) {
    return `ruff could not run: ${(error as Error).message}`;
  }
  if (output.exitCode !== 0 && output.exitCode !== 1) return `ruff exited ${output.exitCode}: ${output.stderr.trim().split('\n').slice(-2).join(' ')}`;
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
 * configuration files are written into a temporary tree and ruff runs there, so neither the working
 * tree's files nor its configuration can change the result. Without a ruff configuration in HEAD only
 * the safe default set runs. A second pass runs the bug-risk profile, independent of any configuration.
 */
export function ruffRunner(_root: string, pathEnv?: string): LintRunner {
  return async (files, request) => {
    const ruff = findOnPath('ruff', pathEnv);
    if (!ruff) return { status: 'skipped', reason: 'skipped: ruff not installed' };
    if (files.length === 0) return { status: 'ran', findings: [], bugRisk: [], filesChecked: 0 };
    const configs = request?.configs ?? [];
    const tree = await mkdtemp(join(tmpdir(), 'openenv-ci-ruff-'));
    try {
      for (const file of [...configs, ...files]) {
        const target = join(tree, file.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, file.text);
      }
      const paths = files.map((f) => f.path);
      const defaultSelection = !hasRuffConfig(configs);
      const own = await ruffPass(ruff, tree, paths, defaultSelection ? ['--isolated', '--select', DEFAULT_SELECT.join(',')] : []);
      if (typeof own === 'string') return { status: 'failed', reason: own };
      const bugRisk = await ruffPass(ruff, tree, paths, ['--isolated', '--select', BUG_RISK_PROFILE.map((p) => p.code).join(',')]);
      if (typeof bugRisk === 'string') return { status: 'failed', reason: bugRisk };
      return { status: 'ran', findings: own, bugRisk, filesChecked: files.length, defaultSelection };
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  };
}
