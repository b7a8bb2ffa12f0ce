import type { Finding, Severity } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import { allRules, ruleHelpUrl } from '../engine/registry.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', notice: 'note' };

/**
 * SARIF 2.1.0, one run, ready for github/codeql-action/upload-sarif: rules with descriptions and help
 * links, results with physical locations and regions, partialFingerprints from our fingerprints so
 * code scanning tracks alerts across line moves.
 */
export function renderSarif(result: RunResult, toolVersion: string): string {
  const known = new Map(allRules().map((r) => [r.id, r]));
  // Pull-request mode: pre-existing findings are in the SARIF too, as `baselineState: unchanged`, so
  // code scanning does not take them for fixed by the pull request; new ones are `new`.
  const all = [...result.findings, ...(result.preExisting ?? [])];
  const usedIds = [...new Set(all.map((f) => f.rule))].sort();
  const ruleIds = [...new Set([...known.keys(), ...usedIds])].sort();
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
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
                defaultConfiguration: { level: LEVEL[meta?.defaultSeverity ?? 'warning'] },
              };
            }),
          },
        },
        results: all.map((f) => sarifResult(f, index.get(f.rule) ?? 0, result.scannedFolder)),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

function sarifResult(f: Finding, ruleIndex: number, scannedFolder: string | undefined) {
  const region =
    f.line !== undefined
      ? {
          startLine: f.line,
          ...(f.column !== undefined ? { startColumn: f.column } : {}),
          ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
          ...(f.endColumn !== undefined ? { endColumn: f.endColumn } : {}),
        }
      : undefined;
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
          ...(region ? { region } : {}),
        },
      },
    ],
    partialFingerprints: { 'openenvCi/v1': f.fingerprint },
    ...(f.scope ? { baselineState: f.scope === 'pre-existing' ? 'unchanged' : 'new' } : {}),
  };
}

/** SARIF `uri` is a URI reference (RFC 3986): spaces, `#`, `%`, `?` and non-ASCII in paths are percent-encoded. */
function fileUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
