import {
  decodeText,
  readFilesOf,
  visitFileOf
} from "./chunk-YHG43ED4.js";
import {
  CHANGE_TOO_LARGE_RULE
} from "./chunk-CX2PQOLX.js";

// src/engine/suppressions.ts
var DIRECTIVE = /(?:<!--|#)\s*(?:rfc-lint|openenv-ci)(?:-|:[ \t]*)disable(-next-line)?\s+((?:[a-z0-9-]+\/(?:\*|[a-z0-9-]+)\s*,?\s*)+)(.*?)\s*(?:-->)?\s*$/;
var MAX_SCANNED_BYTES = 5 * 1024 * 1024;
var DISABLE = Buffer.from("disable");
var HASH = 35;
var HTML_COMMENT = Buffer.from("<!--");
function mayHoldDirective(bytes) {
  return holdsCommentOpener(bytes) && asBuffer(bytes).includes(DISABLE);
}
function holdsCommentOpener(bytes) {
  const buffer = asBuffer(bytes);
  return buffer.includes(HASH) || buffer.includes(HTML_COMMENT);
}
var asBuffer = (bytes) => Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
var READ_BATCH = 500;
function parseSuppressions(file, text) {
  const out = [];
  if (!text.includes("disable")) return out;
  const lines = text.split(/\r\n|\r|\n/);
  const markdown = /\.(md|markdown)$/i.test(file);
  let fence;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (markdown) {
      const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
      if (fence) {
        if (marker && marker[1][0] === fence.char && marker[1].length >= fence.length && marker[2].trim() === "") fence = void 0;
        continue;
      }
      if (marker && !(marker[1][0] === "`" && marker[2].includes("`"))) {
        fence = { char: marker[1][0], length: marker[1].length };
        continue;
      }
    }
    if (!line.includes("disable")) continue;
    const match = DIRECTIVE.exec(line);
    if (!match) continue;
    out.push({
      file,
      line: i + 1,
      scope: match[1] ? "next-line" : "file",
      rules: match[2].split(/[\s,]+/).filter(Boolean),
      reason: match[3].trim(),
      used: 0
    });
  }
  return out;
}
function covers(suppression, rule) {
  return suppression.rules.some((r) => r === rule || r.endsWith("/*") && rule.startsWith(r.slice(0, -1)));
}
async function applySuppressions(findings, repo) {
  const unread = (f) => f.rule === CHANGE_TOO_LARGE_RULE;
  const screenedOut = (file) => repo.failedScreen?.(file) === true;
  const files = [...new Set(findings.filter((f) => !unread(f)).map((f) => f.file).filter(Boolean))].filter((file) => !screenedOut(file));
  const byFile = /* @__PURE__ */ new Map();
  const scan = (file, bytes) => {
    if (!mayHoldDirective(bytes)) return;
    const decoded = decodeText(bytes);
    if (decoded.binary) return;
    const found = parseSuppressions(file, decoded.text);
    if (found.length) byFile.set(file, found);
  };
  if (repo.visitFile) for (const file of files) await visitFileOf(repo, file, MAX_SCANNED_BYTES, (bytes) => scan(file, bytes));
  else {
    const scanned = [];
    for (const file of files) {
      const size = await repo.fileSize(file);
      if (size !== void 0 && size <= MAX_SCANNED_BYTES) scanned.push(file);
    }
    for (let start = 0; start < scanned.length; start += READ_BATCH) {
      const batch = scanned.slice(start, start + READ_BATCH);
      const contents = await readFilesOf(repo, batch);
      for (const file of batch) {
        const bytes = contents.get(file);
        if (bytes) scan(file, bytes);
      }
    }
  }
  const kept = [];
  for (const finding of findings) {
    const match = suppressionAt(byFile.get(finding.file) ?? [], finding.rule, finding.line);
    if (match) match.used++;
    else kept.push(finding);
  }
  return { kept, suppressions: [...byFile.values()].flat() };
}
function suppressionAt(suppressions, rule, line) {
  const targets = nextLineTargets(suppressions);
  return suppressions.find((s) => covers(s, rule) && (s.scope === "file" || line !== void 0 && targets.get(s) === line));
}
var targetsByList = /* @__PURE__ */ new WeakMap();
function nextLineTargets(all) {
  const cached = targetsByList.get(all);
  if (cached) return cached;
  const targets = /* @__PURE__ */ new Map();
  const nextLine = all.filter((s) => s.scope === "next-line").sort((a, b) => b.line - a.line);
  const targetOfLine = /* @__PURE__ */ new Map();
  for (const s of nextLine) {
    const target = targetOfLine.get(s.line + 1) ?? s.line + 1;
    targetOfLine.set(s.line, target);
    targets.set(s, target);
  }
  targetsByList.set(all, targets);
  return targets;
}

export {
  mayHoldDirective,
  parseSuppressions,
  applySuppressions,
  suppressionAt
};
