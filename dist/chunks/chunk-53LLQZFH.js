// src/report/truncate.ts
function balance(markdown) {
  const scanner = new BlockScanner();
  for (const line of markdown.split("\n")) scanner.push(line);
  const closers = scanner.closers();
  return closers === "" ? markdown : `${markdown}${closers}`;
}
function shorten(markdown, limit, suffix) {
  if (markdown.length <= limit) return markdown;
  const scanner = new BlockScanner();
  const lines = markdown.split("\n");
  let keptLines = 0;
  let keptClosers = "";
  let length = 0;
  for (let i = 0; i < lines.length; i++) {
    const next = length + (i === 0 ? 0 : 1) + lines[i].length;
    if (next + suffix.length > limit) break;
    scanner.push(lines[i]);
    const closers = scanner.closers();
    if (next + closers.length + suffix.length > limit) break;
    length = next;
    keptLines = i + 1;
    keptClosers = closers;
  }
  const best = keptLines === 0 ? "" : `${lines.slice(0, keptLines).join("\n")}${keptClosers}`;
  const result = `${best}${suffix}`;
  if (result.length <= limit) return result;
  return suffix.length <= limit ? suffix : suffix.slice(0, limit);
}
var BlockScanner = class {
  fence;
  details = 0;
  push(line) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (this.fence) {
      if (fenceMatch && fenceMatch[1][0] === this.fence.char && fenceMatch[1].length >= this.fence.length && fenceMatch[2].trim() === "") {
        this.fence = void 0;
      }
      return;
    }
    if (fenceMatch && !(fenceMatch[1][0] === "`" && fenceMatch[2].includes("`"))) {
      this.fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
      return;
    }
    const prose = line.replace(/(`+)[^`]*?\1/g, "");
    const opens = (prose.match(/<details(?:\s[^>]*)?>/gi) ?? []).length;
    const closes = (prose.match(/<\/details\s*>/gi) ?? []).length;
    this.details = Math.max(0, this.details + opens - closes);
  }
  closers() {
    let text = "";
    if (this.fence) text += `
${this.fence.char.repeat(this.fence.length)}`;
    if (this.details > 0) text += "\n\n" + Array.from({ length: this.details }, () => "</details>").join("\n");
    return text;
  }
};

export {
  balance,
  shorten
};
