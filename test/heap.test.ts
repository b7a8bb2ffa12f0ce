import { interruptBudgetFlagFor, smallHeapFlagFor } from '../src/heap.js';

describe('V8 flags per command', () => {
  it('keeps the heap small for the commands that stream environments through, and only those', () => {
    for (const command of ['validate', 'audit', 'check']) expect(smallHeapFlagFor(command)).toBe('--optimize-for-size');
    for (const command of ['review', 'rfc-lint', 'manifests', 'help', '--help', undefined]) expect(smallHeapFlagFor(command)).toBeUndefined();
  });

  it('tiers up later for the short CPU-bound runs (review, validate and what runs it), and only those', () => {
    for (const command of ['review', 'validate', 'audit', 'check']) expect(interruptBudgetFlagFor(command)).toBe('--interrupt-budget=540672');
    for (const command of ['rfc-lint', 'manifests', 'help', '--version', 'Validate', undefined]) expect(interruptBudgetFlagFor(command)).toBeUndefined();
  });
});
