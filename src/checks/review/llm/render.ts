/**
 * The model pass's section of the comment and its job-summary lines. The model's words are hostile:
 * rationales and quotes go through the one markdown escaper (no HTML, images or links; mentions and
 * URLs as inert code), and the only links are ours, pinned to the full commit sha.
 */
import { codeSpan, escapeMarkdown } from '../../../report/escape.js';
import type { LlmOutcome } from './index.js';
import { blobUrl, HEX_SHA } from '../report.js';

export const SECTION_TITLE = 'Model-suggested, citations machine-checked';
const MAX_UNREVIEWED_LISTED = 20;

export interface LlmRenderOptions {
  repository?: string;
  serverUrl?: string;
  headSha: string;
  baseSha: string;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

export function dropSummary(dropped: Readonly<Record<string, number>>): string {
  const entries = Object.entries(dropped).filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.length ? entries.map(([reason, n]) => `${reason} ${n}`).join(', ') : 'none';
}

/**
 * The header line: what answered, for which head, with what result and at what cost. It describes the
 * answers, not this run: a rerun reads the same answers from the cache and posts the same bytes (whether
 * this run hit the cache is in the job summary, the log and the JSON report's `llm`).
 */
function disclosure(outcome: LlmOutcome): string {
  const keptCount = outcome.kept.length;
  const droppedCount = Object.values(outcome.dropped).reduce((a, b) => a + b, 0);
  const heads = outcome.askedAt.filter((sha) => HEX_SHA.test(sha)).map((sha) => codeSpan(sha.slice(0, 12)));
  const asked = heads.length ? `, answered for ${heads.length === 1 ? 'head' : 'heads'} ${heads.join(', ')}` : '';
  return (
    `_Advisory, not part of the verdict. Model ${codeSpan(outcome.model)} via ${codeSpan(outcome.provider)}, prompt ${codeSpan(outcome.promptVersion)}; ` +
    `${plural(outcome.parts, 'part')}${asked} (cached by content: a rerun asks nothing); ` +
    `${keptCount} kept, ${droppedCount} dropped; ${plural(outcome.answerTokens, 'token')} used._`
  );
}

export function renderLlmSection(outcome: LlmOutcome, options: LlmRenderOptions): string {
  const out = [`### ${SECTION_TITLE}`, ''];
  if (outcome.status === 'skipped') {
    out.push(`_Model pass not run: ${escapeMarkdown(outcome.reason ?? '')}._`, '');
    return out.join('\n');
  }
  out.push(disclosure(outcome), '');
  if (outcome.failures.length) out.push(`**model pass unavailable (${escapeMarkdown(outcome.failures.join('; '))})**`, '');
  if (outcome.kept.length === 0) out.push(outcome.failures.length && outcome.parts === outcome.failedParts ? '' : '_No claim survived verification._', '');
  for (const claim of outcome.kept) {
    const range = claim.endLine > claim.startLine ? `${claim.startLine}-${claim.endLine}` : `${claim.startLine}`;
    const label = codeSpan(`${claim.path}:${range}`);
    const url = blobUrl(options, options.headSha, claim.path, claim.startLine, claim.endLine);
    const where = url ? `[${label}](${url})` : label;
    const lines = [`- **${escapeMarkdown(claim.category)}** ${where}: ${escapeMarkdown(claim.rationale)} _(review/llm-claim${outcome.severity === 'warning' ? ', warning' : ''})_`, `  - quoted: ${codeSpan(clip(claim.quote.replace(/\s+/g, ' '), 200))}`];
    if (claim.docRef) {
      const docLabel = codeSpan(`${claim.docRef.doc}:${claim.docRef.line}`);
      const docUrl = blobUrl(options, options.baseSha, claim.docRef.doc, claim.docRef.line, claim.docRef.line);
      lines.push(`  - grounded in ${docUrl ? `[${docLabel}](${docUrl})` : docLabel} (BASE): ${codeSpan(clip(claim.docRef.quote.replace(/\s+/g, ' '), 200))}`);
    }
    out.push(...lines);
  }
  if (outcome.kept.length) out.push('');
  if (outcome.unreviewed.length) {
    out.push(`<details><summary>${plural(outcome.unreviewed.length, 'file')} not reviewed by the model</summary>`, '');
    for (const file of outcome.unreviewed.slice(0, MAX_UNREVIEWED_LISTED)) out.push(`- ${codeSpan(file.path)}: ${escapeMarkdown(file.reason)}`);
    if (outcome.unreviewed.length > MAX_UNREVIEWED_LISTED) out.push(`- …and ${outcome.unreviewed.length - MAX_UNREVIEWED_LISTED} more, listed in the job summary`);
    out.push('', '</details>', '');
  }
  return out.filter((line, i, all) => !(line === '' && all[i - 1] === '')).join('\n');
}

/** The job summary's part: the counts, every drop reason, every file not reviewed. */
export function renderLlmSummary(outcome: LlmOutcome): string {
  if (outcome.status === 'skipped') return `Model pass not run: ${escapeMarkdown(outcome.reason ?? '')}.`;
  const lines = [
    `Model ${codeSpan(outcome.model)} via ${codeSpan(outcome.provider)}, prompt ${codeSpan(outcome.promptVersion)}: ${plural(outcome.parts, 'part')}, ${outcome.requests} request${outcome.requests === 1 ? '' : 's'}, ${outcome.cacheHits} cache hit${outcome.cacheHits === 1 ? '' : 's'}, ${outcome.cacheMisses} miss${outcome.cacheMisses === 1 ? '' : 'es'} (this run).`,
    `Claims kept: ${outcome.kept.length} (${outcome.carried} carried forward). Dropped by reason: ${dropSummary(outcome.dropped)}.`,
    `Tokens: ${outcome.promptTokens.toLocaleString('en-US')} in, ${outcome.completionTokens.toLocaleString('en-US')} out.`,
  ];
  if (outcome.ignoredKeys.length) lines.push(`Keys outside the schema ignored: ${outcome.ignoredKeys.map((k) => codeSpan(clip(k, 40))).join(', ')}.`);
  if (outcome.failures.length) lines.push(`model pass unavailable (${escapeMarkdown(outcome.failures.join('; '))}); nothing was cached from a failed part.`);
  for (const file of outcome.unreviewed) lines.push(`- not reviewed: ${codeSpan(file.path)}: ${escapeMarkdown(file.reason)}`);
  return lines.join('\n\n');
}
