/** Wording of the constructor's issues as findings: which rule, which message, which severity. */
import type { Severity } from '../../../engine/finding.js';
import type { RuleMeta } from '../../../engine/rule.js';
import type { ConstructIssue } from './construct.js';
import { yamlRules } from './rules.js';

export interface IssueFinding {
  rule: RuleMeta;
  message: string;
  key?: string;
  severity?: Severity;
}

const out = (rule: RuleMeta, finding: Omit<IssueFinding, 'rule'>): IssueFinding => ({ rule, ...finding });

/**
 * `lines`: the lines of every occurrence, for duplicate keys. `critical`: top-level keys whose
 * conflicting duplicates are errors.
 */
export function issueFinding(issue: ConstructIssue, lines: readonly number[], critical: ReadonlySet<string>): IssueFinding {
  switch (issue.kind) {
    case 'unsafe-tag':
      return out(yamlRules.unsafeTag, { key: issue.key, message: `Unsafe or unknown tag: ${issue.message}. Remove the tag and write a plain value.` });
    case 'unusual-tag':
      return out(yamlRules.unusualTag, {
        key: issue.key,
        message: `The ${issue.message} tag gives a value JSON cannot hold; OpenEnv's discovery cache write fails half-way on it. Use a plain string, list or mapping.`,
      });
    case 'constructor-error':
      return out(yamlRules.constructorError, { key: issue.key, message: `yaml.safe_load fails here: ${issue.message}. Fix or quote the value.` });
    case 'recursive-alias':
      return out(yamlRules.constructorError, { key: issue.key, message: `The ${issue.message}; a manifest cannot be recursive. Write the value out instead of using the alias.` });
    case 'alias-limit':
      if (issue.key === 'nodes') {
        return out(yamlRules.fileTooLarge, { key: 'nodes', message: `The ${issue.message}; the file was not loaded. A manifest is a few KB: trim it.` });
      }
      return out(yamlRules.aliasBomb, {
        key: 'aliases',
        message: `The ${issue.message} (an alias bomb, "billion laughs"); the file was not loaded. Write values out instead of nesting aliases.`,
      });
    case 'too-deep':
      return out(yamlRules.tooDeep, { key: 'depth', message: `The document has ${issue.message}. Flatten the structure.` });
    case 'date-value':
      return out(yamlRules.nonJsonValue, {
        key: issue.key,
        message: `'${issue.message}' resolves to a date (YAML 1.1 timestamp), which OpenEnv's JSON discovery cache cannot store. Quote it: "${issue.message}".`,
      });
    case 'merge-key':
      return out(yamlRules.mergeKey, { key: issue.key, message: 'The merge key `<<` is YAML 1.1 only and many tools do not support it. Write the merged keys out.' });
    case 'alias':
      return out(yamlRules.anchors, { key: 'aliases', message: `The file uses anchors and aliases (first: ${issue.message}). They load, but are harder to review; consider writing the values out.` });
    case 'non-string-key':
      return out(yamlRules.nonStringKey, {
        key: issue.key,
        message: `The top-level key ${issue.message}, not a string (YAML 1.1). Quote it if a string key was meant: "${issue.key}".`,
      });
    case 'duplicate-key': {
      const extra = issue.extra!;
      const isCritical = extra.path.length === 1 && critical.has(String(extra.path[0])) && extra.differing;
      return out(yamlRules.duplicateKey, {
        key: issue.key,
        severity: isCritical ? 'error' : undefined,
        message: `The key '${issue.message}' appears ${lines.length} times in this mapping (lines ${listedLines(lines)}); PyYAML silently keeps the last one (line ${lines[lines.length - 1]})${extra.differing ? ' and the values differ' : ''}. Keep one.`,
      });
    }
  }
}

/**
 * The lines of a duplicated key, shortened past ten: each occurrence gets its own finding, so a full list
 * in every message would make a file of N repeats cost N² characters.
 */
function listedLines(lines: readonly number[]): string {
  if (lines.length <= 10) return lines.join(', ');
  return `${lines.slice(0, 9).join(', ')}, … ${lines[lines.length - 1]}`;
}
