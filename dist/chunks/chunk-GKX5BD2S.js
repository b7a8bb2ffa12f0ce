// src/checks/rfc/file-class.ts
var DEFAULT_RFC_DIR = "rfcs";
var DEFAULT_INDEX_PATH = "rfcs/README.md";
var DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
var MENTION_PATTERN = /(?<![A-Za-z0-9])RFC[ -]?(\d{3})(?!\d)/g;
var RFC_NAME = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
function trimSlashes(p) {
  return p.replace(/^\.?\/+/, "").replace(/\/+$/, "");
}
function classifyPath(path, options = {}) {
  const rfcDir = trimSlashes(options.rfcDir ?? DEFAULT_RFC_DIR);
  const indexPath = trimSlashes(options.indexPath ?? DEFAULT_INDEX_PATH);
  if (path === indexPath) return { kind: "index" };
  const slash = path.lastIndexOf("/");
  const dir = slash === -1 ? "" : path.slice(0, slash);
  const name = path.slice(slash + 1);
  if (dir !== rfcDir || !/\.md$/i.test(name)) return { kind: "other-md" };
  const match = RFC_NAME.exec(name);
  if (match) return { kind: "rfc", number: match[1], slug: match[2] };
  return { kind: "companion" };
}
function rfcFolderSegment(rfcDir) {
  return rfcDir.split("/").filter(Boolean).pop() ?? DEFAULT_RFC_DIR;
}

// src/checks/rfc/slugger.ts
var STRIP = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;
function slugify(text) {
  return text.toLowerCase().replace(STRIP, "").replace(/ /g, "-");
}
var GithubSlugger = class {
  occurrences = /* @__PURE__ */ new Map();
  slug(text) {
    const original = slugify(text);
    let result = original;
    while (this.occurrences.has(result)) {
      const next = (this.occurrences.get(original) ?? 0) + 1;
      this.occurrences.set(original, next);
      result = `${original}-${next}`;
    }
    this.occurrences.set(result, 0);
    return result;
  }
};

export {
  DEFAULT_RFC_DIR,
  DEFAULT_INDEX_PATH,
  DEFAULT_MAX_BYTES,
  MENTION_PATTERN,
  classifyPath,
  rfcFolderSegment,
  slugify,
  GithubSlugger
};
