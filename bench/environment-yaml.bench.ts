// environment.yaml lint time against the number of declared environments (one file, every rule on).
// Prints figures; never asserts.
import { lintEnvironmentYaml } from '../src/checks/manifests/environment/index.js';
import { MemoryRepoView } from '../src/repo/memory.js';

function declaration(n: number): Uint8Array {
  let text = 'spec_version: hf-rl-env-0.1\nenvironments:\n';
  for (let i = 0; i < n; i++) {
    text +=
      `  - id: env-${i}\n    title: Environment ${i}\n    splits: [train, test]\n    runtime: {network: false, secrets: [HF_TOKEN]}\n` +
      `    frameworks:\n      verifiers: {min_version: ">=0.1.14", adapter: verifiers.v1.Taskset}\n` +
      `      openenv:\n        image: ghcr.io/openenv/env-${i}:0.3.0\n        min_version: ">=0.3.0"\n` +
      `        resources: {cpus: 2, memory_gb: 4}\n        secrets: [HF_TOKEN]\n`;
  }
  return new TextEncoder().encode(text);
}

async function timeOne(bytes: Uint8Array): Promise<{ ms: number; findings: number }> {
  const view = new MemoryRepoView({ 'environment.yaml': bytes });
  const started = performance.now();
  const findings = await lintEnvironmentYaml(bytes, 'environment.yaml', view);
  return { ms: performance.now() - started, findings: findings.length };
}

await timeOne(declaration(50)); // warm-up
console.log('environments  KB      ms   µs/env  findings');
for (const n of [100, 250, 500, 1000]) {
  const bytes = declaration(n);
  const runs = [];
  for (let r = 0; r < 3; r++) runs.push(await timeOne(bytes));
  const best = runs.reduce((a, b) => (a.ms < b.ms ? a : b));
  console.log(
    `${String(n).padStart(12)}  ${String(Math.round(bytes.length / 1024)).padStart(4)}  ${best.ms.toFixed(0).padStart(6)}  ${((best.ms * 1000) / n).toFixed(0).padStart(7)}  ${String(best.findings).padStart(8)}`,
  );
}
