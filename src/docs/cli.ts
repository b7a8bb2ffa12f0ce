import { readFileSync, writeFileSync } from 'node:fs';
import { generateActionYml, generateReadme, generateRulesDoc } from './generate.js';
import { loadAllChecks } from '../checks/index.js';

// `npm run docs` (write) and `npm run docs -- --check` (exit 1 when stale).
const check = process.argv.includes('--check');
const checks = await loadAllChecks();
const action = generateActionYml(readFileSync('action.yml', 'utf8'), checks);
const outputs: [string, string][] = [
  ['action.yml', action],
  ['README.md', generateReadme(readFileSync('README.md', 'utf8'), action, checks)],
  ['docs/rules.md', generateRulesDoc(checks)],
];
let stale = 0;
for (const [file, content] of outputs) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    /* missing: stale */
  }
  if (current === content) continue;
  stale++;
  if (check) console.error(`${file} is stale; run npm run docs`);
  else writeFileSync(file, content);
}
if (check && stale) process.exit(1);
console.log(check ? 'docs are current' : `docs written (${stale} file(s) changed)`);
