/**
 * The manifests scan over any RepoView: every `openenv.yaml` and `environment.yaml` (and their misnamed
 * variants). Used by the manifests check and by the audit check on Hub repositories.
 */
import type { Finding } from '../../engine/finding.js';
import { collectFindings } from '../../engine/rule.js';
import { nonFileEntries, readFileBounded, type RepoView } from '../../repo/view.js';
import { lintEnvironmentYaml } from './environment/index.js';
import { checkCopies, checkVariants, fileRange, isOpenEnvManifest, isOpenEnvVariant, isSkipped, basename } from './openenv/discovery.js';
import { envDirectory, lintOpenEnvYaml } from './openenv/lint.js';
import { MAX_MANIFEST_BYTES } from './yaml/guards.js';
import { yamlRules } from './yaml/rules.js';

const ENVIRONMENT_FILE = /^environment\.ya?ml$/i;

export interface ManifestRunOptions {
  /** Off-by-default rule ids to run too. */
  enable?: readonly string[];
  /** Only lint these files (repository-relative); discovery still sees the whole tree. */
  only?: ReadonlySet<string>;
  /** Cancels between files. */
  signal?: AbortSignal;
  /** Rules the config turns off (CheckContext.ruleOff): they do not run. */
  ruleOff?: (rule: string) => boolean;
}

export interface ManifestScan {
  findings: Finding[];
  /** Manifest files that were linted (repository-relative). */
  files: string[];
}

/** Files the scan considers, from a tree listing. */
export function manifestFiles(paths: readonly string[]): { openenv: string[]; variants: string[]; environment: string[] } {
  const openenv: string[] = [];
  const variants: string[] = [];
  const environment: string[] = [];
  for (const path of paths) {
    if (isSkipped(path)) continue;
    if (isOpenEnvManifest(path)) openenv.push(path);
    else if (isOpenEnvVariant(path)) variants.push(path);
    else if (ENVIRONMENT_FILE.test(basename(path))) environment.push(path);
  }
  return { openenv, variants, environment };
}

/** Read a manifest's bytes (`asked`: the read, when already asked for), or a finding when it is too large to read. */
async function readBounded(view: RepoView, path: string, findings: Finding[], asked?: Promise<Uint8Array | number | undefined>): Promise<Uint8Array | undefined> {
  const read = await (asked ?? readFileBounded(view, path, MAX_MANIFEST_BYTES));
  if (typeof read === 'number') {
    collectFindings(yamlRules.fileTooLarge, findings)({
      file: path,
      ...fileRange(),
      key: 'size',
      message: `The file is ${read} bytes, over the ${MAX_MANIFEST_BYTES}-byte limit for a manifest; it was not parsed. A manifest is a few KB: move data out of it.`,
    });
    return undefined;
  }
  return read;
}

export async function scanManifests(view: RepoView, options: ManifestRunOptions = {}): Promise<ManifestScan> {
  const paths = await view.listFiles();
  const files = new Set(paths.filter((p) => !isSkipped(p)));
  const { openenv, variants, environment } = manifestFiles(paths);
  const wanted = (path: string) => !options.only || options.only.has(path);
  const findings: Finding[] = [];
  // A manifest that became a link or a folder is not in the listing: said, never silently dropped.
  const isManifestName = (path: string) => !isSkipped(path) && (isOpenEnvManifest(path) || isOpenEnvVariant(path) || ENVIRONMENT_FILE.test(basename(path)));
  for (const [path, what] of await nonFileEntries(view, paths, isManifestName)) {
    if (!wanted(path)) continue;
    collectFindings(yamlRules.notAFile, findings)({
      file: path,
      ...fileRange(),
      key: 'not-a-file',
      message: `${path} is ${what}, not a file: OpenEnv and openenv-ci read only regular files, so this environment was not checked. Replace it with the manifest file itself.`,
    });
  }
  const linted: string[] = [];

  // Every manifest and variant is read (copies are compared): asked for together, a revision's reads go
  // to git in one write, not one round trip each (70 of them for the review of OpenEnv #695's two
  // revisions). Used in the order below, as before; a read nothing awaits (a cancelled scan) fails quietly.
  const asked = new Map<string, Promise<Uint8Array | number | undefined>>();
  for (const path of [...openenv, ...variants]) {
    const read = readFileBounded(view, path, MAX_MANIFEST_BYTES);
    read.catch(() => undefined);
    asked.set(path, read);
  }
  const bytesOf = new Map<string, Uint8Array | undefined>();
  const load = async (path: string) => {
    if (!bytesOf.has(path)) bytesOf.set(path, await readBounded(view, path, wanted(path) ? findings : [], asked.get(path)));
    return bytesOf.get(path);
  };

  for (const path of openenv) {
    if (options.signal?.aborted) break;
    const bytes = await load(path);
    if (!bytes || !wanted(path)) continue;
    linted.push(path);
    findings.push(...(await lintOpenEnvYaml(bytes, path, envDirectory(view, files, path), { enable: options.enable, ruleOff: options.ruleOff })));
  }

  // Variants need their bytes for the same-content comparison and for linting: read them first.
  for (const v of variants) await load(v);
  const variantFindings = checkVariants(variants, files, (a, b) => {
    const x = bytesOf.get(a);
    const y = bytesOf.get(b);
    return !!x && !!y && Buffer.from(x).equals(Buffer.from(y));
  }, (path) => fileRange(bytesOf.get(path)));
  findings.push(...variantFindings.findings.filter((f) => wanted(f.file)));
  for (const path of variantFindings.lintAsManifest) {
    const bytes = bytesOf.get(path);
    if (!bytes || !wanted(path)) continue;
    linted.push(path);
    findings.push(...(await lintOpenEnvYaml(bytes, path, envDirectory(view, files, path), { enable: options.enable, ruleOff: options.ruleOff })));
  }

  const manifestsBytes = new Map<string, Uint8Array>();
  for (const path of openenv) {
    const bytes = bytesOf.get(path);
    if (bytes) manifestsBytes.set(path, bytes);
  }
  findings.push(...checkCopies(manifestsBytes).filter((f) => wanted(f.file)));

  for (const path of environment) {
    if (options.signal?.aborted) break;
    if (!wanted(path)) continue;
    const bytes = await load(path);
    if (!bytes) continue;
    linted.push(path);
    findings.push(...(await lintEnvironmentYaml(bytes, path, view, { enable: options.enable, ruleOff: options.ruleOff })));
  }
  return { findings, files: linted };
}

/** For the audit engineer: every manifest finding of a repository view. */
export async function runManifestChecks(view: RepoView, options: ManifestRunOptions = {}): Promise<Finding[]> {
  return (await scanManifests(view, options)).findings;
}
