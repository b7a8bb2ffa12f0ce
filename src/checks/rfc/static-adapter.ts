import type { CheckContext } from '../../engine/check.js';
import { UserError } from '../../engine/errors.js';
import { nonFileEntries, type RepoView } from '../../repo/view.js';
import type { RfcDocument } from './document.js';
import { parseRfcOptions, type RfcOptions } from './options.js';
import { lintTreeStatic, parseTree, selectMarkdownFiles, type StaticLintOptions } from './static/index.js';
import type { StaticLintResult } from './static/index.js';

/** The parsed rfc-lint options plus what every static pass of this run shares. */
export interface RfcRunSettings extends RfcOptions {
  rfcDir: string;
  /** Base of the static options: repository slug and clock. */
  staticOptions: StaticLintOptions;
}

/** Parses the check's options; a bad value is the user's to fix (exit 2, no stack). */
export function readRunSettings(context: CheckContext): RfcRunSettings {
  let options: RfcOptions;
  try {
    options = parseRfcOptions(context.options);
  } catch (error) {
    throw new UserError((error as Error).message);
  }
  return {
    ...options,
    staticOptions: {
      ...options,
      ...(context.repositorySlug ? { repositorySlug: context.repositorySlug } : {}),
      ...(context.ruleOff ? { ruleOff: context.ruleOff } : {}),
      now: context.services.now(),
    },
  };
}

/** A tree listed and parsed once: numbering needs its documents before the static rules run. */
export interface ParsedTree {
  view: RepoView;
  files: readonly string[];
  documents: ReadonlyMap<string, RfcDocument>;
}

export async function parseTreeOnce(view: RepoView, settings: RfcRunSettings): Promise<ParsedTree> {
  const files = await view.listFiles();
  const documents = await parseTree(view, selectMarkdownFiles(files, settings.staticOptions), settings.staticOptions);
  // The index or an RFC that became a link or a folder is not listed: rfc/unreadable says what it became.
  const { rfcDir, index } = settings.staticOptions;
  const inRfcFolder = (path: string) => path === index || (path.startsWith(`${rfcDir}/`) && !path.slice(rfcDir.length + 1).includes('/') && /\.md$/i.test(path));
  const others = await nonFileEntries(view, files, inRfcFolder);
  if (others.size) {
    const { notAFileDocument } = await import('./document.js');
    for (const [path, what] of others) documents.set(path, notAFileDocument(path, what, { rfcDir, indexPath: index }));
  }
  return { view, files, documents };
}

/** The static rules over an already parsed tree, with the numbering and history context this run knows. */
export function lintParsedTree(
  tree: ParsedTree,
  settings: RfcRunSettings,
  extra: Omit<Partial<StaticLintOptions>, keyof RfcOptions>,
): Promise<StaticLintResult> {
  return lintTreeStatic(tree.view, { ...settings.staticOptions, ...extra }, tree.documents);
}
