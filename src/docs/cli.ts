import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateActionYmls, generateConfigDoc, generateReadme, generateRulesDoc } from './generate.js';
import { loadAllChecks } from '../checks/index.js';

// `npm run docs` (write) and `npm run docs -- --check` (exit 1 when stale).
const check = process.argv.includes('--check');
const checks = await loadAllChecks();
const outputs: [string, string][] = [
  ...generateActionYmls(),
  ['README.md', generateReadme(readFileSync('README.md', 'utf8'))],
  ['docs/config.md', generateConfigDoc(checks)],
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
  else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
if (check && stale) process.exit(1);
console.log(check ? 'docs are current' : `docs written (${stale} file(s) changed)`);
