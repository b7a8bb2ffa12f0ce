/**
 * The static (per-tree) half of rfc-lint: every rule that needs only one tree's files, no history and
 * no API. Pull-request mode runs it on BASE and HEAD and keeps the new findings; a full scan runs it on
 * HEAD. Entry point: `lintTreeStatic`.
 */
import picomatch from 'picomatch';
import type { Finding } from '../../../engine/finding.js';
import { runRules, type Rule } from '../../../engine/rule.js';
import type { RuleMeta } from '../../../engine/rule.js';
import { readFileBounded, type RepoView } from '../../../repo/view.js';
import { isUtf8 } from 'node:buffer';
import type { ParseOptions, RfcDocument } from '../document.js';
import { classifyPath, DEFAULT_MAX_BYTES, rfcFolderSegment } from '../file-class.js';
import { buildContext, dirname, type StaticContext, type StaticLintOptions } from './context.js';
import { authorsRule } from './rules/authors.js';
import { brokenAnchorRule } from './rules/broken-anchor.js';
import { brokenLinkRule } from './rules/broken-link.js';
import { createdDateRule } from './rules/created-date.js';
import { decisionStructureRule } from './rules/decision-structure.js';
import { fileNameRule } from './rules/file-name.js';
import { h1Rule } from './rules/h1.js';
import { headerFieldMissingRule } from './rules/header-field-missing.js';
import { headerLayoutRule } from './rules/header-layout.js';
import { idMismatchRule } from './rules/id-mismatch.js';
import { indexDanglingRule } from './rules/index-dangling.js';
import { indexEntryRule } from './rules/index-entry.js';
import { indexMissingRule } from './rules/index-missing.js';
import { indexTitleRule } from './rules/index-title.js';
import { indexUncategorizedRule } from './rules/index-uncategorized.js';
import { numberCollisionRule } from './rules/number-collision.js';
import { prLinkRepoRule } from './rules/pr-link-repo.js';
import { referenceTitleMismatchRule } from './rules/reference-title-mismatch.js';
import { sectionMissingRule } from './rules/section-missing.js';
import { statusValueRule } from './rules/status-value.js';
import { subsectionMissingRule } from './rules/subsection-missing.js';
import { unreadableRule } from './rules/unreadable.js';

export type { StaticContext, StaticLintOptions } from './context.js';

/** Every static rule, in report order. */
export const STATIC_RULES: readonly Rule<StaticContext>[] = [
  unreadableRule,
  fileNameRule,
  h1Rule,
  idMismatchRule,
  headerFieldMissingRule,
  headerLayoutRule,
  statusValueRule,
  createdDateRule,
  authorsRule,
  sectionMissingRule,
  subsectionMissingRule,
  decisionStructureRule,
  numberCollisionRule,
  referenceTitleMismatchRule,
  brokenLinkRule,
  brokenAnchorRule,
  prLinkRepoRule,
  indexMissingRule,
  indexDanglingRule,
  indexTitleRule,
  indexUncategorizedRule,
  indexEntryRule,
];

/** Rule metadata for the Check object (README rule table, SARIF, config validation). */
export const STATIC_RULE_META: readonly RuleMeta[] = STATIC_RULES.map(({ id, description, defaultSeverity, details }) => ({
  id,
  description,
  defaultSeverity,
  ...(details ? { details } : {}),
}));

export interface StaticLintResult {
  findings: Finding[];
  /** Every scanned Markdown document by path (RFC files, companions, the index and other .md files). */
  documents: Map<string, RfcDocument>;
}

/** Which tree paths the static pass reads: scan-globs minus excludes, plus every .md in rfc-dir and the index. */
export function selectMarkdownFiles(files: readonly string[], options: StaticLintOptions): string[] {
  const include = picomatch(options.scanGlobs.length ? options.scanGlobs : ['**/*.md'], { dot: true });
  const exclude = options.excludeGlobs.length ? picomatch(options.excludeGlobs, { dot: true }) : () => false;
  return files.filter((f) => {
    if (f === options.index) return true;
    if (dirname(f) === options.rfcDir && /\.md$/i.test(f)) return true;
    return include(f) && !exclude(f);
  });
}

