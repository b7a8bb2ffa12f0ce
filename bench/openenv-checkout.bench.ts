/**
 * Findings of the manifests and validate checks over a public OpenEnv checkout, counted per rule and
 * severity, plus the validate parity verdict (`openenv validate`-equivalent) per environment folder.
 * It is how docs/validate.md's "False alarms on OpenEnv" table is produced.
 *
 *   OPENENV_CHECKOUT=/path/to/OpenEnv npm run bench -- openenv-checkout
 *
 * Inline suppressions in the checkout apply (as in a real run); python-ast is auto (python3 when found).
 * Environments are the outermost openenv.yaml folders under envs/ or src/envs/ (older revisions).
 * Set OPENENV_BENCH_LIST=rule-id[,rule-id] to also print every finding of those rules.
 * Parity: when python3 runs and OPENENV_VALIDATION_MODULE (default <checkout>/src/openenv/cli/_validation.py)
 * exists, its validate_multi_mode_deployment() (what `openenv validate <dir>` runs; it reads files, never
 * executes them) is called on every environment and its verdict compared with openenv_validate_equivalent.
 * Prints figures, never asserts; without OPENENV_CHECKOUT it says so and exits 0.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { applySuppressions } from '../src/engine/suppressions.js';
import type { Finding } from '../src/engine/finding.js';
import { WorkingTreeView } from '../src/repo/working-tree.js';
import { scanManifests } from '../src/checks/manifests/run.js';
import { discoverEnvRoots, runStaticValidation } from '../src/checks/validate/static/run.js';

const checkout = process.env.OPENENV_CHECKOUT ?? process.argv[2];
if (!checkout || !existsSync(checkout)) {
  console.log('set OPENENV_CHECKOUT to an OpenEnv checkout (a folder with envs/); nothing to measure');
  process.exit(0);
}

const view = new WorkingTreeView(checkout);
const files = await view.listFiles();
const started = performance.now();
const manifests = await scanManifests(view);
// The environments OpenEnv keeps under envs/ (src/envs/ in older revisions).
const roots = discoverEnvRoots(files, []).filter((r) => /^(src\/)?envs\//.test(r));
const validate = await runStaticValidation(view, roots);
const elapsed = performance.now() - started;
const { kept, suppressions } = await applySuppressions([...manifests.findings, ...validate.findings], view);

const counts = new Map<string, { error: number; warning: number; notice: number }>();
for (const f of kept) {
  const row = counts.get(f.rule) ?? { error: 0, warning: 0, notice: 0 };
  row[f.severity as 'error' | 'warning' | 'notice']++;
  counts.set(f.rule, row);
}
const manifestRules = new Set(manifests.findings.map((f) => f.rule));
console.log(`checkout: ${checkout}`);
console.log(`files: ${files.length}; manifests linted: ${manifests.files.length}; environments validated: ${roots.length}; ${elapsed.toFixed(0)} ms`);
console.log(`suppressions: ${suppressions.length} directive(s), ${suppressions.reduce((n, s) => n + s.used, 0)} finding(s) silenced`);
console.log('\n| check | rule | errors | warnings | notices |\n| --- | --- | ---: | ---: | ---: |');
for (const [rule, row] of [...counts].sort((a, b) => a[0].localeCompare(b[0])))
  console.log(`| ${manifestRules.has(rule) ? 'manifests' : 'validate'} | \`${rule}\` | ${row.error} | ${row.warning} | ${row.notice} |`);
const total = (s: string) => kept.filter((f) => f.severity === s).length;
console.log(`| | total | ${total('error')} | ${total('warning')} | ${total('notice')} |`);

const passing = validate.environments.filter((e) => e.openenv_validate_equivalent);
console.log(`\nparity verdict: ${passing.length} of ${validate.environments.length} pass`);
for (const env of validate.environments.filter((e) => !e.openenv_validate_equivalent)) {
  const failed = env.criteria.filter((c) => c.status === 'fail' && c.severity === 'error').map((c) => c.id);
  console.log(`  fail ${env.path}: ${failed.join(', ')}`);
}

const listed = new Set((process.env.OPENENV_BENCH_LIST ?? '').split(',').filter(Boolean));
if (listed.size) {
  const show = (f: Finding) => `  ${f.rule} ${f.severity} ${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`;
  console.log('\nlisted findings:');
  for (const f of kept.filter((f) => listed.has(f.rule))) console.log(show(f));
}

const module = process.env.OPENENV_VALIDATION_MODULE ?? join(checkout, 'src/openenv/cli/_validation.py');
if (existsSync(module)) {
  const script = [
    'import importlib.util, json, sys',
    'spec = importlib.util.spec_from_file_location("openenv_validation", sys.argv[1])',
    'm = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)',
    'from pathlib import Path',
    'out = {}',
    'for d in sys.argv[2:]:',
    '    try: out[d] = bool(m.validate_multi_mode_deployment(Path(d))[0])',
    '    except Exception as e: out[d] = False  # the CLI exits 1',
    'print(json.dumps(out))',
  ].join('\n');
  const dirs = roots.map((r) => resolve(checkout, r));
  const run = spawnSync('python3', ['-I', '-c', script, resolve(module), ...dirs], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status === 0) {
    const cli = JSON.parse(run.stdout) as Record<string, boolean>;
    const disagree = validate.environments.filter((e, i) => cli[dirs[i]!] !== e.openenv_validate_equivalent);
    console.log(`\nparity with ${module}: ${roots.length - disagree.length} of ${roots.length} agree`);
    for (const e of disagree) console.log(`  disagree ${e.path}: openenv-ci ${e.openenv_validate_equivalent ? 'pass' : 'fail'}, CLI ${cli[resolve(checkout, e.path)] ? 'pass' : 'fail'}`);
  } else console.log(`\nparity: python3 could not run the CLI module (${run.stderr.trim().split('\n').pop() ?? run.status})`);
}
