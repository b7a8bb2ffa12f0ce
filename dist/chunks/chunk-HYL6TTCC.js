import {
  isSecretName
} from "./chunk-DCETX67J.js";
import {
  splitLines
} from "./chunk-FWSJBTWG.js";

// src/checks/review/diff.ts
function newReviewFile(path, status, previousPath) {
  return { path, status, previousPath, added: [], removed: [], addedLines: /* @__PURE__ */ new Set(), binary: false };
}
var MAX_LINE_LENGTH = 1e4;
var clip = (text) => text.length > MAX_LINE_LENGTH ? text.slice(0, MAX_LINE_LENGTH) : text;
var HUNK_HEADER = /@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/y;
function parseHunks(patch, file, options = {}) {
  if (options.lazy) {
    let added = 0;
    let removed = 0;
    walkHunks(patch, (isAdded, line, start, end) => {
      if (isAdded) {
        file.addedLines.add(line);
        added = pushTriple("added", added, line, start, end);
      } else removed = pushTriple("removed", removed, line, start, end);
      return false;
    });
    for (const side of SIDES) {
      unbuilt[side].set(file, { patch, where: scratch[side].slice(0, side === "added" ? added : removed) });
      Object.defineProperty(file, side, {
        configurable: true,
        enumerable: true,
        get: () => buildLines(file, side),
        set: (lines) => keepLines(file, side, lines)
      });
    }
    return;
  }
  walkHunks(patch, (added, line, start, end) => {
    if (added) {
      file.added.push({ line, text: lineText(patch, start, end) });
      file.addedLines.add(line);
    } else file.removed.push({ line, text: lineText(patch, start, end) });
    return false;
  });
}
var scratch = { added: new Int32Array(3 * 256), removed: new Int32Array(3 * 256) };
function pushTriple(side, at, line, start, end) {
  let into = scratch[side];
  if (at + 3 > into.length) {
    const grown = new Int32Array(into.length * 2);
    grown.set(into);
    scratch[side] = into = grown;
  }
  into[at] = line;
  into[at + 1] = start;
  into[at + 2] = end;
  return at + 3;
}
var SIDES = ["added", "removed"];
var unbuilt = { added: /* @__PURE__ */ new WeakMap(), removed: /* @__PURE__ */ new WeakMap() };
function someUnbuilt({ patch, where }, test) {
  for (let i = 0; i < where.length; i += 3) if (test({ line: where[i], text: lineText(patch, where[i + 1], where[i + 2]) })) return true;
  return false;
}
function buildLines(file, side) {
  const lines = unbuilt[side].get(file);
  if (lines === void 0) return file[side];
  const built = [];
  someUnbuilt(lines, (line) => (built.push(line), false));
  return keepLines(file, side, built);
}
function keepLines(file, side, lines) {
  unbuilt[side].delete(file);
  Object.defineProperty(file, side, { value: lines, writable: true, enumerable: true, configurable: true });
  return lines;
}
function builtLines(file, side) {
  return unbuilt[side].has(file) ? void 0 : file[side];
}
function someChangedLine(file, side, test) {
  const lines = unbuilt[side].get(file);
  return lines === void 0 ? file[side].some(test) : someUnbuilt(lines, test);
}
function changedTextMatches(file, regex) {
  const patch = (unbuilt.added.get(file) ?? unbuilt.removed.get(file))?.patch;
  return patch === void 0 || regex.test(patch);
}
function changedLineCount(file, side) {
  const lines = unbuilt[side].get(file);
  return lines === void 0 ? file[side].length : lines.where.length / 3;
}
var lineText = (patch, start, end) => patch.slice(start + 1, Math.min(end, start + 1 + MAX_LINE_LENGTH));
function walkHunks(patch, visit) {
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (let start = 0; start <= patch.length; ) {
    const newline = patch.indexOf("\n", start);
    const end = newline < 0 ? patch.length : newline;
    const marker = patch.charCodeAt(start);
    if (marker === 64 && patch.charCodeAt(start + 1) === 64) {
      HUNK_HEADER.lastIndex = start;
      const match = HUNK_HEADER.exec(patch);
      if (!match || match.index !== start || HUNK_HEADER.lastIndex > end) inHunk = false;
      else {
        oldLine = Number(match[1]);
        newLine = Number(match[3]);
        if (match[2] === "0") oldLine++;
        if (match[4] === "0") newLine++;
        inHunk = true;
      }
    } else if (inHunk) {
      if (marker === 43) {
        if (visit(true, newLine, start, end)) return true;
        newLine++;
      } else if (marker === 45) {
        if (visit(false, oldLine, start, end)) return true;
        oldLine++;
      } else if (marker === 32 || start === end) {
        oldLine++;
        newLine++;
      } else if (marker !== 92) {
        inHunk = false;
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  return false;
}
function gitLines(text) {
  const lines = splitLines(text);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
function scannedLines(file) {
  if (file.head === void 0) return file.added;
  let lines = scannedCache.get(file);
  if (!lines) {
    lines = gitLines(file.head).map((text, index) => ({ line: index + 1, text: clip(text) }));
    scannedCache.set(file, lines);
  }
  return lines;
}
var scannedCache = /* @__PURE__ */ new WeakMap();
function releaseScannedLines(file) {
  scannedCache.delete(file);
}
function scannedTextMatches(file, regex) {
  return file.head !== void 0 ? regex.test(file.head) : file.added.some((l) => regex.test(l.text));
}
function headLineText(file, line) {
  if (file.head === void 0) return file.added.find((l) => l.line === line)?.text.trim() ?? "";
  const lines = scannedCache.get(file);
  return (lines ? lines[line - 1]?.text : clip(lineOfText(file.head, line)))?.trim() ?? "";
}
function lineOfText(text, line) {
  if (line < 1) return "";
  let start = 0;
  for (let n = 1; n < line; n++) {
    const newline = text.indexOf("\n", start);
    if (newline < 0) return "";
    start = newline + 1;
  }
  const end = text.indexOf("\n", start);
  if (end < 0) return text.slice(start);
  return text.slice(start, text.charCodeAt(end - 1) === 13 && end > start ? end - 1 : end);
}

// src/checks/review/rules/credentials.ts
var TOKEN_KINDS = [
  { kind: "Hugging Face token", regex: /\bhf_[A-Za-z0-9]{30,}\b/g, prefixLength: 3 },
  { kind: "GitHub token", regex: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g, prefixLength: 4 },
  { kind: "GitHub fine-grained token", regex: /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g, prefixLength: 11 },
  { kind: "Anthropic API key", regex: /\bsk-ant-[A-Za-z0-9_-]{20,}/g, prefixLength: 7 },
  { kind: "OpenAI-style API key", regex: /\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, prefixLength: 3 },
  { kind: "AWS access key id", regex: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, prefixLength: 4 },
  { kind: "private key block", regex: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----/g, prefixLength: 0 }
];
var MAYBE_SECRET = /hf_|gh[pousr]_|github_pat_|sk-|AKIA|ASIA|PRIVATE KEY/;
var PLACEHOLDER = /x{4,}|X{4,}|\*{3,}|\.{3}|<|your|example|dummy|fake|placeholder|redacted|changeme|0{8,}|1234567|abcdef/i;
function looksReal(kind, secret) {
  if (kind === "private key block") return true;
  if (PLACEHOLDER.test(secret)) return false;
  const body = secret.replace(/^[a-z]+[-_](?:[a-z]+[-_])?/i, "");
  return /[0-9]/.test(body) && /[A-Za-z]/.test(body);
}
function maskSecret(secret, prefixLength) {
  if (prefixLength === 0) return secret.replace(/[^-A-Z ]/g, "");
  return `${secret.slice(0, prefixLength)}${"*".repeat(4)} (${secret.length} characters)`;
}
var credentialToken = {
  id: "review/credential-token",
  description: "Token-shaped secret (Hugging Face, GitHub, OpenAI/Anthropic, AWS, private key) in the change, notebooks included.",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || file.binary || !scannedTextMatches(file, MAYBE_SECRET)) continue;
      for (const { line, text } of scannedLines(file)) {
        if (text.length > 2e4) continue;
        if (!MAYBE_SECRET.test(text)) continue;
        for (const { kind, regex, prefixLength } of TOKEN_KINDS) {
          for (const match of text.matchAll(regex)) {
            const secret = match[0];
            if (!looksReal(kind, secret)) continue;
            report({
              file: file.path,
              line,
              column: (match.index ?? 0) + 1,
              message: `${kind} ${maskSecret(secret, prefixLength)} committed in the change. Revoke it now (it is in the branch history even after a fix), remove it, and read it from an environment variable or a secret store instead.`,
              key: `${kind}:${secret}`
            });
          }
        }
      }
    }
  }
};

// src/process/redact.ts
var registered = /* @__PURE__ */ new Set();
function registerSecret(value) {
  if (value && value.trim().length >= 4) registered.add(value.trim());
}
function environmentSecrets(env) {
  const values = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.trim().length < 8 || !isSecretName(name)) continue;
    if (name.startsWith("INPUT_") && !/TOKEN|KEY|SECRET|PASSWORD/i.test(name.slice(6))) continue;
    values.push(value.trim());
  }
  return values;
}
function redactSecrets(text, env = process.env) {
  let out = text;
  const known = [.../* @__PURE__ */ new Set([...registered, ...environmentSecrets(env)])].sort((a, b) => b.length - a.length);
  for (const secret of known) out = out.split(secret).join("***");
  for (const { regex } of TOKEN_KINDS) out = out.replace(new RegExp(regex.source, regex.flags), "***");
  return out;
}

export {
  newReviewFile,
  MAX_LINE_LENGTH,
  parseHunks,
  builtLines,
  someChangedLine,
  changedTextMatches,
  changedLineCount,
  gitLines,
  scannedLines,
  releaseScannedLines,
  scannedTextMatches,
  headLineText,
  credentialToken,
  registerSecret,
  redactSecrets
};
