import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/** The example repository shipped with the project: realistic files to plant hostile text into. */
export const EXAMPLE_REPO = fileURLToPath(new URL('../../examples/openenv-repo/', import.meta.url));

export function exampleFiles(under = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(join(EXAMPLE_REPO, under), full).split(sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(join(EXAMPLE_REPO, under));
  return out;
}

/** `unit` repeated to exactly `length` characters. */
export function filler(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** A repeating unit of 1 to 4 of a family's own delimiters, e.g. `": "`, `"<"`, `"**x"`. */
export function delimiterUnit(delimiters: readonly string[]): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...delimiters), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
}

/** Milliseconds `work` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Small and large input sizes: 10k and 100k characters. */
export const SMALL = 10_000;
export const LARGE = 100_000;

/**
 * Linear time means ×10 input costs about ×10 time; a quadratic pattern costs ×100 (and seconds at 100k).
 * The bound is generous (×40 plus a fixed allowance) so a loaded 2-core machine does not fail it.
 */
export const MAX_RATIO = 40;
export const ALLOWANCE_MS = 400;

/**
 * Past this, SMALL characters alone show the defect (real cases take 10–100 ms), and LARGE is not run: a
 * quadratic path that takes 20 s at 10k would take over half an hour at 100k.
 */
export const SMALL_BUDGET_MS = 5_000;

export interface Measurement {
  small: number;
  /** Undefined when SMALL was already over its budget. */
  large?: number;
}

/** Times `run` at SMALL (best of two) and LARGE characters of pathological text. */
export async function measure(run: (length: number) => Promise<unknown>): Promise<Measurement> {
  const warmUp = await timed(() => run(SMALL)); // also warms module-level caches and the JIT
  if (warmUp > SMALL_BUDGET_MS) return { small: warmUp };
  const small = Math.min(await timed(() => run(SMALL)), await timed(() => run(SMALL)));
  const large = await timed(() => run(LARGE));
  return { small, large };
}

export function grewLinearly({ small, large }: Measurement): boolean {
  return large !== undefined && large <= small * MAX_RATIO + ALLOWANCE_MS;
}

function describeMeasurement({ small, large }: Measurement): string {
  const atSmall = `${small.toFixed(0)} ms at ${SMALL}`;
  return large === undefined ? `${atSmall} (over the ${SMALL_BUDGET_MS} ms budget; ${LARGE} not tried)` : `${atSmall}, ${large.toFixed(0)} ms at ${LARGE}`;
}

/**
 * Property: for every generated (slot, delimiter unit) pair, the work on LARGE characters costs at most
 * about ten times the work on SMALL. Few runs per family keep the whole suite well under 30 s.
 */
export async function assertLinear<Slot>(
  slots: fc.Arbitrary<Slot>,
  delimiters: readonly string[],
  run: (slot: Slot, text: string) => Promise<unknown>,
  /** Cases always tried first: the measured regressions of this family. */
  examples: [Slot, string][] = [],
  numRuns = 6,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(slots, delimiterUnit(delimiters), async (slot, unit) => {
      const m = await measure((length) => run(slot, filler(unit, length)));
      if (!grewLinearly(m)) throw new Error(`unit ${JSON.stringify(unit)}: ${describeMeasurement(m)}`);
    }),
    { numRuns, examples, endOnFailure: true },
  );
}
