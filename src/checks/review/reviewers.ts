import picomatch from 'picomatch';
import type { GitRunner } from '../../repo/git.js';

const HANDLE = /^@[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\/[A-Za-z0-9._-]+)?$/;

export interface CodeownersRule {
  pattern: string;
  owners: string[];
  matches(path: string): boolean;
}

/**
 * CODEOWNERS as GitHub reads it: later rules win, patterns follow gitignore rules (a pattern without a
 * slash matches at any depth, a leading slash anchors, a trailing slash means a folder). Owners that are
 * not @handles (e-mail addresses) are left out: the report only names what GitHub would request.
 */
export function parseCodeowners(text: string): CodeownersRule[] {
  const rules: CodeownersRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    const [pattern, ...owners] = line.split(/\s+/);
    if (!pattern) continue;
    const handles = owners.filter((o) => HANDLE.test(o));
    rules.push({ pattern, owners: handles, matches: codeownersMatcher(pattern) });
  }
  return rules;
}

function codeownersMatcher(pattern: string): (path: string) => boolean {
  let glob = pattern;
  const anchored = glob.startsWith('/') || glob.slice(0, -1).includes('/');
  glob = glob.replace(/^\//, '');
  if (glob.endsWith('/')) glob += '**';
  else if (!glob.includes('*')) {
    const exact = picomatch(anchored ? glob : `**/${glob}`, { dot: true });
    const folder = picomatch(anchored ? `${glob}/**` : `**/${glob}/**`, { dot: true });
    return (path) => exact(path) || folder(path);
  }
  const match = picomatch(anchored ? glob : `**/${glob}`, { dot: true });
  return (path) => match(path) || (glob.endsWith('/*') ? false : picomatch(anchored ? `${glob}/**` : `**/${glob}/**`, { dot: true })(path));
}

/** Owners of one path (last matching rule), as `@handle`s. */
export function ownersOf(rules: readonly CodeownersRule[], path: string): string[] {
  for (let i = rules.length - 1; i >= 0; i--) if (rules[i]!.matches(path)) return rules[i]!.owners;
  return [];
}

/**
 * GitHub logins of the authors of lines start..end of a document, from `git blame --line-porcelain`.
 * Only logins git itself records are used (GitHub's `<id>+<login>@users.noreply.github.com` addresses):
 * a name or a company e-mail is never turned into a guessed handle.
 */
export async function blameLogins(git: GitRunner, revision: string, path: string, start: number, end: number): Promise<string[]> {
  const result = await git(['blame', '--line-porcelain', '-L', `${start},${end}`, revision, '--', path], { allowFailure: true });
  if (result.exitCode !== 0) return [];
  const logins = new Set<string>();
  for (const line of result.stdout.toString('utf8').split('\n')) {
    const mail = /^author-mail <(?:\d+\+)?([A-Za-z0-9-]+)@users\.noreply\.github\.com>$/.exec(line);
    if (mail && !mail[1]!.endsWith('[bot]') && mail[1] !== 'actions-user') logins.add(`@${mail[1]}`);
  }
  return [...logins].sort(compareHandles);
}

/**
 * Case-insensitive order of @handles by code unit. Not localeCompare: its order follows the runner's
 * locale (Estonian sorts z before t), and the same pull request must give the same comment everywhere.
 */
export function compareHandles(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
