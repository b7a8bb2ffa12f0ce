/** pyproject.toml and uv.lock reading (smol-toml) plus a small PEP 508 requirement splitter. */
import { parse as parseToml, TomlError } from 'smol-toml';
import type { EnvContext } from './env.js';

export interface TomlDoc {
  present: boolean;
  text?: string;
  data?: Record<string, unknown>;
  error?: { message: string; line?: number; column?: number };
}

async function readToml(env: EnvContext, path: string): Promise<TomlDoc> {
  return env.once(`toml:${path}`, async () => {
    if (!env.has(path)) return { present: false };
    const text = await env.text(path);
    if (text === undefined) return { present: true, error: { message: 'the file is binary or larger than 2 MiB' } };
    try {
      return { present: true, text, data: parseToml(text) as Record<string, unknown> };
    } catch (error) {
      if (error instanceof TomlError) {
        const firstLine = error.message.split('\n')[0] ?? error.message;
        return { present: true, text, error: { message: firstLine, line: error.line, column: error.column } };
      }
      return { present: true, text, error: { message: (error as Error).message } };
    }
  });
}

export const readPyproject = (env: EnvContext) => readToml(env, 'pyproject.toml');
export const readUvLock = (env: EnvContext) => readToml(env, 'uv.lock');

export function table(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** `[project].dependencies` strings. */
export function projectDependencies(doc: TomlDoc): string[] {
  return stringList(table(table(doc.data)?.project)?.dependencies);
}

export interface Requirement {
  raw: string;
  name: string;
  extras: string[];
  /** Comma-separated specifier parts, whitespace removed, sorted. */
  specifier: string[];
  url?: string;
  marker?: string;
}

/** PEP 503 name normalisation. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** Splits a PEP 508 requirement string; undefined when it does not start with a distribution name. */
export function parseRequirement(raw: string): Requirement | undefined {
  const m = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[([^\]]*)\])?\s*(.*)$/s.exec(raw);
  if (!m) return undefined;
  const name = normalizeName(m[1]!);
  const extras = (m[2] ?? '')
    .split(',')
    .map((e) => normalizeName(e.trim()))
    .filter(Boolean)
    .sort();
  let rest = m[3]!.trim();
  let marker: string | undefined;
  let url: string | undefined;
  if (rest.startsWith('@')) {
    // URL requirement: the marker is separated by whitespace then ';'.
    const semi = rest.search(/\s;/);
    url = (semi === -1 ? rest.slice(1) : rest.slice(1, semi)).trim();
    if (semi !== -1) marker = rest.slice(semi).replace(/^\s*;/, '').trim();
    rest = '';
  } else {
    const semi = rest.indexOf(';');
    if (semi !== -1) {
      marker = rest.slice(semi + 1).trim();
      rest = rest.slice(0, semi);
    }
  }
  rest = rest.trim().replace(/^\((.*)\)$/s, '$1');
  const specifier = rest
    .split(',')
    .map((p) => p.replace(/\s+/g, ''))
    .filter(Boolean)
    .sort();
  const out: Requirement = { raw, name, extras, specifier };
  if (url !== undefined) out.url = url;
  if (marker) out.marker = marker;
  return out;
}

/**
 * `deps/openenv-runtime` rule 1 (CLI semantics, quirks kept): lowercased string begins with `openenv`
 * or `openenv-core`, followed by end, whitespace-then-end, whitespace-then-operator, or `[`.
 */
export function matchesOpenEnvDependency(dep: string): 'openenv' | 'openenv-core' | undefined {
  const lower = dep.toLowerCase();
  for (const prefix of ['openenv-core', 'openenv'] as const) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(rest)) return prefix;
  }
  return undefined;
}

/** Dockerfile fallback of rule 2: a non-comment line that installs openenv. */
export function dockerfileLineInstallsOpenEnv(line: string): boolean {
  const l = line.trim().toLowerCase();
  if (l === '' || l.startsWith('#')) return false;
  if (l.includes('openenv-core')) return true;
  const re = /openenv/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(l))) {
    const before = m.index > 0 ? l[m.index - 1]! : '';
    if (/[a-z0-9_.-]/.test(before)) continue;
    const after = l.slice(m.index + 'openenv'.length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(after)) return true;
  }
  return false;
}
