import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from '@jest/globals';
import type { CheckContext } from '../../../src/engine/check.js';
import { skippedLint, type TempRepo } from '../support.js';
import { checkContext } from '../../support/context.js';
import { WorkingTreeView } from '../../../src/repo/working-tree.js';
import { gitRunner } from '../../../src/repo/git.js';
import { runReview } from '../../../src/checks/review/index.js';
import type { Finding } from '../../../src/engine/finding.js';
import type { ReviewReport } from '../../../src/checks/review/model.js';
import { optInRulesOff } from '../../../src/checks/index.js';
import { EMPTY_CONFIG } from '../../../src/engine/resolved-config.js';
import { ruleSettings } from '../../../src/engine/run.js';
import type { Fixtures } from '../../support/llm-server.js';
import type { LlmOutcome } from '../../../src/checks/review/llm/index.js';
import type { ChatClient, ChatRequest } from '../../../src/llm/client.js';

export const LLM_FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'llm');

/** A fixture file: replies by request key (see test/support/llm-server.ts). */
export function fixtures(name: string): Fixtures {
  return JSON.parse(readFileSync(join(LLM_FIXTURES, `${name}.json`), 'utf8')) as Fixtures;
}

export const INVARIANTS = [
  '# OpenEnv invariants',
  '',
  '## Rewards',
  '',
  '1. Rewards are computed inside the environment server; the agent never supplies or overrides them.',
  '2. Environment state is never read from files the agent can write.',
  '',
  '## Isolation',
  '',
  '3. Clients never import server code.',
  '',
].join('\n');

const cacheDirs: string[] = [];
afterAll(() => {
  for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
});

export function freshCacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'llm-cache-'));
  cacheDirs.push(dir);
  return dir;
}

export interface LlmRun {
  findings: Finding[];
  markdown: string;
  report: ReviewReport;
  llm?: LlmOutcome;
  summary?: string;
}

const OPT_IN_OFF = optInRulesOff(() => ({}));
export const TOKEN = 'hf_secret_TOKEN_value_123';

/** The review with the model pass pointed at the stand-in (a fresh cache folder unless given). */
export async function reviewWithLlm(repo: TempRepo, url: string, options: Record<string, string> = {}, overrides: Partial<CheckContext> = {}, llmClient?: ChatClient): Promise<LlmRun> {
  const severityOf = overrides.severityOf ?? ruleSettings(EMPTY_CONFIG, OPT_IN_OFF).severityOf;
  const base = checkContext(new WorkingTreeView(repo.dir), {
    root: repo.dir,
    baseRevision: repo.base,
    headRevision: repo.head,
    repositorySlug: 'meta-pytorch/OpenEnv',
    severityOf,
    ruleOff: (rule) => severityOf(rule, 'error') === 'off',
    options: { llm: 'advisory', 'llm-model': 'Qwen/Qwen3-32B:cerebras', 'llm-base-url': url, 'llm-token': TOKEN, 'llm-cache': freshCacheDir(), 'llm-timeout': '5', ...options },
    ...overrides,
  });
  const context: CheckContext = { ...base, services: { ...base.services, git: gitRunner(repo.dir), ...(overrides.services ?? {}) } };
  const result = await runReview(context, { lint: skippedLint, llmClient });
  return {
    findings: result.findings,
    markdown: result.commentMarkdown ?? '',
    report: result.data?.review as ReviewReport,
    llm: result.data?.llm as LlmOutcome | undefined,
    summary: result.sections?.find((s) => s.title === 'Model pass')?.markdown,
  };
}

/** A client that records what it is asked and answers with no claim (for tests of what is sent). */
export function recordingClient(): ChatClient & { asked: ChatRequest[] } {
  const asked: ChatRequest[] = [];
  const client: ChatClient = async (request) => {
    asked.push(request);
    return { content: '{"claims": []}', finishReason: 'stop', model: request.model, promptTokens: 0, completionTokens: 0 };
  };
  return Object.assign(client, { asked });
}
