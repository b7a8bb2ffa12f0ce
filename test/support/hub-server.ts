/**
 * A stand-in for the Hugging Face Hub API on 127.0.0.1, following the real endpoints and headers:
 *
 *   GET /api/spaces?filter=TAG&author=&search=&expand[]=sdk&expand[]=tags&expand[]=sha&expand[]=runtime&limit=N
 *       JSON array, paginated with `Link: <…&cursor=…>; rel="next"`, only expanded fields besides id/_id
 *   GET /api/datasets?… (same shape), GET /api/{spaces|datasets}/{owner}/{name}?expand[]=… (repo info)
 *   GET /api/{spaces|datasets}/{owner}/{name}/tree/{sha}?recursive=true   [{type,oid,size,path}], paginated
 *   GET /{spaces|datasets}/{owner}/{name}/resolve/{sha}/{path}            bytes, ETag = blob oid, 304
 *
 * It serves a few thousand synthetic Spaces built from a set of manifests (test/fixtures/hub-manifests,
 * written after patterns seen in real Spaces; the bench passes the real corpus as `corpusDir`), generates
 * file contents on demand (so thousands of Spaces cost little memory), counts requests, and injects the
 * failures a real Hub produces: 404s, 429 with Retry-After or RateLimit, 5xx, 408, garbled JSON, slow and
 * truncated bodies, reset connections, and a fixed latency per request.
 *
 * `layout: 'openenv'` gives every Space the file layout of OpenEnv's envs/* folders (openenv-layouts.ts:
 * uv.lock of ~0.6 MB, extra Python modules, LFS assets). Errors carry `X-Error-Code` as the Hub does, and
 * an anonymous request for a private repository gets 401 (RepoNotFound), as the Hub answers it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { cardData, openenvLayout, type LayoutFile } from './openenv-layouts.js';

export type FaultKind = '500' | '503' | '408' | '429' | '429-ratelimit' | '429-resolvers' | '401' | 'garbled' | 'slow' | 'truncate' | 'reset';

export interface Fault {
  kind: FaultKind;
  /** Which requests it hits: a substring of the path (query excluded) or a predicate. */
  match: string | ((path: string) => boolean);
  /** How many matching requests fail before the fault clears (Infinity = always). */
  times: number;
  /** Seconds a 429 asks to wait. */
  retryAfterSeconds?: number;
  /** Delay of a `slow` answer. */
  delayMs?: number;
}

export interface StandInHubOptions {
  /** Number of synthetic Spaces tagged `openenv`. */
  spaces?: number;
  /** Synthetic datasets tagged `openenv` (every other one carries `environment.yaml`). */
  datasets?: number;
  /** Added to every request before it is answered. */
  latencyMs?: number;
  /** Largest page the listing serves whatever `limit` asks (the real Hub caps it too). */
  maxPageSize?: number;
  treePageSize?: number;
  /** Answer 401 to requests without this bearer token. */
  requireToken?: string;
  /**
   * A fixed-window quota like the Hub's: every answer carries `RateLimit: "api";r=<left>;t=<reset s>`
   * and a request past the quota gets 429 with the same header.
   */
  quota?: { requests: number; windowMs: number };
  /** A second fixed-window quota for `/resolve/` downloads only (header policy `"resolvers"`); with it, `quota` counts API calls only. */
  resolverQuota?: { requests: number; windowMs: number };
  /** `simple` (default): a handful of small files per Space; `openenv`: the shape of OpenEnv's envs/* folders. */
  layout?: 'simple' | 'openenv';
  /** Every n-th Space is private (listed only to a caller with a token). 0: none. */
  privateEvery?: number;
  /** Keep every request path in `log` (tests); off for benches. */
  recordPaths?: boolean;
  /** Folder of `owner__name__….yaml` manifests the Spaces cycle through. Default: the test fixtures. */
  corpusDir?: string;
}

export interface RequestStats {
  total: number;
  list: number;
  info: number;
  tree: number;
  resolve: number;
  notModified: number;
  peakInFlight: number;
  authorized: number;
}

