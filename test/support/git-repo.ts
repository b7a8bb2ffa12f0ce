import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitRunner, type GitRunner } from '../../src/repo/git.js';

/**
 * Real temporary git repositories for tests, with fixed author and committer dates so history-based
 * rules (blame, "added before", retired numbers) see exactly the timeline the test describes.
 *
 *   const repo = await makeGitRepo();
 *   await repo.commit({ 'rfcs/000-a.md': '# RFC: A\n' }, { date: '2026-01-01T00:00:00Z' });
 *   await repo.branch('pr');                       // create and switch
 *   await repo.rename('rfcs/000-a.md', 'rfcs/001-a.md', { date: '2026-01-02T00:00:00Z' });
 *   await repo.cleanup();
 */
export interface CommitOptions {
  /** ISO date (or anything git accepts) used for both author and committer date. */
  date: string;
  /** Committer date when it must differ from the author date (rebases, merges of old work). */
  committerDate?: string;
  message?: string;
  /** `Name <email>`; default `Test Author <test@example.com>`. */
  author?: string;
}

export interface GitRepo {
  /** Absolute path of the work tree. */
  readonly dir: string;
  /** The project's GitRunner over this repository (what checks get as `services.git`). */
  readonly git: GitRunner;
  /** Writes (string) or deletes (null) files, stages everything and commits. Returns the new sha. */
  commit(files: Record<string, string | null>, options: CommitOptions): Promise<string>;
  /** `git mv from to` (optionally with new content) and commit. */
  rename(from: string, to: string, options: CommitOptions & { content?: string }): Promise<string>;
  /** `git rm` the paths and commit. */
  delete(paths: string | string[], options: CommitOptions): Promise<string>;
  /** Creates a branch at the current commit (or `from`) and switches to it. */
  branch(name: string, from?: string): Promise<void>;
  /** Switches to an existing branch or commit. */
  checkout(ref: string): Promise<void>;
  /** `git merge --no-ff` of `ref` into the current branch; returns the merge commit sha. */
  merge(ref: string, options: CommitOptions): Promise<string>;
  /** Writes files into the work tree without committing (uncommitted changes). */
  write(files: Record<string, string>): Promise<void>;
  /** Resolves a revision to a full sha. */
  revParse(rev: string): Promise<string>;
  /** Runs any git command (plain stdout as text). */
  run(args: string[], options?: CommitOptions): Promise<string>;
  cleanup(): Promise<void>;
}

const DEFAULT_AUTHOR = 'Test Author <test@example.com>';

export async function makeGitRepo(options: { defaultBranch?: string } = {}): Promise<GitRepo> {
  const dir = await mkdtemp(join(tmpdir(), 'openenv-ci-git-'));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    LC_ALL: 'C',
  };

  const run = (args: string[], commitOptions?: CommitOptions): Promise<string> => {
    const env = { ...baseEnv };
    if (commitOptions) {
      const { name, email } = parseAuthor(commitOptions.author ?? DEFAULT_AUTHOR);
      env.GIT_AUTHOR_NAME = name;
      env.GIT_AUTHOR_EMAIL = email;
      env.GIT_COMMITTER_NAME = name;
      env.GIT_COMMITTER_EMAIL = email;
      env.GIT_AUTHOR_DATE = commitOptions.date;
      env.GIT_COMMITTER_DATE = commitOptions.committerDate ?? commitOptions.date;
    }
    return new Promise((resolve, reject) => {
      execFile(
        'git',
        ['-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', ...args],
        { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`git ${args.join(' ')} failed: ${stderr || error.message}`));
          else resolve(stdout);
        },
      );
    });
  };

  await run(['init', '-q', '-b', options.defaultBranch ?? 'main']);
  // The identity for commands that commit without CommitOptions (merges in `run`), written the way
  // `git config user.name …` would: one process fewer per setting, and suites make many repositories.
  await appendFile(join(dir, '.git', 'config'), '[user]\n\tname = Test Author\n\temail = test@example.com\n');

  /** HEAD's sha, read from .git (a fresh repository has loose refs only); rev-parse if it is not there. */
  const head = async () => {
    const text = (await readFile(join(dir, '.git', 'HEAD'), 'utf8')).trim();
    if (!text.startsWith('ref: ')) return text;
    const ref = await readFile(join(dir, '.git', text.slice(5)), 'utf8').catch(() => undefined);
    return ref ? ref.trim() : (await run(['rev-parse', 'HEAD'])).trim();
  };
  const commitStaged = async (commitOptions: CommitOptions, fallback: string) => {
    await run(['commit', '-q', '--allow-empty', '-m', commitOptions.message ?? fallback], commitOptions);
    return head();
  };
  const writeFiles = async (files: Record<string, string>) => {
    for (const [path, content] of Object.entries(files)) {
      const full = join(dir, path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, content);
    }
  };

  return {
    dir,
    git: gitRunner(dir),
    async commit(files, commitOptions) {
      const removed = Object.keys(files).filter((path) => files[path] === null);
      const written = Object.fromEntries(Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== null));
      // One `git rm` and one `git add` for the whole change, not one per file.
      if (removed.length) await run(['rm', '-q', '--', ...removed]);
      await writeFiles(written);
      if (Object.keys(written).length) await run(['add', '--', ...Object.keys(written)]);
      return commitStaged(commitOptions, `change ${Object.keys(files).join(', ')}`);
    },
    async rename(from, to, commitOptions) {
      await mkdir(dirname(join(dir, to)), { recursive: true });
      await run(['mv', '--', from, to]);
      if (commitOptions.content !== undefined) {
        await writeFiles({ [to]: commitOptions.content });
        await run(['add', '--', to]);
      }
      return commitStaged(commitOptions, `rename ${from} to ${to}`);
    },
    async delete(paths, commitOptions) {
      const list = Array.isArray(paths) ? paths : [paths];
      await run(['rm', '-q', '--', ...list]);
      return commitStaged(commitOptions, `delete ${list.join(', ')}`);
    },
    async branch(name, from) {
      await run(['checkout', '-q', '-b', name, ...(from ? [from] : [])]);
    },
    async checkout(ref) {
      await run(['checkout', '-q', ref]);
    },
    async merge(ref, commitOptions) {
      await run(['merge', '-q', '--no-ff', '--no-edit', '-m', commitOptions.message ?? `merge ${ref}`, ref], commitOptions);
      return head();
    },
    write: writeFiles,
    async revParse(rev) {
      return rev === 'HEAD' ? head() : (await run(['rev-parse', rev])).trim();
    },
    run,
    async cleanup() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function parseAuthor(author: string): { name: string; email: string } {
  const match = /^(.*?)\s*<([^>]*)>\s*$/.exec(author);
  return match ? { name: match[1]!, email: match[2]! } : { name: author, email: 'test@example.com' };
}
