import { parse as parseYaml } from 'yaml';
import type { ReviewRule } from '../context.js';
import { fingerprint } from '../../../engine/fingerprint.js';
import { decodeText, type RepoView } from '../../../repo/view.js';
import { rfcSectionsAt } from '../rfcs.js';
import type { RfcSection } from '../model.js';

/**
 * Keys that name the version of the format an RFC specifies: one document should give it one value
 * (OpenEnv #727 gave `spec_version: hf-rl-env-0.1` in two examples and `spec_version: 1` in a third).
 * A plain `version` is an example's own (an environment's release), so it is not one of them.
 */
const FORMAT_VERSION_KEY = /^(spec|schema|api|format|manifest)[_-]?version$|^apiVersion$/i;

/** Top-level `key: value` pairs of the fenced YAML blocks of a Markdown text, with the line of each. */
function yamlTopLevelValues(text: string): { key: string; value: string; line: number }[] {
  const out: { key: string; value: string; line: number }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*(```|~~~)\s*ya?ml\s*$/i.test(lines[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^\s*(```|~~~)\s*$/.test(lines[end]!)) end++;
    let doc: unknown;
    try {
      doc = parseYaml(lines.slice(start, end).join('\n'), { maxAliasCount: 10 });
    } catch {
      doc = undefined;
    }
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) {
      for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
        if (!FORMAT_VERSION_KEY.test(key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
        const offset = lines.slice(start, end).findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
        out.push({ key, value: String(value), line: start + 1 + Math.max(0, offset) });
      }
    }
    i = end;
  }
  return out;
}

export const rfcYamlValues: ReviewRule = {
  id: 'review/rfc-inconsistent-value',
  description: "An RFC's YAML examples give one format-version key (`spec_version`, `schema_version`, `api_version`...) different values: readers cannot tell which the spec means.",
  defaultSeverity: 'error',
  tier: 1,
  details:
    "Defect: a specification that contradicts itself (OpenEnv #727 and #795: `spec_version: hf-rl-env-0.1` in two examples, `spec_version: 1` in a third). False-positive guards: only the top level of fenced `yaml` blocks of a changed RFC file, only keys naming the version of the format itself (a plain `version` or a nested `min_version` is an example's own value), and one of the differing values on an added line.",
  async run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !file.path.startsWith(context.options.rfcDir + '/') || !file.path.endsWith('.md') || file.head === undefined) continue;
      const byKey = new Map<string, { value: string; line: number }[]>();
      for (const entry of yamlTopLevelValues(file.head)) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
      for (const [key, entries] of byKey) {
        const values = [...new Set(entries.map((e) => e.value))];
        const added = entries.find((e) => file.addedLines.has(e.line));
        if (values.length < 2 || !added) continue;
        const where = values.map((v) => `\`${key}: ${v}\` (line ${entries.filter((e) => e.value === v).map((e) => e.line).join(', ')})`).join(' vs ');
        const findingKey = `${key}:${values.sort().join('|')}`;
        const grounding = await baseSectionsGiving(context.baseTree, file.status === 'added' ? undefined : (file.previousPath ?? file.path), key);
        if (grounding.length) context.annotations.set(fingerprint(rfcYamlValues.id, file.path, findingKey), { grounding });
        report({
          file: file.path,
          line: added.line,
          message: `The RFC's YAML examples disagree on \`${key}\`: ${where}. Give every example the value the spec defines.`,
          key: findingKey,
        });
      }
    }
  },
};

/**
 * The sections of the RFC at BASE whose YAML examples give this key: what the document said before the
 * change, for the model pass (the HEAD side is in the diff). None for an RFC the change adds.
 */
async function baseSectionsGiving(baseTree: RepoView | undefined, basePath: string | undefined, key: string): Promise<RfcSection[]> {
  const bytes = baseTree && basePath ? await baseTree.readFile(basePath) : undefined;
  if (!bytes || !basePath) return [];
  const decoded = decodeText(bytes);
  if (decoded.binary) return [];
  const lines = yamlTopLevelValues(decoded.text).filter((e) => e.key === key).map((e) => e.line);
  return rfcSectionsAt(basePath, decoded.text, lines);
}