interface SpaceRecord {
  kind: 'spaces' | 'datasets';
  id: string;
  index: number;
  version: number;
  sdk: string;
  tags: string[];
  stage: string;
  /** Overrides of generated contents (null = deleted file). */
  overrides: Map<string, string | null>;
  deleted: boolean;
  /** Paths the tree lists but resolve answers 404 for. */
  vanished: Set<string>;
  private?: boolean;
  likes?: number;
}

interface TreeItem {
  type: 'file';
  oid: string;
  size: number;
  path: string;
  lfs?: { oid: string; size: number; pointerSize: number };
}

export function defaultCorpusDir(): string {
  const beside = fileURLToPath(new URL('../fixtures/hub-manifests', import.meta.url));
  // Bundled into .tmp/bench/ (npm run bench), this module is no longer beside test/fixtures; the bench
  // runs from the repository root.
  return existsSync(beside) ? beside : resolve('test/fixtures/hub-manifests');
}

/** The real manifests, as `{ source: owner/name, text }`. */
export function loadCorpus(dir = defaultCorpusDir()): { source: string; text: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ source: f.split('__').slice(0, 2).join('/'), text: readFileSync(join(dir, f), 'utf8') }));
}

export class StandInHub {
  url = '';
  readonly stats: RequestStats = { total: 0, list: 0, info: 0, tree: 0, resolve: 0, notModified: 0, peakInFlight: 0, authorized: 0 };
  readonly log: string[] = [];
  readonly authorizationHeaders = new Set<string>();
  latencyMs: number;
  private readonly faults: Fault[] = [];
  private readonly repos = new Map<string, SpaceRecord>();
  private readonly order: SpaceRecord[] = [];
  private readonly corpus: { source: string; text: string }[];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private inFlight = 0;
  private readonly windows = { api: { start: Date.now(), used: 0 }, resolvers: { start: Date.now(), used: 0 } };
  /** Tree listings by `kind/id@version` (hashing a 0.6 MB lock once per commit, not per request). */
  private readonly trees = new Map<string, TreeItem[]>();
  private readonly recentLayouts = new Map<string, Map<string, LayoutFile>>();
  /** Bytes sent in resolve answers (what a client that stops early still makes the server write). */
  resolveBytes = 0;
  /** Requests answered 429 because the quota was spent. */
  quotaRejections = 0;

