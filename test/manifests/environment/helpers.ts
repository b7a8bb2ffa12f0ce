import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Finding } from '../../../src/engine/finding.js';
import { lintEnvironmentYaml } from '../../../src/checks/manifests/environment/index.js';
import { MemoryRepoView } from '../../../src/repo/memory.js';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/manifests/environment/', import.meta.url));

export interface Expectation {
  rule: string;
  line: number;
  column: number;
}

/**
 * A rule fixture: YAML that carries its own setup and expectations in comments:
 * `# path: data/environment.yml`, `# label: hf datasets/o/n`, `# card: <cards/name.md>`,
 * `# enable: <rule>`, and `# expect: <rule> <line>:<column>` (rule names without the group prefix).
 */
export interface Fixture {
  text: string;
  path: string;
  label: string;
  card?: string;
  enable: string[];
  expects: Expectation[];
}

export function readFixture(relative: string): Fixture {
  const text = readFileSync(`${FIXTURES}${relative}`, 'utf8');
  const directive = (name: string) => [...text.matchAll(new RegExp(`^# ${name}: (.+)$`, 'gm'))].map((m) => m[1].trim());
  const expects = directive('expect').map((e) => {
    const [rule, position] = e.split(/\s+/);
    const [line, column] = position.split(':').map(Number);
    return { rule: `environment-yaml/${rule}`, line, column };
  });
  return {
    text,
    path: directive('path')[0] ?? 'environment.yaml',
    label: directive('label')[0] ?? 'memory',
    card: directive('card')[0],
    enable: directive('enable').map((r) => `environment-yaml/${r}`),
    expects,
  };
}

export async function lintFixture(fixture: Fixture): Promise<Finding[]> {
  const files: Record<string, string> = { [fixture.path]: fixture.text };
  if (fixture.card) {
    const dir = fixture.path.includes('/') ? fixture.path.slice(0, fixture.path.lastIndexOf('/') + 1) : '';
    files[`${dir}README.md`] = readFileSync(`${FIXTURES}cards/${fixture.card}.md`, 'utf8');
  }
  const view = new MemoryRepoView(files, fixture.label);
  return lintEnvironmentYaml(new TextEncoder().encode(fixture.text), fixture.path, view, { enable: fixture.enable });
}

/** Lint YAML text as a root `environment.yaml` (optionally with other files in the tree). */
export async function lintText(text: string | Uint8Array, path = 'environment.yaml', others: Record<string, string> = {}, label = 'memory'): Promise<Finding[]> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const view = new MemoryRepoView({ ...others, [path]: bytes }, label);
  return lintEnvironmentYaml(bytes, path, view);
}

export function exists(relative: string): boolean {
  return existsSync(`${FIXTURES}${relative}`);
}

export const where = (f: Finding) => `${f.rule} ${f.line}:${f.column}`;
