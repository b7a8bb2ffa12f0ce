import { apiDeadline, deadlineCutCall } from '../../src/engine/limits.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the API deadline warns only when a client cut a call for it, and only once', async () => {
  const warnings: string[] = [];
  const deadline = apiDeadline(0.05, new AbortController().signal, (m) => warnings.push(m));
  await sleep(120);
  expect(deadline.aborted).toBe(true);
  // A long run that made no GitHub call after the deadline (a folder audit) hears nothing about it.
  expect(warnings).toEqual([]);
  deadlineCutCall(deadline);
  deadlineCutCall(deadline);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/API deadline \(0\.05 s, input api-deadline\) passed/);
});

test('a run cancelled before its deadline does not blame the deadline for the calls it cut', () => {
  const warnings: string[] = [];
  const cancelled = new AbortController();
  const deadline = apiDeadline(60, cancelled.signal, (m) => warnings.push(m));
  cancelled.abort();
  expect(deadline.aborted).toBe(true);
  deadlineCutCall(deadline);
  expect(warnings).toEqual([]);
});
