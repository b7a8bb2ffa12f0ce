import type { Finding, Severity } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import { ruleHelpUrl, type RegisteredRule } from '../engine/registry.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', notice: 'note' };

/**
 * SARIF 2.1.0, one run per check, ready for github/codeql-action/upload-sarif: the rules of the checks that ran
 * (plus the engine's and any imported finding's; `rules` is every rule the driver may describe, usually
 * `allRules(every check)`) with descriptions, help text and links, results with physical locations and a
 * region each (line 1 for file-level findings: code scanning needs one), partialFingerprints from our
 * fingerprints so code scanning tracks alerts across line moves.
 */
export function renderSarif(result: RunResult, toolVersion: string, rules: readonly RegisteredRule[] = []): string {
  const known = new Map(rules.map((r) => [r.id, r]));
  // One run per check, each with its own category (`automationDetails.id`: `openenv-ci/<check>/`), so
  // the uploads of a job's steps (manifests, then validate) are separate analyses in code scanning and
  // do not replace each other. Findings of no check that ran (imported, the engine's) go to the first run.
  const checks = result.outcomes.length ? result.outcomes.map((o) => o.check) : ['engine'];
  const ownerOf = new Map<string, Finding[]>(checks.map((c) => [c, []]));
  // Pull-request mode: pre-existing findings are in the SARIF too, as `baselineState: unchanged`, so
  // code scanning does not take them for fixed by the pull request; new ones are `new`.
  for (const outcome of result.outcomes) ownerOf.get(outcome.check)!.push(...outcome.findings, ...(outcome.preExisting ?? []));
  const placed = new Set([...ownerOf.values()].flat());
  const unplaced = [...result.findings, ...(result.preExisting ?? [])].filter((f) => !placed.has(f));
  ownerOf.get(checks[0]!)!.push(...unplaced);
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: checks.map((check) => sarifRun(check, ownerOf.get(check)!, rules, known, toolVersion, result.scannedFolder)),
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

function sarifRun(check: string, findings: readonly Finding[], rules: readonly RegisteredRule[], known: Map<string, RegisteredRule>, toolVersion: string, scannedFolder: string | undefined) {
  const usedIds = [...new Set(findings.map((f) => f.rule))].sort();
  const ranRuleIds = rules.filter((r) => r.check === check || r.check === 'engine').map((r) => r.id);
  const ruleIds = [...new Set([...ranRuleIds, ...usedIds])].sort();
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  return {
    tool: {
      driver: {
        name: 'openenv-ci',
        version: toolVersion,
        informationUri: 'https://github.com/openenv-ci/openenv-ci',
        rules: ruleIds.map((id) => {
          const meta = known.get(id);
          return {
            id,
            name: id.replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase()),
            shortDescription: { text: meta?.description ?? id },
            fullDescription: { text: meta?.details ?? meta?.description ?? id },
            helpUri: ruleHelpUrl(id),
            help: ruleHelp(id, meta),
            defaultConfiguration: { level: LEVEL[meta?.defaultSeverity ?? 'warning'], ...(meta?.optIn ? { enabled: false } : {}) },
          };
        }),
      },
    },
    automationDetails: { id: `openenv-ci/${check}/` },
    results: findings.map((f) => sarifResult(f, index.get(f.rule) ?? 0, scannedFolder)),
  };
}

/** The rule's help: what it checks, the details (why, how to fix), and where the reference is. */
function ruleHelp(id: string, meta: { description: string; details?: string } | undefined) {
  const url = ruleHelpUrl(id);
  const description = meta?.description ?? `Rule ${id}.`;
  const details = meta?.details ? `\n\n${meta.details}` : '';
  return {
    text: `${description}${details}\n\nReference: ${url}`,
    markdown: `**\`${id}\`**: ${description}${details}\n\n[Rule reference](${url})`,
  };
}

function sarifResult(f: Finding, ruleIndex: number, scannedFolder: string | undefined) {
  // File-level findings (no line) point at line 1: code scanning drops results without a region.
  const region = {
    startLine: f.line ?? 1,
    ...(f.line !== undefined && f.column !== undefined ? { startColumn: f.column } : {}),
    ...(f.line !== undefined && f.endLine !== undefined ? { endLine: f.endLine } : {}),
    ...(f.line !== undefined && f.endColumn !== undefined ? { endColumn: f.endColumn } : {}),
  };
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: {
          // SARIF needs a file; repository-wide findings point at the scanned folder (the repository root by default).
          artifactLocation: { uri: f.file ? fileUri(f.file) : scannedFolder ? fileUri(scannedFolder) : '.', uriBaseId: '%SRCROOT%' },
          region,
        },
      },
    ],
    partialFingerprints: { 'openenvCi/v1': f.fingerprint },
    ...(f.scope ? { baselineState: f.scope === 'pre-existing' ? 'unchanged' : 'new' } : {}),
    // Model-suggested (review/llm-claim): a result code scanning shows, never the run's verdict.
    ...(f.advisory ? { properties: { advisory: true } } : {}),
  };
}

/** SARIF `uri` is a URI reference (RFC 3986): spaces, `#`, `%`, `?` and non-ASCII in paths are percent-encoded. */
function fileUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
