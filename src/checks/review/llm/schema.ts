/**
 * The answer the model is asked for, as a JSON Schema (sent with `strict: true`) and as zod (checked
 * here whatever the server claims to enforce). Each claim is validated on its own: one malformed claim
 * is dropped, the others stand. Keys outside the schema are ignored at the top level (a "verdict" an
 * injected instruction asked for) and reject the claim they appear in.
 */
import * as z from 'zod';

export const CATEGORIES = ['bug', 'security', 'invariant', 'principle', 'rfc-conflict', 'docs', 'test-gap'] as const;
export type ClaimCategory = (typeof CATEGORIES)[number];
export const MAX_CLAIMS_PER_CHUNK = 5;
export const MAX_RATIONALE = 400;

const docRef = z.strictObject({ doc: z.string().min(1).max(300), line: z.number().int().positive(), quote: z.string().min(1).max(500) });

export const claimSchema = z.strictObject({
  category: z.enum(CATEGORIES),
  path: z.string().min(1).max(500),
  start_line: z.number().int().positive(),
  end_line: z.number().int().positive(),
  quote: z.string().min(1).max(2000),
  rationale: z.string().min(1).max(MAX_RATIONALE),
  doc_ref: docRef.nullable().optional(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The JSON Schema sent to the endpoint (strict mode: every key required, nullable where optional). */
export const CLAIMS_JSON_SCHEMA = {
  name: 'review_claims',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['claims'],
    properties: {
      claims: {
        type: 'array',
        maxItems: MAX_CLAIMS_PER_CHUNK,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['category', 'path', 'start_line', 'end_line', 'quote', 'rationale', 'doc_ref'],
          properties: {
            category: { type: 'string', enum: [...CATEGORIES] },
            path: { type: 'string' },
            start_line: { type: 'integer' },
            end_line: { type: 'integer' },
            quote: { type: 'string' },
            rationale: { type: 'string', maxLength: MAX_RATIONALE },
            doc_ref: {
              anyOf: [
                { type: 'null' },
                {
                  type: 'object',
                  additionalProperties: false,
                  required: ['doc', 'line', 'quote'],
                  properties: { doc: { type: 'string' }, line: { type: 'integer' }, quote: { type: 'string' } },
                },
              ],
            },
          },
        },
      },
    },
  },
} as const;

export type ParsedAnswer =
  | { ok: true; claims: Claim[]; rejected: { reason: DropReason; count: number }[]; ignoredKeys: string[] }
  | { ok: false; reason: string };

export type DropReason =
  | 'schema'
  | 'over-limit'
  | 'path-not-in-diff'
  | 'lines-outside-hunk'
  | 'no-added-line'
  | 'quote-mismatch'
  | 'doc-ref-mismatch'
  | 'duplicates-finding'
  | 'rule-owned'
  | 'retired';

/**
 * The JSON object of an answer: a `<think>…</think>` preamble removed, then the text from the first `{`
 * to its matching `}` (prose or a code fence around it is ignored). Linear: one scan with a depth counter
 * that skips string contents.
 */
export function extractJson(content: string): string | undefined {
  let text = content;
  const thinkEnd = text.lastIndexOf('</think>');
  if (thinkEnd >= 0) text = text.slice(thinkEnd + '</think>'.length);
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */) depth++;
    else if (c === 0x7d /* } */ && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

export function parseAnswer(content: string): ParsedAnswer {
  const json = extractJson(content);
  if (json === undefined) return { ok: false, reason: 'the answer held no JSON object' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'the answer was not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { claims?: unknown }).claims)) {
    return { ok: false, reason: 'the answer had no "claims" array' };
  }
  const ignoredKeys = Object.keys(value).filter((k) => k !== 'claims').sort();
  const raw = (value as { claims: unknown[] }).claims;
  const claims: Claim[] = [];
  let schemaDrops = 0;
  for (const item of raw.slice(0, MAX_CLAIMS_PER_CHUNK)) {
    const parsed = claimSchema.safeParse(item);
    if (parsed.success) claims.push(parsed.data);
    else schemaDrops++;
  }
  const rejected: { reason: DropReason; count: number }[] = [];
  if (schemaDrops) rejected.push({ reason: 'schema', count: schemaDrops });
  if (raw.length > MAX_CLAIMS_PER_CHUNK) rejected.push({ reason: 'over-limit', count: raw.length - MAX_CLAIMS_PER_CHUNK });
  return { ok: true, claims, rejected, ignoredKeys };
}
