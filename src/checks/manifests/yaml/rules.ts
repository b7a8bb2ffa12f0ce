import type { RuleMeta } from '../../../engine/rule.js';

/**
 * Rules of the YAML layer shared by `openenv.yaml` and `environment.yaml`: everything about bytes,
 * syntax and PyYAML `safe_load` semantics, before any key is looked at. Their `details` carry the
 * spec codes (openenv-yaml.md §3.2 and §4).
 */
function rule(id: string, defaultSeverity: RuleMeta['defaultSeverity'], description: string, details: string): RuleMeta {
  return { id: `yaml/${id}`, defaultSeverity, description, details };
}

export const yamlRules = {
  notAFile: rule('not-a-file', 'error', 'The manifest is a symbolic link, a folder or a submodule, not a file (its environment is not checked).', 'Checker rule (no OE code): only regular files are read, so a manifest turned into a link (even to a file inside the repository) or a folder would make its environment vanish from the run; the finding says what it became.'),
  fileTooLarge: rule('file-too-large', 'error', 'Manifest larger than the size limit (not parsed).', 'Resource limit of the checker (no OE code): a manifest is a few KB; the file is refused before parsing.'),
  invalidUtf8: rule('invalid-utf8', 'error', 'Bytes are not valid UTF-8.', 'OE-F04; EY-Y01 (environment.yaml)'),
  binary: rule('binary-content', 'error', 'File contains NUL or other control bytes that PyYAML rejects.', 'OE-F04 (PyYAML: "special characters are not allowed"); EY-Y01 (environment.yaml)'),
  bom: rule('byte-order-mark', 'warning', 'File starts with a UTF-8 byte-order mark.', 'OE-F05; EY-Y06 (environment.yaml)'),
  syntax: rule('syntax-error', 'error', 'YAML syntax error: PyYAML safe_load fails.', 'OE-Y01; EY-Y01 (environment.yaml; also EY-M01, unquoted `>=` specifiers)'),
  tab: rule('tab-character', 'error', 'TAB character where PyYAML expects a token (indentation, separators, plain scalars).', 'OE-Y02; EY-Y01 (environment.yaml, TAB)'),
  multipleDocuments: rule('multiple-documents', 'error', 'More than one YAML document (safe_load accepts exactly one).', 'OE-Y03; EY-Y02 (environment.yaml)'),
  empty: rule('empty-document', 'error', 'Empty file or comments only: the manifest loads as None.', 'OE-Y04 (empty part); EY-Y02 (environment.yaml)'),
  rootNotMapping: rule('root-not-mapping', 'error', 'The document root is not a mapping.', 'OE-Y04 (non-mapping root); EY-Y02 (environment.yaml)'),
  duplicateKey: rule('duplicate-key', 'warning', 'Duplicate mapping key; PyYAML keeps the last value.', 'OE-Y05 (error for differing top-level `name`, `app`, `variables`); EY-Y03 (environment.yaml: always an error)'),
  anchors: rule('anchors-aliases', 'notice', 'Anchors and aliases are used.', 'OE-Y06 (anchors/aliases); EY-Y04 (environment.yaml: warning)'),
  mergeKey: rule('merge-key', 'warning', 'The YAML 1.1 merge key `<<` is used.', 'OE-Y06 (merge key); EY-Y04 (environment.yaml: warning)'),
  unsafeTag: rule('unsafe-tag', 'error', 'Application or `!!python/...` tag: safe_load refuses it (never executed here).', 'OE-Y07 (application/python tags); EY-Y04 (environment.yaml: error)'),
  unusualTag: rule('unusual-tag', 'warning', '`!!binary`, `!!set`, `!!timestamp`, `!!omap` or `!!pairs` tag.', 'OE-Y07 (standard non-JSON tags)'),
  nonStringKey: rule('non-string-key', 'warning', 'Top-level key that is not a string (int, bool, null).', 'OE-Y08'),
  nonJsonValue: rule('non-json-value', 'warning', 'A value resolves to a date/timestamp, bytes or a set.', 'OE-Y09'),
  constructorError: rule('constructor-error', 'error', 'A value PyYAML cannot construct (bad tagged scalar, unhashable key, undefined alias, `=`).', 'OE-Y01 (constructor errors)'),
  aliasBomb: rule('alias-expansion-limit', 'error', 'Aliases expand to more nodes than the limit (billion-laughs style).', 'Resource limit of the checker (no OE code).'),
  tooDeep: rule('nesting-too-deep', 'error', 'Nesting deeper than the limit.', 'Resource limit of the checker (no OE code).'),
} as const satisfies Record<string, RuleMeta>;

export const yamlRuleList: RuleMeta[] = Object.values(yamlRules);
