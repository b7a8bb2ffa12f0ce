/**
 * markdown-it's token, built with plain assignments. The dist of markdown-it 15 sets every field of a
 * token through a transpiler's `_defineProperty` helper (a property-key conversion and an `in` test per
 * field: about eleven calls per token, several percent of a parse). `PlainToken` has the same fields in
 * the same order, and markdown-it's own methods: its prototype inherits from markdown-it's
 * `Token.prototype`, so `instanceof Token` holds. `usePlainTokens` gives one markdown-it instance state
 * classes that create plain tokens: the block and inline states create theirs with the module's own
 * class rather than `state.Token`, so their `push` methods are copies that differ only in the class.
 * test/rfc/plain-tokens.test.ts holds the token streams of both instances to be the same.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

type Markdown = InstanceType<typeof MarkdownIt>;
type Nesting = -1 | 0 | 1;

class PlainToken {
  map: [number, number] | null = null;
  level = 0;
  children: Token[] | null = null;
  content = '';
  markup = '';
  info = '';
  block = false;
  hidden = false;
  type: string;
  tag: string;
  attrs: Token['attrs'] = null;
  nesting: Nesting;
  meta: unknown = null;

  constructor(type: string, tag: string, nesting: Nesting) {
    this.type = type;
    this.tag = tag;
    this.nesting = nesting;
  }
}
Object.setPrototypeOf(PlainToken.prototype, MarkdownIt.Token.prototype);
const TokenClass = PlainToken as unknown as typeof MarkdownIt.Token;

/** Give `md` state classes that create plain tokens (other markdown-it instances are left as they are). */
export function usePlainTokens(md: Markdown): void {
  md.core.State = class extends md.core.State {
    constructor(...args: ConstructorParameters<typeof MarkdownIt.StateCore>) {
      super(...args);
      // Core rules (inline, linkify, ...) create their tokens through this field.
      this.Token = TokenClass;
    }
  };

  md.block.State = class extends md.block.State {
    constructor(src: string, md: Markdown, env: InstanceType<typeof MarkdownIt.StateBlock>['env'], tokens: Token[]) {
      // The fields as markdown-it sets them, without its line scan (one step per character)...
      super('', md, env, tokens);
      this.src = src;
      this.bMarks = [];
      this.eMarks = [];
      this.tShift = [];
      this.sCount = [];
      this.bsCount = [];
      // ...which this one does a line at a time: the indentation, then a search for the newline.
      const length = src.length;
      let start = 0;
      while (start < length) {
        let pos = start;
        let offset = 0;
        for (; pos < length; pos++) {
          const ch = src.charCodeAt(pos);
          if (ch === 32) offset++;
          else if (ch === 9) offset += 4 - (offset % 4);
          else break;
        }
        // A last line of only spaces and tabs, without a newline, is no line to markdown-it.
        if (pos === length) break;
        const newline = src.indexOf('\n', pos);
        const end = newline === -1 ? length : newline;
        this.bMarks.push(start);
        this.eMarks.push(end);
        this.tShift.push(pos - start);
        this.sCount.push(offset);
        this.bsCount.push(0);
        start = end + 1;
      }
      this.bMarks.push(length);
      this.eMarks.push(length);
      this.tShift.push(0);
      this.sCount.push(0);
      this.bsCount.push(0);
      this.lineMax = this.bMarks.length - 1;
    }

    override push(type: string, tag: string, nesting: Nesting): Token {
      const token = new TokenClass(type, tag, nesting);
      token.block = true;
      if (nesting < 0) this.level--;
      token.level = this.level;
      if (nesting > 0) this.level++;
      this.tokens.push(token);
      return token;
    }
  };

  md.inline.State = class extends md.inline.State {
    override pushPending(): Token {
      const token = new TokenClass('text', '', 0);
      token.content = this.pending;
      token.level = this.pendingLevel;
      this.tokens.push(token);
      this.pending = '';
      return token;
    }

    override push(type: string, tag: string, nesting: Nesting): Token {
      if (this.pending) this.pushPending();
      const token = new TokenClass(type, tag, nesting);
      let tokenMeta: (typeof this.tokens_meta)[number];
      if (nesting < 0) {
        this.level--;
        this.delimiters = this._prev_delimiters.pop()!;
      }
      token.level = this.level;
      if (nesting > 0) {
        this.level++;
        this._prev_delimiters.push(this.delimiters);
        this.delimiters = [];
        tokenMeta = { delimiters: this.delimiters };
      }
      this.pendingLevel = this.level;
      this.tokens.push(token);
      this.tokens_meta.push(tokenMeta);
      return token;
    }
  };
}
