import * as z from 'zod';
import type { OptionSpec } from '../../engine/check.js';
import { UserError } from '../../engine/errors.js';
import { DEFAULT_HUB_URL } from '../../hub/client.js';

/** Where a Space serves (the probe's default). Declared here, not in space-probe.ts: the option specs are
 * loaded on every run and must not pull in the probe's WebSocket and JSON Schema clients. */
export const DEFAULT_SPACE_URL = 'https://{subdomain}.hf.space';

export const AUDIT_OPTIONS: readonly OptionSpec[] = [
  { name: 'source', cliFlag: '--source', multiple: true, description: 'Glob of local environment folders to audit (e.g. `envs/*`); repeat or one per line.', default: '' },
  { name: 'hub-url', trusted: true, description: `Hugging Face Hub base URL. The Hub is audited when this is set or when no source is given (then ${DEFAULT_HUB_URL}).`, default: '' },
  { name: 'tag', description: 'Tag the listed Spaces (and datasets) carry.', default: 'openenv' },
  { name: 'hub-query', description: 'Hub search term that narrows the listing (`search=`).', default: '' },
  { name: 'hub-author', multiple: true, description: 'Only list repositories of these authors or organisations (one listing each).', default: '' },
  { name: 'hub-ids', multiple: true, description: 'Extra repositories to audit whatever their tags: `owner/name` (Space) or `datasets/owner/name`.', default: '' },
  { name: 'hub-datasets', boolean: true, description: 'Also audit dataset repositories with the tag that carry an environment.yaml.', default: 'false' },
  { name: 'concurrency', description: 'Hub requests in flight at once.', default: '8' },
  { name: 'cache', trusted: true, statePath: true, description: 'Audit cache file (JSON, keyed by repository sha; save it with actions/cache). Empty: no cache.', default: '' },
  { name: 'previous', trusted: true, statePath: true, description: 'Previous JSON report: the audit reports newly failing, fixed, new and gone environments.', default: '' },
  { name: 'request-budget', description: '`auto` (sized from the listing: 20 requests per listed repository), a number (most Hub requests one run may send) or 0 (no limit; the client still paces itself by the Hub quota headers). Repositories past it are named and the run is partial. A cold audit costs about 6 per Space.', default: 'auto' },
  { name: 'allow-partial', boolean: true, description: 'A run that could not audit every listed repository (budget, errors, cancellation) passes instead of failing under fail-on: error; they are still named and counted.', default: 'false' },
  { name: 'include-private', boolean: true, description: 'Also audit private repositories the token can read (left out by default).', default: 'false' },
  { name: 'publish-private', boolean: true, description: 'Show private repositories in the report, job summary and tracking issue (only with include-private; otherwise they are counted, not named).', default: 'false' },
  { name: 'read-python-sources', boolean: true, description: 'Download every Python source so tools/no-reserved-in-source and tasks/source-pinned run (about 10 more requests per Space); off: only server/app.py is read and those two rules are not run.', default: 'false' },
  { name: 'read-lockfile', boolean: true, description: 'Read uv.lock (streamed, stopped after the root package) so deps/lockfile-in-sync runs: one request more per Space (about 6.5 instead of 5.5 on a cold run). Off by default so a cold audit stays within 6 requests per Space; the summary names the rule as not run.', default: 'false' },
  { name: 'probe-spaces', boolean: true, description: 'Also probe each running Space at its live URL: GET /health, GET /schema and one WebSocket reset (nothing runs locally). Sleeping Spaces are not contacted unless wake is set.', default: 'false' },
  { name: 'wake', boolean: true, description: 'With probe-spaces: also probe sleeping Spaces, which wakes them (and costs their owners compute); off: they are reported as sleeping.', default: 'false' },
  { name: 'space-url', trusted: true, description: 'Where Spaces serve, with `{subdomain}` for the Space\'s subdomain (`owner-name`); for probe-spaces.', default: DEFAULT_SPACE_URL },
  { name: 'shard', description: 'Audit one part of the listing, `i/n` (1 ≤ i ≤ n): a stable hash partition, for a matrix of runners; combine their JSON reports with `openenv-ci audit merge`.', default: '' },
  { name: 'audit-issue', boolean: true, description: 'Keep one tracking issue with the audit report current (updated in place).', default: 'false' },
  { name: 'hub-token', trusted: true, description: 'Hub token (defaults to the HF_TOKEN environment variable). Never logged.', default: '' },
];

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
