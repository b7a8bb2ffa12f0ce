/**
 * Cutting markdown without breaking it: used by the PR comment (65,536 characters) and the job
 * summary (1 MiB). A cut never leaves a code fence or `<details>` element open.
 */

/** Closes whatever the markdown leaves open (a code fence, `<details>` elements). */
export function balance(markdown: string): string {
  const scanner = new BlockScanner();
  for (const line of markdown.split('\n')) scanner.push(line);
  const closers = scanner.closers();
  return closers === '' ? markdown : `${markdown}${closers}`;
}

/**
 * Cuts markdown to at most `limit` characters at a line boundary, closes what the kept lines leave
 * open, and appends `suffix` (all within the limit).
 */
export function shorten(markdown: string, limit: number, suffix: string): string {
  if (markdown.length <= limit) return markdown;
  const scanner = new BlockScanner();
  const lines = markdown.split('\n');
  let keptLines = 0;
  let keptClosers = '';
  let length = 0;
  for (let i = 0; i < lines.length; i++) {
    const next = length + (i === 0 ? 0 : 1) + lines[i]!.length;
    if (next + suffix.length > limit) break;
    scanner.push(lines[i]!);
    const closers = scanner.closers();
    if (next + closers.length + suffix.length > limit) break;
    length = next;
    keptLines = i + 1;
    keptClosers = closers;
  }
  const best = keptLines === 0 ? '' : `${lines.slice(0, keptLines).join('\n')}${keptClosers}`;
  const result = `${best}${suffix}`;
  if (result.length <= limit) return result;
  return suffix.length <= limit ? suffix : suffix.slice(0, limit);
}

/** Tracks fenced code blocks and `<details>` nesting line by line (CommonMark fence rules). */
class BlockScanner {
  private fence: { char: string; length: number } | undefined;
  private details = 0;

  push(line: string): void {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (this.fence) {
      if (fenceMatch && fenceMatch[1]![0] === this.fence.char && fenceMatch[1]!.length >= this.fence.length && fenceMatch[2]!.trim() === '') {
        this.fence = undefined;
      }
      return;
    }
    if (fenceMatch && !(fenceMatch[1]![0] === '`' && fenceMatch[2]!.includes('`'))) {
      this.fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      return;
    }
    const prose = line.replace(/(`+)[^`]*?\1/g, ''); // inline code is not HTML
    const opens = (prose.match(/<details(?:\s[^>]*)?>/gi) ?? []).length;
    const closes = (prose.match(/<\/details\s*>/gi) ?? []).length;
    this.details = Math.max(0, this.details + opens - closes);
  }

  closers(): string {
    let text = '';
    if (this.fence) text += `\n${this.fence.char.repeat(this.fence.length)}`;
    if (this.details > 0) text += '\n\n' + Array.from({ length: this.details }, () => '</details>').join('\n');
    return text;
  }
}
