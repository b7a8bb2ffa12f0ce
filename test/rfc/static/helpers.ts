import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding } from '../../../src/engine/finding.js';
import { MemoryRepoView } from '../../../src/repo/memory.js';
import { parseRfcOptions } from '../../../src/checks/rfc/options.js';
import { lintTreeStatic, type StaticLintOptions } from '../../../src/checks/rfc/static/index.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/rfc/', import.meta.url));

/** All files of a fixture tree, as path -> text. */
export function loadTree(name: string): Record<string, string> {
  const root = join(FIXTURES, name);
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(root, full).split('\\').join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return out;
}

/** The clean tree with some files replaced, added (string) or removed (null). */
export function cleanTreeWith(changes: Record<string, string | null | ((text: string) => string)> = {}): Record<string, string> {
  const tree = loadTree('clean');
  for (const [path, change] of Object.entries(changes)) {
    if (change === null) delete tree[path];
    else if (typeof change === 'function') {
      const before = tree[path];
      if (before === undefined) throw new Error(`fixture has no ${path}`);
      const after = change(before);
      if (after === before) throw new Error(`change to ${path} did nothing`);
      tree[path] = after;
    } else tree[path] = change;
  }
  return tree;
}

export const NOW = new Date('2026-06-13T12:00:00Z');

export async function lint(
  files: Record<string, string | Uint8Array>,
  extra: Partial<StaticLintOptions> = {},
  raw: Record<string, string> = {},
): Promise<Finding[]> {
  const options: StaticLintOptions = {
    ...parseRfcOptions(raw),
    repositorySlug: 'huggingface/OpenEnv',
    now: NOW,
    ...extra,
  };
  const { findings } = await lintTreeStatic(new MemoryRepoView(files), options);
  return findings;
}

export function byRule(findings: Finding[], rule: string): Finding[] {
  return findings.filter((f) => f.rule === rule);
}

/** Compact view for assertions: [rule, file, line, severity]. */
export function brief(findings: Finding[]): [string, string, number | undefined, string][] {
  return findings.map((f) => [f.rule, f.file, f.line, f.severity]);
}

/** 1-based line number of the first line containing `needle` in `text`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((l) => l.includes(needle));
  if (index === -1) throw new Error(`"${needle}" not found`);
  return index + 1;
}
