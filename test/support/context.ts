import type { CheckContext, Logger } from '../../src/engine/check.js';
import type { RepoView } from '../../src/repo/view.js';
import { MemoryRepoView } from '../../src/repo/memory.js';

/** A logger that records what it was told, for assertions. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warning: (m) => lines.push(`warning: ${m}`),
    debug: (m) => lines.push(`debug: ${m}`),
    progress: (m) => lines.push(`progress: ${m}`),
  };
}

/** A CheckContext over an in-memory tree (or any RepoView), with overridable fields. */
export function checkContext(
  repo: RepoView | Record<string, string | Uint8Array>,
  overrides: Partial<CheckContext> = {},
): CheckContext {
  const view = 'listFiles' in repo ? (repo as RepoView) : new MemoryRepoView(repo as Record<string, string>);
  return {
    repo: view,
    root: '/nonexistent',
    options: {},
    paths: [],
    priorFindings: [],
    services: {
      logger: recordingLogger(),
      now: () => new Date('2026-11-21T12:00:00Z'),
      signal: new AbortController().signal,
    },
    ...overrides,
  };
}
