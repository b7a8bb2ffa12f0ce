/**
 * `environment.yaml` (OpenEnv RFC 006, spec_version `hf-rl-env-0.1`): classification (conda files are
 * skipped), the YAML layer with this file's stricter severities, then every rule of
 * `shared/spec/environment-yaml.md`. The manifests check calls `lintEnvironmentYaml` for each candidate
 * file and lists `environmentYamlRules` in its rule table.
 *
 * Nothing named in the file is ever imported, resolved, installed, downloaded or executed: the rules
 * only read the loaded values and their source positions.
 */
import { isScalar, Scalar, visit } from 'yaml';
import type { Finding, Range } from '../../../engine/finding.js';
import { collectFindings, runRules, type RuleMeta } from '../../../engine/rule.js';
import type { RepoView } from '../../../repo/view.js';
import { loadYaml, type YamlLoadResult } from '../yaml/load.js';
import { yamlRules } from '../yaml/rules.js';
import { has, isMapping, type EnvironmentRule, type EnvironmentYamlContext, type Mapping, type PlainScalar, type YamlPath } from './context.js';
import { readDatasetCard } from './dataset-card.js';
import { documentRules } from './rules/document.js';
import { environmentRules } from './rules/environment.js';
import { fileRules, unrecognisedFile } from './rules/file.js';
import { frameworkRules } from './rules/frameworks.js';
import { openEnvRules } from './rules/openenv.js';
import { portabilityRules } from './rules/portability.js';
import { referenceRules } from './rules/references.js';
import { secretRules } from './rules/secrets.js';
import { DECLARATION_SPEC_VERSION_PATTERN } from './schema.js';

export { environmentManifestSchema } from './schema.js';
export { parseEnvironmentReference, isDatasetAddress } from './grammar/reference.js';
export type { EnvironmentReference, ReferenceParse, ReferenceProblem } from './grammar/reference.js';

const ALL_RULES: readonly EnvironmentRule[] = [
  ...fileRules,
  ...portabilityRules,
  ...documentRules,
  ...environmentRules,
  ...frameworkRules,
  ...openEnvRules,
  ...secretRules,
  ...referenceRules,
];

/** Rules that run only when enabled explicitly (spec: "off by default"). */
export const OFF_BY_DEFAULT: ReadonlySet<string> = new Set(['environment-yaml/image-no-digest']);

/** Every rule this module can report, for the rule table (YAML-layer rules are listed by the YAML layer). */
export const environmentYamlRules: RuleMeta[] = [unrecognisedFile, ...ALL_RULES].map(({ id, description, defaultSeverity, details }) => ({
  id,
  description,
  defaultSeverity,
  details: OFF_BY_DEFAULT.has(id) ? `${details ?? ''} Off by default.`.trim() : details,
}));

export interface EnvironmentLintOptions {
  /** Rule ids to run in addition to the defaults (e.g. `environment-yaml/image-no-digest`). */
  enable?: readonly string[];
  /** Rules the config turns off (CheckContext.ruleOff): they do not run. */
  ruleOff?: (rule: string) => boolean;
}

/** What a root mapping is: an RL declaration, a conda environment, or something else (§1). */
export type EnvironmentFileKind = 'declaration' | 'conda' | 'other';

const DECLARATION_VERSION = new RegExp(DECLARATION_SPEC_VERSION_PATTERN);

export function classifyEnvironmentFile(root: Mapping): EnvironmentFileKind {
  const version = root.spec_version;
  if (Array.isArray(root.environments) || (typeof version === 'string' && DECLARATION_VERSION.test(version))) return 'declaration';
  if (!has(root, 'environments') && (has(root, 'dependencies') || has(root, 'channels') || has(root, 'prefix'))) return 'conda';
  return 'other';
}

/** Top-level keys in the text of a file that does not load: enough to tell a declaration from conda. */
const DECLARATION_TEXT = /^(?:spec_version|environments)[ \t]*:/m;
const CONDA_TEXT = /^(?:dependencies|channels|prefix)[ \t]*:/m;

/**
 * Lint one `environment.yaml` (or a misnamed variant such as `environment.yml`). Returns no findings for
 * conda environment files and other unrelated YAML. Never throws on file content.
 */
export async function lintEnvironmentYaml(bytes: Uint8Array, file: string, view: RepoView, options: EnvironmentLintOptions = {}): Promise<Finding[]> {
  const loaded = loadYaml(bytes, file);
  const yamlFindings = adaptYamlFindings(loaded.findings, loaded.text);

  if (!loaded.ok || !isMapping(loaded.value)) {
    // A file that cannot be classified is reported (binary, bad encoding, broken YAML, a list root),
    // unless its text shows a conda environment: a broken conda file is not our business.
    const conda = CONDA_TEXT.test(loaded.text) && !DECLARATION_TEXT.test(loaded.text);
    return conda ? [] : yamlFindings;
  }

  const root = loaded.value;
  const kind = classifyEnvironmentFile(root);
  if (kind === 'conda') return [];
  if (kind === 'other') {
    if (!has(root, 'spec_version')) return [];
    const out: Finding[] = [];
    collectFindings(unrecognisedFile, out)({
      file,
      ...(loaded.rangeOf(['spec_version'], 'value') ?? { line: 1, column: 1 }),
      message: `This environment.yaml is neither a conda environment nor an RL environment declaration (spec_version "${String(root.spec_version)}" is not "hf-rl-env-0.1" and there is no "environments" list). If it is meant as one, write "spec_version: hf-rl-env-0.1" and an "environments:" list.`,
      key: 'unrecognised',
    });
    return out;
  }

  const context = await buildContext(loaded, root, file, view);
  const enabled = new Set(options.enable ?? []);
  const rules = ALL_RULES.filter((r) => !OFF_BY_DEFAULT.has(r.id) || enabled.has(r.id));
  return [...yamlFindings, ...(await runRules(rules, context, file, options.ruleOff))];
}