/**
 * Whether a Markdown file outside the RFC folder can matter to any rule, by a byte search before any
 * parse: it mentions an RFC (`RFC`, the mention pattern is case-sensitive), links into the RFC folder
 * (its last path segment, `rfcs`, appears in every such link), or cannot be read as text (rfc/unreadable).
 * Most documentation of a repository does none of these, and markdown-it is the run's largest cost.
 */
function findingsPossible(rfcDir: string): (bytes: Uint8Array) => boolean {
  const segment = Buffer.from(rfcFolderSegment(rfcDir));
  const mention = Buffer.from('RFC');
  return (bytes) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return buffer.includes(mention) || buffer.includes(segment) || buffer.includes(0) || !isUtf8(buffer);
  };
}

let parser: Promise<typeof import('../document.js')> | undefined;
/** One import, also when BASE and HEAD are parsed at once (concurrent imports trip jest's ESM loader). */
const loadParser = () => (parser ??= import('../document.js'));

/** Read and parse the selected Markdown files of a tree (bounded concurrency, size cap before reading). */
export async function parseTree(view: RepoView, paths: readonly string[], options: StaticLintOptions): Promise<Map<string, RfcDocument>> {
  const parseOptions: ParseOptions = {
    rfcDir: options.rfcDir,
    indexPath: options.index,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  };
  const referencesOptions: ParseOptions = { ...parseOptions, referencesOnly: true };
  const rfcPrefix = `${options.rfcDir}/`;
  const documents = new Map<string, RfcDocument>();
  const mayHoldFindings = findingsPossible(options.rfcDir);
  // The parser (markdown-it, 0.2 MB of bundle) is loaded with the first file to read: a tree with no
  // Markdown to lint, or a pull request that changes none, never compiles it.
  if (!paths.length) return documents;
  const { oversizedDocument, parseRfcDocument, unreadableDocument } = await loadParser();
  const CONCURRENCY = 16;
  for (let i = 0; i < paths.length; i += CONCURRENCY) {
    const batch = paths.slice(i, i + CONCURRENCY);
    const docs = await Promise.all(
      batch.map(async (path) => {
        try {
          const bytes = await readFileBounded(view, path, parseOptions.maxBytes!);
          if (typeof bytes === 'number') return oversizedDocument(path, bytes, parseOptions);
          if (!bytes) return undefined;
          if (classifyPath(path, parseOptions).kind !== 'other-md') return parseRfcDocument(path, bytes, parseOptions);
          if (!mayHoldFindings(bytes)) return undefined;
          // Outside the RFC folder the rules read only mentions and links into the folder.
          return parseRfcDocument(path, bytes, path.startsWith(rfcPrefix) ? parseOptions : referencesOptions);
        } catch (error) {
          return unreadableDocument(path, (error as Error).message, parseOptions);
        }
      }),
    );
    for (const doc of docs) if (doc) documents.set(doc.path, doc);
  }
  return documents;
}

/**
 * Lint one tree with the static rules. Pass `docs` (and `treeFiles`) to reuse what was parsed and
 * listed earlier (the numbering pass and this one share a parse); otherwise it happens here.
 */
export async function lintTreeStatic(
  view: RepoView,
  options: StaticLintOptions,
  docs?: ReadonlyMap<string, RfcDocument>,
  /** The tree's file list, when the caller has it already (saves a second listing). */
  treeFiles?: readonly string[],
): Promise<StaticLintResult> {
  const files = treeFiles ?? (await view.listFiles());
  const documents = docs ? new Map(docs) : await parseTree(view, selectMarkdownFiles(files, options), options);
  const context = buildContext(documents, files, options);
  const findings = await runRules(STATIC_RULES, context, '', options.ruleOff);
  return { findings, documents };
}
