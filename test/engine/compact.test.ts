import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { Finding } from '../../src/engine/finding.js';
import { FindingPool, flatCopy } from '../../src/engine/compact.js';

/** A full garbage collection (V8 exposes `gc` to a context made after the flag is set). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A manifest-sized text, different for each environment (as each Space's openenv.yaml is). */
const manifestText = (n: number) => `# environment ${n}\nname: environment_number_${n}\n${'description: a long line of prose about the environment\n'.repeat(2000)}`;

/** A finding whose message quotes a piece of the file text, the way rules build them (V8 keeps a cut of 13 characters or more as a view into the text). */
function findingOver(text: string, n: number): Finding {
  const name = text.slice(text.indexOf('name: ') + 6, text.indexOf('\n', text.indexOf('name: ')));
  return { rule: 'openenv-yaml/name-snake-case', severity: 'warning', file: `owner/env-${n}/openenv.yaml`, line: 2, message: `name ${name} is not snake_case; rename it.`, fingerprint: `fp${n}`, help: undefined };
}

describe('FindingPool', () => {
  it('keeps every field, drops undefined ones and shares equal messages', () => {
    const pool = new FindingPool();
    const a: Finding = { rule: 'docker/oci-labels', severity: 'notice', file: 'o/a/server/Dockerfile', line: 11, column: 2, endLine: 12, endColumn: 3, message: 'Final stage lacks labels … (é, \u{1F600})', fingerprint: 'f1', check: 'audit', scope: 'new' };
    const b: Finding = { rule: 'docker/oci-labels', severity: 'notice', file: 'o/b/server/Dockerfile', message: ['Final stage lacks labels', ' … (é, \u{1F600})'].join(''), fingerprint: 'f2', help: undefined };
    const [ca, cb] = pool.compactAll([a, b]);
    expect(ca).toStrictEqual(a);
    expect(cb).toStrictEqual({ rule: b.rule, severity: b.severity, file: b.file, message: b.message, fingerprint: b.fingerprint });
    expect(Object.keys(cb!)).not.toContain('help');
  });

  it('copies text exactly, lone surrogates and non-Latin characters included', () => {
    for (const text of ['', 'plain ascii', 'latin1 é ÿ', 'cjk 漢字', 'emoji \u{1F600}', 'lone \uD800 surrogate', '\uDC00 at start']) expect(flatCopy(text)).toBe(text);
  });

  it('lets the file texts a message was cut from be collected', () => {
    const environments = 200; // 200 texts of ~110 KB: ~22 MB while anything holds them
    const heapWith = (keep: (findings: Finding[]) => Finding[]) => {
      collect();
      const before = process.memoryUsage().heapUsed;
      const kept: Finding[][] = [];
      for (let n = 0; n < environments; n++) {
        const text = manifestText(n);
        kept.push(keep([findingOver(text, n)]));
      }
      collect();
      const grown = process.memoryUsage().heapUsed - before;
      expect(kept.flat()).toHaveLength(environments);
      return grown;
    };
    const pool = new FindingPool();
    const compacted = heapWith((findings) => pool.compactAll(findings));
    const raw = heapWith((findings) => findings);
    // The raw findings hold their texts (a cut string keeps its parent alive); the compacted ones do not.
    expect(raw).toBeGreaterThan(10 * 1024 * 1024);
    expect(compacted).toBeLessThan(2 * 1024 * 1024);
  });
});
