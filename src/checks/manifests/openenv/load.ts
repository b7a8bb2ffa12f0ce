import type { Finding } from '../../../engine/finding.js';
import { isPlainMapping, loadYaml } from '../yaml/load.js';
import type { YamlLoadResult } from '../yaml/load.js';

import { recogniseFormat, type OpenEnvFormat } from './format.js';

export { CURRENT_FORMAT_KEYS, recogniseFormat, type OpenEnvFormat } from './format.js';

/**
 * The manifest as OpenEnv's code would use it. `raw` is the whole `safe_load` mapping; each typed field
 * is set only when the raw value has the type its consumer needs (so `port: "8000"` leaves `port`
 * unset, `port: 8000` sets it). Rules read `raw`; other checks read the typed fields.
 */
export interface OpenEnvManifest {
  raw: Record<string, unknown>;
  specVersion?: number;
  name?: string;
  type?: string;
  runtime?: string;
  /** `module:attr` import string, surrounding whitespace stripped as Daytona does. */
  app?: string;
  port?: number;
  /** `variables` as `openenv push` would send them (Python `str()` of every key and value). */
  variables?: Record<string, string>;
  description?: string;
  version?: string;
  action?: string;
  observation?: string;
}

export interface OpenEnvLoadResult {
  /** Set when the file loads as a mapping (format current, legacy or unrecognised). */
  manifest?: OpenEnvManifest;
  format: OpenEnvFormat;
  /** YAML-layer findings only (bytes, syntax, PyYAML semantics); key rules run in the manifests check. */
  findings: Finding[];
  rangeOf: YamlLoadResult['rangeOf'];
  /** The underlying YAML load, for rules that need types or node positions. */
  yaml: YamlLoadResult;
}

/** Top-level keys whose conflicting duplicates are errors (spec OE-Y05). */
export const CRITICAL_KEYS = ['name', 'app', 'variables'] as const;

export function loadOpenEnvManifest(bytes: Uint8Array, file: string): OpenEnvLoadResult {
  const yaml = loadYaml(bytes, file, { criticalKeys: CRITICAL_KEYS });
  const base = { findings: yaml.findings, rangeOf: yaml.rangeOf, yaml };
  if (!yaml.ok || !isPlainMapping(yaml.value)) return { ...base, format: 'unreadable' };
  const raw = yaml.value;
  return { ...base, format: recogniseFormat(raw), manifest: typedManifest(raw, yaml) };
}

function typedManifest(raw: Record<string, unknown>, yaml: YamlLoadResult): OpenEnvManifest {
  const str = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  const m: OpenEnvManifest = { raw };
  if (yaml.typeOf(['spec_version']) === 'int') m.specVersion = raw.spec_version as number;
  m.name = str('name');
  m.type = str('type');
  m.runtime = str('runtime');
  const app = str('app')?.trim();
  if (app) m.app = app;
  if (yaml.typeOf(['port']) === 'int') m.port = raw.port as number;
  if (isPlainMapping(raw.variables)) {
    m.variables = {};
    for (const [k, v] of Object.entries(raw.variables)) m.variables[k] = pythonRepr(v, true);
  }
  m.description = str('description');
  m.version = str('version');
  m.action = str('action');
  m.observation = str('observation');
  for (const key of Object.keys(m) as (keyof OpenEnvManifest)[]) if (m[key] === undefined) delete m[key];
  return m;
}

/** Python `str()` (top level) / `repr()` (nested) of a loaded value, as `openenv push` sends variables. */
export function pythonRepr(value: unknown, top = false, depth = 0): string {
  if (depth > 20) return '...';
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan';
    if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
    return String(value);
  }
  if (typeof value === 'string') return top ? value : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value instanceof Date) return top ? value.toISOString().slice(0, 10) : `datetime.date(${value.getUTCFullYear()}, ${value.getUTCMonth() + 1}, ${value.getUTCDate()})`;
  if (Array.isArray(value)) return `[${value.map((v) => pythonRepr(v, false, depth + 1)).join(', ')}]`;
  if (value instanceof Set) return `{${[...value].map((v) => pythonRepr(v, false, depth + 1)).join(', ')}}`;
  if (value instanceof Uint8Array) return `b'...'`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pythonRepr(k, false, depth + 1)}: ${pythonRepr(v, false, depth + 1)}`)
      .join(', ')}}`;
  }
  return String(value);
}
