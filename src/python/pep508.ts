/**
 * One PEP 508 requirement: `name[extras] (specifier | @ url) ; marker`, the versions checked as PEP 440.
 * The one parser of openenv-ci: environment.yaml's `frameworks.openenv.package` (environment-yaml.md
 * §5.5) and validate's pyproject.toml / Dockerfile `pip install` reading both use it, so `"bad name>=1"`
 * and `"pkg>=1.0garbage"` are rejected everywhere.
 */
import { parseSpecifierSet, type Specifier } from './pep440.js';

const NAME = /^([A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]|[A-Za-z0-9])/;

export interface Requirement {
  name: string;
  /** PEP 503 normalised name (lower case, runs of `-_.` folded to `-`). */
  normalizedName: string;
  extras: string[];
  specifiers: Specifier[];
  url?: string;
  marker?: string;
}

export type RequirementParse = { ok: true; requirement: Requirement } | { ok: false; problem: string; directReference?: boolean };

export function normalizePackageName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

export function parseRequirement(value: string): RequirementParse {
  const text = value.trim();
  if (text === '') return { ok: false, problem: 'the requirement is empty' };
  // A bare URL or path; `name @ https://…/x.whl` is a proper direct reference, so the suffix test skips `@`.
  if (/^(?:[a-z+]+:\/\/|file:|\.{0,2}\/|~\/|[A-Za-z]:\\)/i.test(text) || (!text.includes('@') && /\.(?:whl|tar\.gz|zip)$/i.test(text))) {
    return {
      ok: false,
      directReference: true,
      problem: 'it is a bare URL or path, not a PEP 508 requirement; write "name @ url" (or better, a released package with a version)',
    };
  }
  const nameMatch = NAME.exec(text);
  if (!nameMatch) return { ok: false, problem: `"${text}" does not start with a package name` };
  const name = nameMatch[1];
  let rest = text.slice(name.length);
  const extras: string[] = [];
  const extrasMatch = /^\s*\[([^\]]*)\]/.exec(rest);
  if (extrasMatch) {
    for (const extra of extrasMatch[1].split(',').map((e) => e.trim())) {
      if (!NAME.test(extra) || NAME.exec(extra)![1] !== extra) return { ok: false, problem: `the extra "${extra}" is not a valid name` };
      extras.push(extra);
    }
    rest = rest.slice(extrasMatch[0].length);
  }
  let marker: string | undefined;
  let url: string | undefined;
  const trimmed = rest.trim();
  if (trimmed.startsWith('@')) {
    // With a URL, the marker must be separated by whitespace before ';' (PEP 508).
    const m = /^@\s*(\S+)(?:\s+;\s*(.*))?$/.exec(trimmed);
    if (!m || !/^[a-z][a-z0-9+.-]*:/i.test(m[1])) return { ok: false, problem: 'the "@" must be followed by a URL' };
    url = m[1];
    marker = m[2];
    if (marker !== undefined && marker.trim() === '') return { ok: false, problem: 'the environment marker after ";" is empty' };
    return { ok: true, requirement: { name, normalizedName: normalizePackageName(name), extras, specifiers: [], url, marker } };
  }
  const semicolon = trimmed.indexOf(';');
  let spec = semicolon === -1 ? trimmed : trimmed.slice(0, semicolon);
  if (semicolon !== -1) {
    marker = trimmed.slice(semicolon + 1).trim();
    if (marker === '') return { ok: false, problem: 'the environment marker after ";" is empty' };
  }
  spec = spec.trim();
  if (spec.startsWith('(') && spec.endsWith(')')) spec = spec.slice(1, -1).trim();
  if (spec !== '' && !/^[~=!<>]/.test(spec)) {
    return { ok: false, problem: `"${spec}" after the name is not a version specifier (one requirement per value)` };
  }
  const parsed = parseSpecifierSet(spec);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  return { ok: true, requirement: { name, normalizedName: normalizePackageName(name), extras, specifiers: parsed.specifiers, marker } };
}
