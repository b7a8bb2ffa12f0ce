/**
 * Mutation fuzzing over real manifests: byte flips, truncations and hostile insertions (tabs, colons,
 * brackets, anchors, aliases, tags, BOMs, NULs, CRs). Nothing may throw, every run stays fast, and a
 * load that fails always says why with a positioned error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml } from '../../src/checks/manifests/yaml/load.js';
import { lint } from '../manifests/openenv/support.js';
import { corpusDir } from './corpus.js';

const CORPUS = corpusDir();
const seeds = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.yaml'))
  .slice(0, 60)
  .map((f) => new Uint8Array(readFileSync(join(CORPUS, f))));

/** Deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INSERTS = ['\t', ': ', '[', ']', '{', '}', '&a ', '*a', '*b', '!!python/object:os.system ', '!foo ', '<<: *a\n', '\ufeff', '\u0000', '\r', '---\n', '? ', '- ', '"', "'", '|', '>', '#', '%', '@', '\\', '\u0085', 'é', '0x1F', '1:30', '~'];

function mutate(bytes: Uint8Array, random: () => number): Uint8Array {
  let text = Array.from(bytes);
  const n = 1 + Math.floor(random() * 4);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(random() * (text.length + 1));
    const kind = random();
    if (kind < 0.25) text[at] = Math.floor(random() * 256);
    else if (kind < 0.35) text = text.slice(0, at);
    else {
      const insert = Array.from(new TextEncoder().encode(INSERTS[Math.floor(random() * INSERTS.length)]));
      text.splice(at, 0, ...insert);
    }
  }
  return Uint8Array.from(text.filter((b) => b !== undefined).map((b) => b & 0xff));
}

test('300 mutated manifests: no throw, bounded time, failures are explained', async () => {
  const random = rng(20261121);
  let slowest = 0;
  for (let i = 0; i < 300; i++) {
    const input = mutate(seeds[i % seeds.length], random);
    const started = Date.now();
    const result = loadYaml(input, 'openenv.yaml');
    const findings = await lint({ manifest: input });
    slowest = Math.max(slowest, Date.now() - started);
    if (!result.ok) expect(result.findings.some((f) => f.severity === 'error' && (f.line ?? 0) >= 1)).toBe(true);
    expect(findings.filter((f) => f.rule.startsWith('internal/'))).toEqual([]);
  }
  expect(slowest).toBeLessThan(2000);
});
