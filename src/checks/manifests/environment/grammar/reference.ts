/**
 * Environment references `hf://datasets/{namespace}/{name}/{environment_id}[@{revision}]`
 * (environment-yaml.md §6). Exported for the `openenv.yaml` `task_sets` rules too (OE-TS3).
 */
import { hubIdPartProblem } from './hub-id.js';
import { environmentIdProblem } from './environment-id.js';

export const REFERENCE_PREFIX = 'hf://datasets/';

export interface EnvironmentReference {
  namespace: string;
  name: string;
  /** `namespace/name` */
  repoId: string;
  environmentId: string;
  /** undefined when there is no `@`. */
  revision?: string;
}

export type ReferenceProblemCode = 'malformed' | 'empty-revision' | 'unpinned' | 'branch-revision';

export interface ReferenceProblem {
  code: ReferenceProblemCode;
  /** Spec code (EY-X01…EY-X04). */
  specCode: string;
  message: string;
}

export interface ReferenceParse {
  reference?: EnvironmentReference;
  /** At most one malformed/empty-revision problem, or the pinning notices of a well-formed reference. */
  problems: ReferenceProblem[];
}

const COMMIT = /^[0-9a-f]{40}$/;
const TAG_LIKE = /^v?[0-9]+(?:[._-][0-9A-Za-z]+)*$/;

/** A two-segment `hf://datasets/ns/name` addresses a whole dataset (Harbor/Verifiers), not an environment. */
export function isDatasetAddress(value: string): boolean {
  return value.startsWith(REFERENCE_PREFIX) && !value.includes('@') && value.slice(REFERENCE_PREFIX.length).split('/').length === 2;
}

export function parseEnvironmentReference(value: string): ReferenceParse {
  const malformed = (message: string): ReferenceParse => ({
    problems: [{ code: 'malformed', specCode: 'EY-X01', message }],
  });
  if (!value.startsWith(REFERENCE_PREFIX)) {
    const lower = value.toLowerCase();
    if (lower.startsWith(REFERENCE_PREFIX)) return malformed(`write the prefix in lower case: "${REFERENCE_PREFIX}"`);
    if (lower.startsWith('hf://')) return malformed(`an environment reference starts with "${REFERENCE_PREFIX}" (only dataset repositories hold environment.yaml)`);
    return malformed(`an environment reference starts with "${REFERENCE_PREFIX}"`);
  }
  const body = value.slice(REFERENCE_PREFIX.length);
  const at = body.indexOf('@');
  const path = at === -1 ? body : body.slice(0, at);
  const revision = at === -1 ? undefined : body.slice(at + 1);
  const segments = path.split('/');
  if (segments.length !== 3) {
    return malformed(
      `the path has ${segments.length} segment(s) but needs exactly three: "${REFERENCE_PREFIX}{namespace}/{dataset}/{environment_id}"`,
    );
  }
  const [namespace, name, environmentId] = segments;
  const partProblem = hubIdPartProblem(namespace, 'namespace') ?? hubIdPartProblem(name, 'name');
  if (partProblem) return malformed(`the dataset repo id is not valid: ${partProblem}`);
  const idProblem = environmentIdProblem(environmentId);
  if (idProblem) return malformed(`the environment id is not valid: ${idProblem}`);
  if (revision !== undefined && /[\s\x00-\x1f\x7f]/.test(revision)) return malformed('the revision contains whitespace or control characters');
  const reference: EnvironmentReference = { namespace, name, repoId: `${namespace}/${name}`, environmentId, revision };
  if (revision === '') {
    return { reference, problems: [{ code: 'empty-revision', specCode: 'EY-X02', message: 'nothing follows "@": name a tag or commit, or drop the "@"' }] };
  }
  if (revision === undefined) {
    return {
      reference,
      problems: [{ code: 'unpinned', specCode: 'EY-X03', message: 'no revision: append "@<tag>" or "@<commit sha>" for reproducible runs' }],
    };
  }
  if (!COMMIT.test(revision) && !TAG_LIKE.test(revision)) {
    return {
      reference,
      problems: [
        {
          code: 'branch-revision',
          specCode: 'EY-X04',
          message: `"@${revision}" looks like a branch, which moves: pin a tag or a 40-character commit sha for reproducible runs`,
        },
      ],
    };
  }
  return { reference, problems: [] };
}
