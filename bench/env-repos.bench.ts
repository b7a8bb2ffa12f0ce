/**
 * The `check` command over environment repositories written by strangers: a folder holding one checkout
 * per repository (public GitHub repositories with an openenv.yaml, e.g. `git archive` of each into
 * <folder>/<owner>+<name>). Counts, per rule and severity, how many repositories get it and how many
 * findings, so a rule that fires on nearly every repository, or two rules that fire together, shows.
 * It is how the "Environment repositories in the wild" figures of docs/validate.md are produced.
 *
 *   ENV_REPOS=/path/to/folder npm run bench -- env-repos
 *   ENV_REPOS_LIST=rule-id[,rule-id]   also print every finding of those rules (errors+warnings: every one to judge)
 *
 * Runs the built CLI (dist/cli.js) the way a user does, one process per repository, with no token.
 * Prints figures, never asserts; without ENV_REPOS it says so and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const folder = process.env.ENV_REPOS ?? process.argv[2];
if (!folder || !existsSync(folder)) {
  console.log('set ENV_REPOS to a folder with one checkout per environment repository; nothing to measure');
  process.exit(0);
}
const CLI = resolve(process.env.BENCH_CLI ?? 'dist/cli.js');
const listed = new Set((process.env.ENV_REPOS_LIST ?? '').split(',').filter(Boolean));
const out = mkdtempSync(join(tmpdir(), 'env-repos-'));

interface Row {
  repos: Set<string>;
  findings: number;
}
const rows = new Map<string, Row>();
/** Each environment folder validate checked, with its openenv validate verdict (for the parity figure). */
const verdicts: { dir: string; pass: boolean }[] = [];
// bench/env-repos.txt records the repositories (and commits) the published figures come from: when the
// folder holds them, only they are measured, and a missing one is named.
const listFile = resolve('bench/env-repos.txt');
const recorded = existsSync(listFile)
  ? readFileSync(listFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/\s+/)[0]!.replace('/', '+'))
  : [];
const present = readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory()).sort();
const listedHere = recorded.filter((r) => present.includes(r));
for (const r of recorded) if (!present.includes(r)) console.log(`${r.replace('+', '/')}: recorded in bench/env-repos.txt but not in ${folder}`);
const repos = listedHere.length ? listedHere.sort() : present;
let failed = 0;
for (const repo of repos) {
  const report = join(out, `${repo}.json`);
  const env = { ...process.env, GITHUB_TOKEN: '', GH_TOKEN: '', HF_TOKEN: '' };
  const run = spawnSync(process.execPath, [CLI, 'check', join(folder, repo), '--format', 'json', '--fail-on', 'never', '--output', report], { encoding: 'utf8', env });
  if (run.status !== 0 || !existsSync(report)) {
    failed++;
    console.log(`${repo}: exit ${run.status} ${(run.stderr ?? '').slice(0, 300)}`);
    continue;
  }
  const { findings, environments } = JSON.parse(readFileSync(report, 'utf8')) as {
    findings: { rule: string; severity: string; file: string; line?: number; message: string }[];
    environments?: { path: string; openenv_validate_equivalent: boolean }[];
  };
  for (const e of environments ?? []) verdicts.push({ dir: resolve(e.path), pass: e.openenv_validate_equivalent });
  for (const f of findings) {
    const key = `${f.severity.padEnd(7)} ${f.rule}`;
    const row = rows.get(key) ?? { repos: new Set<string>(), findings: 0 };
    row.repos.add(repo);
    row.findings++;
    rows.set(key, row);
    if (listed.has(f.rule) || (listed.has('errors+warnings') && f.severity !== 'notice')) console.log(`  ${repo} ${f.file}:${f.line ?? ''} ${f.rule}: ${f.message.slice(0, 240)}`);
  }
}
rmSync(out, { recursive: true, force: true });

console.log(`\n${repos.length} repositories (${failed} failed to run)\n`);
console.log('| repositories | findings | severity | rule |\n| ---: | ---: | --- | --- |');
for (const [key, row] of [...rows].sort((a, b) => b[1].repos.size - a[1].repos.size || a[0].localeCompare(b[0]))) {
  const [severity, rule] = key.split(/\s+/);
  console.log(`| ${row.repos.size} | ${row.findings} | ${severity} | \`${rule}\` |`);
}
const totals = { error: 0, warning: 0, notice: 0 } as Record<string, number>;
for (const [key, row] of rows) totals[key.split(/\s+/)[0]!] = (totals[key.split(/\s+/)[0]!] ?? 0) + row.findings;
console.log(`\ntotals: ${totals.error} errors, ${totals.warning} warnings, ${totals.notice} notices`);

// Verdict agreement with OpenEnv's own validate_multi_mode_deployment() (OPENENV_VALIDATION_MODULE: the
// path of openenv/cli/_validation.py), over every environment folder validate reported.
const module = process.env.OPENENV_VALIDATION_MODULE;
if (module && existsSync(module) && verdicts.length) {
  const run = spawnSync('python3', ['-I', resolve('bench/openenv-validator.py'), resolve(module), '--json', ...verdicts.map((v) => v.dir)], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status === 0) {
    const cli = JSON.parse(run.stdout) as Record<string, boolean>;
    const disagree = verdicts.filter((v) => cli[v.dir] !== v.pass);
    console.log(`parity with ${module}: ${verdicts.length - disagree.length} of ${verdicts.length} environment folders agree`);
    for (const v of disagree) console.log(`  disagree ${v.dir}: openenv-ci ${v.pass ? 'pass' : 'fail'}, OpenEnv ${cli[v.dir] ? 'pass' : 'fail'}`);
  } else console.log(`parity: python3 could not run ${module} (${run.stderr.trim().split('\n').pop() ?? run.status})`);
}
