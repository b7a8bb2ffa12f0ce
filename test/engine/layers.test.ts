/**
 * Low layers never import a check (CONTRIBUTING, "Layers"): the process, engine, repository and Python
 * layers sit under every check. Issue 30: src/process/redact.ts imported the token list from a review
 * rule; the list now lives in src/process/token-kinds.ts and the rule imports it from there.
 */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOW_LAYERS = ['src/process', 'src/engine', 'src/repo', 'src/python'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('low layers', () => {
  test.each(LOW_LAYERS)('%s imports no check, no front end and no output format (adapter types such as github/api are allowed)', (layer) => {
    const offending = sources(layer).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gms)]
        .map((m) => m[1]!)
        .filter((spec) => /(^|\/)(checks|report|action)\//.test(spec) || /\/(cli|main|pipeline)\.js$/.test(spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
