/**
 * Where the tools openenv-ci starts (git, ruff, python3, uv, bash) are found: on PATH, but never in the
 * checkout. `npx openenv-ci` puts `<cwd>/node_modules/.bin` first on PATH, so a clone that commits
 * `node_modules/.bin/git` would otherwise have its own git (and ruff, python3, uv) run by every command;
 * and git itself looks up the programs it starts (`cat`, `ssh`) on its PATH. So:
 *  - trustedPath() is PATH without the folders inside the checkout (and without relative entries, which
 *    mean the current folder): every child's PATH (childEnvironment) is that one;
 *  - findOnPath() resolves a command to an absolute path on it: startProcess resolves every command
 *    through it, so a child runs a program from outside the checkout or not at all.
 * The checkout is the work tree around the current folder (the nearest `.git` upwards) and
 * GITHUB_WORKSPACE. A work tree at or above the home folder (a dotfiles repository) is not a checkout:
 * the user's own tools live there.
 */
import { accessSync, constants, lstatSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, isAbsolute, join, resolve, sep } from 'node:path';

/** Folders whose programs are the repository's, not the runner's. */
export function checkoutFolders(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string[] {
  const folders = new Set<string>();
  const home = real(homedir());
  const top = workTreeAround(real(cwd));
  if (top && !isInside(home, top)) folders.add(top);
  if (env.GITHUB_WORKSPACE) folders.add(real(resolve(env.GITHUB_WORKSPACE)));
  return [...folders];
}

/** PATH without relative entries and without folders inside `checkout`. */
export function trustedPath(pathEnv: string = process.env.PATH ?? '', checkout: readonly string[] = checkoutFolders()): string {
  return pathEnv
    .split(delimiter)
    .filter((dir) => dir !== '' && isAbsolute(dir) && !checkout.some((folder) => isInside(real(dir), folder)))
    .join(delimiter);
}

/**
 * The first executable `command` on `pathEnv` outside the checkout (no shell, no `which`), as an absolute
 * path; a command with a slash is taken as given.
 */
export function findOnPath(command: string, pathEnv: string = process.env.PATH ?? '', checkout: readonly string[] = checkoutFolders()): string | undefined {
  if (command.includes('/') || command.includes(sep)) return command;
  const names = process.platform === 'win32' ? [`${command}.exe`, `${command}.cmd`] : [command];
  for (const dir of trustedPath(pathEnv, checkout).split(delimiter)) {
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

function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function workTreeAround(start: string): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    try {
      lstatSync(join(dir, '.git'));
      return dir;
    } catch {
      /* not here */
    }
    if (dirname(dir) === dir) return undefined;
  }
}
