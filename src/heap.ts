import { setFlagsFromString } from 'node:v8';

/**
 * Commands that stream many environments through (validate, audit, and check, which runs validate):
 * V8's `--optimize-for-size` grows the heap more slowly, and their peak memory is mostly garbage the
 * collector has not reclaimed yet, not data they keep. Measured on OpenEnv's environments (issue 29):
 * validate over 340 copies 118–128 → 96 MiB peak RSS and over 2,000 230 → 137 MiB, CPU within noise;
 * the CPU-bound review paid about 13% more CPU with it, so it is set for these commands only. V8 reads
 * the flag as it sizes the heap, so setting it at start-up is enough.
 */
const STREAMING_COMMANDS: ReadonlySet<string> = new Set(['validate', 'audit', 'check']);

export function preferSmallHeapFor(command: string | undefined): void {
  if (command === undefined || !STREAMING_COMMANDS.has(command)) return;
  try {
    setFlagsFromString('--optimize-for-size');
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
 */
const SHORT_RUN_COMMANDS: ReadonlySet<string> = new Set(['review']);
const SHORT_RUN_INTERRUPT_BUDGET = 8 * 67_584;

export function tierUpLaterFor(command: string | undefined): void {
  if (command === undefined || !SHORT_RUN_COMMANDS.has(command)) return;
  try {
    setFlagsFromString(`--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET}`);
  } catch {
    /* a runtime without V8 flags only costs speed */
  }
}
