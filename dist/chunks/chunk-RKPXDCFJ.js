import {
  collectFindings
} from "./chunk-V5WMJ7D3.js";
import {
  decodeText
} from "./chunk-HQHWVO6G.js";

// src/checks/review/rfcs.ts
function pythonDefinitions(text) {
  const names = /* @__PURE__ */ new Set();
  let fence;
  for (const line of text.split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (marker) {
      if (fence === void 0) fence = /^(python|py|python3)$/i.test(marker[2]) ? marker[1] : "";
      else if (line.trim().startsWith(fence || marker[1]) && line.trim().replace(/[`~]/g, "") === "") fence = void 0;
      continue;
    }
    if (!fence) continue;
    const definition = /^(?:async\s+)?(?:class|def)\s+([A-Za-z_]\w*)/.exec(line);
    if (definition && !/^__\w+__$/.test(definition[1])) names.add(definition[1]);
  }
  return [...names].sort();
}
var OPEN_STATUSES = /* @__PURE__ */ new Set(["Draft", "In Review"]);
var RFC_FILE = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
var LOGIN = /@([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\b/g;
var STOPWORDS = /* @__PURE__ */ new Set([
  "openenv",
  "support",
  "system",
  "basic",
  "design",
  "principles",
  "roadmap",
  "project",
  "phases",
  "environment",
  "environments",
  "external",
  "integration",
  "signals",
  "component",
  "multi",
  // Generic title words and folder names that every change touches.
  "redesign",
  "proposal",
  "improvements",
  "update",
  "updates",
  "standard",
  "framework",
  "server",
  "client",
  "models",
  "tests",
  "types",
  "utils",
  "interface",
  "interfaces",
  "general",
  "initial",
  "simple",
  "better",
  "first",
  "using",
  "based",
  "towards",
  "between"
]);
var areaWords = (text) => text.toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w.length >= 5 && !STOPWORDS.has(w));
function field(header, name) {
  const match = new RegExp(String.raw`\*\*${name}(?::\*\*|\*\*\s*:)\s*([^\n]*?)\s*(?=\*\*[A-Z][\w ]*(?::\*\*|\*\*\s*:)|$)`, "m").exec(header);
  return match?.[1]?.trim();
}
function parseRfc(path, text) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const file = RFC_FILE.exec(base);
  if (!file) return void 0;
  const lines = text.split(/\r?\n/);
  const h1 = lines.find((l) => /^#\s/.test(l)) ?? "";
  const title = h1.replace(/^#\s+RFC(?:\s+\d+)?\s*:\s*/, "").replace(/^#\s+/, "").trim();
  const firstSection = lines.findIndex((l) => /^##\s/.test(l));
  const header = lines.slice(0, firstSection < 0 ? 40 : firstSection).join("\n");
  const status = (field(header, "Status") ?? "").replace(/[*_]/g, "").trim();
  const authors = [...(field(header, "Authors") ?? "").matchAll(LOGIN)].map((m) => m[1]);
  const spans = [...text.matchAll(/`([^`\n]{2,120})`/g)].map((m) => m[1].trim());
  const paths = [...new Set(spans.filter((s) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(s) && !s.startsWith("http")).map((s) => s.replace(/^\.\//, "")))].sort();
  const symbols = [
    ...new Set(
      spans.map((s) => s.replace(/\(.*$/, "")).filter((s) => /^[A-Za-z_][A-Za-z0-9_]{5,}$/.test(s) && (/[a-z][A-Z]/.test(s) || s.includes("_")) && !/^[A-Z_]+$/.test(s) && !/^__\w+__$/.test(s))
    )
  ].sort();
  return {
    path,
    number: file[1],
    title: title || file[2],
    status,
    authors: [...new Set(authors)],
    slugWords: [.../* @__PURE__ */ new Set([...areaWords(file[2]), ...areaWords(title)])],
    paths,
    symbols,
    definitions: pythonDefinitions(text)
  };
}
async function loadOpenRfcs(repo, rfcDir) {
  const prefix = rfcDir ? rfcDir + "/" : "";
  const out = [];
  for (const path of await repo.listFiles()) {
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes("/")) continue;
    if ((await repo.fileSize(path) ?? 0) > 1024 * 1024) continue;
    const bytes = await repo.readFile(path);
    if (!bytes) continue;
    const rfc = parseRfc(path, decodeText(bytes).text);
    if (rfc && OPEN_STATUSES.has(rfc.status)) out.push(rfc);
  }
  return out.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

// src/checks/review/llm/rule.ts
var clip = (text, max) => text.length > max ? text.slice(0, max - 1) + "\u2026" : text;
var oneLine = (text) => text.replace(/\s+/g, " ").trim();
var llmClaim = {
  id: "review/llm-claim",
  description: "A model-suggested problem on an added line, kept only when its cited lines, quote and document reference check out (advisory; off unless llm is advisory).",
  details: 'Annotated and in SARIF like any finding; in the comment only in its own "Model-suggested, citations machine-checked" section. The config may set warning (error is refused); see docs/review.md, "Model pass".',
  defaultSeverity: "notice",
  advisory: true,
  run(claims, report) {
    for (const claim of claims) {
      const grounded = claim.docRef ? ` Grounded in ${claim.docRef.doc}:${claim.docRef.line} (BASE).` : "";
      report({
        file: claim.path,
        line: claim.startLine,
        ...claim.endLine > claim.startLine ? { endLine: claim.endLine } : {},
        message: `Model-suggested ${claim.category} (advisory, not part of the verdict): ${oneLine(claim.rationale)} Quoted: "${clip(oneLine(claim.quote), 200)}".${grounded}`,
        // The same claim keeps its identity when its lines move: the category and what it quotes.
        key: `${claim.category}\0${oneLine(claim.quote)}`
      });
    }
  }
};
function claimFindings(claims) {
  const out = [];
  void llmClaim.run(claims, collectFindings(llmClaim, out));
  return out.map((f) => ({ ...f, check: "review" }));
}

export {
  parseRfc,
  loadOpenRfcs,
  llmClaim,
  claimFindings
};
