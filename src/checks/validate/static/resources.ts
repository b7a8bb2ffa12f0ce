/** resources/ and security/ criteria, plus structure/manifest-extensions-valid (proposed blocks). */
import { nodeCrypto } from '../../../node-crypto.js';
import { globsMatcher } from './env.js';
import type { EnvContext } from './env.js';
import { readManifest, isMapping, type ManifestInfo } from './manifest.js';
import { loadDocker, formatBytes } from './docker.js';

const MiB = 1024 * 1024;
/** validator.md §6: at most 200 k files walked, then the file checks skip with a note. */
const MAX_FILES = 200_000;
export const RESERVED_TOOL_NAMES = ['reset', 'step', 'state', 'close'];
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const QUANTITY = /^\d+(\.\d+)?(K|M|G|T|Ki|Mi|Gi|Ti)?$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/;

interface Problem {
  msg: string;
  path: (string | number)[];
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
function validQuantity(v: unknown): boolean {
  return (Number.isInteger(v) && (v as number) > 0) || (typeof v === 'string' && QUANTITY.test(v));
}
function validCpu(v: unknown): boolean {
  return (isFiniteNumber(v) && v > 0) || (typeof v === 'string' && /^\d+m$/.test(v) && Number(v.slice(0, -1)) > 0);
}
function isJsonPointer(v: unknown): boolean {
  return typeof v === 'string' && (v === '' || /^(\/([^~/]|~[01])*)+$/.test(v));
}

/** A `tasks` value in the proposed mapping form (wild manifests often use a list of task records). */
export function proposedTasks(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const tasks = data?.tasks;
  // Only the proposed shape: `{count, ids, reset_kwarg, sample, source}` with count or ids. An author's own
  // mapping (task name → record, `{easy: …, hard: …}`) is theirs, not a malformed proposed block.
  if (!isMapping(tasks) || !('count' in tasks || 'ids' in tasks)) return undefined;
  return Object.keys(tasks).every((k) => PROPOSED_TASK_KEYS.has(k)) ? tasks : undefined;
}
const PROPOSED_TASK_KEYS = new Set(['count', 'ids', 'reset_kwarg', 'sample', 'source']);

/** Tool names from the proposed `tools:` list; entries that are `{name: …}` records count by name. */
export function declaredToolNames(data: Record<string, unknown> | undefined): string[] | undefined {
  if (!Array.isArray(data?.tools)) return undefined;
  if (!data.tools.every((t) => typeof t === 'string' || (isMapping(t) && typeof t.name === 'string'))) return undefined;
  return data.tools.map((t) => (typeof t === 'string' ? t : ((t as Record<string, unknown>).name as string)));
}

/** Why a present `tasks:`/`tools:` block is the author's own, not the proposed one (a notice, never an error). */
function notProposedShape(data: Record<string, unknown>): string[] {
  const out: string[] = [];
  if ('tasks' in data && !Array.isArray(data.tasks) && !proposedTasks(data))
    out.push('tasks is not the proposed tasks: {count, ids, reset_kwarg, sample, source} block, so validate does not read it (nothing else does either)');
  if ('tools' in data && !declaredToolNames(data))
    out.push(`tools is ${isMapping(data.tools) ? 'a mapping' : 'not a list of tool names'}, not the proposed tools: [name, …] list, so the tools are not compared with what the server exposes`);
  return out;
}

function resourceProblems(res: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  for (const k of ['memory', 'disk'])
    if (k in res && !validQuantity(res[k])) out.push({ msg: `resources.${k} ${JSON.stringify(res[k])} is not a quantity (use 2Gi or a byte count)`, path: ['resources', k] });
  if ('cpu' in res && !validCpu(res.cpu)) out.push({ msg: `resources.cpu ${JSON.stringify(res.cpu)} is not a core count or millicores like "500m"`, path: ['resources', 'cpu'] });
  if ('gpu' in res && !(Number.isInteger(res.gpu) && (res.gpu as number) >= 0)) out.push({ msg: `resources.gpu ${JSON.stringify(res.gpu)} is not an integer ≥ 0`, path: ['resources', 'gpu'] });
  if ('episode_timeout_s' in res && !(isFiniteNumber(res.episode_timeout_s) && res.episode_timeout_s > 0))
    out.push({ msg: `resources.episode_timeout_s ${JSON.stringify(res.episode_timeout_s)} is not a number > 0`, path: ['resources', 'episode_timeout_s'] });
  return out;
}

export async function checkManifestExtensions(env: EnvContext): Promise<void> {
  const id = 'structure/manifest-extensions-valid';
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (!data) return env.skip(id, 'skipped: openenv.yaml is not a mapping');
  const problems: Problem[] = [];
  if ('resources' in data) {
    if (!isMapping(data.resources)) problems.push({ msg: 'resources is not a mapping', path: ['resources'] });
    else problems.push(...resourceProblems(data.resources));
  }
  if (isMapping(data.reward) && 'range' in data.reward) {
    const r = data.reward.range;
    if (!(Array.isArray(r) && r.length === 2 && isFiniteNumber(r[0]) && isFiniteNumber(r[1]) && r[0] <= r[1]))
      problems.push({ msg: `reward.range ${JSON.stringify(r)} is not [min, max] with finite min ≤ max`, path: ['reward', 'range'] });
  }
  if ('tools' in data) {
    const names = declaredToolNames(data);
    if (names) {
      const bad = names.filter((n) => !TOOL_NAME.test(n));
      if (bad.length) problems.push({ msg: `tools has invalid names ${bad.slice(0, 3).join(', ')} (1-128 of A-Z a-z 0-9 _ - .)`, path: ['tools'] });
    }
  }
  const tasks = proposedTasks(data);
  if (tasks) {
    if ('count' in tasks && !(Number.isInteger(tasks.count) && (tasks.count as number) >= 1)) problems.push({ msg: `tasks.count ${JSON.stringify(tasks.count)} is not an integer ≥ 1`, path: ['tasks', 'count'] });
    if ('ids' in tasks && !(Array.isArray(tasks.ids) && tasks.ids.every((i) => typeof i === 'string' || Number.isInteger(i))))
      problems.push({ msg: 'tasks.ids is not a list of strings or integers', path: ['tasks', 'ids'] });
    if ('reset_kwarg' in tasks && !(typeof tasks.reset_kwarg === 'string' && /^[A-Za-z_]\w*$/.test(tasks.reset_kwarg)))
      problems.push({ msg: `tasks.reset_kwarg ${JSON.stringify(tasks.reset_kwarg)} is not a Python identifier`, path: ['tasks', 'reset_kwarg'] });
    if ('sample' in tasks && !(Number.isInteger(tasks.sample) && (tasks.sample as number) >= 1 && (tasks.sample as number) <= 20))
      problems.push({ msg: `tasks.sample ${JSON.stringify(tasks.sample)} is not an integer 1-20`, path: ['tasks', 'sample'] });
    if ('source' in tasks) {
      if (!isMapping(tasks.source)) problems.push({ msg: 'tasks.source is not a mapping', path: ['tasks', 'source'] });
      else
        for (const [k, v] of Object.entries(tasks.source))
          if (k === 'generator_seed' ? !Number.isInteger(v) : typeof v !== 'string')
            problems.push({ msg: `tasks.source.${k} must be ${k === 'generator_seed' ? 'an integer' : 'a string'}`, path: ['tasks', 'source', k] });
    }
  }
  if ('network' in data) {
    const egress = isMapping(data.network) ? data.network.egress : undefined;
    if (isMapping(data.network) && 'egress' in data.network && !(egress === 'none' || (Array.isArray(egress) && egress.every((h) => typeof h === 'string' && HOST.test(h)))))
      problems.push({ msg: `network.egress ${JSON.stringify(egress)} is not "none" or a list of host / host:port`, path: ['network', 'egress'] });
    if (!isMapping(data.network)) problems.push({ msg: 'network is not a mapping', path: ['network'] });
  }
  if ('reproducibility' in data) {
    const rep = data.reproducibility;
    if (!isMapping(rep)) problems.push({ msg: 'reproducibility is not a mapping', path: ['reproducibility'] });
    else {
      for (const k of ['seeded', 'deterministic'])
        if (k in rep && typeof rep[k] !== 'boolean') problems.push({ msg: `reproducibility.${k} must be true or false`, path: ['reproducibility', k] });
      if ('volatile_fields' in rep && !(Array.isArray(rep.volatile_fields) && rep.volatile_fields.every(isJsonPointer)))
        problems.push({ msg: 'reproducibility.volatile_fields must be a list of JSON Pointers such as /timestamp', path: ['reproducibility', 'volatile_fields'] });
    }
  }
  const ownShapes = notProposedShape(data);
  if (problems.length)
    env.fail(id, `openenv.yaml (proposed fields): ${problems.map((p) => p.msg).join('; ')}. Fix: correct the value${problems.length > 1 ? 's' : ''} (see the proposed manifest extension in docs/validate.md).`, {
      file: 'openenv.yaml',
      line: manifest.lineOf(problems[0]!.path) ?? manifest.lineOf(problems[0]!.path.slice(0, 1)),
      key: problems.map((p) => p.path.join('.')).join(','),
    });
  else if (ownShapes.length)
    env.fail(id, `openenv.yaml: ${ownShapes.join('; ')}. Nothing to fix if the block is for your own code; to use the proposal, see "Proposed manifest blocks" in docs/validate.md.`, {
      file: 'openenv.yaml',
      line: manifest.lineOf([ownShapes[0]!.startsWith('tasks') ? 'tasks' : 'tools']),
      key: 'own-shape',
      severity: 'notice',
    });
  else env.pass(id, 'Proposed blocks, where present, are well-formed.', { file: 'openenv.yaml' });
  if (Array.isArray(data.tasks))
    env.note(id, 'tasks is a list of task records (a common pre-proposal convention), not the proposed tasks: {count, …} block; it is not validated.');
}

/**
 * The upstream RFC 008 `validation:` block (huggingface/OpenEnv, merged 2026-08; openenv-yaml.md §12,
 * `src/openenv/validation/schemas/manifest.schema.json`): `validation.resources` {cpu, memory_mb,
 * disk_mb, episode_timeout_s, gpus} and `validation.network` {mode: public|no-network|allowlist,
 * allowed_hosts}. It declares what the proposed top-level blocks of validator.md §2 declare, so either
 * satisfies resources/declared, resources/timeout-ceiling and security/egress-declared; the top-level
 * block wins when both are present.
 */
function upstreamBlock(data: Record<string, unknown>, key: 'resources' | 'network'): Record<string, unknown> | undefined {
  const validation = isMapping(data.validation) ? data.validation : undefined;
  return validation && isMapping(validation[key]) ? validation[key] : undefined;
}

function upstreamResourceProblems(res: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  const positiveInt = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
  for (const k of ['memory_mb', 'disk_mb'])
    if (k in res && !positiveInt(res[k])) out.push({ msg: `validation.resources.${k} ${JSON.stringify(res[k])} is not a positive integer (MiB)`, path: ['validation', 'resources', k] });
  if ('cpu' in res && !(isFiniteNumber(res.cpu) && res.cpu > 0)) out.push({ msg: `validation.resources.cpu ${JSON.stringify(res.cpu)} is not a number > 0`, path: ['validation', 'resources', 'cpu'] });
  if ('gpus' in res && !(Number.isInteger(res.gpus) && (res.gpus as number) >= 0)) out.push({ msg: `validation.resources.gpus ${JSON.stringify(res.gpus)} is not an integer ≥ 0`, path: ['validation', 'resources', 'gpus'] });
  if ('episode_timeout_s' in res && !(isFiniteNumber(res.episode_timeout_s) && res.episode_timeout_s > 0))
    out.push({ msg: `validation.resources.episode_timeout_s ${JSON.stringify(res.episode_timeout_s)} is not a number > 0`, path: ['validation', 'resources', 'episode_timeout_s'] });
  return out;
}

export async function checkDeclaredResources(env: EnvContext): Promise<void> {
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (!data) {
    for (const id of ['resources/declared', 'resources/timeout-ceiling', 'security/egress-declared']) env.skip(id, 'skipped: openenv.yaml is not a mapping');
    return;
  }
  const proposed = isMapping(data.resources) ? data.resources : undefined;
  const upstream = proposed ? undefined : upstreamBlock(data, 'resources');
  const res = proposed ?? upstream;
  const where = upstream ? 'validation.resources' : 'resources';
  const at = (...keys: string[]) => manifest.lineOf(upstream ? ['validation', 'resources', ...keys] : ['resources', ...keys]);
  const severity = env.options.requireResources ? 'error' : undefined;
  const required = upstream ? ['cpu', 'memory_mb', 'disk_mb', 'episode_timeout_s'] : ['memory', 'cpu', 'disk', 'episode_timeout_s'];
  const missing = required.filter((k) => !res || !(k in res));
  const invalid = upstream ? upstreamResourceProblems(upstream) : proposed ? resourceProblems(proposed) : [];
  if (!res)
    env.fail('resources/declared', 'openenv.yaml declares no resource budget (proposed resources: block). Fix: add resources: {memory: 2Gi, cpu: 1, disk: 1Gi, episode_timeout_s: 600}, or the upstream RFC 008 form validation: {resources: {cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}}.', {
      file: 'openenv.yaml',
      line: 1,
      severity,
      key: 'absent',
    });
  else if (missing.length || invalid.length)
    env.fail(
      'resources/declared',
      `openenv.yaml ${where} ${upstream ? '(RFC 008 validation block)' : '(proposed)'} ${missing.length ? `lacks ${missing.join(', ')}` : ''}${missing.length && invalid.length ? ' and ' : ''}${invalid.map((p) => p.msg).join('; ')}. Fix: declare ${required.slice(0, -1).join(', ')} and episode_timeout_s, e.g. ${upstream ? '{cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}' : '{memory: 2Gi, cpu: 1, disk: 1Gi, episode_timeout_s: 600}'}.`,
      // A budget someone wrote but got wrong is worth a warning even though absence is only a notice.
      { file: 'openenv.yaml', line: at(), severity: severity ?? 'warning', key: 'incomplete' },
    );
  else env.pass('resources/declared', `A complete resource budget is declared${upstream ? ' (validation.resources, the RFC 008 block)' : ''}.`, { file: 'openenv.yaml', severity });

  const ceiling = env.options.maxEpisodeTimeoutS ?? 3600;
  if (!res || !('episode_timeout_s' in res)) env.skip('resources/timeout-ceiling', 'skipped: no resources.episode_timeout_s declared (proposed field)');
  else {
    const v = res.episode_timeout_s;
    if (isFiniteNumber(v) && v > 0 && v <= ceiling) env.pass('resources/timeout-ceiling', `episode_timeout_s ${v} ≤ ${ceiling} s.`, { file: 'openenv.yaml' });
    else
      env.fail(
        'resources/timeout-ceiling',
        isFiniteNumber(v) && v > ceiling
          ? `${where}.episode_timeout_s is ${v}, above the ${ceiling} s ceiling, so a hung episode would hold a worker for ${v >= 86400 ? 'a day' : `${Math.round(v / 60)} min`}. Fix: lower it, or get an exception approved and raise max-episode-timeout-s.`
          : `${where}.episode_timeout_s is ${JSON.stringify(v)}, not a finite number > 0. Fix: set a positive number of seconds ≤ ${ceiling}.`,
        { file: 'openenv.yaml', line: at('episode_timeout_s'), key: 'timeout' },
      );
  }

  const network = isMapping(data.network) ? data.network : undefined;
  const upstreamNetwork = network ? undefined : upstreamBlock(data, 'network');
  if (upstreamNetwork) return checkUpstreamNetwork(env, upstreamNetwork, manifest.lineOf(['validation', 'network']));
  const egress = network?.egress;
  if (egress === 'none' || (Array.isArray(egress) && egress.every((h) => typeof h === 'string' && HOST.test(h))))
    env.pass('security/egress-declared', `network.egress is ${egress === 'none' ? 'none' : (egress as string[]).join(', ') || '[]'}.`, { file: 'openenv.yaml' });
  else
    env.fail(
      'security/egress-declared',
      egress === undefined
        ? 'No network.egress declaration (proposed field). Fix: add network: {egress: none}, or list the hosts the environment must reach (upstream RFC 008 form: validation: {network: {mode: no-network}}).'
        : `network.egress ${JSON.stringify(egress)} is not none or a host list. Fix: use egress: none or a list of host / host:port.`,
      { file: 'openenv.yaml', line: manifest.lineOf(['network']), key: 'egress' },
    );
}

/** security/egress-declared from `validation.network` (upstream NetworkPolicy; its default mode is public). */
function checkUpstreamNetwork(env: EnvContext, network: Record<string, unknown>, line: number | undefined): void {
  const mode = network.mode ?? 'public';
  const hosts = network.allowed_hosts;
  const hostList = Array.isArray(hosts) && hosts.every((h) => typeof h === 'string' && h.length > 0) ? (hosts as string[]) : undefined;
  if (mode === 'no-network' || mode === 'public') {
    if (hosts === undefined) return env.pass('security/egress-declared', `validation.network.mode is ${mode}${mode === 'public' ? ' (egress allowed)' : ''}.`, { file: 'openenv.yaml' });
  } else if (mode === 'allowlist' && hostList) {
    return env.pass('security/egress-declared', `validation.network allows ${hostList.join(', ') || 'no host'}.`, { file: 'openenv.yaml' });
  }
  const why =
    mode !== 'no-network' && mode !== 'public' && mode !== 'allowlist'
      ? `validation.network.mode ${JSON.stringify(mode)} is not public, no-network or allowlist`
      : mode === 'allowlist'
        ? 'validation.network.mode is allowlist but allowed_hosts is not a list of host names'
        : `validation.network.allowed_hosts is only valid with mode allowlist (mode is ${mode})`;
  env.fail('security/egress-declared', `${why}. Fix: use mode: no-network, or mode: allowlist with allowed_hosts: [host, …].`, { file: 'openenv.yaml', line, key: 'egress' });
}

// ---------------------------------------------------------------------------------------------
// File checks over the build context.

const ARCHIVE_EXT = ['.tar.gz', '.tar.bz2', '.tar.xz', '.tar.zst', '.zip', '.tar', '.tgz', '.tbz2', '.txz', '.gz', '.bz2', '.xz', '.zst', '.7z', '.rar', '.whl', '.jar', '.pyz'];
const MAGIC: [string, number[], number][] = [
  ['zip', [0x50, 0x4b, 0x03, 0x04], 0],
  ['gzip', [0x1f, 0x8b], 0],
  ['bzip2', [0x42, 0x5a, 0x68], 0],
  ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 0],
  ['zstd', [0x28, 0xb5, 0x2f, 0xfd], 0],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0],
  ['rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], 0],
  ['tar', [0x75, 0x73, 0x74, 0x61, 0x72], 257],
];

