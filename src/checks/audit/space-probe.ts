/**
 * `probe-spaces: true`: a short runtime probe of each running Space at its live URL
 * (`https://{subdomain}.hf.space`): GET /health, GET /schema, and one WebSocket session with a reset.
 * It reuses validate's probe client (src/checks/validate/probe: HTTP with one timeout per request, the
 * /ws session client, strict-then-tolerant JSON). Nothing runs locally, so the untrusted-code policy
 * (src/process/policy.ts) has nothing to gate: the Space runs where the Hub runs it.
 *
 * A sleeping Space wakes on any request to its URL (and then costs its owner compute), so a Space the
 * listing reports as SLEEPING is never contacted unless `wake` is set; it is reported as sleeping.
 * The Hub token goes only to private Spaces (which need it) and only when the audit was asked to
 * include private repositories; a public Space's URL never sees it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Finding } from '../../engine/finding.js';
import { fingerprint } from '../../engine/fingerprint.js';
import type { RuleMeta } from '../../engine/rule.js';
import type { HubRepoEntry } from '../../hub/types.js';
import { httpRequest, type HttpResult } from '../validate/probe/http.js';
import { excerpt, isObject } from '../validate/probe/json.js';
import { WsSession } from '../validate/probe/ws.js';
import { spaceProbeHealth, spaceProbeReset, spaceProbeSchema, spaceSleeping } from './rules.js';

export interface SpaceProbeSettings {
  /** Where a Space serves, with `{subdomain}` in it (tests point it at a stand-in on 127.0.0.1). */
  urlTemplate: string;
  /** Contact sleeping Spaces too (waking them). */
  wake: boolean;
  /** Per request (HTTP and the WebSocket connect and reply). */
  timeoutMs: number;
  /** How long a woken Space may take to answer /health healthy. */
  wakeTimeoutMs: number;
  /** Sent only to private Spaces (audited only with include-private). */
  token?: string;
  signal?: AbortSignal;
}

/** What the probe found: `healthy` (every step passed), `failing`, `sleeping` (not woken), `not-running`. */
export type SpaceProbeStatus = 'healthy' | 'failing' | 'sleeping' | 'not-running';

export interface SpaceProbeResult {
  status: SpaceProbeStatus;
  findings: Finding[];
}

/** Stages in which a Space serves requests (or will, once woken). */
const SERVING = new Set(['RUNNING', 'RUNNING_BUILDING', 'RUNNING_APP_STARTING']);
const ASLEEP = new Set(['SLEEPING', 'PAUSED']);

/**
 * The subdomain the Hub gives a Space: `owner-name`, lower case, every character outside [a-z0-9-]
 * (`_`, `.`) as `-` (what huggingface_hub's SpaceInfo.subdomain holds for ordinary ids).
 */
export function spaceSubdomain(id: string): string {
  return id.toLowerCase().replace('/', '-').replace(/[^a-z0-9-]/g, '-');
}

export function spaceUrl(template: string, id: string): string {
  return template.replace('{subdomain}', spaceSubdomain(id)).replace(/\/+$/, '');
}