  constructor(private readonly options: StandInHubOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
    this.corpus = loadCorpus(options.corpusDir);
    const spaces = options.spaces ?? 50;
    for (let i = 0; i < spaces; i++) {
      const record = this.syntheticSpace(i);
      // Several corpus files come from one repository (nested envs): keep every synthetic id unique.
      if (this.repos.has(`spaces/${record.id}`)) record.id = `${record.id}-${i}`;
      if (options.privateEvery && i % options.privateEvery === options.privateEvery - 1) record.private = true;
      this.addRepo(record);
    }
    for (let i = 0; i < (options.datasets ?? 0); i++) {
      this.addRepo({
        kind: 'datasets', id: `data-org/env-dataset-${i}`, index: i, version: 1, sdk: '', tags: ['openenv', 'rl-environment'],
        stage: '', overrides: new Map(), deleted: false, vanished: new Set(),
      });
    }
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 5000;
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((ok) => this.server.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((ok) => this.server.close(() => ok()));
  }

  // ---- scenario controls -------------------------------------------------------------------------

  addFault(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  resetStats(): void {
    Object.assign(this.stats, { total: 0, list: 0, info: 0, tree: 0, resolve: 0, notModified: 0, peakInFlight: 0, authorized: 0 });
    this.log.length = 0;
  }

  /** Ids in listing order. */
  ids(kind: 'spaces' | 'datasets' = 'spaces'): string[] {
    return this.order.filter((r) => r.kind === kind && !r.deleted).map((r) => r.id);
  }

  repo(id: string, kind: 'spaces' | 'datasets' = 'spaces'): SpaceRecord {
    const record = this.repos.get(`${kind}/${id}`);
    if (!record) throw new Error(`no such synthetic repo ${kind}/${id}`);
    return record;
  }

  sha(id: string, kind: 'spaces' | 'datasets' = 'spaces'): string {
    return shaOf(this.repo(id, kind));
  }

  /** A new commit: the sha changes; `path` gets `content` (null deletes it). */
  commit(id: string, path: string, content: string | null, kind: 'spaces' | 'datasets' = 'spaces'): string {
    const record = this.repo(id, kind);
    record.overrides.set(path, content);
    record.version++;
    return shaOf(record);
  }

  /** The tree keeps listing `path`, but resolving it answers 404 (a broken LFS object, a race with a push). */
  vanish(id: string, path: string): void {
    this.repo(id).vanished.add(path);
  }

  /** The listing still shows the repo, but every other call answers 404 (deleted after listing). */
  deleteAfterListing(id: string): void {
    this.repo(id).overrides.set('\0deleted', '');
  }

  addRepo(record: SpaceRecord): void {
    this.repos.set(`${record.kind}/${record.id}`, record);
    this.order.push(record);
  }

  /** Files of a repo at its current version (generated). */
  files(record: SpaceRecord): Map<string, string> {
    return new Map([...this.layoutFiles(record)].map(([path, file]) => [path, file.content]));
  }

  /** Files with their storage (LFS or not) at the current version (the last few generated are kept). */
  layoutFiles(record: SpaceRecord): Map<string, LayoutFile> {
    const key = `${record.kind}/${record.id}@${record.version}`;
    const recent = this.recentLayouts.get(key);
    if (recent) return new Map(recent);
    const files = this.generateLayout(record);
    this.recentLayouts.set(key, files);
    if (this.recentLayouts.size > 48) this.recentLayouts.delete(this.recentLayouts.keys().next().value!);
    return new Map(files);
  }

  /** README front matter as the listing's `cardData` (parsed, as the Hub does), or undefined without one. */
  cardDataOf(record: SpaceRecord): Record<string, unknown> | undefined {
    const override = record.overrides.get('README.md');
    if (override === undefined && this.options.layout === 'openenv') {
      return cardData(record.id.split('/')[1]!.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'env', record.sdk);
    }
    const text = override === undefined ? this.spaceFiles(record).get('README.md') : override;
    const m = text ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(text) : null;
    try {
      const data = m ? (parseYaml(m[1]!) as unknown) : undefined;
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  private generateLayout(record: SpaceRecord): Map<string, LayoutFile> {
    let files: Map<string, LayoutFile>;
    if (record.kind === 'datasets') files = wrap(this.datasetFiles(record));
    else if (this.options.layout === 'openenv') {
      const manifest = this.corpus[record.index % this.corpus.length]!.text;
      const pkg = record.id.split('/')[1]!.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'env';
      files = openenvLayout(record.index, pkg, manifest, record.sdk);
    } else files = wrap(this.spaceFiles(record));
    for (const [path, content] of record.overrides) {
      if (path.startsWith('\0')) continue;
      if (content === null) files.delete(path);
      else files.set(path, { content });
    }
    return files;
  }

  /** The tree listing at the current version, as the Hub gives it (LFS files with their pointer's size and oid). */
  treeOf(record: SpaceRecord): TreeItem[] {
    const key = `${record.kind}/${record.id}@${record.version}`;
    let tree = this.trees.get(key);
    if (!tree) {
      tree = [...this.layoutFiles(record)]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([path, file]) => {
          if (!file.lfs) return { type: 'file' as const, oid: blobOid(file.content), size: Buffer.byteLength(file.content), path };
          const sha = createHash('sha256').update(`${key}:${path}`).digest('hex');
          const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha}\nsize ${file.lfs.size}\n`;
          return { type: 'file' as const, oid: blobOid(pointer), size: pointer.length, path, lfs: { oid: sha, size: file.lfs.size, pointerSize: pointer.length } };
        });
      this.trees.set(key, tree);
    }
    return tree;
  }

  // ---- synthetic content -------------------------------------------------------------------------

  private syntheticSpace(i: number): SpaceRecord {
    const manifest = this.corpus[i % this.corpus.length]!;
    const round = Math.floor(i / this.corpus.length);
    const [owner, name] = manifest.source.split('/') as [string, string];
    const id = `${owner}/${name}${round ? `-${round}` : ''}`.replace(/[^A-Za-z0-9/._-]/g, '-');
    return {
      kind: 'spaces', id, index: i, version: 1,
      sdk: i % 97 === 21 ? 'gradio' : 'docker',
      tags: ['docker', 'openenv', ...(i % 3 === 0 ? ['reinforcement-learning'] : [])],
      stage: i % 61 === 5 ? 'BUILD_ERROR' : i % 7 === 0 ? 'SLEEPING' : 'RUNNING',
      likes: (i * 7919) % 97 === 0 ? 500 + (i % 300) : (i * 31) % 23,
      overrides: new Map(), deleted: false, vanished: new Set(),
    };
  }

  private spaceFiles(record: SpaceRecord): Map<string, string> {
    const i = record.index;
    const manifest = this.corpus[i % this.corpus.length]!.text;
    const pkg = record.id.split('/')[1]!.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    const files = new Map<string, string>();
    // Every 50th Space lost its manifest; every 45th has no pyproject: the audit must report both.
    if (i % 50 !== 7) files.set('openenv.yaml', manifest);
    files.set('README.md', `---\ntitle: ${pkg}\nsdk: ${record.sdk}\napp_port: 8000\ntags:\n  - openenv\n---\n\n# ${pkg}\n\nAn OpenEnv environment.\n`);
    if (i % 45 !== 11) {
      files.set('pyproject.toml', `[project]\nname = "openenv-${pkg.replace(/_/g, '-')}"\nversion = "0.1.0"\nrequires-python = ">=3.10"\ndependencies = ["openenv-core>=0.2.0", "fastapi>=0.110", "uvicorn>=0.29"]\n\n[project.scripts]\nserver = "server.app:main"\n`);
      files.set('uv.lock', [
        'version = 1',
        'requires-python = ">=3.10"',
        '',
        '[[package]]',
        `name = "openenv-${pkg.replace(/_/g, '-')}"`,
        'version = "0.1.0"',
        'source = { editable = "." }',
        '',
        '[package.metadata]',
        'requires-dist = [',
        '    { name = "fastapi", specifier = ">=0.110" },',
        '    { name = "openenv-core", specifier = ">=0.2.0" },',
        '    { name = "uvicorn", specifier = ">=0.29" },',
        ']',
        '',
      ].join('\n'));
    }
    files.set('server/__init__.py', '');
    files.set('server/app.py', `from openenv.core.env_server import create_app\n\napp = create_app()\n\n\ndef main():\n    import uvicorn\n    uvicorn.run(app, host="0.0.0.0", port=8000)\n\n\nif __name__ == "__main__":\n    main()\n`);
    files.set('server/Dockerfile', `FROM python:3.11-slim@sha256:${'0'.repeat(64)}\nWORKDIR /app\nCOPY . /app\nRUN pip install --no-cache-dir uv && uv sync --frozen\nEXPOSE 8000\nCMD ["uv", "run", "server"]\n`);
    files.set('models.py', `from dataclasses import dataclass\n\n\n@dataclass\nclass Action:\n    command: str\n`);
    return files;
  }

  private datasetFiles(record: SpaceRecord): Map<string, string> {
    const files = new Map<string, string>();
    files.set('README.md', `---\ntags:\n  - openenv\n  - rl-environment\n---\n# Dataset ${record.index}\n`);
    files.set('data/train.jsonl', '{"prompt": "hello"}\n');
    if (record.index % 2 === 0) {
      files.set('environment.yaml', `spec_version: hf-rl-env-0.1\nenvironments:\n  - name: env-${record.index}\n    image: ghcr.io/example/env:1.0\n    splits: [train]\n`);
    }
    return files;
  }

  // ---- HTTP --------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.stats.total++;
    this.inFlight++;
    this.stats.peakInFlight = Math.max(this.stats.peakInFlight, this.inFlight);
    res.on('close', () => this.inFlight--);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    if (this.options.recordPaths) this.log.push(`${path}${url.search}`);
    const auth = req.headers.authorization;
    if (auth) {
      this.stats.authorized++;
      this.authorizationHeaders.add(auth);
    }
    this.countKind(path);
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const isResolve = /^\/(spaces|datasets)\/[^/]+\/[^/]+\/resolve\//.test(path);
    const bucket = isResolve && this.options.resolverQuota ? 'resolvers' : 'api';
    const quota = bucket === 'resolvers' ? this.options.resolverQuota : this.options.quota;
    if (quota) {
      const window = this.windows[bucket];
      const now = Date.now();
      if (now - window.start >= quota.windowMs) {
        window.start = now;
        window.used = 0;
      }
      window.used++;
      const reset = Math.max(1, Math.ceil((window.start + quota.windowMs - now) / 1000));
      res.setHeader('RateLimit', `"${bucket}";r=${Math.max(0, quota.requests - window.used)};t=${reset}`);
      res.setHeader('RateLimit-Policy', `"fixed window";"${bucket}";q=${quota.requests};w=${Math.round(quota.windowMs / 1000)}`);
      if (window.used > quota.requests) {
        this.quotaRejections++;
        return json(res, 429, { error: `You have exceeded our hourly quotas for action: ${bucket}.` });
      }
    }
    if (this.options.requireToken && auth !== `Bearer ${this.options.requireToken}`) {
      return json(res, 401, { error: 'Invalid credentials in Authorization header' });
    }
    const fault = this.takeFault(path);
    if (fault) {
      const handled = await this.applyFault(fault, req, res, path, url);
      if (handled) return;
    }
    this.route(req, res, path, url, !!auth);
  }

  private countKind(path: string): void {
    if (/^\/api\/(spaces|datasets)$/.test(path)) this.stats.list++;
    else if (/^\/api\/(spaces|datasets)\/[^/]+\/[^/]+\/tree\//.test(path)) this.stats.tree++;
    else if (/^\/api\/(spaces|datasets)\/[^/]+\/[^/]+\/?$/.test(path)) this.stats.info++;
    else if (/^\/(spaces|datasets)\/[^/]+\/[^/]+\/resolve\//.test(path)) this.stats.resolve++;
  }

  private takeFault(path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.times > 0 && (typeof f.match === 'string' ? path.includes(f.match) : f.match(path)));
    if (fault) fault.times--;
    return fault;
  }

  /** Returns true when the fault answered the request itself. */
  private async applyFault(fault: Fault, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<boolean> {
    switch (fault.kind) {
      case '500':
      case '503':
        json(res, Number(fault.kind), { error: 'Internal Error - We\'re working hard to fix this as soon as possible!' });
        return true;
      case '429':
        res.setHeader('Retry-After', String(fault.retryAfterSeconds ?? 1));
        json(res, 429, { error: 'You have exceeded our hourly quotas for action: api.' });
        return true;
      case '429-ratelimit':
        res.setHeader('RateLimit', `"api";r=0;t=${fault.retryAfterSeconds ?? 1}`);
        res.setHeader('RateLimit-Policy', '"fixed window";"api";q=500;w=300');
        json(res, 429, { error: 'Too Many Requests' });
        return true;
      case '429-resolvers':
        res.setHeader('RateLimit', `"resolvers";r=0;t=${fault.retryAfterSeconds ?? 1}`);
        res.setHeader('RateLimit-Policy', '"fixed window";"resolvers";q=5000;w=300');
        json(res, 429, { error: 'Too Many Requests' });
        return true;
      case '408':
        json(res, 408, { error: 'Request Timeout' });
        return true;
      case '401':
        json(res, 401, { error: 'Invalid credentials in Authorization header' });
        return true;
      case 'garbled': {
        // 200 with a complete body that is not the JSON asked for (a proxy's page, a cut-and-padded answer).
        const bytes = Buffer.from('[{"id": "owner/na');
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(bytes.byteLength) });
        res.end(bytes);
        return true;
      }
      case 'slow':
        await sleep(fault.delayMs ?? 2000);
        if (res.destroyed) return true;
        return false;
      case 'reset':
        req.socket.destroy();
        return true;
      case 'truncate': {
        // Headers promise the whole body; half of it arrives, then the connection drops.
        const body = this.render(path, url);
        if (!body) return false;
        res.writeHead(200, { 'content-type': body.type, 'content-length': String(body.bytes.byteLength) });
        res.write(body.bytes.subarray(0, Math.max(1, body.bytes.byteLength >> 1)));
        setTimeout(() => req.socket.destroy(), 5);
        return true;
      }
    }
  }

  private route(req: IncomingMessage, res: ServerResponse, path: string, url: URL, authorized: boolean): void {
    const body = this.render(path, url, res, authorized);
    if (!body) return; // render answered (404/400)
    const etag = body.etag ?? `"${createHash('sha1').update(body.bytes).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) {
      this.stats.notModified++;
      res.writeHead(304, { etag, ...(body.headers ?? {}) });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': body.type, 'content-length': String(body.bytes.byteLength), etag, ...(body.headers ?? {}) });
    if (/\/resolve\//.test(path)) this.resolveBytes += body.bytes.byteLength;
    res.end(body.bytes);
  }

  /** The answer for a path, or undefined after answering an error itself (when `res` is given). */
  private render(path: string, url: URL, res?: ServerResponse, authorized = false): { bytes: Uint8Array; type: string; etag?: string; headers?: Record<string, string> } | undefined {
    const fail = (status: number, error: string, code: string) => {
      if (res) {
        res.setHeader('X-Error-Code', code);
        json(res, status, { error });
      }
      return undefined;
    };
    // A private repository, asked for without a token: the Hub does not say it exists (401, RepoNotFound).
    const hidden = (record: SpaceRecord | undefined) => !!record?.private && !authorized;
    // A missing or private repository: 404 to a caller with a token, 401 to an anonymous one (both RepoNotFound).
    const repoNotFound = () => fail(authorized ? 404 : 401, 'Repository not found', 'RepoNotFound');
    let m = /^\/api\/(spaces|datasets)$/.exec(path);
    if (m) {
      return this.renderListing(m[1] as 'spaces' | 'datasets', url, authorized);
    }
    m = /^\/api\/(spaces|datasets)\/([^/]+\/[^/]+)\/tree\/([^/]+)\/?$/.exec(path);
    if (m) {
      const record = this.repos.get(`${m[1]}/${m[2]}`);
      if (hidden(record)) return repoNotFound();
      if (!record || record.overrides.has('\0deleted')) return repoNotFound();
      if (m[3] !== shaOf(record)) return fail(404, `Invalid rev id: ${m[3]}`, 'RevisionNotFound');
      const entries = this.treeOf(record);
      const pageSize = this.options.treePageSize ?? 1000;
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const page = entries.slice(offset, offset + pageSize);
      const headers: Record<string, string> = {};
      if (offset + pageSize < entries.length) {
        const next = new URL(url.toString());
        next.searchParams.set('cursor', String(offset + pageSize));
        headers.link = `<${this.url}${next.pathname}${next.search}>; rel="next"`;
      }
      return { bytes: Buffer.from(JSON.stringify(page)), type: 'application/json', headers };
    }
    m = /^\/api\/(spaces|datasets)\/([^/]+\/[^/]+)\/?$/.exec(path);
    if (m) {
      const record = this.repos.get(`${m[1]}/${m[2]}`);
      if (hidden(record)) return repoNotFound();
      if (!record || record.overrides.has('\0deleted')) return repoNotFound();
      return { bytes: Buffer.from(JSON.stringify(this.item(record, url))), type: 'application/json' };
    }
    m = /^\/(spaces|datasets)\/([^/]+\/[^/]+)\/resolve\/([^/]+)\/(.+)$/.exec(path);
    if (m) {
      const record = this.repos.get(`${m[1]}/${m[2]}`);
      if (hidden(record)) return repoNotFound();
      if (!record || record.overrides.has('\0deleted')) return repoNotFound();
      if (m[3] !== shaOf(record)) return fail(404, `Invalid rev id: ${m[3]}`, 'RevisionNotFound');
      const file = this.layoutFiles(record).get(m[4]!);
      if (file === undefined || record.vanished.has(m[4]!)) return fail(404, 'Entry not found', 'EntryNotFound');
      if (file.lfs) {
        // The LFS object itself (resolve follows the LFS redirect): the header bytes, then zeros.
        const bytes = Buffer.alloc(file.lfs.size);
        bytes.write(file.content, 'latin1');
        return { bytes, type: 'application/octet-stream', headers: { 'x-repo-commit': shaOf(record) } };
      }
      const oid = blobOid(file.content);
      return { bytes: Buffer.from(file.content), type: 'text/plain; charset=utf-8', etag: `"${oid}"`, headers: { 'x-repo-commit': shaOf(record) } };
    }
    return fail(404, 'Sorry, we can\'t find the page you are looking for.', 'NotFound');
  }

  private renderListing(kind: 'spaces' | 'datasets', url: URL, authorized: boolean) {
    const filter = url.searchParams.get('filter');
    const author = url.searchParams.get('author');
    const search = url.searchParams.get('search')?.toLowerCase();
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, this.options.maxPageSize ?? 1000);
    const offset = url.searchParams.has('cursor') ? Number(Buffer.from(url.searchParams.get('cursor')!, 'base64url').toString()) : 0;
    const matching = this.order.filter(
      (r) =>
        r.kind === kind &&
        !r.deleted &&
        (!r.private || authorized) &&
        (!filter || r.tags.includes(filter)) &&
        (!author || r.id.split('/')[0] === author) &&
        (!search || r.id.toLowerCase().includes(search)),
    );
    const page = matching.slice(offset, offset + limit).map((r) => this.item(r, url));
    const headers: Record<string, string> = {};
    if (offset + limit < matching.length) {
      const next = new URL(url.toString());
      next.searchParams.set('cursor', Buffer.from(String(offset + limit)).toString('base64url'));
      headers.link = `<${this.url}${next.pathname}${next.search}>; rel="next"`;
    }
    return { bytes: Buffer.from(JSON.stringify(page)), type: 'application/json', headers };
  }

  /** A listing item: `_id` and `id` always, other fields only when expanded (as the real Hub does). */
  private item(record: SpaceRecord, url: URL): Record<string, unknown> {
    const expand = new Set([...url.searchParams.getAll('expand[]'), ...url.searchParams.getAll('expand')]);
    const item: Record<string, unknown> = { _id: createHash('md5').update(record.id).digest('hex').slice(0, 24), id: record.id };
    if (expand.has('sha')) item.sha = shaOf(record);
    if (expand.has('tags')) item.tags = record.tags;
    if (expand.has('lastModified')) item.lastModified = new Date(Date.UTC(2026, 10, 1) + record.version * 60_000).toISOString();
    if (expand.has('private')) item.private = !!record.private;
    if (expand.has('likes')) item.likes = record.likes ?? 0;
    if (record.kind === 'datasets' && expand.has('downloads')) item.downloads = record.index * 13;
    if (record.kind === 'spaces') {
      if (expand.has('cardData')) {
        const card = this.cardDataOf(record);
        if (card) item.cardData = card;
      }
      if (expand.has('sdk')) item.sdk = record.sdk;
      if (expand.has('runtime')) item.runtime = { stage: record.stage, hardware: { current: record.stage === 'RUNNING' ? 'cpu-basic' : null, requested: 'cpu-basic' } };
    }
    return item;
  }
}

function wrap(files: Map<string, string>): Map<string, LayoutFile> {
  return new Map([...files].map(([path, content]) => [path, { content }]));
}

function shaOf(record: SpaceRecord): string {
  return createHash('sha1').update(`${record.kind}/${record.id}@${record.version}`).digest('hex');
}

/** Git's blob id: sha1("blob <size>\0" + content), what the Hub reports as `oid` for non-LFS files. */
function blobOid(content: string): string {
  const bytes = Buffer.from(content);
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(bytes.byteLength) });
  res.end(bytes);
}

/** Unref'd: a slow answer still pending when a test closes the server must not keep the process alive. */
function sleep(ms: number): Promise<void> {
  return new Promise((ok) => setTimeout(ok, ms).unref());
}
