/**
 * Two verdicts on one manifest, to compare them: what an editor shows with the published JSON Schema
 * (schema errors, plus the warnings editors draw from `deprecationMessage`), and what the manifests
 * check reports (its rules run in-process over a one-file repository).
 */
import { Ajv } from 'ajv';
import type { ErrorObject } from 'ajv';
import { parseDocument } from 'yaml';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scanManifests } from '../../src/checks/manifests/run.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import type { Finding } from '../../src/engine/finding.js';

export type ManifestKind = 'openenv.yaml' | 'environment.yaml';
const SCHEMA_FILE: Record<ManifestKind, string> = { 'openenv.yaml': 'openenv.schema.json', 'environment.yaml': 'environment.schema.json' };

export interface EditorVerdict {
  /** The YAML itself does not parse (the editor shows a syntax error, not a schema error). */
  parseError?: string;
  /** Schema errors (red in the editor). */
  errors: ErrorObject[];
  /** Instance paths an editor marks with a warning (`deprecationMessage` of the matching subschema). */
  warnings: string[];
}

let collected: string[] = [];
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
// Annotations editors read; `deprecationMessage` also draws a warning there, so record where it applies.
ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
ajv.addKeyword({
  keyword: 'deprecationMessage',
  schemaType: 'string',
  validate: (_message: string, _data: unknown, _schema: unknown, context?: { instancePath: string }) => {
    collected.push(context?.instancePath ?? '');
    return true;
  },
});
// The published files an editor fetches (schemas/, `npm run schemas`; CI checks they match the zod
// definitions), compiled as draft-07 (Ajv's default, yaml-language-server's dialect), not the in-process build.
const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));
const validators = new Map(Object.values(SCHEMA_FILE).map((file) => [file, ajv.compile(JSON.parse(readFileSync(`${SCHEMAS}${file}`, 'utf8')) as object)]));

/** The data an editor validates: YAML 1.2 (yaml-language-server's default), duplicate keys left to the YAML layer. */
export function editorValue(text: string): { value?: unknown; parseError?: string } {
  const doc = parseDocument(text, { version: '1.2', uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) return { parseError: doc.errors[0].message };
  return { value: doc.toJS({ maxAliasCount: 1000 }) };
}

export function editorVerdict(kind: ManifestKind, text: string): EditorVerdict {
  const { value, parseError } = editorValue(text);
  if (parseError !== undefined) return { parseError, errors: [], warnings: [] };
  const validate = validators.get(SCHEMA_FILE[kind])!;
  collected = [];
  // JSON round trip: what a JSON-based validator sees (dates as strings, no undefined).
  const valid = validate(JSON.parse(JSON.stringify(value ?? null)));
  const warnings = valid ? [...new Set(collected)] : [];
  return { errors: valid ? [] : [...(validate.errors ?? [])], warnings };
}

/** Every finding the manifests check reports for this file alone (as `openenv-ci manifests` would). */
export async function cliFindings(kind: ManifestKind, bytes: Uint8Array | string): Promise<Finding[]> {
  const content = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const scan = await scanManifests(new MemoryRepoView({ [kind]: content }));
  return scan.findings;
}

export async function cliErrors(kind: ManifestKind, bytes: Uint8Array | string): Promise<Finding[]> {
  return (await cliFindings(kind, bytes)).filter((f) => f.severity === 'error');
}
