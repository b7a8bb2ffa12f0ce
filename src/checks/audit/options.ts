import * as z from 'zod';
import { UserError } from '../../engine/errors.js';
import { DEFAULT_HUB_URL } from '../../hub/defaults.js';
import { AUDIT_OPTIONS } from './option-specs.js';

const list = z.string().transform((s) => s.split(/[\n,]/).map((x) => x.trim()).filter(Boolean));
const bool = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', '']))
  .transform((s) => s === 'true' || s === '1' || s === 'yes');
const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const schema = z.object({
  source: list,
  'hub-url': z.string().trim(),
  tag: z.string().trim(),
  'hub-query': z.string().trim(),
  'hub-author': list,
  'hub-ids': list,
  'hub-datasets': bool,
  concurrency: integer(1, 256),
  cache: z.string().trim(),
  previous: z.string().trim(),
  'request-budget': z.union([z.literal('auto'), integer(0, 10_000_000)]),
  'hub-deadline': integer(0, 7 * 24 * 3600),
  'allow-partial': bool,
  'include-private': bool,
  'publish-private': bool,
  'read-python-sources': bool,
  'read-lockfile': bool,
  'probe-spaces': bool,
  wake: bool,
  'space-url': z.string().trim(),
  shard: z
    .string()
    .trim()
    .regex(/^(\d{1,4}\/\d{1,4})?$/, 'i/n, e.g. 2/4')
    .transform((s) => (s ? { index: Number(s.split('/')[0]), count: Number(s.split('/')[1]) } : undefined))
    .refine((s) => !s || (s.count >= 1 && s.index >= 1 && s.index <= s.count), 'i/n with 1 ≤ i ≤ n'),
  'audit-issue': bool,
  'hub-token': z.string().trim(),
});

export interface AuditSettings {
  sources: string[];
  /** Undefined when the Hub is not audited. */
  hubUrl?: string;
  tag: string;
  query: string;
  authors: string[];
  ids: string[];
  datasets: boolean;
  concurrency: number;
  cachePath?: string;
  previousPath?: string;
  /** 'auto': sized from the listing; 0: none. */
  requestBudget: number | 'auto';
  /** Seconds of Hub work per run (`hub-deadline`); 0: none. */
  hubDeadlineSeconds: number;
  allowPartial: boolean;
  includePrivate: boolean;
  publishPrivate: boolean;
  readPythonSources: boolean;
  readLockfile: boolean;
  /** Runtime probe of running Spaces (`probe-spaces`), with where they serve and whether to wake sleeping ones. */
  probeSpaces?: { urlTemplate: string; wake: boolean };
  shard?: { index: number; count: number };
  auditIssue: boolean;
  token?: string;
}

/** Option strings → settings. HF_TOKEN reaches `hub-token` through settings.ts, the only reader of the environment. */
export function parseAuditOptions(raw: Readonly<Record<string, string>>): AuditSettings {
  const withDefaults: Record<string, string> = {};
  for (const spec of AUDIT_OPTIONS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? '';
  const parsed = schema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UserError(`audit option ${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(withDefaults[String(issue.path[0])])})`);
  }
  const o = parsed.data;
  const wantsHub = o['hub-url'] !== '' || o.source.length === 0 || o['hub-ids'].length > 0;
  let hubUrl: string | undefined;
  if (wantsHub) {
    hubUrl = o['hub-url'] || DEFAULT_HUB_URL;
    try {
      const url = new URL(hubUrl);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    } catch {
      throw new UserError(`audit option hub-url: ${JSON.stringify(hubUrl)} is not an http(s) URL; use e.g. ${DEFAULT_HUB_URL}`);
    }
    if (!o.tag && o['hub-author'].length === 0 && !o['hub-query'] && o['hub-ids'].length === 0) {
      throw new UserError('audit: an empty tag would list every Space on the Hub; give a tag, hub-author, hub-query or hub-ids');
    }
  }
  const token = o['hub-token'] || undefined;
  if (o['probe-spaces']) {
    const example = o['space-url'].replace('{subdomain}', 'owner-name');
    let valid = o['space-url'].includes('{subdomain}');
    try {
      valid &&= ['https:', 'http:'].includes(new URL(example).protocol);
    } catch {
      valid = false;
    }
    if (!valid) throw new UserError(`audit option space-url: ${JSON.stringify(o['space-url'])} is not an http(s) URL with {subdomain} in it; use e.g. https://{subdomain}.hf.space`);
  }
  return {
    sources: o.source,
    ...(hubUrl ? { hubUrl } : {}),
    tag: o.tag,
    query: o['hub-query'],
    authors: o['hub-author'],
    ids: o['hub-ids'],
    datasets: o['hub-datasets'],
    concurrency: o.concurrency,
    ...(o.cache ? { cachePath: o.cache } : {}),
    ...(o.previous ? { previousPath: o.previous } : {}),
    requestBudget: o['request-budget'],
    hubDeadlineSeconds: o['hub-deadline'],
    allowPartial: o['allow-partial'],
    includePrivate: o['include-private'],
    publishPrivate: o['publish-private'],
    readPythonSources: o['read-python-sources'],
    readLockfile: o['read-lockfile'],
    ...(o['probe-spaces'] ? { probeSpaces: { urlTemplate: o['space-url'], wake: o.wake } } : {}),
    ...(o.shard ? { shard: o.shard } : {}),
    auditIssue: o['audit-issue'],
    ...(token ? { token } : {}),
  };
}
