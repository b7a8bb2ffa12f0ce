/**
 * Hugging Face repository ids (`namespace/name`), as used by `space_id`, `dataset.repo` and the
 * `{repo_id}` of environment references (environment-yaml.md §5.3, inferred from the Hub's naming rules).
 */
import { anyCase } from '../../../../engine/pattern.js';

export const HUB_ID_PART_CHARS = /^[A-Za-z0-9._-]+$/;
export const HUB_NAME_MAX_LENGTH = 96;

/** JSON Schema pattern for editors: `namespace/name`, both parts from the allowed alphabet. */
export const HUB_REPO_ID_PATTERN =
  '^(?![-.])(?!.*(--|\\.\\.))[A-Za-z0-9._-]*[A-Za-z0-9_]/(?![-.])(?!.*(--|\\.\\.))[A-Za-z0-9._-]{0,95}[A-Za-z0-9_]$';

export type HubIdProblem =
  | { kind: 'shape'; message: string }
  | { kind: 'characters'; message: string };

/** Checks one part (namespace or name); returns what is wrong with it, or undefined. */
export function hubIdPartProblem(part: string, role: 'namespace' | 'name'): string | undefined {
  if (part === '') return `the ${role} is empty`;
  if (!HUB_ID_PART_CHARS.test(part)) return `the ${role} "${part}" may only use letters, digits, ".", "_" and "-"`;
  if (part.includes('--') || part.includes('..')) return `the ${role} "${part}" contains "--" or ".."`;
  if (/^[-.]|[-.]$/.test(part)) return `the ${role} "${part}" starts or ends with "-" or "."`;
  if (role === 'name' && part.length > HUB_NAME_MAX_LENGTH) {
    return `the name is ${part.length} characters long (at most ${HUB_NAME_MAX_LENGTH})`;
  }
  return undefined;
}

/** Validates a `namespace/name` repo id. */
export function hubRepoIdProblem(id: string): HubIdProblem | undefined {
  const parts = id.split('/');
  if (parts.length !== 2) {
    return {
      kind: 'shape',
      message: `"${id}" has ${parts.length - 1} "/" but a repo id is exactly "namespace/name"`,
    };
  }
  const problem = hubIdPartProblem(parts[0], 'namespace') ?? hubIdPartProblem(parts[1], 'name');
  return problem ? { kind: 'characters', message: problem } : undefined;
}

export function isHubRepoId(id: string): boolean {
  return hubRepoIdProblem(id) === undefined;
}

/**
 * A Space given as a URL instead of an id: `https://huggingface.co/spaces/o/n`, `https://o-n.hf.space`.
 * Returns the repo id when the URL names one, '' when it is a URL we cannot turn into an id, else undefined.
 */
export function spaceIdFromUrl(value: string): string | undefined {
  if (!SPACE_URL.test(value)) return undefined;
  const hub = /^(?:https?:\/\/)?(?:www\.)?huggingface\.co\/spaces\/([^/?#]+)\/([^/?#]+)/i.exec(value);
  return hub ? `${hub[1]}/${hub[2]}` : '';
}

/** What `spaceIdFromUrl` takes for a URL (any case): a http(s) URL, a huggingface.co/spaces path, a *.hf.space host. */
export const SPACE_URL_PATTERN = `^(?:${anyCase('http')}[Ss]?://|(?:${anyCase('www')}\\.)?${anyCase('huggingface')}\\.${anyCase('co')}/${anyCase('spaces')}/[^/?#]+/[^/?#]+|[^/]+\\.${anyCase('hf')}\\.${anyCase('space')}\\b)`;
const SPACE_URL = new RegExp(SPACE_URL_PATTERN);