export async function probeSpace(entry: HubRepoEntry, settings: SpaceProbeSettings): Promise<SpaceProbeResult> {
  const findings: Finding[] = [];
  const report = (rule: RuleMeta, message: string, key: string) => {
    findings.push({ rule: rule.id, severity: rule.defaultSeverity, file: entry.id, message, fingerprint: fingerprint(rule.id, entry.id, key) });
  };
  const stage = entry.runtimeStage ?? '';
  if (ASLEEP.has(stage) && !settings.wake) {
    report(spaceSleeping, `The Space is ${stage}: the runtime probe did not wake it (set wake: true to probe sleeping Spaces; waking costs its owner compute).`, 'sleeping');
    return { status: 'sleeping', findings };
  }
  // An error stage is reported from the listing (audit/space-runtime-error); a building Space has nothing to probe yet.
  if (!SERVING.has(stage) && !ASLEEP.has(stage)) return { status: 'not-running', findings };

  const base = spaceUrl(settings.urlTemplate, entry.id);
  const headers: Record<string, string> = entry.private && settings.token ? { authorization: `Bearer ${settings.token}` } : {};
  const get = (path: string, timeoutMs = settings.timeoutMs) => httpRequest(base, 'GET', path, { timeoutMs, headers, ...(settings.signal ? { signal: settings.signal } : {}) });

  let health = await get('/health');
  if (ASLEEP.has(stage)) health = await untilAwake(health, get, settings);
  if (!healthy(health)) {
    report(spaceProbeHealth, `GET ${base}/health ${describe(health)}; a running OpenEnv Space answers 200 {"status": "healthy"}. Open the Space's logs.`, 'health');
    return { status: 'failing', findings };
  }

  const schema = await get('/schema');
  const problems = schemaProblems(schema);
  if (problems) report(spaceProbeSchema, `GET ${base}/schema: ${problems}. OpenEnv clients build their types from it.`, 'schema');

  const reset = await resetOnce(base, headers, settings);
  if (reset) report(spaceProbeReset, `WebSocket ${base.replace(/^http/, 'ws')}/ws: ${reset}`, 'reset');
  return { status: findings.length ? 'failing' : 'healthy', findings };
}

function healthy(r: HttpResult): boolean {
  const v = r.body?.value;
  return r.status === 200 && isObject(v) && v.status === 'healthy';
}

function describe(r: HttpResult): string {
  if (r.error) return `failed (${r.error})`;
  return `answered ${r.status}${r.text ? `: ${excerpt(r.text, 120)}` : ''}`;
}

/** A woken Space answers 503 (or not at all) while it starts: ask again until healthy or out of time. */
async function untilAwake(first: HttpResult, get: (path: string, timeoutMs?: number) => Promise<HttpResult>, settings: SpaceProbeSettings): Promise<HttpResult> {
  const deadline = Date.now() + settings.wakeTimeoutMs;
  let last = first;
  while (!healthy(last) && Date.now() < deadline && !settings.signal?.aborted) {
    await new Promise((ok) => setTimeout(ok, Math.min(2000, Math.max(50, settings.wakeTimeoutMs / 20))));
    last = await get('/health');
  }
  return last;
}

/** Undefined when /schema has action, observation and state JSON Schemas that compile. */
function schemaProblems(r: HttpResult): string | undefined {
  const v = r.body?.value;
  if (r.status !== 200 || !isObject(v)) return describe(r);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const problems: string[] = [];
  for (const part of ['action', 'observation', 'state'] as const) {
    const s = v[part];
    if (!isObject(s)) {
      problems.push(`${part} is ${s === undefined ? 'missing' : 'not an object'}`);
      continue;
    }
    try {
      ajv.compile(s);
    } catch (error) {
      problems.push(`${part} does not compile (${excerpt((error as Error).message, 120)})`);
    }
  }
  return problems.length ? problems.join('; ') : undefined;
}

/** One /ws session: reset, expect an observation frame, close. Undefined when it worked, else why not. */
async function resetOnce(base: string, headers: Record<string, string>, settings: SpaceProbeSettings): Promise<string | undefined> {
  let session: WsSession;
  try {
    session = (await WsSession.open(`${base.replace(/^http/, 'ws')}/ws`, settings.timeoutMs, Object.keys(headers).length ? headers : undefined)).bindSignal(settings.signal);
  } catch (error) {
    return `could not connect (${excerpt((error as Error).message, 120)}).`;
  }
  try {
    const res = await session.request({ type: 'reset', data: {} }, settings.timeoutMs);
    if (!res.reply) return res.timedOut ? `no reply to reset within ${settings.timeoutMs} ms.` : 'the socket closed without answering reset.';
    const body = res.reply.body.value;
    const data = isObject(body) && isObject(body.data) ? body.data : undefined;
    if (!isObject(body) || body.type !== 'observation' || !data || !isObject(data.observation) || typeof data.done !== 'boolean') {
      return `reset answered ${excerpt(res.reply.text, 160)}, not {"type": "observation", "data": {"observation": {…}, "done": …}}.`;
    }
    return undefined;
  } finally {
    await session.close(1000);
  }
}
