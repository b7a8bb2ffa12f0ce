/** `.dockerignore` matching with Docker's semantics: last match wins, `!` re-includes, parents count. */
import picomatch from 'picomatch';
import { posix } from 'node:path';
import { splitLines } from '../../../engine/text.js';

interface Pattern {
  negate: boolean;
  match: (path: string) => boolean;
}

/**
 * Compiled patterns, shared by every environment of a run: most `.dockerignore` files repeat the same
 * few lines (.git, .venv, __pycache__/), and compiling a glob costs far more than matching it.
 */
const compiledPatterns = new Map<string, (path: string) => boolean>();
const COMPILED_PATTERNS = 512;
function compiled(pattern: string): (path: string) => boolean {
  let matcher = compiledPatterns.get(pattern);
  if (!matcher) {
    if (compiledPatterns.size >= COMPILED_PATTERNS) compiledPatterns.delete(compiledPatterns.keys().next().value!);
    compiledPatterns.set(pattern, (matcher = picomatch(pattern, { dot: true })));
  }
  return matcher;
}

export class DockerIgnore {
  private readonly patterns: Pattern[];
  constructor(
    text: string,
    /** The ignore file in use (env-relative), for messages. */
    readonly file?: string,
  ) {
    this.patterns = [];
    for (const raw of splitLines(text)) {
      let line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      const negate = line.startsWith('!');
      if (negate) line = line.slice(1).trim();
      line = posix.normalize(line.replace(/^\/+/, '')).replace(/\/+$/, '');
      if (line === '.' || line === '') continue;
      this.patterns.push({ negate, match: compiled(line) });
    }
  }

  /** True when the env-relative path is excluded from the build context. */
  excludes(path: string): boolean {
    if (this.patterns.length === 0) return false; // no ignore file (most environments): nothing to build per path
    // Several criteria ask about every file of the environment (context files, fixtures, credentials).
    let answer = this.answers.get(path);
    if (answer === undefined) this.answers.set(path, (answer = this.decide(path)));
    return answer;
  }

  private readonly answers = new Map<string, boolean>();

  private decide(path: string): boolean {
    const parts = path.split('/');
    const candidates: string[] = [];
    for (let i = 1; i <= parts.length; i++) candidates.push(parts.slice(0, i).join('/'));
    let excluded = false;
    for (const p of this.patterns) {
      if (candidates.some((c) => p.match(c))) excluded = !p.negate;
    }
    return excluded;
  }

  static none(): DockerIgnore {
    return new DockerIgnore('');
  }
}
