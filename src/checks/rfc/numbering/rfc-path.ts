/**
 * RFC file names as the numbering rules see them (spec rfcs.md 3): `<rfc-dir>/NNN-kebab-slug.md`,
 * directly inside the RFC folder. Kept here, independent of the Markdown model, because history
 * (git log output) and open pull requests (API file lists) only ever give paths.
 */
const RFC_NAME = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export interface RfcPath {
  path: string;
  number: number;
  slug: string;
}

/** Parses `path` when it is an RFC file directly inside `rfcDir`; undefined otherwise. */
export function parseRfcPath(path: string, rfcDir: string): RfcPath | undefined {
  const dir = rfcDir.replace(/^\.?\/+/, '').replace(/\/+$/, '');
  const prefix = dir === '' ? '' : `${dir}/`;
  if (!path.startsWith(prefix)) return undefined;
  const name = path.slice(prefix.length);
  if (name.includes('/')) return undefined;
  const match = RFC_NAME.exec(name);
  if (!match) return undefined;
  return { path, number: Number(match[1]), slug: match[2]! };
}

/** `6` → `006`: RFC numbers are always printed with three digits. */
export function formatRfcNumber(number: number): string {
  return String(number).padStart(3, '0');
}

/** The last path segment (`rfcs/001-abstractions.md` → `001-abstractions.md`), as the spec's messages cite sites. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
