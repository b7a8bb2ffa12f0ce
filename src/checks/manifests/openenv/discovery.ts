/** Which files are OpenEnv manifests, misnamed variants, or copies (spec §3.1: OE-F01..F03). */
import { createHash } from 'node:crypto';
import type { Finding, Range } from '../../../engine/finding.js';
import { collectFindings } from '../../../engine/rule.js';
import { defineMeta } from './context.js';

export const misnamedFile = defineMeta('misnamed-file', 'error', 'Only a misnamed variant (`openenv.yml`, wrong case) exists: OpenEnv never reads it.', 'OE-F01');
export const variantAlongside = defineMeta('variant-alongside', 'warning', 'Both `openenv.yaml` and a misnamed variant exist: the variant is dead and can drift.', 'OE-F02');
export const duplicateCopy = defineMeta('duplicate-copy', 'notice', 'Identical copies of the manifest in several directories.', 'OE-F03');
export const discoveryRules = [misnamedFile, variantAlongside, duplicateCopy];

export const MANIFEST_NAME = 'openenv.yaml';
const VARIANT = /^openenv\.ya?ml$/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', '.tox', '.mypy_cache']);

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function dirname(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** Paths inside vendored or tool directories are never scanned (the RepoView skips most already). */
/**
 * Where a finding about the file as a whole points: its first line (editors and SARIF need a full
 * range; the file name itself has no position). Without bytes (a file too large to read): 1:1.
 */
export function fileRange(bytes?: Uint8Array): Range {
  if (!bytes) return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  let end = 0;
  while (end < bytes.length && end < 4096 && bytes[end] !== 0x0a && bytes[end] !== 0x0d) end++;
  // TextDecoder drops a leading BOM; columns count UTF-16 code units, as editors do.
  const text = new TextDecoder().decode(bytes.subarray(0, end));
  return { line: 1, column: 1, endLine: 1, endColumn: text.length + 1 };
}

export function isSkipped(path: string): boolean {
  return path.split('/').some((part) => SKIPPED_DIRS.has(part));
}

export function isOpenEnvManifest(path: string): boolean {
  return basename(path) === MANIFEST_NAME;
}

export function isOpenEnvVariant(path: string): boolean {
  const name = basename(path);
  return name !== MANIFEST_NAME && VARIANT.test(name);
}

/**
 * F01/F02 for each variant. Returns the findings and the variants to lint as manifests (those with no
 * correctly named sibling: once renamed, they are the manifest).
 */
export function checkVariants(
  variants: readonly string[],
  files: ReadonlySet<string>,
  sameContent: (a: string, b: string) => boolean,
  rangeOf: (path: string) => Range = () => fileRange(),
): { findings: Finding[]; lintAsManifest: string[] } {
  const findings: Finding[] = [];
  const lintAsManifest: string[] = [];
  for (const variant of variants) {
    const dir = dirname(variant);
    const proper = dir ? `${dir}/${MANIFEST_NAME}` : MANIFEST_NAME;
    const name = basename(variant);
    if (files.has(proper)) {
      const same = sameContent(variant, proper);
      collectFindings(variantAlongside, findings)({
        file: variant,
        ...rangeOf(variant),
        key: name,
        message: `${name} sits next to ${MANIFEST_NAME}${same ? ' (same content today)' : ' and their contents differ'}; OpenEnv reads only ${MANIFEST_NAME}, so this copy is dead and drifts. Delete ${name}.`,
      });
    } else {
      collectFindings(misnamedFile, findings)({
        file: variant,
        ...rangeOf(variant),
        key: name,
        message: `OpenEnv only reads a file named exactly ${MANIFEST_NAME} (lower case, .yaml); every command reports "missing openenv.yaml" for ${name}. Rename it: git mv ${variant} ${proper}.`,
      });
      lintAsManifest.push(variant);
    }
  }
  return { findings, lintAsManifest };
}

/** F03: manifests with byte-identical content in several directories; the shallowest copy is kept silent. */
export function checkCopies(manifests: ReadonlyMap<string, Uint8Array>): Finding[] {
  const byHash = new Map<string, string[]>();
  for (const [path, bytes] of manifests) {
    if (bytes.byteLength === 0) continue;
    const hash = createHash('sha256').update(bytes).digest('hex');
    const group = byHash.get(hash);
    if (group) group.push(path);
    else byHash.set(hash, [path]);
  }
  const findings: Finding[] = [];
  for (const group of byHash.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1));
    const [first, ...rest] = sorted;
    for (const path of rest) {
      collectFindings(duplicateCopy, findings)({
        file: path,
        ...fileRange(manifests.get(path)),
        key: first,
        message: `This manifest is identical to ${first}; only the copy in the directory OpenEnv commands run from counts, and copies drift. Keep one (or make this directory a separate environment with its own name).`,
      });
    }
  }
  return findings;
}
