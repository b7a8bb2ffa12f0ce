/**
 * What a chunk's answer left after verification, keyed by the chunk's content (prompt.ts cacheKey):
 * on disk for the CLI (`--llm-cache DIR`), in the sticky comment's hidden state for the action. Only
 * successful answers are stored. A stored entry is verified again when read, so an edited cache can
 * only hold claims that pass the same checks as the model's.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod';
import { CATEGORIES } from './schema.js';
import type { VerifiedClaim } from './verify.js';

export interface CacheEntry {
  claims: VerifiedClaim[];
  /** Verification drops of the answer, by reason (shown again on a hit: same input, same counts). */
  dropped: Record<string, number>;
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** The head commit the answer was asked for (absent in entries of earlier versions): the comment names it. */
  askedAt?: string;
}

export interface ClaimCache {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
}

const claim = z.strictObject({
  category: z.enum(CATEGORIES),
  path: z.string().max(500),
  startLine: z.number().int().positive(),
  endLine: z.number().int().positive(),
  quote: z.string().max(2000),
  rationale: z.string().max(400),
  docRef: z.strictObject({ doc: z.string().max(300), line: z.number().int().positive(), quote: z.string().max(500) }).optional(),
});
const entrySchema = z.strictObject({
  claims: z.array(claim).max(5),
  dropped: z.record(z.string(), z.number().int().nonnegative()),
  model: z.string().max(200),
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  askedAt: z.string().regex(/^[0-9a-f]{40}$/).optional(),
});
const KEY = /^[0-9a-f]{64}$/;

/** The user cache folder: $XDG_CACHE_HOME/openenv-ci/llm, else ~/.cache/openenv-ci/llm. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'openenv-ci', 'llm');
}

export function directoryCache(dir: string): ClaimCache {
  return {
    async get(key) {
      if (!KEY.test(key)) return undefined;
      const text = await readFile(join(dir, `${key}.json`), 'utf8').catch(() => undefined);
      if (text === undefined || text.length > 256 * 1024) return undefined;
      try {
        const parsed = entrySchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, entry) {
      if (!KEY.test(key)) return;
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${key}.${process.pid}.tmp`);
      await writeFile(temporary, JSON.stringify(entry) + '\n');
      await rename(temporary, join(dir, `${key}.json`));
    },
  };
}

/** In memory: the sticky comment's state read at the start of the run and written back into the comment. */
export function memoryCache(initial: ReadonlyMap<string, CacheEntry> = new Map()): ClaimCache & { entries: Map<string, CacheEntry> } {
  const entries = new Map(initial);
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, entry) => void entries.set(key, entry),
  };
}

const STATE_PREFIX = '<!-- openenv-ci:llm-state:v1 ';
const STATE_SUFFIX = ' -->';
/** The hidden state stays small: a comment has 65,536 characters for everything. */
export const MAX_STATE_CHARS = 24_000;

/**
 * The hidden state line: the entries of this run (base64url JSON, so no `--`, `>` or markdown in it),
 * or '' when it would be too large (the next run asks again).
 */
export function encodeState(entries: ReadonlyMap<string, CacheEntry>): string {
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : 1)));
  const encoded = Buffer.from(JSON.stringify(sorted), 'utf8').toString('base64url');
  const line = `${STATE_PREFIX}${encoded}${STATE_SUFFIX}`;
  return line.length > MAX_STATE_CHARS ? '' : line;
}

/** Entries from a comment body carrying our state line (any malformed entry is skipped). */
export function decodeState(body: string): Map<string, CacheEntry> {
  const out = new Map<string, CacheEntry>();
  const start = body.indexOf(STATE_PREFIX);
  if (start < 0) return out;
  const end = body.indexOf(STATE_SUFFIX, start + STATE_PREFIX.length);
  if (end < 0 || end - start > MAX_STATE_CHARS) return out;
  try {
    const value = JSON.parse(Buffer.from(body.slice(start + STATE_PREFIX.length, end), 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return out;
    for (const [key, entry] of Object.entries(value)) {
      const parsed = entrySchema.safeParse(entry);
      if (KEY.test(key) && parsed.success) out.set(key, parsed.data);
    }
  } catch {
    // Not our state: nothing carried over.
  }
  return out;
}
