// src/report/escape.ts
var LIVE_TOKEN = /(?<![A-Za-z0-9_])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)?|\b[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/[^\s<>`|()"']*[^\s<>`|()"'.,;:!?]/g;
function escapeMarkdown(text) {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "\uFFFD").replace(/\r?\n|\r/g, " ");
  let out = "";
  let at = 0;
  for (const match of clean.matchAll(LIVE_TOKEN)) {
    out += escapeProse(clean.slice(at, match.index)) + codeSpan(match[0]);
    at = match.index + match[0].length;
  }
  return out + escapeProse(clean.slice(at));
}
function escapeProse(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\\`*_{}[\]()#+\-.!|~]/g, (c) => `\\${c}`);
}
function escapeMessage(text) {
  return splitCodeSpans(text).map((part) => part.code === void 0 ? escapeMarkdown(part.text) : codeSpan(part.code)).join("");
}
function escapeMessageCell(text) {
  return splitCodeSpans(text).map((part) => part.code === void 0 ? escapeTableCell(part.text) : codeCell(part.code)).join("");
}
function splitCodeSpans(text) {
  const runs = [];
  for (const match of text.matchAll(/`+/g)) runs.push({ start: match.index, length: match[0].length });
  const nextSame = new Array(runs.length).fill(-1);
  const lastByLength = /* @__PURE__ */ new Map();
  for (let i = runs.length - 1; i >= 0; i--) {
    nextSame[i] = lastByLength.get(runs[i].length) ?? -1;
    lastByLength.set(runs[i].length, i);
  }
  const parts = [];
  let textStart = 0;
  for (let i = 0; i < runs.length; i++) {
    const close = nextSame[i];
    if (close === -1) continue;
    const open = runs[i];
    const end = runs[close];
    if (open.start > textStart) parts.push({ text: text.slice(textStart, open.start) });
    let code = text.slice(open.start + open.length, end.start).replace(/\r?\n|\r/g, " ");
    if (code.length > 2 && code.startsWith(" ") && code.endsWith(" ") && code.trim() !== "") code = code.slice(1, -1);
    parts.push({ text: "", code });
    textStart = end.start + end.length;
    i = close;
  }
  if (textStart < text.length) parts.push({ text: text.slice(textStart) });
  return parts;
}
function escapeTableCell(text) {
  return escapeMarkdown(text);
}
function codeSpan(text) {
  const clean = text.replace(/\r?\n|\r/g, " ").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "\uFFFD");
  const longestRun = Math.max(0, ...(clean.match(/`+/g) ?? []).map((r) => r.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = clean.startsWith("`") || clean.endsWith("`") || clean === "" ? " " : "";
  return `${fence}${pad}${clean}${pad}${fence}`;
}
function codeCell(text) {
  return codeSpan(text).replace(/\|/g, "\\|");
}
function codeBlock(text, language = "") {
  const longestRun = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((r) => r.length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}
${text.replace(/\r\n?/g, "\n")}
${fence}`;
}
function escapeHtmlText(text) {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "\uFFFD").replace(/\r?\n|\r/g, " ");
  const html = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  let out = "";
  let at = 0;
  for (const match of clean.matchAll(LIVE_TOKEN)) {
    out += html(clean.slice(at, match.index)) + `<code>${html(match[0])}</code>`;
    at = match.index + match[0].length;
  }
  return out + html(clean.slice(at));
}

export {
  escapeMarkdown,
  escapeMessage,
  escapeMessageCell,
  escapeTableCell,
  codeSpan,
  codeCell,
  codeBlock,
  escapeHtmlText
};
