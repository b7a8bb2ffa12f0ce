import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { RunResult } from '../../src/engine/run.js';
import type { Finding } from '../../src/engine/finding.js';
import { countBySeverity } from '../../src/engine/finding.js';
import { jsonReportChunks, preExistingByCheck, renderJson, toJsonFinding } from '../../src/report/json.js';
import { writeReport } from '../../src/report/write.js';
import { relocateResult } from '../../src/engine/relocate.js';

/**
 * The report as it was written before streaming: one object, `JSON.stringify(report, null, 2)`. The
 * streamed writer must give the same bytes (the JSON report is public interface).
 */
function wholeReport(result: RunResult): string {
  const key = (f: Finding) => `${f.rule}\0${f.file}\0${f.fingerprint}`;
  const index = new Map<string, number>();
  result.findings.forEach((f, i) => index.set(key(f), i));
  const indexed: Record<string, unknown> = {};
  for (const name of result.jsonFindingIndex ?? []) {
    const records = result.data[name];
    if (!Array.isArray(records)) continue;
    indexed[name] = records.map((record: { findings?: Finding[] }) =>
      Array.isArray(record?.findings) ? { ...record, findings: record.findings.map((f) => index.get(key(f))).filter((i) => i !== undefined) } : record,
    );
  }
  const report = {
    version: 1,
    findings: [...result.findings, ...(result.preExisting ?? [])].map(toJsonFinding),
    summary: { ...countBySeverity(result.findings), all: countBySeverity([...result.findings, ...(result.preExisting ?? [])]) },
    ...result.data,
    ...(result.scope && result.scope !== 'all' ? { pullRequestScope: { scope: result.scope, preExisting: preExistingByCheck(result) } } : {}),
    ...indexed,
    suppressions: result.suppressions.map(({ file, line, scope, rules, reason, used }) => ({ file, line, scope, rules, reason, used })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

const finding = (n: number, over: Partial<Finding> = {}): Finding => ({
  rule: 'structure/manifest-present',
  severity: n % 3 === 0 ? 'error' : n % 3 === 1 ? 'warning' : 'notice',
  file: `envs/env_${n}/openenv.yaml`,
  ...(n % 2 ? { line: n, column: 2 } : {}),
  message: `Message ${n} with "quotes", a \\ backslash, a line\nbreak and unicode \u2028 é.`,
  fingerprint: `fp${n}`,
  check: 'validate',
  ...over,
});

function bigResult(envs: number): RunResult {
  const findings = Array.from({ length: envs * 2 }, (_, i) => finding(i));
  return {
    outcomes: [],
    findings,
    preExisting: [finding(9999, { scope: 'pre-existing' })],
    scope: 'new',
    suppressions: [{ file: 'a.md', line: 2, scope: 'next-line', rules: ['rfc/h1'], reason: 'why', used: 1 }],
    baselined: 0,
    data: {
      environments: Array.from({ length: envs }, (_, i) => ({
        path: `envs/env_${i}`,
        openenv_validate_equivalent: i % 2 === 0,
        criteria: [{ id: 'structure/manifest-present', status: 'fail', severity: 'error', message: `m ${i}`, evidence: { nested: [1, { a: null }], empty: [], none: {} } }],
        findings: [findings[2 * i]!, finding(-1)],
        skipped: undefined,
      })),
      audit: { totals: { environments: envs }, rules: [], date: new Date('2026-06-13T00:00:00Z') },
      emptyList: [],
      nothing: undefined,
    },
    internalErrors: [],
    jsonFindingIndex: ['environments'],
  };
}

describe('streamed JSON report', () => {
  it('gives the same bytes as serialising the whole report at once, indices and empty values included', () => {
    const result = bigResult(300);
    const whole = wholeReport(result);
    expect(renderJson(result)).toBe(whole);
    // Small chunks: every element boundary falls somewhere, and the chunks still join to the same text.
    const chunks = [...jsonReportChunks(result, 512)];
    expect(chunks.length).toBeGreaterThan(50);
    expect(chunks.join('')).toBe(whole);
    expect(JSON.parse(whole).environments[3].findings).toEqual([6]);
  });

  it('indexes findings that share a fingerprint by rule and file, the last of identical ones winning', () => {
    const same = { fingerprint: 'shared' };
    const findings = [
      finding(0, { ...same, file: 'a/openenv.yaml' }),
      finding(1, { ...same, file: 'b/openenv.yaml' }),
      finding(2, { ...same, file: 'a/openenv.yaml', rule: 'structure/readme-present' }),
      finding(3, { ...same, file: 'b/openenv.yaml' }),
    ];
    const result: RunResult = {
      outcomes: [],
      findings,
      suppressions: [],
      baselined: 0,
      data: {
        environments: [
          // Copies, as the engine hands the report copies of the records' findings.
          { id: 'a', findings: [{ ...findings[2]! }, { ...findings[0]! }] },
          { id: 'b', findings: [{ ...findings[1]! }, finding(4, { ...same, file: 'c/openenv.yaml' })] },
        ],
      },
      internalErrors: [],
      jsonFindingIndex: ['environments'],
    };
    const whole = wholeReport(result);
    expect(renderJson(result)).toBe(whole);
    expect((JSON.parse(whole) as { environments: { findings: number[] }[] }).environments.map((e) => e.findings)).toEqual([[2, 0], [3]]);
  });

  it('indexes the records of a run from a subfolder, whose top-level findings were relocated under it', () => {
    const findings = [finding(0, { file: 'envs/a/openenv.yaml' }), finding(1, { file: '' })];
    const result: RunResult = {
      outcomes: [],
      findings,
      suppressions: [],
      baselined: 0,
      data: { environments: [{ id: 'envs/a', findings: [{ ...findings[0]! }, { ...findings[1]! }] }] },
      internalErrors: [],
      jsonFindingIndex: ['environments'],
    };
    const report = JSON.parse(renderJson(relocateResult(result, 'tools/audit'))) as { findings: { file: string }[]; environments: { findings: number[] }[] };
    expect(report.findings.map((f) => f.file).sort()).toEqual(['', 'tools/audit/envs/a/openenv.yaml']);
    expect(report.environments[0]!.findings).toHaveLength(2);
  });

  it('gives the same bytes at every chunk size, whatever the elements of a top-level array are', () => {
    // Elements serialise in batches: values JSON.stringify turns to null inside an array, dates, nested
    // empty arrays and objects, and strings holding what would look like the batch's own brackets.
    const odd = [undefined, () => 1, null, 7, 'text\n  ]\n]', [], {}, [[]], { deep: [{ a: [1, [2, {}]] }] }, new Date('2026-06-13T00:00:00Z')];
    const result: RunResult = { ...bigResult(40), data: { ...bigResult(40).data, odd, single: [{ only: true }] } };
    const whole = wholeReport(result);
    for (const size of [1, 64, 700, 1 << 16]) expect([...jsonReportChunks(result, size)].join('')).toBe(whole);
    expect(JSON.parse(whole).odd.slice(0, 4)).toEqual([null, null, null, 7]);
  });

  it('matches for an empty run and for data without indices', () => {
    const empty: RunResult = { outcomes: [], findings: [], suppressions: [], baselined: 0, data: {}, internalErrors: [] };
    expect(renderJson(empty)).toBe(wholeReport(empty));
    const plain = { ...bigResult(3), jsonFindingIndex: undefined, scope: 'all' as const };
    expect(renderJson(plain)).toBe(wholeReport(plain));
  });

  it('writes the chunks to a file and to a stream', async () => {
    const result = bigResult(200);
    const dir = mkdtempSync(join(tmpdir(), 'json-stream-'));
    try {
      const file = join(dir, 'sub', 'report.json');
      await writeReport(jsonReportChunks(result, 1024), { file });
      expect(readFileSync(file, 'utf8')).toBe(wholeReport(result));
      const stream = new PassThrough();
      const received: Buffer[] = [];
      stream.on('data', (b: Buffer) => received.push(b));
      await writeReport(jsonReportChunks(result, 1024), { stream });
      expect(Buffer.concat(received).toString('utf8')).toBe(wholeReport(result));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
