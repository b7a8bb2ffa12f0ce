import type { RepoView } from '../../repo/view.js';
import { decodeText } from '../../repo/view.js';
import type { RfcSection } from './model.js';

/** An RFC as the review needs it: identity, status, authors, and the area it names. */
export interface RfcInfo {
  path: string;
  number: string;
  title: string;
  status: string;
  /** GitHub logins without `@`. */
  authors: string[];
  /** Area words from the slug (`NNN-slug.md`) and the title, matched against whole path segments. */
  slugWords: string[];
  /** Repository paths the RFC names in code spans (`src/openenv/core/...`, `envs/x/`). */
  paths: string[];
  /** Code identifiers the RFC names in code spans (`MCPEnvironment`, `register_tool`). */
  symbols: string[];
  /** Classes and functions the RFC's Python code blocks define at their top level (`class HarnessAdapter(ABC):`). */
  definitions: string[];
  /** Where the RFC names each of `paths`, `symbols` and `definitions`: 1-based lines, in order. */
  namedAt: ReadonlyMap<string, readonly number[]>;
}

/** Top-level `class`/`def` names of the fenced Python blocks of a Markdown text, each with the 1-based line of its first definition. */
function pythonDefinitionLines(text: string): Map<string, number> {
  const names = new Map<string, number>();
  let fence: string | undefined;
  let number = 0;
  for (const line of text.split(/\r?\n/)) {
    number++;
    const marker = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (marker) {
      if (fence === undefined) fence = /^(python|py|python3)$/i.test(marker[2]!) ? marker[1]! : '';
      else if (line.trim().startsWith(fence || marker[1]!) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    if (!fence) continue;
    const definition = /^(?:async\s+)?(?:class|def)\s+([A-Za-z_]\w*)/.exec(line);
    if (definition && !/^__\w+__$/.test(definition[1]!) && !names.has(definition[1]!)) names.set(definition[1]!, number);
  }
  return names;
}

export const OPEN_STATUSES = new Set(['Draft', 'In Review']);
const RFC_FILE = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const LOGIN = /@([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\b/g;
/** Words too common in slugs and paths to say anything about an area. */
const STOPWORDS = new Set([
  'openenv', 'support', 'system', 'basic', 'design', 'principles', 'roadmap', 'project', 'phases', 'environment', 'environments', 'external',
  'integration', 'signals', 'component', 'multi',
  // Generic title words and folder names that every change touches.
  'redesign', 'proposal', 'improvements', 'update', 'updates', 'standard', 'framework', 'server', 'client', 'models', 'tests', 'types',
  'utils', 'interface', 'interfaces', 'general', 'initial', 'simple', 'better', 'first', 'using', 'based', 'towards', 'between',
]);

/** Words of a slug or title that can name an area: five letters or more, not generic. */
const areaWords = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w.length >= 5 && !STOPWORDS.has(w));

function field(header: string, name: string): string | undefined {
  const match = new RegExp(String.raw`\*\*${name}(?::\*\*|\*\*\s*:)\s*([^\n]*?)\s*(?=\*\*[A-Z][\w ]*(?::\*\*|\*\*\s*:)|$)`, 'm').exec(header);
  return match?.[1]?.trim();
}

export function parseRfc(path: string, text: string): RfcInfo | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const file = RFC_FILE.exec(base);
  if (!file) return undefined;
  const lines = text.split(/\r?\n/);
  const h1 = lines.find((l) => /^#\s/.test(l)) ?? '';
  const title = h1.replace(/^#\s+RFC(?:\s+\d+)?\s*:\s*/, '').replace(/^#\s+/, '').trim();
  const firstSection = lines.findIndex((l) => /^##\s/.test(l));
  const header = lines.slice(0, firstSection < 0 ? 40 : firstSection).join('\n');
  const status = (field(header, 'Status') ?? '').replace(/[*_]/g, '').trim();
  const authors = [...(field(header, 'Authors') ?? '').matchAll(LOGIN)].map((m) => m[1]!);
  // Code spans never cross a line break, so reading them line by line finds the same spans, with their lines.
  const spans = lines.flatMap((text, index) => [...text.matchAll(/`([^`\n]{2,120})`/g)].map((m) => ({ span: m[1]!.trim(), line: index + 1 })));
  const isPath = (s: string) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(s) && !s.startsWith('http');
  // Python's protocol methods (`__iter__`, `__call__`) belong to every class, not to the RFC's design.
  const isSymbol = (s: string) => /^[A-Za-z_][A-Za-z0-9_]{5,}$/.test(s) && (/[a-z][A-Z]/.test(s) || s.includes('_')) && !/^[A-Z_]+$/.test(s) && !/^__\w+__$/.test(s);
  const namedAt = new Map<string, number[]>();
  const named = (term: string, line: number) => {
    const at = namedAt.get(term);
    if (!at) namedAt.set(term, [line]);
    else if (at[at.length - 1] !== line) at.push(line);
  };
  const paths = new Set<string>();
  const symbols = new Set<string>();
  for (const { span, line } of spans) {
    if (isPath(span)) {
      const relative = span.replace(/^\.\//, '');
      paths.add(relative);
      named(relative, line);
    }
    const symbol = span.replace(/\(.*$/, '');
    if (isSymbol(symbol)) {
      symbols.add(symbol);
      named(symbol, line);
    }
  }
  const definitions = pythonDefinitionLines(text);
  for (const [name, line] of definitions) namedAt.set(name, [...new Set([...(namedAt.get(name) ?? []), line])].sort((a, b) => a - b));
  return {
    path,
    number: file[1]!,
    title: title || file[2]!,
    status,
    authors: [...new Set(authors)],
    slugWords: [...new Set([...areaWords(file[2]!), ...areaWords(title)])],
    paths: [...paths].sort(),
    symbols: [...symbols].sort(),
    definitions: [...definitions.keys()].sort(),
    namedAt,
  };
}

/** How many places of an RFC one matched term grounds the model pass in (its first mentions). */
const SECTIONS_PER_TERM = 3;

/**
 * The sections of an RFC where it names these terms (the paths, symbols or definitions a rule matched):
 * for each of a term's first mentions, the innermost heading around it, from the heading line to the
 * section's last non-blank line; a mention above the first `##` gives the header (H1 to the first
 * section). Headings come from markdown-it's block parser, as rfc-lint's document model has them (a `#`
 * inside a code block is no heading; src/checks/rfc/document.ts parseOutline), loaded only here, when a
 * rule has matched. Deduplicated, in document order.
 */
export async function rfcSectionsNaming(rfc: Pick<RfcInfo, 'path' | 'namedAt'>, text: string, terms: readonly string[]): Promise<RfcSection[]> {
  const lines = [...new Set(terms.flatMap((t) => (rfc.namedAt.get(t) ?? []).slice(0, SECTIONS_PER_TERM)))];
  return rfcSectionsAt(rfc.path, text, lines);
}

/** The innermost sections (as rfcSectionsNaming) holding these 1-based lines of a Markdown text. */
export async function rfcSectionsAt(path: string, text: string, lines: readonly number[]): Promise<RfcSection[]> {
  if (lines.length === 0) return [];
  const { parseOutline } = await import('../rfc/document.js');
  const headings = parseOutline(text);
  const h1 = headings.find((h) => h.level === 1);
  const textLines = text.split(/\r?\n/);
  const sections = headings.filter((h) => h.level >= 2);
  const firstSection = sections[0]?.line ?? textLines.length + 1;
  const out = new Map<number, RfcSection>();
  for (const line of lines) {
    let start: number;
    let end: number;
    if (line < firstSection) {
      start = h1 && h1.line <= line ? h1.line : 1;
      end = firstSection - 1;
    } else {
      // Headings are in document order: the last one opened at or before the line that still holds it.
      const holding = sections.filter((h) => h.line <= line && line <= h.sectionEndLine).pop();
      if (!holding) continue;
      start = holding.line;
      end = holding.sectionEndLine;
    }
    while (end > start && (textLines[end - 1] ?? '').trim() === '') end--;
    out.set(start, { doc: path, startLine: start, endLine: end });
  }
  return [...out.values()].sort((a, b) => a.startLine - b.startLine);
}

/** Draft / In Review RFCs in the HEAD tree. */
export async function loadOpenRfcs(repo: RepoView, rfcDir: string): Promise<RfcInfo[]> {
  const prefix = rfcDir ? rfcDir + '/' : '';
  const out: RfcInfo[] = [];
  for (const path of await repo.listFiles()) {
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes('/')) continue;
    if (((await repo.fileSize(path)) ?? 0) > 1024 * 1024) continue;
    const bytes = await repo.readFile(path);
    if (!bytes) continue;
    const rfc = parseRfc(path, decodeText(bytes).text);
    if (rfc && OPEN_STATUSES.has(rfc.status)) out.push(rfc);
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