/**
 * The shared YAML layer reports with `openenv.yaml` severities; environment.yaml has no consumer yet and
 * is held stricter (spec §2): duplicate keys are errors (EY-Y03), anchors and aliases warnings (EY-Y04).
 * Dates are reported by environment-yaml/yaml-version-ambiguous with this file's reasoning.
 */
function adaptYamlFindings(findings: readonly Finding[], text: string): Finding[] {
  const out: Finding[] = [];
  const lines = text.split('\n');
  for (const finding of findings) {
    if (finding.rule === yamlRules.nonJsonValue.id) continue;
    const specifier = unquotedSpecifier(finding, lines);
    if (specifier) out.push(specifier);
    else if (finding.rule === yamlRules.duplicateKey.id) out.push({ ...finding, severity: 'error' });
    else if (finding.rule === yamlRules.anchors.id) {
      out.push({ ...finding, severity: 'warning', message: `${finding.message} In environment.yaml they are a portability risk for the future readers (a Pydantic model, a Hub-side parser): write the values out.` });
    } else if (finding.rule === yamlRules.empty.id) {
      out.push({ ...finding, message: 'environment.yaml is empty or holds only comments. Write "spec_version: hf-rl-env-0.1" and an "environments:" list, or delete the file.' });
    } else out.push(finding);
  }
  return out;
}

/** `key: >=0.3.0` / `key: !=0.3` on the finding's line: an unquoted version specifier. */
const UNQUOTED_SPECIFIER = /^(\s*(?:-\s+)?)([A-Za-z0-9_.-]+):[ \t]+([>!][^#\s]*)/;

/**
 * EY-M01: an unquoted specifier such as `min_version: >=0.3.0` is a YAML syntax error (`>` starts a
 * folded block scalar, `!` a tag). The YAML layer's finding is kept (same rule, same fingerprint) with
 * the dedicated hint and the value as its range.
 */
function unquotedSpecifier(finding: Finding, lines: readonly string[]): Finding | undefined {
  if (finding.rule !== yamlRules.syntax.id && finding.rule !== yamlRules.unsafeTag.id) return undefined;
  const line = (lines[(finding.line ?? 0) - 1] ?? '').replace(/\r$/, '');
  const m = UNQUOTED_SPECIFIER.exec(line);
  if (!m || !/^(?:>=|>|!=|!|>\d)/.test(m[3]) || !/\d/.test(m[3])) return undefined;
  const [, indent, key, value] = m;
  const column = line.indexOf(value, indent.length + key.length + 1) + 1;
  const why = value.startsWith('>') ? '">" starts a folded block scalar' : '"!" starts a YAML tag';
  return {
    ...finding,
    line: finding.line,
    column,
    endLine: finding.line,
    endColumn: column + value.length,
    message: `${key}: ${value} is not valid YAML unquoted (${why}). Quote the specifier: ${key}: "${value}".`,
  };
}

async function buildContext(loaded: YamlLoadResult, root: Mapping, file: string, view: RepoView): Promise<EnvironmentYamlContext> {
  const lines = loaded.text.split('\n');
  const locate = (path: YamlPath, part?: 'key' | 'value'): Range => {
    for (let n = path.length; n >= 0; n--) {
      const range = loaded.rangeOf(path.slice(0, n), n === path.length ? part : 'key') ?? loaded.rangeOf(path.slice(0, n));
      if (range) return range;
    }
    return { line: 1, column: 1 };
  };
  const head = (path: YamlPath): Range => {
    const range = locate(path, 'value');
    const lineText = (lines[range.line - 1] ?? '').replace(/\r$/, '');
    const endColumn = range.endLine === range.line && range.endColumn !== undefined ? range.endColumn : lineText.length + 1;
    return { line: range.line, column: range.column ?? 1, endLine: range.line, endColumn: Math.max(endColumn, (range.column ?? 1) + 1) };
  };
  let scalars: PlainScalar[] | undefined;
  const label = view.label;
  const hubDataset = /^hf datasets\/([^/@\s]+\/[^/@\s]+)/.exec(label);
  let card: EnvironmentYamlContext['card'];
  try {
    card = await readDatasetCard(view, file);
  } catch {
    card = undefined; // an unreadable card only disables the card cross-checks
  }
  return {
    file,
    root,
    locate,
    head,
    sourceOf: (path) => loaded.sourceOf(path),
    plainScalars: () => (scalars ??= collectPlainScalars(loaded)),
    card,
    selfRepoId: hubDataset?.[1],
    isDatasetRepo: /^hf datasets\//.test(label),
  };
}

function collectPlainScalars(loaded: YamlLoadResult): PlainScalar[] {
  const out: PlainScalar[] = [];
  if (!loaded.document) return out;
  const seen = new Map<string, number>();
  visit(loaded.document, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== Scalar.PLAIN || node.tag || typeof node.value !== 'string') return;
      const range = loaded.rangeOfNode(node);
      if (!range) return;
      const text = node.value;
      const occurrence = seen.get(text) ?? 0;
      seen.set(text, occurrence + 1);
      out.push({ text, range, occurrence });
    },
  });
  return out;
}
