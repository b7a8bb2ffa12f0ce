import { getExecOutput } from '@actions/exec';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

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

/**
 * Ruff over the changed Python files, each fed through stdin with its repository path
 * (`--stdin-filename`), so the HEAD text is linted even when the working tree is another revision, and
 * nothing is written. The repository's own ruff configuration applies (cwd = the repository root).
 */
export function ruffRunner(root: string, pathEnv?: string): LintRunner {
  return async (files) => {
    const ruff = findOnPath('ruff', pathEnv);
    if (!ruff) return { status: 'skipped', reason: 'skipped: ruff not installed' };
    const findings: LintFinding[] = [];
    for (const file of files) {
      let output;
      try {
        output = await getExecOutput(ruff, ['check', '--output-format', 'json', '--no-fix', '--force-exclude', '--stdin-filename', file.path, '-'], {
          cwd: root,
          input: Buffer.from(file.text, 'utf8'),
          silent: true,
          ignoreReturnCode: true,
        });
      } catch (error) {
        return { status: 'failed', reason: `ruff could not run: ${(error as Error).message}` };
      }
      if (output.exitCode !== 0 && output.exitCode !== 1) {
        return { status: 'failed', reason: `ruff exited ${output.exitCode} on ${file.path}: ${output.stderr.trim().split('\n').slice(-2).join(' ')}` };
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
  };
}
