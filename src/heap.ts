import { setFlagsFromString } from 'node:v8';

/**
 * Commands that stream many environments through (validate, audit, and check, which runs validate):
 * V8's `--optimize-for-size` grows the heap more slowly, and their peak memory is mostly garbage the
 * collector has not reclaimed yet, not data they keep. Measured on OpenEnv's environments (issue 29):
 * validate over 340 copies 118–128 → 96 MiB peak RSS and over 2,000 230 → 137 MiB, CPU within noise;
 * the CPU-bound review paid about 13% more CPU with it, so it is set for these commands only. V8 reads
 * the flag as it sizes the heap, so setting it at start-up is enough.
 *
 * Its CPU is the young generation's: it keeps the new space at its smallest, so validate over 340
 * copies runs about 3× as many scavenges (116 against 37, ~450 against ~250 ms), and a later
 * measurement at load ~10 put its cost at 0.6–0.8 s of CPU there (2.6 against 2.0 s with the interrupt
 * budget below, 3.6 against 2.8 s without), more than the earlier "within noise". No flag settable at
 * run time does better: without it peak RSS is 145 MiB (the semi-space size is fixed as the heap is
 * set up), with `--heap-growing-percent=10` instead 125 MiB, and turning off parallel scavenging or
 * concurrent marking or sweeping changes the CPU within noise (`--single-threaded-gc` aborts V8 when
 * set after start-up).
 */
const STREAMING_COMMANDS: ReadonlySet<string> = new Set(['validate', 'audit', 'check']);

/** The flag preferSmallHeapFor sets for `command`, if any. */
export function smallHeapFlagFor(command: string | undefined): string | undefined {
  return command !== undefined && STREAMING_COMMANDS.has(command) ? '--optimize-for-size' : undefined;
}

export function preferSmallHeapFor(command: string | undefined): void {
  const flag = smallHeapFlagFor(command);
  if (flag === undefined) return;
  try {
    setFlagsFromString(flag);
  } catch {
    /* a runtime without V8 flags only costs memory */
  }
}

/**
 * The review is one short, CPU-bound run: V8's optimising compiler (TurboFan, on background threads
 * whose CPU counts) compiled code that had little run left to pay it back. An interrupt budget 8× V8's
 * default (67,584 bytes of bytecode) tiers up only what stays hot: the review of OpenEnv #695 (a
 * 25,000-line diff) took about 17% less CPU (issue 29), about what `--no-opt` saves, while long reviews
 * still optimise their hot loops (a few milliseconds later). Set before the review's code is loaded.
 *
 * Validate (and audit and check, which run it) is the same case at a larger scale: a run of a few
 * seconds whose code is mostly run a few hundred times, once per environment. With the same budget,
 * validate over 340 copies of OpenEnv's environments took about 25% less CPU (3.2 → 2.3 s; 4× and 16×
 * within noise of 8×, `--max-lazy` and no concurrent recompilation no better) at the same peak RSS.
 */
const SHORT_RUN_COMMANDS: ReadonlySet<string> = new Set(['review', 'validate', 'audit', 'check']);
const SHORT_RUN_INTERRUPT_BUDGET = 8 * 67_584;

/** The flag tierUpLaterFor sets for `command`, if any. */
export function interruptBudgetFlagFor(command: string | undefined): string | undefined {
  return command !== undefined && SHORT_RUN_COMMANDS.has(command) ? `--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET}` : undefined;
}

export function tierUpLaterFor(command: string | undefined): void {
  const flag = interruptBudgetFlagFor(command);
  if (flag === undefined) return;
  try {
    setFlagsFromString(flag);
  } catch {
    /* a runtime without V8 flags only costs speed */
  }
}
