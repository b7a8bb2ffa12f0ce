import MarkdownIt from 'markdown-it';

/**
 * What GitHub would do with rendered markdown, approximated with markdown-it (CommonMark + tables,
 * HTML allowed as GitHub allows some): the text outside code, where mentions notify and URLs link,
 * and the text inside code spans and blocks, which readers copy.
 */
const parser = new MarkdownIt({ html: true, linkify: false });

interface Split {
  prose: string[];
  code: string[];
}

function split(markdown: string): Split {
  const out: Split = { prose: [], code: [] };
  for (const token of parser.parse(markdown, {})) {
    if (token.type === 'fence' || token.type === 'code_block') out.code.push(token.content);
    if (token.type === 'html_block') out.prose.push(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'code_inline') out.code.push(child.content);
      else if (child.type === 'text' || child.type === 'html_inline') out.prose.push(child.content);
    }
  }
  return out;
}

/** Mentions GitHub would turn into notifications: `@name` after a non-word character, outside code. */
export function liveMentions(markdown: string): string[] {
  return split(markdown).prose.flatMap((text) => [...text.matchAll(/(?<![A-Za-z0-9_])@[A-Za-z0-9][A-Za-z0-9-]*/g)].map((m) => m[0]));
}

/** Invisible word joiners (U+2060) inside code spans and code blocks: they break copied values. */
export function joinersInCode(markdown: string): string[] {
  return split(markdown).code.filter((text) => text.includes('\u2060'));
}

/** Scheme URLs outside code (GitHub would autolink them). */
export function liveUrls(markdown: string): string[] {
  return split(markdown).prose.flatMap((text) => [...text.matchAll(/[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/\S*/g)].map((m) => m[0]));
}
