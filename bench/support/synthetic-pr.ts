/**
 * A synthetic pull request in a temporary git repository, for the review benches: `files` Python
 * modules under envs/env_<n>/server/, each `linesPerFile` long, of which `changedPerFile` lines change
 * between the base and the head commit (two of them debug prints, so the review has findings to report).
 * Written with `git fast-import` (one process, no checkout) so a 20,000-file repository takes seconds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SyntheticPr {
  dir: string;
  base: string;
  head: string;
  files: number;
  changedLines: number;
}

export const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'b',
  GIT_AUTHOR_EMAIL: 'b@example.com',
  GIT_COMMITTER_NAME: 'b',
  GIT_COMMITTER_EMAIL: 'b@example.com',
};

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, env: GIT_ENV, encoding: 'utf8', maxBuffer: 1 << 30 });
}

function moduleText(index: number, head: boolean, linesPerFile: number, changedPerFile: number): string {
  const lines: string[] = [`"""Module ${index}."""`, 'import logging', '', 'logger = logging.getLogger(__name__)', ''];
  for (let i = lines.length; i < linesPerFile; i++) {
    const changed = head && i >= 10 && i < 10 + changedPerFile;
    if (!changed) lines.push(`VALUE_${i} = ${i}  # unchanged`);
    else if (i % 25 === 0) lines.push(`print("value ${i}")`);
    else if (i % 10 === 0) lines.push(`# changed block ${i}`);
    else lines.push(`VALUE_${i} = compute(${i}, reward=${i % 7})  # changed`);
  }
  return lines.join('\n') + '\n';
}

export function makeSyntheticPr(options: { files: number; linesPerFile: number; changedPerFile: number }): SyntheticPr {
  const { files, linesPerFile, changedPerFile } = options;
  const dir = mkdtempSync(join(tmpdir(), 'review-bench-'));
  git(dir, 'init', '-q', '-b', 'main');
  const chunks: string[] = [];
  const commit = (head: boolean, mark: number, parent?: number): void => {
    chunks.push(`commit refs/heads/main\nmark :${mark}\ncommitter b <b@example.com> ${head ? 2 : 1} +0000\ndata 4\n${head ? 'head' : 'base'}\n`);
    if (parent !== undefined) chunks.push(`from :${parent}\n`);
    if (!head) chunks.push('M 100644 inline README.md\ndata 8\n# bench\n');
    for (let i = 0; i < files; i++) {
      const text = moduleText(i, head, linesPerFile, changedPerFile);
      chunks.push(`M 100644 inline envs/env_${i % 50}/server/module_${i}.py\ndata ${Buffer.byteLength(text)}\n${text}`);
    }
  };
  commit(false, 1);
  commit(true, 2, 1);
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, env: GIT_ENV, input: chunks.join(''), maxBuffer: 1 << 30 });
  // No checkout: the review reads both commits from git (--base/--head), never the working tree.
  const base = git(dir, 'rev-parse', 'main~1').trim();
  const head = git(dir, 'rev-parse', 'main').trim();
  return { dir, base, head, files, changedLines: files * changedPerFile };
}
