/**
 * Reads openenv.yaml and exposes what the validator needs: the raw mapping and line lookups. A plain
 * manifest is read by the simple-YAML scanner; anything else through the manifests check's loader (one
 * YAML layer for the whole project), loaded only then.
 */
import { recogniseFormat } from '../../manifests/openenv/format.js';
import type { OpenEnvLoadResult } from '../../manifests/openenv/load.js';
import { constructBool, resolvePlain } from '../../manifests/yaml/scalars.js';
import { decodeText } from '../../../repo/view.js';
import type { EnvContext } from './env.js';
import { NOT_SIMPLE, PLAIN_DECIMAL, simpleMapping } from './simple-yaml.js';

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

export function readManifest(env: EnvContext): Promise<ManifestInfo> {
  return env.once('manifest', async () => {
    const bytes = await env.bytes('openenv.yaml');
    // openenv validate only asks whether the path exists, so a directory named openenv.yaml passes there;
    // it is present (parity) but no manifest (structure/manifest-valid says so).
    if (!bytes && env.hasDir('openenv.yaml'))
      return { present: true, directory: true, format: 'unreadable' as const, problem: 'openenv.yaml is a directory, not a file', lineOf: () => undefined };
    if (!bytes) return { present: false, lineOf: () => undefined };
    const simple = simpleManifest(bytes);
    if (simple) {
      const { data, keyLines } = simple;
      // Values are scalars or lists of scalars: only a top-level key has a line of its own.
      return { present: true, format: recogniseFormat(data), data, lineOf: (path) => (path.length === 1 ? keyLines.get(String(path[0])) : undefined) };
    }
    const file = env.repoPath('openenv.yaml');
    // The full loader (and the YAML parser) is loaded only for a manifest the scanner leaves to it.
    const { loadOpenEnvManifest } = await import('../../manifests/openenv/load.js');
    let loaded: OpenEnvLoadResult;
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

/**
 * Most manifests are a few `key: value` lines (spec_version, name, type, runtime, app, port): those are
 * read by the simple-YAML scanner, with PyYAML's resolution of plain scalars, where it is certain to give
 * the loader's value; anything else (and any file the loader would report on: a byte-order mark, invalid
 * UTF-8, a key past PyYAML's 1,024-character limit) goes through the manifests check's loader.
 */
export function simpleManifest(bytes: Uint8Array): ReturnType<typeof simpleMapping> {
  if (bytes.byteLength > 64 * 1024) return undefined;
  const decoded = decodeText(bytes);
  if (decoded.bom || decoded.invalidUtf8 || decoded.binary) return undefined;
  const simple = simpleMapping(decoded.text, pyyamlScalar);
  if (!simple || [...simple.keyLines.keys()].some((key) => key.length > 128)) return undefined;
  return simple;
}

/** PyYAML's reading of a word-like plain scalar (SafeLoader): null, a boolean, a decimal integer or the text. */
function pyyamlScalar(text: string): unknown {
  switch (resolvePlain(text)) {
    case 'str':
      return text;
    case 'null':
      return null;
    case 'bool':
      return constructBool(text);
    case 'int':
      return PLAIN_DECIMAL.test(text) ? Number(text) : NOT_SIMPLE;
    default:
      return NOT_SIMPLE; // floats, timestamps, `<<`, `=`: the loader's to read
  }
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
