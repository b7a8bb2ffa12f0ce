/**
 * A monotonic clock in ms. `performance.now()` would do, but the global `performance` loads
 * node:perf_hooks (5–8 ms of CPU on node 20) on first use, and every run reads the clock.
 */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;
