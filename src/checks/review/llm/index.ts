/**
 * The review's optional model pass (issue 28): one completion per chunk of the change, no tools, every
 * claim verified against the exact BASE and HEAD objects, answers cached by content. It never touches
 * the verdict: the review's findings, tiers and exit status are computed before it and without it.
 */
import { chatClient, failureReason, HF_ROUTER_URL, type ChatClient } from '../../../llm/client.js';
import type { GitRunner } from '../../../repo/git.js';
import type { Finding } from '../../../engine/finding.js';
import { decodeText, type RepoView } from '../../../repo/view.js';
import type { CacheEntry, ClaimCache } from './cache.js';
import { readDiffHunks, type FileDiff, type Hunk } from './diff-text.js';
import { buildChunks, MAX_OUTPUT_TOKENS, PROMPT_VERSION, SEED, type Fact, type GroundingDoc, type Unreviewed } from './prompt.js';
import { sanitizeText } from './sanitize.js';
import type { RfcSection } from '../model.js';
import { CLAIMS_JSON_SCHEMA, parseAnswer, type DropReason } from './schema.js';
import { relocate, reverify, verifyClaim, type VerifiedClaim, type VerifyContext } from './verify.js';

export const LLM_CLAIM_RULE = 'review/llm-claim';
/** Retries after the first attempt of a call (the SDK waits as `Retry-After` says). */
export const MAX_RETRIES = 2;

export interface LlmSettings {
  baseURL: string;
  model: string;
  token: string;
  maxInputTokens: number;
  maxCalls: number;
  timeoutMs: number;
  /** One deadline for the whole pass (every call and retry). */
  deadlineMs: number;
}

export interface LlmOutcome {
  status: 'ran' | 'skipped';
  /** What the claims are listed as: notice by default, warning when the config raises it (never error). */
  severity: 'notice' | 'warning';
  reason?: string;
  model: string;
  provider: string;
  promptVersion: string;
  parts: number;
  failedParts: number;
  requests: number;
  cacheHits: number;
  cacheMisses: number;
  kept: VerifiedClaim[];
  carried: number;
  dropped: Partial<Record<DropReason, number>>;
  ignoredKeys: string[];
  failures: string[];
  /** Tokens this run spent (0 on cache hits). */
  promptTokens: number;
  completionTokens: number;
  /** Tokens the answers shown took when they were asked (cache hits included): the same on every rerun. */
  answerTokens: number;
  /** The head commits the answers shown were asked for (cache hits and carried claims included), first seen first. */
  askedAt: string[];
  unreviewed: Unreviewed[];
  /** The entries this run used, for the hidden state of the sticky comment. */
  entries: Map<string, CacheEntry>;
}

export interface LlmPassInput {
  settings: LlmSettings;
  git: GitRunner;
  baseSha: string;
  /** The commit the diff is computed against (the merge commit in the action). */
  headSha: string;
  baseTree?: RepoView;
  /** Grounding document paths (invariants, principles), sent whole (up to MAX_DOC_LINES lines). */
  documents: readonly string[];
  /** The RFC sections the deterministic RFC rules matched (at BASE): only these lines of an RFC are sent. */
  rfcSections?: readonly RfcSection[];
  findings: readonly Finding[];
  pullRequest?: { title: string; body: string };
  rfcDir: string;
  cache: ClaimCache;
  /** The commit the report names (the pull request's head): recorded in each new answer as the head it was asked for. */
  reviewedHead?: string;
  /** Claims of the previous run (the sticky comment's state): carried forward while their lines exist. */
  previous?: ReadonlyMap<string, CacheEntry>;
  /** Test seam; default: the openai client for settings. */
  client?: ChatClient;
}

/** The provider as the comment names it: the router's `:provider` suffix, or the endpoint's host. */
export function providerOf(baseURL: string, model: string): string {
  let host = baseURL;
  try {
    host = new URL(baseURL).host;
  } catch {
    // shown as given
  }
  const suffix = /:([A-Za-z0-9._-]+)$/.exec(model)?.[1];
  return baseURL.replace(/\/+$/, '') === HF_ROUTER_URL && suffix ? `${host} (${suffix})` : host;
}

export function skippedOutcome(settings: Pick<LlmSettings, 'baseURL' | 'model'>, reason: string): LlmOutcome {
  return { ...emptyOutcome(settings), status: 'skipped', reason };
}

