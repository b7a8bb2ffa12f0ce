/**
 * Reads openenv.yaml through the manifests check's loader (one YAML layer for the whole project) and
 * exposes what the validator needs: the raw mapping and line lookups.
 */
import { loadOpenEnvManifest } from '../../manifests/openenv/load.js';
import type { EnvContext } from './env.js';

export interface ManifestInfo {
  /** The path exists (as openenv validate sees it: a directory counts). */
  present: boolean;
  /** The path is a directory, not a file. */
  directory?: boolean;
  /** The loader's format verdict. */
  format?: 'current' | 'legacy' | 'unrecognised' | 'unreadable';
  /** The root mapping as plain data (undefined when unreadable or not a mapping). */
  data?: Record<string, unknown>;
  /** A one-line reason when the file could not be read as a mapping. */
  problem?: string;
  /** 1-based line of a key path (e.g. ['resources', 'memory']) when known. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readManifest(env: EnvContext): Promise<ManifestInfo> {
  return env.once('manifest', async () => {
    const bytes = await env.bytes('openenv.yaml');
    // openenv validate only asks whether the path exists, so a directory named openenv.yaml passes there;
    // it is present (parity) but no manifest (structure/manifest-valid says so).
    if (!bytes && env.hasDir('openenv.yaml'))
      return { present: true, directory: true, format: 'unreadable' as const, problem: 'openenv.yaml is a directory, not a file', lineOf: () => undefined };
    if (!bytes) return { present: false, lineOf: () => undefined };
    const file = env.repoPath('openenv.yaml');
    let loaded: ReturnType<typeof loadOpenEnvManifest>;
    try {
      loaded = loadOpenEnvManifest(bytes, file);
    } catch (error) {
      return { present: true, format: 'unreadable' as const, problem: (error as Error).message, lineOf: () => undefined };
    }
    const lineOf = (path: readonly (string | number)[]): number | undefined => {
      try {
        const range = (loaded.rangeOf as (p: unknown, part?: unknown) => unknown)(path, 'key') as { line?: number } | undefined;
        return typeof range?.line === 'number' ? range.line : undefined;
      } catch {
        return undefined;
      }
    };
    const data = rawMapping(loaded.manifest);
    let problem: string | undefined;
    if (!data) {
      const first = loaded.findings.find((f) => f.severity === 'error') ?? loaded.findings[0];
      problem = first ? first.message : loaded.format === 'unreadable' ? 'openenv.yaml could not be read as YAML' : 'openenv.yaml is not a mapping';
    }
    return { present: true, format: loaded.format, data, problem, lineOf };
  });
}

/** The manifest's root mapping as plain data, whatever wrapper the loader returns. */
function rawMapping(manifest: unknown): Record<string, unknown> | undefined {
  if (!isMapping(manifest)) return undefined;
  for (const key of ['raw', 'data', 'document', 'value']) {
    const inner = (manifest as Record<string, unknown>)[key];
    if (isMapping(inner)) return inner;
  }
  return manifest;
}

export { isMapping };
