/**
 * OCI / Docker distribution image references: `[host[:port]/]path[:tag][@algo:hex]`
 * (environment-yaml.md §5.4; grammar of distribution/reference).
 */

const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const DOMAIN_COMPONENT = '(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])';
const DOMAIN = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9A-Fa-f:]+\\])(?::[0-9]+)?`;
const TAG = '[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';

/** JSON Schema pattern for editors (the same grammar as `parseImageReference`). */
export const IMAGE_REFERENCE_PATTERN = `^(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*(?::${TAG})?(?:@${DIGEST})?$`;

const pathComponent = new RegExp(`^${PATH_COMPONENT}$`);
const domainRe = new RegExp(`^${DOMAIN}$`);
const tagRe = new RegExp(`^${TAG}$`);
const digestRe = new RegExp(`^${DIGEST}$`);

export interface ImageReference {
  domain?: string;
  path: string;
  tag?: string;
  digest?: string;
}

export type ImageParse = { ok: true; ref: ImageReference } | { ok: false; problem: string };

export function parseImageReference(value: string): ImageParse {
  if (value.trim() === '') return { ok: false, problem: 'the reference is empty' };
  if (/\s/.test(value)) return { ok: false, problem: 'it contains whitespace' };
  if (/^[a-z]+:\/\//i.test(value)) return { ok: false, problem: 'it is a URL; drop the scheme (e.g. "ghcr.io/org/image:tag")' };
  let rest = value;
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    if (!digestRe.test(digest)) return { ok: false, problem: `the digest "${digest}" is not "algorithm:hex"` };
    if (digest.startsWith('sha256:') && !/^sha256:[0-9a-f]{64}$/.test(digest)) {
      return { ok: false, problem: 'a sha256 digest is "sha256:" followed by 64 lower-case hex digits' };
    }
  }
  let tag: string | undefined;
  const lastSlash = rest.lastIndexOf('/');
  const colon = rest.indexOf(':', lastSlash + 1);
  if (colon !== -1) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (tag === '') return { ok: false, problem: 'it ends with ":" but no tag follows' };
    if (!tagRe.test(tag)) return { ok: false, problem: `the tag "${tag}" is not valid (letters, digits, "_", "." and "-", at most 128)` };
  }
  const segments = rest.split('/');
  let domain: string | undefined;
  // Docker's rule: the first segment is a registry host only if it looks like one.
  if (segments.length > 1 && (/[.:]/.test(segments[0]) || segments[0] === 'localhost' || /[A-Z]/.test(segments[0]))) {
    domain = segments.shift();
    if (!domainRe.test(domain!)) return { ok: false, problem: `the registry host "${domain}" is not valid` };
  }
  for (const segment of segments) {
    if (!pathComponent.test(segment)) {
      const hint = /[A-Z]/.test(segment) ? ' (repository names must be lower-case)' : '';
      return { ok: false, problem: `the path component "${segment}" is not valid${hint}` };
    }
  }
  if (rest.length > 255) return { ok: false, problem: 'the repository name is longer than 255 characters' };
  return { ok: true, ref: { domain, path: segments.join('/'), tag, digest } };
}