function emptyOutcome(settings: Pick<LlmSettings, 'baseURL' | 'model'>): LlmOutcome {
  return {
    status: 'ran',
    severity: 'notice',
    model: settings.model,
    provider: providerOf(settings.baseURL, settings.model),
    promptVersion: PROMPT_VERSION,
    parts: 0,
    failedParts: 0,
    requests: 0,
    cacheHits: 0,
    cacheMisses: 0,
    kept: [],
    carried: 0,
    dropped: {},
    ignoredKeys: [],
    failures: [],
    promptTokens: 0,
    completionTokens: 0,
    answerTokens: 0,
    askedAt: [],
    unreviewed: [],
    entries: new Map(),
  };
}

const MAX_DOC_LINES = 400;

async function groundingDocs(tree: RepoView | undefined, paths: readonly string[], rfcSections: readonly RfcSection[]): Promise<GroundingDoc[]> {
  const docs: GroundingDoc[] = [];
  const read = async (path: string): Promise<string[] | undefined> => {
    const bytes = tree ? await tree.readFile(path) : undefined;
    if (!bytes || bytes.byteLength > 512 * 1024) return undefined;
    const decoded = decodeText(bytes);
    return decoded.binary ? undefined : decoded.text.split(/\r?\n/).map(sanitizeText);
  };
  for (const path of [...new Set(paths)].filter(Boolean)) {
    const lines = await read(path);
    if (lines) docs.push({ path, lines: lines.slice(0, MAX_DOC_LINES) });
  }
  // Of an RFC, exactly the sections the rules matched: deduplicated, documents in path order, lines in
  // file order, at most MAX_DOC_LINES lines of each; no match, no RFC text at all.
  // In the publish job the sections come from the artifact (up to 2 MiB of them): each line is visited
  // once, however many sections overlap it (a line per section, per overlap, took seconds).
  const byDoc = new Map<string, RfcSection[]>();
  for (const section of rfcSections) {
    const list = byDoc.get(section.doc);
    if (list) list.push(section);
    else byDoc.set(section.doc, [section]);
  }
  for (const path of [...byDoc.keys()].sort()) {
    if (docs.some((d) => d.path === path)) continue;
    const lines = await read(path);
    if (!lines) continue;
    const ranges = byDoc.get(path)!.map((s) => [s.startLine - 1, Math.min(s.endLine, lines.length)] as const).sort((a, b) => a[0] - b[0]);
    const shown = new Set<number>();
    let covered = 0;
    for (const [start, end] of ranges) {
      for (let index = Math.max(start, covered); index < end && shown.size < MAX_DOC_LINES; index++) shown.add(index);
      covered = Math.max(covered, end);
    }
    if (shown.size) docs.push({ path, lines, shown });
  }
  return docs;
}

function factsOf(findings: readonly Finding[]): Fact[] {
  return findings.map((f, i) => ({ id: `F${i + 1}`, rule: f.rule, file: f.file, line: f.line, message: f.message }));
}

const add = (into: Partial<Record<DropReason, number>>, reason: DropReason, count = 1) => {
  into[reason] = (into[reason] ?? 0) + count;
};

/** The head an answer was asked for, once each, in the order the answers are read. */
const askedAt = (outcome: LlmOutcome, entry: CacheEntry) => {
  if (entry.askedAt && !outcome.askedAt.includes(entry.askedAt)) outcome.askedAt.push(entry.askedAt);
};

const overlaps = (a: VerifiedClaim, b: VerifiedClaim) => a.path === b.path && a.startLine <= b.endLine && b.startLine <= a.endLine;