export function archiveKind(name: string, head: Uint8Array | undefined): string | undefined {
  const lower = name.toLowerCase();
  const ext = ARCHIVE_EXT.find((e) => lower.endsWith(e));
  if (ext) return ext.slice(1);
  if (!head) return undefined;
  for (const [kind, bytes, offset] of MAGIC) if (bytes.every((b, i) => head[offset + i] === b)) return kind;
  return undefined;
}

const LFS_HEADER = 'version https://git-lfs.github.com/spec/v1';

/** Git LFS pointer: real size and oid, or undefined. */
export function lfsPointer(bytes: Uint8Array): { size: number; oid?: string } | undefined {
  if (bytes.length > 1024) return undefined;
  // Decoding only what can start with the header ('v', or a byte-order mark the decoder drops): the build
  // context's small files are all asked, and almost none is a pointer.
  if (bytes[0] !== 0x76 && bytes[0] !== 0xef) return undefined;
  const text = new TextDecoder().decode(bytes);
  if (!text.startsWith(LFS_HEADER)) return undefined;
  const size = /^size (\d+)$/m.exec(text);
  if (!size) return undefined;
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text);
  return { size: Number(size[1]), oid: oid?.[1] };
}

export async function checkContextFiles(env: EnvContext): Promise<void> {
  const docker = await loadDocker(env);
  const threshold = env.options.archiveThresholdBytes ?? 5 * MiB;
  const maxSize = env.options.maxFileSizeBytes ?? 50 * MiB;
  const allow = env.options.archiveAllow?.length ? globsMatcher(env.options.archiveAllow, { dot: true }) : () => false;
  if (env.files.length > MAX_FILES) {
    const why = `skipped: ${env.files.length} files under the env root, above the ${MAX_FILES} files the static phase walks`;
    for (const id of ['resources/no-large-archives', 'resources/no-oversize-files', 'resources/no-duplicate-large-files']) env.skip(id, why);
    return;
  }
  const scoped = env.files.filter((f) => !docker.ignore.excludes(f));
  const knowsStorage = env.view.storedAs !== undefined; // a working tree never does: no await per file
  await env.prefetchSizes(scoped);
  const archives: { file: string; size: number; kind: string }[] = [];
  const oversize: { file: string; size: number }[] = [];
  const large: { file: string; size: number; oid?: string }[] = [];
  for (const file of scoped) {
    const stored = (await env.size(file)) ?? 0;
    let size = stored;
    let oid: string | undefined;
    let bytes: Uint8Array | undefined;
    // A view that knows how files are stored (a Hub tree) answers without a download: an LFS file reads
    // as its object, never as a pointer, and its blob or LFS id stands in for hashing the bytes.
    const known = knowsStorage ? await env.storedAs(file) : undefined;
    if (known) oid = known.lfs ? `lfs:${known.lfs.oid}` : `git:${known.oid}`;
    else if (stored <= 1024) {
      bytes = await env.bytes(file);
      const ptr = bytes ? lfsPointer(bytes) : undefined;
      if (ptr) {
        size = ptr.size;
        oid = ptr.oid;
        bytes = undefined; // the content is a pointer, not the archive
      }
    }
    if (size > threshold && !allow(file)) {
      if (!bytes && !oid) bytes = await env.bytes(file);
      const kind = archiveKind(file, bytes?.subarray(0, 512));
      if (kind) archives.push({ file, size, kind });
    }
    if (size > maxSize) oversize.push({ file, size });
    if (size >= MiB) large.push({ file, size, oid });
  }
  if (archives.length) {
    const a = archives[0]!;
    env.fail(
      'resources/no-large-archives',
      `${archives.map((x) => `${x.file} is a ${formatBytes(x.size)} ${x.kind} archive`).slice(0, 3).join('; ')} in the build context. Archives are opaque to lazy-pull formats and get unpacked at runtime. Fix: commit the files unpacked (LFS if large), or fetch a pinned revision at build time.`,
      { file: a.file, key: archives.map((x) => x.file).join(',') },
    );
  } else env.pass('resources/no-large-archives', `No archive above ${formatBytes(threshold)} in the build context.`);
  if (oversize.length)
    env.fail(
      'resources/no-oversize-files',
      `${oversize.map((x) => `${x.file} is ${formatBytes(x.size)}`).slice(0, 3).join('; ')}. Single oversize files defeat chunked/lazy image delivery. Fix: split it, move it to a pinned external artifact, or raise max-file-size on purpose.`,
      { file: oversize[0]!.file, key: oversize.map((x) => x.file).join(',') },
    );
  else env.pass('resources/no-oversize-files', `No file above ${formatBytes(maxSize)} in the build context.`);

  // Duplicates: hash files ≥ 1 MiB (LFS pointers by their oid), capped at 2 GiB hashed. Identical files
  // have the same size: a file whose size no other large file has is counted against the cap, not read.
  const sizesSeen = new Map<number, number>();
  for (const f of large) if (!f.oid) sizesSeen.set(f.size, (sizesSeen.get(f.size) ?? 0) + 1);
  const byHash = new Map<string, { file: string; size: number }[]>();
  let hashed = 0;
  let capped = false;
  for (const f of large) {
    let hash = f.oid;
    if (!hash) {
      if (hashed + f.size > 2 * 1024 * MiB) {
        capped = true;
        break;
      }
      if (sizesSeen.get(f.size) === 1) {
        hashed += f.size;
        continue;
      }
      // Hashed from the view's lent buffer: a large file is not copied into memory of its own.
      const visited = await env.visit(f.file, Number.MAX_SAFE_INTEGER, (bytes) => nodeCrypto().createHash('sha256').update(bytes).digest('hex'));
      if (visited?.value === undefined) continue;
      hashed += visited.size;
      hash = visited.value;
    }
    byHash.set(hash, [...(byHash.get(hash) ?? []), f]);
  }
  const dups = [...byHash.values()].filter((g) => g.length > 1);
  if (capped) env.skip('resources/no-duplicate-large-files', 'skipped: more than 2 GiB of large files to hash');
  else if (dups.length)
    env.fail(
      'resources/no-duplicate-large-files',
      `${dups.map((g) => `${g.map((x) => x.file).join(' and ')} are identical (${formatBytes(g[0]!.size)} each)`).slice(0, 3).join('; ')}. Fix: keep one copy.`,
      { file: dups[0]![1]!.file, key: dups.map((g) => g.map((x) => x.file).join('=')).join(',') },
    );
  else env.pass('resources/no-duplicate-large-files', 'No duplicated large files.');
}

export type { ManifestInfo };
