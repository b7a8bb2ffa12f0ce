import type { HubReadPlan } from '../../repo/hub-repo.js';

/**
 * Which files the audit downloads, decided from the tree listing before any download. The checks ask
 * for files lazily; the plan turns away the reads that only rules the audit does not run would make,
 * and streams uv.lock only up to the part its rule reads.
 */
export interface ReadPlanSettings {
  /** Read every Python source (the MCP reserved-name and unpinned-dataset scans). Off: only server/app.py. */
  pythonSources: boolean;
  /** Read uv.lock (up to the root package) for deps/lockfile-in-sync. */
  lockfile: boolean;
}

/** Rules the audit does not run under these settings: their findings are dropped, the summary names them. */
export function rulesNotRun(settings: ReadPlanSettings): string[] {
  const out: string[] = [];
  if (!settings.pythonSources) out.push('tools/no-reserved-in-source', 'tasks/source-pinned');
  if (!settings.lockfile) out.push('deps/lockfile-in-sync');
  return out;
}

const SERVER_APP = /(^|\/)server\/app\.py$/;
const UV_LOCK = /(^|\/)uv\.lock$/;
const README = /(^|\/)README\.md$/;
const same = (text: string) => text;

export function auditReadPlan(settings: ReadPlanSettings): HubReadPlan {
  return (path) => {
    if (UV_LOCK.test(path)) return settings.lockfile ? { mode: 'prefix', key: 'uv-root', stopAt: lockRootEnd, reduce: reduceUvLock } : { mode: 'skip' };
    if (path.endsWith('.py') && !settings.pythonSources && !SERVER_APP.test(path)) return { mode: 'skip' };
    // Every rule that reads a README reads its front matter only (Space and dataset card settings).
    if (README.test(path)) return { mode: 'prefix', key: 'front-matter', stopAt: frontMatterEnd, reduce: same };
    return { mode: 'read' };
  };
}

const EDITABLE_ROOT = Buffer.from('source = { editable = "." }');
const VIRTUAL_ROOT = Buffer.from('source = { virtual = "." }');
const NEXT_PACKAGE = Buffer.from('\n[[package]]');

/**
 * Where a uv.lock can be cut: after the root package's block (the one with `source = { editable = "." }`
 * or `virtual = "."`), at the next `[[package]]`. Undefined until that point has arrived; when the root
 * package is the last one, or absent, the whole file is read.
 */
export function lockRootEnd(received: Uint8Array): number | undefined {
  const bytes = Buffer.from(received.buffer, received.byteOffset, received.byteLength);
  let root = bytes.indexOf(EDITABLE_ROOT);
  if (root < 0) root = bytes.indexOf(VIRTUAL_ROOT);
  if (root < 0) return undefined;
  const next = bytes.indexOf(NEXT_PACKAGE, root);
  return next < 0 ? undefined : next + 1;
}

const TABLE_HEADER = /^\[\[?\s*([A-Za-z0-9_.-]+)\s*\]\]?\s*$/;

/**
 * uv.lock reduced to what deps/lockfile-in-sync reads: the header and the root package's block. Every
 * other package's lines become empty lines, so line numbers stay those of the real file and the text
 * kept in the cache is a few KB instead of ~0.6 MB.
 */
export function reduceUvLock(text: string): string {
  const lines = text.split('\n');
  // Blocks: a [[package]] header and every line up to the next header that is not one of its sub-tables.
  const blocks: { start: number; end: number; root: boolean }[] = [];
  let current: { start: number; end: number; root: boolean } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const header = line.startsWith('[') ? TABLE_HEADER.exec(line) : null;
    if (header) {
      const name = header[1]!;
      if (name === 'package') {
        if (current) current.end = i;
        current = { start: i, end: lines.length, root: false };
        blocks.push(current);
        continue;
      }
      if (current && !name.startsWith('package.')) {
        current.end = i;
        current = undefined;
      }
    }
    if (current && (line.startsWith('source = { editable = "." }') || line.startsWith('source = { virtual = "." }'))) current.root = true;
  }
  for (const block of blocks) if (!block.root) for (let i = block.start; i < block.end; i++) lines[i] = '';
  return lines.join('\n');
}

/**
 * Where a README can be cut: after the line that closes its `---` front matter, or at once when it does
 * not open with one (the rules then see a README without front matter, which is what it is).
 */
export function frontMatterEnd(received: Uint8Array): number | undefined {
  const bom = received[0] === 0xef && received[1] === 0xbb && received[2] === 0xbf ? 3 : 0;
  if (received.length < bom + 4) return undefined;
  const bytes = Buffer.from(received.buffer, received.byteOffset, received.byteLength);
  if (bytes.toString('latin1', bom, bom + 3) !== '---') return 0;
  const firstLineEnd = bytes.indexOf(10, bom);
  if (firstLineEnd < 0) return undefined;
  const closing = bytes.indexOf('\n---', firstLineEnd);
  const lineEnd = closing < 0 ? -1 : bytes.indexOf(10, closing + 1);
  return lineEnd < 0 ? undefined : lineEnd + 1;
}