export async function runLlmPass(input: LlmPassInput): Promise<LlmOutcome> {
  const { settings } = input;
  const outcome = emptyOutcome(settings);
  const files = await readDiffHunks(input.git, input.baseSha, input.headSha);
  const docs = await groundingDocs(input.baseTree, input.documents, input.rfcSections ?? []);
  // Facts in file order, so their ids do not depend on which check produced them first.
  const ordered = [...input.findings].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.rule < b.rule ? -1 : 1)));
  const facts = factsOf(ordered);
  const { chunks, unreviewed } = buildChunks({
    files,
    docs,
    facts,
    pullRequest: input.pullRequest,
    model: settings.model,
    baseURL: settings.baseURL,
    maxInputTokens: settings.maxInputTokens,
    maxCalls: settings.maxCalls,
  });
  outcome.unreviewed = unreviewed;
  outcome.parts = chunks.length;
  const allHunks = new Map<string, readonly Hunk[]>(files.filter((f: FileDiff) => !f.deleted).map((f) => [f.path, f.hunks]));

  const client = input.client ?? chatClient({ baseURL: settings.baseURL, token: settings.token, timeoutMs: settings.timeoutMs, maxRetries: MAX_RETRIES });
  const deadline = AbortSignal.timeout(settings.deadlineMs);
  const fresh: VerifiedClaim[] = [];
  const ignored = new Set<string>();
  for (const chunk of chunks) {
    const context: VerifyContext = { files: new Map(chunk.files.map((f) => [f.path, f.hunks])), docs, facts: chunk.facts, rfcDir: input.rfcDir };
    let entry = await input.cache.get(chunk.key);
    if (entry) {
      outcome.cacheHits++;
      // Checked again: a cache file or comment state is only as good as the lines it cites now.
      const kept: VerifiedClaim[] = [];
      for (const claim of entry.claims) {
        const checked = reverify(claim, context);
        if (typeof checked === 'string') add(outcome.dropped, checked);
        else kept.push(checked);
      }
      for (const [reason, n] of Object.entries(entry.dropped)) add(outcome.dropped, reason as DropReason, n);
      fresh.push(...kept);
      outcome.answerTokens += entry.promptTokens + entry.completionTokens;
      askedAt(outcome, entry);
      outcome.entries.set(chunk.key, entry);
      continue;
    }
    outcome.cacheMisses++;
    if (deadline.aborted) {
      outcome.failures.push('overall deadline reached');
      outcome.failedParts++;
      continue;
    }
    outcome.requests++;
    let answer;
    try {
      answer = await client({ model: settings.model, messages: chunk.messages, schema: CLAIMS_JSON_SCHEMA, maxOutputTokens: MAX_OUTPUT_TOKENS, seed: SEED }, deadline);
    } catch (error) {
      outcome.failures.push(failureReason(error));
      outcome.failedParts++;
      continue;
    }
    outcome.promptTokens += answer.promptTokens;
    outcome.completionTokens += answer.completionTokens;
    if (answer.finishReason === 'length') {
      outcome.failures.push('the answer was cut at the output limit (finish_reason: length)');
      outcome.failedParts++;
      continue;
    }
    const parsed = parseAnswer(answer.content);
    if (!parsed.ok) {
      outcome.failures.push(parsed.reason);
      outcome.failedParts++;
      continue;
    }
    for (const key of parsed.ignoredKeys) ignored.add(key);
    const dropped: Partial<Record<DropReason, number>> = {};
    for (const { reason, count } of parsed.rejected) add(dropped, reason, count);
    const kept: VerifiedClaim[] = [];
    for (const claim of parsed.claims) {
      const checked = verifyClaim(claim, context);
      if (typeof checked === 'string') add(dropped, checked);
      else if (kept.some((k) => overlaps(k, checked) && k.category === checked.category)) add(dropped, 'duplicates-finding');
      else kept.push(checked);
    }
    entry = {
      claims: kept,
      dropped: dropped as Record<string, number>,
      model: answer.model,
      promptTokens: answer.promptTokens,
      completionTokens: answer.completionTokens,
      ...(input.reviewedHead && /^[0-9a-f]{40}$/.test(input.reviewedHead) ? { askedAt: input.reviewedHead } : {}),
    };
    for (const [reason, n] of Object.entries(dropped)) add(outcome.dropped, reason as DropReason, n);
    outcome.answerTokens += entry.promptTokens + entry.completionTokens;
    askedAt(outcome, entry);
    outcome.entries.set(chunk.key, entry);
    await input.cache.set(chunk.key, entry);
    fresh.push(...kept);
  }

  // Claims of the previous run whose chunk is no longer asked: kept while their quoted lines are still
  // added lines of this change (relocated), retired otherwise.
  const carried: VerifiedClaim[] = [];
  for (const [key, entry] of input.previous ?? []) {
    if (outcome.entries.has(key)) continue;
    const stay: VerifiedClaim[] = [];
    for (const claim of entry.claims) {
      const moved = relocate(claim, allHunks);
      const checked = moved ? reverify(moved, { files: allHunks, docs, facts, rfcDir: input.rfcDir }) : 'retired';
      if (typeof checked === 'string') add(outcome.dropped, 'retired');
      else if (![...fresh, ...carried].some((k) => overlaps(k, checked))) stay.push(checked);
    }
    carried.push(...stay);
    // Kept in the state under their old key (never asked again: that content is gone), so they carry on.
    if (stay.length) {
      const kept: CacheEntry = { claims: stay, dropped: {}, model: entry.model, promptTokens: 0, completionTokens: 0, ...(entry.askedAt ? { askedAt: entry.askedAt } : {}) };
      askedAt(outcome, kept);
      outcome.entries.set(key, kept);
    }
  }
  outcome.carried = carried.length;
  outcome.kept = [...fresh, ...carried].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.startLine - b.startLine));
  outcome.ignoredKeys = [...ignored].sort();
  return outcome;
}
