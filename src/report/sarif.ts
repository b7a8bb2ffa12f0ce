import type { Finding, Severity } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import type { RuleMeta } from '../engine/rule.js';
import { ruleHelpUrl } from '../engine/registry.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', notice: 'note' };

/**
 * SARIF 2.1.0, one run, ready for github/codeql-action/upload-sarif: rules with descriptions and help
 * links (`rules`: every rule the driver should describe, usually `allRules(every check)`), results with physical locations and regions, partialFingerprints from our fingerprints so
 * code scanning tracks alerts across line moves.
 */
export function renderSarif(result: RunResult, toolVersion: string, rules: readonly RuleMeta[] = []): string {
  const known = new Map(rules.map((r) => [r.id, r]));
  const usedIds = [...new Set(result.findings.map((f) => f.rule))].sort();
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
        results: result.findings.map((f) => sarifResult(f, index.get(f.rule) ?? 0)),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

function sarifResult(f: Finding, ruleIndex: number) {
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
          // SARIF needs a file; repository-wide findings point at the repository root.
          artifactLocation: { uri: f.file ? fileUri(f.file) : '.', uriBaseId: '%SRCROOT%' },
          ...(region ? { region } : {}),
        },
      },
    ],
    partialFingerprints: { 'openenvCi/v1': f.fingerprint },
  };
}

/** SARIF `uri` is a URI reference (RFC 3986): spaces, `#`, `%`, `?` and non-ASCII in paths are percent-encoded. */
function fileUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
