import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  MANIFESTS_OPTION_SPECS
} from "./chunk-KMOKYBJ6.js";
import {
  bindsAtModuleLevel
} from "./chunk-YIJVLTA7.js";
import {
  editDistance
} from "./chunk-CZX43FPE.js";
import {
  _null,
  array,
  boolean,
  int,
  looseObject,
  number,
  record,
  string,
  union,
  unknown
} from "./chunk-NO5C67FT.js";
import {
  MAX_MANIFEST_BYTES,
  loadOpenEnvManifest,
  loadYaml,
  pythonRepr,
  yamlRuleList,
  yamlRules
} from "./chunk-3B44EMFL.js";
import {
  collectFindings,
  runRules
} from "./chunk-RUDGHLJC.js";
import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  NOT_A_SECRET_VALUE_PATTERN,
  SECRET_NAME_PATTERN,
  TOKEN_VALUE_PATTERN,
  describePort,
  dockerfilePorts,
  portConflicts,
  secretVariable,
  servedPortOf,
  startCommands,
  versionAmbiguity
} from "./chunk-533CT4FO.js";
import {
  contextCopies,
  finalStage,
  readDockerfile,
  walkStage
} from "./chunk-XKYF2WI5.js";
import {
  MIN_VERSION_PATTERN,
  anyCase,
  isPep440Version,
  parse,
  parseRequirement,
  parseSpecifierSet,
  specifierSetConcern
} from "./chunk-UP5OX67O.js";
import {
  WORKFLOW_NAMES,
  gateByWorkflow,
  workflowSignals
} from "./chunk-ZD2KKH2D.js";
import {
  decodeText,
  nonFileEntries,
  normalizeRepoPath,
  readFileBounded
} from "./chunk-YHG43ED4.js";
import {
  clipText
} from "./chunk-CX2PQOLX.js";
import {
  compareFindings
} from "./chunk-KBUQXIYL.js";
import {
  clipCodePoints
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/manifests/environment/index.ts
var import_yaml = __toESM(require_dist(), 1);

// src/checks/manifests/environment/context.ts
function isMapping(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
function has(mapping, key) {
  return Object.prototype.hasOwnProperty.call(mapping, key);
}
function describeValue(value) {
  if (value === null || value === void 0) return "empty (null)";
  if (typeof value === "boolean") return `the boolean ${value ? "true" : "false"}`;
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "string") return value === "" ? "an empty string" : "a string";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Date) return "a date";
  if (value instanceof Uint8Array) return "binary data";
  if (isMapping(value)) return "a mapping";
  return "a value of another type";
}
function environments(ctx) {
  const list = ctx.root.environments;
  if (!Array.isArray(list)) return [];
  const out = [];
  list.forEach((value, index) => {
    if (!isMapping(value)) return;
    const label = typeof value.id === "string" && value.id !== "" ? value.id : `#${index + 1}`;
    out.push({ index, path: ["environments", index], value, label });
  });
  return out;
}
function frameworkBlocks(ctx) {
  const out = [];
  for (const environment of environments(ctx)) {
    const frameworks = environment.value.frameworks;
    if (!isMapping(frameworks)) continue;
    for (const [name, value] of Object.entries(frameworks)) {
      out.push({ environment, name, value, path: [...environment.path, "frameworks", name] });
    }
  }
  return out;
}
function openEnvBlocks(ctx) {
  return frameworkBlocks(ctx).filter((f) => f.name === "openenv" && isMapping(f.value)).map((f) => ({ environment: f.environment, block: f.value, path: f.path }));
}
function foreignBlocks(ctx) {
  return frameworkBlocks(ctx).filter((f) => f.name !== "openenv");
}
function walk(value, start, limit = 1e5) {
  const out = [];
  const stack = [{ path: start, value }];
  while (stack.length > 0 && out.length < limit) {
    const node = stack.pop();
    out.push(node);
    if (Array.isArray(node.value)) {
      for (let i = node.value.length - 1; i >= 0; i--) stack.push({ path: [...node.path, i], value: node.value[i] });
    } else if (isMapping(node.value)) {
      const entries2 = Object.entries(node.value);
      for (let i = entries2.length - 1; i >= 0; i--) {
        const [key, child] = entries2[i];
        stack.push({ path: [...node.path, key], value: child, key });
      }
    }
  }
  return out;
}
function leaves(value, start) {
  return walk(value, start).filter((n) => !Array.isArray(n.value) && !isMapping(n.value));
}
function mappingEntries(value, start) {
  return walk(value, start).filter((n) => n.key !== void 0);
}
var memos = /* @__PURE__ */ new WeakMap();
function memo(ctx, key, compute) {
  let cache = memos.get(ctx);
  if (!cache) memos.set(ctx, cache = /* @__PURE__ */ new Map());
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key);
}
function documentLeaves(ctx) {
  return memo(ctx, "leaves", () => leaves(ctx.root, []));
}
function at(ctx, path, part = "value") {
  return { file: ctx.file, ...ctx.locate(path, part) };
}
function atHead(ctx, path) {
  return { file: ctx.file, ...ctx.head(path) };
}

// src/checks/manifests/environment/dataset-card.ts
var MAX_CARD_BYTES = 1024 * 1024;
function cardPathFor(file) {
  const slash = file.lastIndexOf("/");
  return slash === -1 ? "README.md" : `${file.slice(0, slash)}/README.md`;
}
async function readDatasetCard(view, file) {
  const path = cardPathFor(file);
  const bytes = await readFileBounded(view, path, MAX_CARD_BYTES);
  if (bytes === void 0 || typeof bytes === "number") return void 0;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  const frontMatter = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!frontMatter) return { file: path, tags: [], infoSplits: /* @__PURE__ */ new Map() };
  const loaded = loadYaml(new TextEncoder().encode(frontMatter[1]), path);
  if (!loaded.ok || !isMapping(loaded.value)) return void 0;
  return parseCard(path, loaded.value);
}
function parseCard(file, meta) {
  const tags = Array.isArray(meta.tags) ? meta.tags.filter((t) => typeof t === "string") : [];
  let configs;
  if (Array.isArray(meta.configs)) {
    configs = [];
    for (const entry of meta.configs) {
      if (!isMapping(entry) || typeof entry.config_name !== "string") continue;
      configs.push({ name: entry.config_name, splits: splitsOfDataFiles(entry.data_files) });
    }
  }
  const infoSplits = /* @__PURE__ */ new Map();
  const infos = Array.isArray(meta.dataset_info) ? meta.dataset_info : [meta.dataset_info];
  for (const info of infos) {
    if (!isMapping(info) || !Array.isArray(info.splits)) continue;
    const name = typeof info.config_name === "string" ? info.config_name : "default";
    const splits = info.splits.map((s) => isMapping(s) ? s.name : void 0).filter((s) => typeof s === "string");
    if (splits.length > 0) infoSplits.set(name, new Set(splits));
  }
  return { file, tags, configs, infoSplits };
}
function splitsOfDataFiles(dataFiles) {
  if (typeof dataFiles === "string") return /* @__PURE__ */ new Set(["train"]);
  if (!Array.isArray(dataFiles) || dataFiles.length === 0) return void 0;
  if (dataFiles.every((d) => typeof d === "string")) return /* @__PURE__ */ new Set(["train"]);
  const splits = /* @__PURE__ */ new Set();
  for (const d of dataFiles) {
    if (!isMapping(d) || typeof d.split !== "string") return void 0;
    splits.add(d.split);
  }
  return splits;
}

// src/checks/manifests/environment/grammar/did-you-mean.ts
function foldKey(key) {
  return key.toLowerCase().replace(/[-_.\s]/g, "");
}
function suggestKey(key, known, aliases = {}) {
  const folded = foldKey(key);
  if (Object.prototype.hasOwnProperty.call(aliases, folded)) return aliases[folded];
  let best;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const target = foldKey(candidate);
    if (target === folded) return candidate;
    const distance = editDistance(folded, target, 3);
    const limit = target.length <= 4 ? 1 : 2;
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
function didYouMean(key, known, aliases) {
  const suggestion = suggestKey(key, known, aliases);
  return suggestion ? ` Did you mean "${suggestion}"?` : "";
}

// src/checks/manifests/environment/grammar/environment-id.ts
var ENVIRONMENT_ID_STYLE = /^[a-z0-9][a-z0-9._-]{0,95}$/;
var ENVIRONMENT_ID_SAFE_PATTERN = "^[^/@\\s\\x00-\\x1f\\x7f.][^/@\\s\\x00-\\x1f\\x7f]*$";
function environmentIdProblem(id) {
  if (id === "") return "it is empty";
  if (id.includes("/")) return `"${id}" contains "/"`;
  if (id.includes("@")) return `"${id}" contains "@"`;
  if (/\s/.test(id)) return `"${id}" contains whitespace`;
  if (/[\x00-\x1f\x7f]/.test(id)) return "it contains control characters";
  if (id.startsWith(".")) return `"${id}" starts with "."`;
  return void 0;
}

// src/checks/manifests/environment/grammar/hub-id.ts
var HUB_ID_PART_CHARS = /^[A-Za-z0-9._-]+$/;
var HUB_NAME_MAX_LENGTH = 96;
var HUB_REPO_ID_PATTERN = "^(?![-.])(?!.*(--|\\.\\.))[A-Za-z0-9._-]*[A-Za-z0-9_]/(?![-.])(?!.*(--|\\.\\.))[A-Za-z0-9._-]{0,95}[A-Za-z0-9_]$";
function hubIdPartProblem(part, role) {
  if (part === "") return `the ${role} is empty`;
  if (!HUB_ID_PART_CHARS.test(part)) return `the ${role} "${part}" may only use letters, digits, ".", "_" and "-"`;
  if (part.includes("--") || part.includes("..")) return `the ${role} "${part}" contains "--" or ".."`;
  if (/^[-.]|[-.]$/.test(part)) return `the ${role} "${part}" starts or ends with "-" or "."`;
  if (role === "name" && part.length > HUB_NAME_MAX_LENGTH) {
    return `the name is ${part.length} characters long (at most ${HUB_NAME_MAX_LENGTH})`;
  }
  return void 0;
}
function hubRepoIdProblem(id) {
  const parts = id.split("/");
  if (parts.length !== 2) {
    return {
      kind: "shape",
      message: `"${id}" has ${parts.length - 1} "/" but a repo id is exactly "namespace/name"`
    };
  }
  const problem = hubIdPartProblem(parts[0], "namespace") ?? hubIdPartProblem(parts[1], "name");
  return problem ? { kind: "characters", message: problem } : void 0;
}
function isHubRepoId(id) {
  return hubRepoIdProblem(id) === void 0;
}
function spaceIdFromUrl(value) {
  if (!SPACE_URL.test(value)) return void 0;
  const hub = /^(?:https?:\/\/)?(?:www\.)?huggingface\.co\/spaces\/([^/?#]+)\/([^/?#]+)/i.exec(value);
  return hub ? `${hub[1]}/${hub[2]}` : "";
}
var SPACE_URL_PATTERN = `^(?:${anyCase("http")}[Ss]?://|(?:${anyCase("www")}\\.)?${anyCase("huggingface")}\\.${anyCase("co")}/${anyCase("spaces")}/[^/?#]+/[^/?#]+|[^/]+\\.${anyCase("hf")}\\.${anyCase("space")}\\b)`;
var SPACE_URL = new RegExp(SPACE_URL_PATTERN);

// src/checks/manifests/environment/grammar/image-ref.ts
var PATH_COMPONENT = "[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*";
var DOMAIN_COMPONENT = "(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])";
var DOMAIN = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9A-Fa-f:]+\\])(?::[0-9]+)?`;
var TAG = "[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}";
var DIGEST = "[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}";
var IMAGE_REFERENCE_PATTERN = `^(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*(?::${TAG})?(?:@${DIGEST})?$`;
var pathComponent = new RegExp(`^${PATH_COMPONENT}$`);
var domainRe = new RegExp(`^${DOMAIN}$`);
var tagRe = new RegExp(`^${TAG}$`);
var digestRe = new RegExp(`^${DIGEST}$`);
function parseImageReference(value) {
  if (value.trim() === "") return { ok: false, problem: "the reference is empty" };
  if (/\s/.test(value)) return { ok: false, problem: "it contains whitespace" };
  if (/^[a-z]+:\/\//i.test(value)) return { ok: false, problem: 'it is a URL; drop the scheme (e.g. "ghcr.io/org/image:tag")' };
  let rest = value;
  let digest;
  const at2 = rest.indexOf("@");
  if (at2 !== -1) {
    digest = rest.slice(at2 + 1);
    rest = rest.slice(0, at2);
    if (!digestRe.test(digest)) return { ok: false, problem: `the digest "${digest}" is not "algorithm:hex"` };
    if (digest.startsWith("sha256:") && !/^sha256:[0-9a-f]{64}$/.test(digest)) {
      return { ok: false, problem: 'a sha256 digest is "sha256:" followed by 64 lower-case hex digits' };
    }
  }
  let tag;
  const lastSlash = rest.lastIndexOf("/");
  const colon = rest.indexOf(":", lastSlash + 1);
  if (colon !== -1) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (tag === "") return { ok: false, problem: 'it ends with ":" but no tag follows' };
    if (!tagRe.test(tag)) return { ok: false, problem: `the tag "${tag}" is not valid (letters, digits, "_", "." and "-", at most 128)` };
  }
  const segments = rest.split("/");
  let domain;
  if (segments.length > 1 && (/[.:]/.test(segments[0]) || segments[0] === "localhost" || /[A-Z]/.test(segments[0]))) {
    domain = segments.shift();
    if (!domainRe.test(domain)) return { ok: false, problem: `the registry host "${domain}" is not valid` };
  }
  for (const segment of segments) {
    if (!pathComponent.test(segment)) {
      const hint = /[A-Z]/.test(segment) ? " (repository names must be lower-case)" : "";
      return { ok: false, problem: `the path component "${segment}" is not valid${hint}` };
    }
  }
  if (rest.length > 255) return { ok: false, problem: "the repository name is longer than 255 characters" };
  return { ok: true, ref: { domain, path: segments.join("/"), tag, digest } };
}

// src/checks/manifests/environment/grammar/secrets.ts
var SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var TOKEN_SHAPES = [
  ["a Hugging Face token", "hf_[A-Za-z0-9]{16,}"],
  ['an API key ("sk-\u2026")', "sk-[A-Za-z0-9_-]{16,}"],
  ["a GitHub token", "gh[pousr]_[A-Za-z0-9]{20,}"],
  ["a GitHub token", "github_pat_[A-Za-z0-9_]{20,}"],
  ["an AWS access key", "(?:AKIA|ASIA)[0-9A-Z]{16}"]
];
var TOKEN_REGEXES = TOKEN_SHAPES.map(([label, source]) => [label, new RegExp(`^${source}$`)]);
var LONG_BASE64 = /^[A-Za-z0-9+/_-]{40,}={0,2}$/;
var KNOWN_SHAPES = TOKEN_SHAPES.map(([, source]) => source).join("|");
var GENERIC_SHAPE = "(?=\\S*[a-z])(?=\\S*[A-Z])(?=\\S*[0-9])(?![0-9a-fA-F]+\\s*$)[A-Za-z0-9+/_-]{40,}={0,2}";
var KNOWN_TOKEN_VALUE_PATTERN = `^(?:[^=]*=)?\\s*(?:${KNOWN_SHAPES})\\s*$`;
var TOKEN_VALUE_PATTERN2 = `^(?:[^=]*=)?\\s*(?:${KNOWN_SHAPES}|${GENERIC_SHAPE})\\s*$`;
function tokenShape(value, options = {}) {
  const text = value.trim();
  for (const [label, re] of TOKEN_REGEXES) if (re.test(text)) return label;
  if (options.includeGeneric && LONG_BASE64.test(text) && /[a-z]/.test(text) && /[A-Z]/.test(text) && /[0-9]/.test(text) && !/^[0-9a-f]+$/i.test(text)) {
    return "a long random token";
  }
  return void 0;
}

// src/checks/manifests/environment/schema.ts
var SPEC_VERSION = "hf-rl-env-0.1";
var DRAFT_SPEC_VERSIONS = ["hf-env-0.1", "env-0.1"];
var KNOWN_FRAMEWORKS = ["openenv", "harbor", "verifiers", "nemo-gym"];
var RUNTIME_TARGET_KEYS = ["space_id", "image", "package"];
var DEFAULT_OPENENV_MANIFEST = "openenv.yaml";
var HOOK_KEYS = ["adapter", "entrypoint", "entry_point", "hook", "command", "cmd", "script", "setup", "install", "module", "class"];
var OPENENV_KEY_ALIASES = {
  space: "space_id",
  spaceid: "space_id",
  spacename: "space_id",
  hfspace: "space_id",
  dockerimage: "image",
  docker: "image",
  container: "image",
  containerimage: "image",
  pip: "package",
  pypi: "package",
  requirement: "package",
  pippackage: "package",
  version: "min_version",
  minversion: "min_version",
  openenvversion: "min_version",
  secret: "secrets",
  env: "secrets",
  resource: "resources"
};
var MANIFEST_PATH_PATTERN = "^(?![/\\\\])(?![A-Za-z][A-Za-z0-9+.-]*:)(?!(?:.*/)?\\.\\.(?:/|$))[^\\\\]+$";
function manifestPathProblem(path) {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(path)) return "it is a URL";
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) return "it is an absolute path";
  if (path.includes("\\")) return "it uses backslashes";
  if (path.split("/").includes("..")) return 'it contains ".."';
  if (path.trim() === "") return "it is empty";
  return void 0;
}
function isMinVersion(value) {
  if (isPep440Version(value)) return true;
  const parsed = parseSpecifierSet(value);
  return parsed.ok && parsed.specifiers.length > 0;
}
var minVersionSchema = string().refine(isMinVersion, 'a PEP 440 specifier such as ">=0.3.0"').meta({
  pattern: MIN_VERSION_PATTERN,
  description: 'Version constraint on the framework, as a quoted PEP 440 specifier (e.g. ">=0.3.0"). Quote it: unquoted ">=" is a YAML syntax error.',
  markdownDescription: 'Version constraint on the framework, as a quoted PEP 440 specifier (e.g. `">=0.3.0"`; a bare version such as `"0.3.0"` is accepted but discouraged). Quote it: unquoted `>=` is a YAML syntax error.',
  examples: [">=0.3.0"]
});
function hasTokenShapedValue(value, includeGeneric, depth = 0) {
  if (depth > 64) return false;
  if (typeof value === "string") {
    const candidates = [value, ...value.includes("=") ? [value.slice(value.indexOf("=") + 1)] : []];
    return candidates.some((c) => tokenShape(c, { includeGeneric }) !== void 0);
  }
  if (Array.isArray(value)) return value.some((v) => hasTokenShapedValue(v, includeGeneric, depth + 1));
  if (value && typeof value === "object") return Object.values(value).some((v) => hasTokenShapedValue(v, includeGeneric, depth + 1));
  return false;
}
function tokenFree(self, pattern) {
  return {
    anyOf: [
      { type: "string", not: { type: "string", pattern } },
      { type: ["number", "boolean", "null"] },
      { type: "object", additionalProperties: { $ref: `#/definitions/${self}` } },
      { type: "array", items: { $ref: `#/definitions/${self}` } }
    ]
  };
}
var JSON_DEFINITIONS = {
  /** No known token prefix anywhere (flagged in the whole file). */
  knownTokenFree: tokenFree("knownTokenFree", KNOWN_TOKEN_VALUE_PATTERN),
  /** No token shape at all, the generic long-base64 one included (secrets lists, other frameworks' blocks). */
  tokenFree: tokenFree("tokenFree", TOKEN_VALUE_PATTERN2)
};
var nonMapping = union([string(), number(), boolean(), array(unknown())]);
function unknownKey(where) {
  return unknown().meta({
    deprecationMessage: `Not ${where} key of hf-rl-env-0.1: readers ignore it (or a strict one rejects it). Check its spelling.`,
    markdownDescription: `Not ${where} key of \`hf-rl-env-0.1\`.`
  });
}
var secretNameSchema = string().regex(/^[^=]*$/, "a name, not NAME=value").refine((v) => tokenShape(v, { includeGeneric: true }) === void 0, "a secret name, never a secret value").meta({
  not: { pattern: TOKEN_VALUE_PATTERN2 },
  description: "Name of a secret the runtime expects (e.g. HF_TOKEN). Never the value.",
  markdownDescription: "Name of a secret the runtime expects, in environment-variable style (e.g. `HF_TOKEN`). Never the value.",
  examples: ["HF_TOKEN"]
});
var secretsSchema = array(secretNameSchema).meta({
  description: "Names of the secrets the runtime expects. Values are never stored in metadata.",
  markdownDescription: "Names of the secrets the runtime expects, each once. Values are never stored in metadata."
});
var resourcesSchema = looseObject({
  cpus: number().positive().optional().meta({ description: "CPU cores the runtime expects." }),
  memory_gb: number().positive().optional().meta({ description: "Memory the runtime expects, in GB." }),
  gpus: int().nonnegative().optional().meta({ description: "GPUs the runtime expects (0 for none)." }),
  network: boolean().optional().meta({ description: "Whether the runtime needs network access." })
}).catchall(unknownKey("a resources")).meta({ description: "Expected runtime resources. An intentionally small block: cpus, memory_gb, gpus, network." });
var openEnvFrameworkSchema = looseObject({
  space_id: string().refine((v) => spaceIdFromUrl(v) !== void 0 || isHubRepoId(v), 'a Space repo id "namespace/name"').optional().meta({
    description: 'Hugging Face Space repo id hosting the runtime ("namespace/name", not a URL).',
    // A URL is a warning (space-id-url), not an error: editors accept it too.
    anyOf: [{ pattern: HUB_REPO_ID_PATTERN }, { pattern: SPACE_URL_PATTERN }],
    examples: ["openenv/coding_env"]
  }),
  image: string().refine((v) => parseImageReference(v).ok, "a container image reference").optional().meta({
    description: "Container image reference with a pinned tag or digest ([host/]path:tag[@sha256:\u2026]).",
    pattern: IMAGE_REFERENCE_PATTERN,
    examples: ["ghcr.io/openenv/tbench2:0.3.0"]
  }),
  package: string().refine((v) => parseRequirement(v).ok, "one PEP 508 requirement").optional().meta({
    description: "One PEP 508 requirement installing the runtime; AutoEnv discovers distributions named openenv-*.",
    markdownDescription: "One PEP 508 requirement installing the runtime, e.g. `openenv-reasoning-gym>=0.3.0`. AutoEnv discovers distributions named `openenv-*`; pin a version and avoid direct references (`name @ git+\u2026`).",
    examples: ["openenv-reasoning-gym>=0.3.0"]
  }),
  min_version: minVersionSchema.optional(),
  manifest: string().regex(new RegExp(MANIFEST_PATH_PATTERN), "a relative path inside the runtime").refine((v) => manifestPathProblem(v) === void 0, "a relative path inside the runtime").optional().meta({ description: `Path of the runtime's openenv.yaml inside the Space or package. Defaults to "openenv.yaml".`, default: DEFAULT_OPENENV_MANIFEST }),
  resources: resourcesSchema.optional(),
  secrets: secretsSchema.optional(),
  mode: unknown().optional().meta({
    description: "Hub documentation draft only, not in the RFC: the target key already says how the runtime runs.",
    deprecated: true,
    deprecationMessage: "mode is a Hub documentation draft key, not in RFC 006: the target key (space_id, image or package) already says how the runtime runs."
  })
}).catchall(unknownKey("an OpenEnv block")).superRefine((block, ctx) => {
  const targets = RUNTIME_TARGET_KEYS.filter((k) => block[k] !== void 0);
  if (targets.length !== 1) ctx.addIssue({ code: "custom", message: "exactly one of space_id, image, package" });
}).meta({
  title: "OpenEnv runtime",
  // The superRefine above is invisible to JSON Schema; this says the same thing to editors.
  oneOf: RUNTIME_TARGET_KEYS.map((key) => ({ required: [key] })),
  description: "How OpenEnv runs this environment: exactly one of space_id, image or package. Describes expected runtime needs; never an executable hook."
});
var foreignFrameworkSchema = looseObject({ min_version: minVersionSchema.optional() }).meta({
  description: "Settings read by that framework only. OpenEnv and this checker never import, install or execute anything named here."
});
var foreignFrameworkValue = union([foreignFrameworkSchema, _null(), nonMapping]).refine((value) => !hasTokenShapedValue(value, true), "no secret values").meta({ allOf: [{ $ref: "#/definitions/tokenFree" }] });
var frameworksSchema = looseObject({
  // null is an error here (no runtime target), unlike for the other frameworks.
  openenv: union([openEnvFrameworkSchema, nonMapping]).optional(),
  harbor: foreignFrameworkValue.optional().meta({ description: "Harbor settings (opaque to OpenEnv)." }),
  verifiers: foreignFrameworkValue.optional().meta({ description: "Verifiers settings (opaque to OpenEnv)." }),
  "nemo-gym": foreignFrameworkValue.optional().meta({ description: "NeMo Gym settings (opaque to OpenEnv)." })
}).catchall(foreignFrameworkValue).refine((f) => Object.keys(f).length > 0, "at least one framework").meta({ description: `Framework name -> that framework's declaration (null for "compatible, no settings").`, minProperties: 1 });
var datasetSchema = unknown().meta({
  description: "Explicit data locations when Dataset Viewer configs are not enough. Shape not defined by the RFC.",
  markdownDescription: "Explicit data locations when Dataset Viewer configs are not enough: a mapping with e.g. `repo` (`namespace/name`), `config`, `split`, `path`/`paths` (relative, no `..`), `data_files`. Shape not defined by the RFC."
});
var runtimeSchema = union([
  looseObject({
    isolation: unknown().optional().meta({ examples: ["container"] }),
    network: unknown().optional().meta({ description: "Whether the environment needs network access: true or false.", examples: [false] }),
    secrets: secretsSchema.optional()
  }),
  _null(),
  nonMapping
]).meta({ description: "Cross-framework isolation, resources, network and secret expectations. Shape not defined by the RFC." });
var rewardSchema = unknown().meta({
  description: "Reward convention when non-standard.",
  markdownDescription: "Reward convention when non-standard: a mapping with `type: scalar` or `type: object`."
});
var SPLIT_NAME = /^\w+(\.\w+)*$/;
var environmentEntrySchema = looseObject({
  id: string().min(1).regex(new RegExp(ENVIRONMENT_ID_SAFE_PATTERN), 'no "/", "@", whitespace or leading "."').refine((v) => environmentIdProblem(v) === void 0).meta({
    description: "Stable identifier within the dataset repo; the {environment_id} of hf://datasets/{repo_id}/{environment_id}@{revision}. Recommended: ^[a-z0-9][a-z0-9._-]{0,95}$.",
    examples: ["coding"]
  }),
  title: unknown().optional().meta({ description: "Display name (a non-empty string)." }),
  description: unknown().optional().meta({ description: "Human description (a non-empty string)." }),
  config_name: string().optional().meta({ description: "Dataset Viewer / datasets.load_dataset config name." }),
  splits: array(string()).optional().meta({
    description: "Split names valid for this environment.",
    markdownDescription: "Split names valid for this environment: a non-empty list of unique names matching `^\\w+(\\.\\w+)*$` (the `datasets` rule).",
    examples: [["train", "validation"]]
  }),
  dataset: datasetSchema.optional(),
  runtime: runtimeSchema.optional(),
  reward: rewardSchema.optional(),
  frameworks: frameworksSchema
}).catchall(unknownKey("an environment")).meta({ title: "Environment", description: "One RL environment declared by this dataset." });
var KNOWN_SPEC_VERSION_PATTERN = `^(?:hf-rl-env-0\\.\\d+|${DRAFT_SPEC_VERSIONS.map((v) => v.replace(/\./g, "\\.")).join("|")})$`;
var DECLARATION_SPEC_VERSION_PATTERN = "^(?:hf-|env-)";
var environmentManifestSchema = looseObject({
  spec_version: string().regex(new RegExp(KNOWN_SPEC_VERSION_PATTERN), "hf-rl-env-0.1").meta({ description: 'Format version of this file: the string "hf-rl-env-0.1".', examples: [SPEC_VERSION] }),
  environments: array(environmentEntrySchema).min(1).refine((envs) => new Set(envs.map((e) => e.id)).size === envs.length, "unique environment ids").meta({ description: "The environments this dataset declares (at least one, unique ids)." })
}).catchall(unknownKey("a top-level")).refine((file) => !hasTokenShapedValue(file, false), "no credentials in the file").meta({
  // The refinement above, for editors.
  allOf: [{ $ref: "#/definitions/knownTokenFree" }],
  title: "Hugging Face RL environment declaration (environment.yaml)",
  description: 'Dataset-root environment.yaml of OpenEnv RFC 006 ("Hugging Face RL Environment Datasets"), spec_version hf-rl-env-0.1. Experimental: the RFC is in review.'
});
var TOP_LEVEL_KEYS = Object.keys(environmentManifestSchema.shape);
var ENVIRONMENT_KEYS = Object.keys(environmentEntrySchema.shape);
var OPENENV_KEYS = Object.keys(openEnvFrameworkSchema.shape);
var RESOURCE_KEYS = Object.keys(resourcesSchema.shape);

// src/checks/manifests/environment/rules/document.ts
function misspelled(ctx, wanted) {
  const typo = Object.keys(ctx.root).find((k) => k !== wanted && !TOP_LEVEL_KEYS.includes(k) && suggestKey(k, TOP_LEVEL_KEYS) === wanted);
  return typo ? ` ("${typo}" looks like a misspelling of it)` : "";
}
function quoted(ctx, path, fallback) {
  const source = ctx.sourceOf(path)?.trim();
  const text = source && !/^["']/.test(source) ? source : String(fallback);
  return JSON.stringify(text);
}
var specVersionMissing = {
  id: "environment-yaml/spec-version-missing",
  description: "`spec_version` is missing.",
  defaultSeverity: "error",
  details: "EY-V01 [RFC]",
  run(ctx, report) {
    if (has(ctx.root, "spec_version")) return;
    report({ ...atHead(ctx, []), message: `spec_version is missing${misspelled(ctx, "spec_version")}: add "spec_version: ${SPEC_VERSION}" as the first line.` });
  }
};
var specVersionType = {
  id: "environment-yaml/spec-version-type",
  description: "`spec_version` is not a string (e.g. `1`, as in openenv.yaml).",
  defaultSeverity: "error",
  details: "EY-V02 [review]",
  run(ctx, report) {
    if (!has(ctx.root, "spec_version")) return;
    const value = ctx.root.spec_version;
    if (typeof value === "string") return;
    const hint = typeof value === "number" ? " This looks like an openenv.yaml version; the two schemes never mix." : "";
    report({
      ...at(ctx, ["spec_version"]),
      message: `spec_version is ${describeValue(value)}, not a string.${hint} Write "spec_version: ${SPEC_VERSION}".`
    });
  }
};
var specVersionDraft = {
  id: "environment-yaml/spec-version-draft",
  description: "`spec_version` uses a Hub documentation draft spelling (`hf-env-0.1`, `env-0.1`).",
  defaultSeverity: "warning",
  details: "EY-V03 [hub-draft]",
  run(ctx, report) {
    const value = ctx.root.spec_version;
    if (typeof value !== "string" || !DRAFT_SPEC_VERSIONS.includes(value)) return;
    report({
      ...at(ctx, ["spec_version"]),
      message: `spec_version "${value}" is the spelling of a closed Hub documentation draft; consumers following RFC 006 reject it. Write "spec_version: ${SPEC_VERSION}".`
    });
  }
};
var KNOWN_MINOR = /^hf-rl-env-0\.(\d+)$/;
var specVersionUnknownMinor = {
  id: "environment-yaml/spec-version-unknown-minor",
  description: "`spec_version` is `hf-rl-env-0.<n>` with n other than 1.",
  defaultSeverity: "warning",
  details: "EY-V04 [inferred]; the file is still validated with the 0.1 rules.",
  run(ctx, report) {
    const value = ctx.root.spec_version;
    if (typeof value !== "string" || value === SPEC_VERSION || !KNOWN_MINOR.test(value)) return;
    report({
      ...at(ctx, ["spec_version"]),
      message: `spec_version "${value}" is not a version this checker knows; it was validated with the ${SPEC_VERSION} rules. Use "${SPEC_VERSION}" unless you target a newer revision of RFC 006.`
    });
  }
};
var specVersionUnknown = {
  id: "environment-yaml/spec-version-unknown",
  description: "`spec_version` is a string naming no known schema.",
  defaultSeverity: "error",
  details: "EY-V05 [inferred]",
  run(ctx, report) {
    const value = ctx.root.spec_version;
    if (typeof value !== "string" || value === SPEC_VERSION || KNOWN_MINOR.test(value)) return;
    if (DRAFT_SPEC_VERSIONS.includes(value)) return;
    report({ ...at(ctx, ["spec_version"]), message: `spec_version "${value}" is not a known schema. Write "spec_version: ${SPEC_VERSION}".` });
  }
};
var environmentsMissing = {
  id: "environment-yaml/environments-missing",
  description: "`environments` is missing, null, or not a list.",
  defaultSeverity: "error",
  details: "EY-E01 [RFC]",
  run(ctx, report) {
    if (!has(ctx.root, "environments")) {
      report({ ...atHead(ctx, []), message: `environments is missing${misspelled(ctx, "environments")}: add a list "environments:" with at least one "- id: \u2026" entry.` });
      return;
    }
    const value = ctx.root.environments;
    if (Array.isArray(value)) return;
    const hint = isMapping(value) ? ' Write each environment as a list item starting with "- id: \u2026".' : ' Add at least one "- id: \u2026" entry.';
    report({ ...at(ctx, ["environments"], value === null ? "key" : "value"), message: `environments is ${describeValue(value)}, not a list.${hint}` });
  }
};
var environmentsEmpty = {
  id: "environment-yaml/environments-empty",
  description: "`environments` is an empty list.",
  defaultSeverity: "error",
  details: 'EY-E02 [RFC "non-empty"]',
  run(ctx, report) {
    const value = ctx.root.environments;
    if (!Array.isArray(value) || value.length > 0) return;
    report({ ...at(ctx, ["environments"]), message: 'environments is empty: declare at least one environment ("- id: \u2026" with "frameworks:"), or delete the file.' });
  }
};
var environmentNotMapping = {
  id: "environment-yaml/environment-not-mapping",
  description: "An `environments` item is not a mapping.",
  defaultSeverity: "error",
  details: "EY-E03 [RFC]",
  run(ctx, report) {
    const list = ctx.root.environments;
    if (!Array.isArray(list)) return;
    list.forEach((item, index) => {
      if (isMapping(item)) return;
      report({
        ...at(ctx, ["environments", index]),
        key: `#${index}`,
        message: `environments[${index}] is ${describeValue(item)}; each environment is a mapping with at least "id:" and "frameworks:".`
      });
    });
  }
};
var duplicateEnvironmentId = {
  id: "environment-yaml/duplicate-environment-id",
  description: "Two environments share an `id` (error), or differ only by case (warning).",
  defaultSeverity: "error",
  details: 'EY-E04 [inferred from "stable identifier within the dataset repo"]',
  run(ctx, report) {
    const exact = /* @__PURE__ */ new Map();
    const folded = /* @__PURE__ */ new Map();
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (typeof id !== "string" || id === "") continue;
      const first = exact.get(id);
      if (first !== void 0) {
        report({
          ...at(ctx, [...env.path, "id"]),
          key: `${id}#${env.index}`,
          message: `id "${id}" is already used by environments[${first}]; ids must be unique within the dataset: rename one.`
        });
        continue;
      }
      exact.set(id, env.index);
      const lower = id.toLowerCase();
      const clash = folded.get(lower);
      if (clash !== void 0) {
        report({
          ...at(ctx, [...env.path, "id"]),
          key: `${id}~${clash}`,
          severity: "warning",
          message: `id "${id}" differs from "${clash}" only by case; references on case-insensitive systems will collide: rename one.`
        });
      } else folded.set(lower, id);
    }
  }
};
var unknownTopLevelKey = {
  id: "environment-yaml/unknown-top-level-key",
  description: "Top-level key not defined by the RFC.",
  defaultSeverity: "notice",
  details: "EY-T01 [inferred]: a future revision may add keys; a strict model may reject them.",
  run(ctx, report) {
    for (const key of Object.keys(ctx.root)) {
      if (TOP_LEVEL_KEYS.includes(key)) continue;
      report({
        ...at(ctx, [key], "key"),
        key,
        message: `"${key}" is not an ${SPEC_VERSION} top-level key (only ${TOP_LEVEL_KEYS.join(", ")}); strict readers may reject it.${didYouMean(key, TOP_LEVEL_KEYS)} Otherwise remove it or move it into an environment.`
      });
    }
  }
};
var documentRules = [
  specVersionMissing,
  specVersionType,
  specVersionDraft,
  specVersionUnknownMinor,
  specVersionUnknown,
  environmentsMissing,
  environmentsEmpty,
  environmentNotMapping,
  duplicateEnvironmentId,
  unknownTopLevelKey
];

// src/checks/manifests/environment/rules/environment.ts
var unknownEnvironmentKey = {
  id: "environment-yaml/unknown-environment-key",
  description: "Key in an environment that the RFC does not define.",
  defaultSeverity: "notice",
  details: 'No spec code: the per-environment counterpart of EY-T01 [inferred], with "did you mean" for typos.',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const key of Object.keys(env.value)) {
        if (ENVIRONMENT_KEYS.includes(key)) continue;
        report({
          ...at(ctx, [...env.path, key], "key"),
          key: `${env.label}.${key}`,
          message: `"${key}" is not an environment field (${ENVIRONMENT_KEYS.join(", ")}).${didYouMean(key, ENVIRONMENT_KEYS)} Otherwise remove it or move it under "runtime" or a framework block.`
        });
      }
    }
  }
};
var idMissing = {
  id: "environment-yaml/id-missing",
  description: "Environment `id` is missing, null or empty.",
  defaultSeverity: "error",
  details: "EY-I01 [RFC]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (!has(env.value, "id")) {
        report({ ...atHead(ctx, env.path), key: env.label, message: `environments[${env.index}] has no id: add "id: <name>" (lower case, digits, ".", "_", "-"), the {environment_id} of its references.` });
      } else if (id === null || id === "") {
        report({ ...at(ctx, [...env.path, "id"], id === null ? "key" : "value"), key: env.label, message: `environments[${env.index}].id is empty: give it a stable name such as "coding".` });
      }
    }
  }
};
var idType = {
  id: "environment-yaml/id-type",
  description: "Environment `id` is not a string (e.g. `id: 2.0`).",
  defaultSeverity: "error",
  details: "EY-I02 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (id === null || id === void 0 || typeof id === "string") continue;
      const path = [...env.path, "id"];
      const fix = typeof id === "number" || typeof id === "boolean" ? ` Quote it: id: ${quoted(ctx, path, id)}.` : " Write a plain name.";
      report({ ...at(ctx, path), key: env.label, message: `id is ${describeValue(id)}, not a string.${fix}` });
    }
  }
};
var idReferenceUnsafe = {
  id: "environment-yaml/id-reference-unsafe",
  description: "Environment `id` contains `/`, `@`, whitespace or control characters, or starts with `.`.",
  defaultSeverity: "error",
  details: "EY-I03 [inferred]: the id is embedded in hf://datasets/{repo_id}/{environment_id}@{revision}.",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (typeof id !== "string" || id === "") continue;
      const problem = environmentIdProblem(id);
      if (!problem) continue;
      report({
        ...at(ctx, [...env.path, "id"]),
        key: `${id}#${env.index}`,
        message: `id ${problem}, which breaks "hf://datasets/{repo_id}/{environment_id}@{revision}" references. Use letters, digits, ".", "_" and "-" (e.g. "${suggestId(id)}").`
      });
    }
  }
};
function suggestId(id) {
  const cleaned = id.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[-._]+|-+$/g, "");
  return cleaned === "" ? "my-env" : cleaned.slice(0, 96);
}
var idStyle = {
  id: "environment-yaml/id-style",
  description: "Environment `id` does not follow `^[a-z0-9][a-z0-9._-]{0,95}$`.",
  defaultSeverity: "warning",
  details: "EY-I04 [inferred style, mirrors Hub naming]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (typeof id !== "string" || id === "" || environmentIdProblem(id) || ENVIRONMENT_ID_STYLE.test(id)) continue;
      const why = id.length > 96 ? `is ${id.length} characters long (at most 96)` : 'uses capitals or punctuation other than ".", "_", "-"';
      report({ ...at(ctx, [...env.path, "id"]), key: id, message: `id "${clipText(id, 40)}" ${why}; prefer "${suggestId(id)}".` });
    }
  }
};
var textFieldType = {
  id: "environment-yaml/text-field-type",
  description: "`title` or `description` is not a string.",
  defaultSeverity: "warning",
  details: "EY-D01 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const field of ["title", "description"]) {
        if (!has(env.value, field)) continue;
        const value = env.value[field];
        if (typeof value === "string" || value === null) continue;
        const path = [...env.path, field];
        report({ ...at(ctx, path), key: `${env.label}.${field}`, message: `${field} is ${describeValue(value)}, not text. Quote it: ${field}: ${quoted(ctx, path, value)}.` });
      }
    }
  }
};
var textFieldEmpty = {
  id: "environment-yaml/text-field-empty",
  description: "`title` or `description` is empty.",
  defaultSeverity: "notice",
  details: "EY-D02 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const field of ["title", "description"]) {
        if (!has(env.value, field)) continue;
        const value = env.value[field];
        if (value !== null && !(typeof value === "string" && value.trim() === "")) continue;
        report({ ...at(ctx, [...env.path, field], "key"), key: `${env.label}.${field}`, message: `${field} is empty: write one or remove the key.` });
      }
    }
  }
};
var configNameType = {
  id: "environment-yaml/config-name-type",
  description: "`config_name` is not a string.",
  defaultSeverity: "error",
  details: "EY-S01 [RFC]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      if (!has(env.value, "config_name")) continue;
      const value = env.value.config_name;
      if (typeof value === "string") continue;
      const path = [...env.path, "config_name"];
      const fix = value === null ? "name a config of the dataset card, or remove the key" : `quote it: config_name: ${quoted(ctx, path, value)}`;
      report({ ...at(ctx, path, value === null ? "key" : "value"), key: env.label, message: `config_name is ${describeValue(value)}, not a string: ${fix}.` });
    }
  }
};
var configNameUnknown = {
  id: "environment-yaml/config-name-unknown",
  description: "`config_name` is not a config of the dataset card beside the file.",
  defaultSeverity: "warning",
  details: "EY-S02 [RFC Phase 3 intent]; only when README.md is present.",
  run(ctx, report) {
    const card = ctx.card;
    if (!card) return;
    for (const env of environments(ctx)) {
      const name = env.value.config_name;
      if (typeof name !== "string") continue;
      const path = [...env.path, "config_name"];
      if (!card.configs) {
        if (name !== "default") {
          report({ ...at(ctx, path), key: `${env.label}:${name}`, message: `config_name "${name}" is not declared: ${card.file} has no "configs:" list, so the only config is "default". Add the config to the card or use "default".` });
        }
        continue;
      }
      const names = card.configs.map((c) => c.name);
      if (names.includes(name)) continue;
      report({
        ...at(ctx, path),
        key: `${env.label}:${name}`,
        message: `config_name "${name}" is not one of the configs in ${card.file} (${names.join(", ") || "none"}).${didYouMean(name, names)} Fix the name or add the config to the card.`
      });
    }
  }
};
var splitsType = {
  id: "environment-yaml/splits-type",
  description: "`splits` is not a list of strings.",
  defaultSeverity: "error",
  details: "EY-S03 [RFC]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      if (!has(env.value, "splits")) continue;
      const splits = env.value.splits;
      const path = [...env.path, "splits"];
      if (!Array.isArray(splits)) {
        const fix = typeof splits === "string" ? `write a list: splits: [${splits}]` : 'write a list such as "splits: [train, validation]"';
        report({ ...at(ctx, path, splits === null ? "key" : "value"), key: env.label, message: `splits is ${describeValue(splits)}, not a list: ${fix}.` });
        continue;
      }
      splits.forEach((split, i) => {
        if (typeof split === "string") return;
        const item = [...path, i];
        report({ ...at(ctx, item), key: `${env.label}#${i}`, message: `splits[${i}] is ${describeValue(split)}, not a split name. Quote it: ${quoted(ctx, item, split)}.` });
      });
    }
  }
};
var splitsEmpty = {
  id: "environment-yaml/splits-empty",
  description: "`splits` is an empty list.",
  defaultSeverity: "warning",
  details: "EY-S04 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits) || splits.length > 0) continue;
      report({ ...at(ctx, [...env.path, "splits"]), key: env.label, message: "splits is empty: list the valid split names, or remove the key to allow all splits." });
    }
  }
};
var duplicateSplit = {
  id: "environment-yaml/duplicate-split",
  description: "A split name is listed twice.",
  defaultSeverity: "warning",
  details: "EY-S05 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits)) continue;
      const seen = /* @__PURE__ */ new Set();
      splits.forEach((split, i) => {
        if (typeof split !== "string") return;
        if (seen.has(split)) {
          report({ ...at(ctx, [...env.path, "splits", i]), key: `${env.label}:${split}`, message: `split "${split}" is listed twice: remove the repetition.` });
        }
        seen.add(split);
      });
    }
  }
};
var splitName = {
  id: "environment-yaml/split-name",
  description: "Split name does not match the `datasets` rule `^\\w+(\\.\\w+)*$`.",
  defaultSeverity: "warning",
  details: "EY-S06 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits)) continue;
      splits.forEach((split, i) => {
        if (typeof split !== "string" || SPLIT_NAME.test(split)) return;
        report({
          ...at(ctx, [...env.path, "splits", i]),
          key: `${env.label}:${split}`,
          message: `split "${split}" is not a valid datasets split name (letters, digits and "_", dot-separated); e.g. "${split.replace(/[^\w.]+/g, "_").replace(/^\.+|\.+$/g, "") || "train"}".`
        });
      });
    }
  }
};
var splitUnknown = {
  id: "environment-yaml/split-unknown",
  description: "A split is not declared for the selected config in the dataset card.",
  defaultSeverity: "warning",
  details: "EY-S07 [RFC Phase 3 intent]; only when README.md declares the config's splits.",
  run(ctx, report) {
    const card = ctx.card;
    if (!card) return;
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits)) continue;
      const configName = typeof env.value.config_name === "string" ? env.value.config_name : "default";
      const config = card.configs?.find((c) => c.name === configName);
      const known = config?.splits ?? card.infoSplits.get(configName);
      if (!known) continue;
      splits.forEach((split, i) => {
        if (typeof split !== "string" || known.has(split)) return;
        report({
          ...at(ctx, [...env.path, "splits", i]),
          key: `${env.label}:${split}`,
          message: `split "${split}" is not declared for config "${configName}" in ${card.file} (${[...known].join(", ")}).${didYouMean(split, [...known])} Fix the name or add the split to the card.`
        });
      });
    }
  }
};
var OPAQUE_BLOCKS = ["dataset", "runtime", "reward"];
var opaqueBlockType = {
  id: "environment-yaml/opaque-block-type",
  description: "`dataset`, `runtime` or `reward` is present but not a mapping.",
  defaultSeverity: "warning",
  details: "EY-O01 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const field of OPAQUE_BLOCKS) {
        if (!has(env.value, field) || isMapping(env.value[field])) continue;
        const value = env.value[field];
        report({
          ...at(ctx, [...env.path, field], value === null ? "key" : "value"),
          key: `${env.label}.${field}`,
          message: `${field} is ${describeValue(value)}, not a mapping: write "key: value" pairs under it (e.g. ${EXAMPLES[field]}), or remove it.`
        });
      }
    }
  }
};
var EXAMPLES = {
  dataset: '"repo: namespace/name"',
  runtime: '"network: false"',
  reward: '"type: scalar"'
};
var datasetRepoId = {
  id: "environment-yaml/dataset-repo-id",
  description: "`dataset.repo` is not a valid dataset repo id.",
  defaultSeverity: "warning",
  details: "EY-O02 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const dataset = env.value.dataset;
      if (!isMapping(dataset) || !has(dataset, "repo")) continue;
      const repo = dataset.repo;
      const path = [...env.path, "dataset", "repo"];
      if (typeof repo !== "string") {
        report({ ...at(ctx, path), key: env.label, message: `dataset.repo is ${describeValue(repo)}: write the dataset repo id as "namespace/name".` });
        continue;
      }
      const problem = hubRepoIdProblem(repo.replace(/^(?:https?:\/\/huggingface\.co\/)?datasets\//, ""));
      const isUrl = /^[a-z]+:\/\//i.test(repo);
      if (!problem && !isUrl) continue;
      report({ ...at(ctx, path), key: env.label, message: `dataset.repo "${repo}" is not a dataset repo id${isUrl ? " (it is a URL)" : `: ${problem.message}`}. Write "namespace/name".` });
    }
  }
};
var PATH_KEYS = /* @__PURE__ */ new Set(["path", "paths", "data_files"]);
var datasetPathUnsafe = {
  id: "environment-yaml/dataset-path-unsafe",
  description: "A `dataset` path is absolute or contains `..`.",
  defaultSeverity: "warning",
  details: "EY-O03 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const dataset = env.value.dataset;
      if (!isMapping(dataset)) continue;
      const seen = /* @__PURE__ */ new Set();
      for (const entry of mappingEntries(dataset, [...env.path, "dataset"])) {
        if (!PATH_KEYS.has(entry.key)) continue;
        for (const leaf of leaves(entry.value, entry.path)) {
          if (typeof leaf.value !== "string" || seen.has(leaf.path.join("\0"))) continue;
          seen.add(leaf.path.join("\0"));
          const p = leaf.value;
          const absolute = p.startsWith("/") || p.startsWith("\\") || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith("~");
          const parent = p.split(/[\\/]/).includes("..");
          if (!absolute && !parent) continue;
          report({
            ...at(ctx, leaf.path),
            key: `${env.label}:${p}`,
            message: `dataset path "${p}" ${absolute ? "is absolute" : 'contains ".."'}: paths are relative to the dataset repository root and stay inside it.`
          });
        }
      }
    }
  }
};
var runtimeNetworkValue = {
  id: "environment-yaml/runtime-network-value",
  description: "`runtime.network` is neither a boolean nor `enabled`/`disabled`.",
  defaultSeverity: "notice",
  details: "EY-O04 [inferred]; `enabled`/`disabled` is the Hub draft spelling.",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const runtime = env.value.runtime;
      if (!isMapping(runtime) || !has(runtime, "network")) continue;
      const value = runtime.network;
      if (typeof value === "boolean" || value === "enabled" || value === "disabled") continue;
      report({ ...at(ctx, [...env.path, "runtime", "network"]), key: env.label, message: `runtime.network is ${typeof value === "string" ? `"${value}"` : describeValue(value)}: write true or false (or "enabled"/"disabled").` });
    }
  }
};
var rewardType = {
  id: "environment-yaml/reward-type",
  description: "`reward.type` is not `scalar` or `object`.",
  defaultSeverity: "notice",
  details: 'EY-O06 [RFC wording "scalar/object"]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const reward = env.value.reward;
      if (!isMapping(reward) || !has(reward, "type")) continue;
      const value = reward.type;
      if (value === "scalar" || value === "object") continue;
      report({ ...at(ctx, [...env.path, "reward", "type"]), key: env.label, message: `reward.type is ${typeof value === "string" ? `"${value}"` : describeValue(value)}; the RFC names "scalar" or "object".` });
    }
  }
};
function networkFlag(value) {
  if (typeof value === "boolean") return value;
  if (value === "enabled") return true;
  if (value === "disabled") return false;
  return void 0;
}
var networkContradiction = {
  id: "environment-yaml/network-contradiction",
  description: "`runtime.network` and `frameworks.openenv.resources.network` disagree.",
  defaultSeverity: "warning",
  details: "EY-O07 [inferred]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const runtime = env.value.runtime;
      const frameworks = env.value.frameworks;
      if (!isMapping(runtime) || !isMapping(frameworks) || !isMapping(frameworks.openenv)) continue;
      const resources = frameworks.openenv.resources;
      if (!isMapping(resources)) continue;
      const outer = networkFlag(runtime.network);
      const inner = networkFlag(resources.network);
      if (outer === void 0 || inner === void 0 || outer === inner) continue;
      report({
        ...at(ctx, [...env.path, "frameworks", "openenv", "resources", "network"]),
        key: env.label,
        message: `frameworks.openenv.resources.network (${inner}) contradicts runtime.network (${outer}): make them agree, or drop one.`
      });
    }
  }
};
var environmentRules = [
  unknownEnvironmentKey,
  idMissing,
  idType,
  idReferenceUnsafe,
  idStyle,
  textFieldType,
  textFieldEmpty,
  configNameType,
  configNameUnknown,
  splitsType,
  splitsEmpty,
  duplicateSplit,
  splitName,
  splitUnknown,
  opaqueBlockType,
  datasetRepoId,
  datasetPathUnsafe,
  runtimeNetworkValue,
  rewardType,
  networkContradiction
];

// src/checks/manifests/environment/rules/file.ts
var DECLARATION_FILE_NAME = "environment.yaml";
function baseName(file) {
  return file.slice(file.lastIndexOf("/") + 1);
}
var fileName = {
  id: "environment-yaml/file-name",
  description: "An RL environment declaration in a file not named exactly `environment.yaml`.",
  defaultSeverity: "error",
  details: "EY-F01 [inferred]: the RFC and the Hub draft look for environment.yaml only.",
  run(ctx, report) {
    const name = baseName(ctx.file);
    if (name === DECLARATION_FILE_NAME) return;
    report({ ...atHead(ctx, []), key: name, message: `This RL environment declaration is named "${name}"; readers look for "${DECLARATION_FILE_NAME}" only: rename the file.` });
  }
};
var fileLocation = {
  id: "environment-yaml/file-location",
  description: "Declaration not at the root of the dataset repository.",
  defaultSeverity: "warning",
  details: "EY-F02 [RFC: dataset root only; Open Question 2]. Applies when the repository under check is a Hub dataset repo.",
  run(ctx, report) {
    if (!ctx.isDatasetRepo || !ctx.file.includes("/")) return;
    report({
      ...atHead(ctx, []),
      key: ctx.file,
      message: `${DECLARATION_FILE_NAME} is read only at the dataset repository root (RFC 006), not in "${ctx.file.slice(0, ctx.file.lastIndexOf("/"))}/": move it to the root.`
    });
  }
};
var unrecognisedFile = {
  id: "environment-yaml/unrecognised-file",
  description: "`environment.yaml` that is neither a conda environment nor a recognisable RL declaration.",
  defaultSeverity: "notice",
  details: "EY-F03 [inferred]: reported only when the file has a `spec_version` of another shape; other files are skipped silently."
};
var ENVIRONMENT_TAGS = ["rl-environment", "environment"];
var datasetCardTags = {
  id: "environment-yaml/dataset-card-tags",
  description: "The dataset card lacks the `rl-environment` (or `environment`) tag or the `openenv` tag while `frameworks.openenv` is declared.",
  defaultSeverity: "notice",
  details: "EY-F04 [inferred from the shipped tag-based Hub feature]; only when README.md is present.",
  run(ctx, report) {
    const card = ctx.card;
    const first = openEnvBlocks(ctx)[0];
    if (!card || !first || !isMapping(first.block)) return;
    const missing = [];
    if (!card.tags.some((t) => ENVIRONMENT_TAGS.includes(t))) missing.push("rl-environment");
    if (!card.tags.includes("openenv")) missing.push("openenv");
    if (missing.length === 0) return;
    report({
      ...at(ctx, first.path, "key"),
      key: missing.join(","),
      message: `The Hub discovers RL environments by dataset-card tags, and ${card.file} lacks ${missing.map((t) => `"${t}"`).join(" and ")}: add them under "tags:" in its front matter.`
    });
  }
};
var fileRules = [fileName, fileLocation, datasetCardTags];

// src/checks/manifests/environment/rules/frameworks.ts
var KNOWN = KNOWN_FRAMEWORKS;
function frameworkTypo(name) {
  if (KNOWN.includes(name)) return void 0;
  return suggestKey(name, KNOWN);
}
var frameworksMissing = {
  id: "environment-yaml/frameworks-missing",
  description: "`frameworks` is missing, null, or not a mapping.",
  defaultSeverity: "error",
  details: "EY-W01 [RFC]",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      if (!has(env.value, "frameworks")) {
        report({
          ...atHead(ctx, env.path),
          key: env.label,
          message: `environment "${env.label}" has no frameworks: add "frameworks:" with at least one block, e.g. "openenv: {space_id: namespace/name}".`
        });
        continue;
      }
      const value = env.value.frameworks;
      if (isMapping(value)) continue;
      const path = [...env.path, "frameworks"];
      const names = Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
      const fix = names.length > 0 ? `write a mapping of framework name to settings, e.g. "${names[0]}:" followed by its settings indented below (null for none)` : 'write a mapping such as "openenv: {space_id: namespace/name}"';
      report({ ...at(ctx, path, value === null ? "key" : "value"), key: env.label, message: `frameworks is ${describeValue(value)}, not a mapping: ${fix}.` });
    }
  }
};
var frameworksEmpty = {
  id: "environment-yaml/frameworks-empty",
  description: "`frameworks` is an empty mapping.",
  defaultSeverity: "error",
  details: 'EY-W02 [inferred; hub draft says "one or more"]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const value = env.value.frameworks;
      if (!isMapping(value) || Object.keys(value).length > 0) continue;
      report({ ...at(ctx, [...env.path, "frameworks"]), key: env.label, message: "frameworks is empty: declare at least one framework block (openenv, harbor, verifiers or nemo-gym)." });
    }
  }
};
var unknownFramework = {
  id: "environment-yaml/unknown-framework",
  description: "Framework name other than `openenv`, `harbor`, `verifiers`, `nemo-gym`.",
  defaultSeverity: "notice",
  details: "EY-W03 [inferred]; the block is kept as opaque data.",
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      if (KNOWN.includes(f.name) || frameworkTypo(f.name)) continue;
      report({
        ...at(ctx, f.path, "key"),
        key: `${f.environment.label}.${f.name}`,
        message: `"${f.name}" is not a framework this checker knows (${KNOWN.join(", ")}); its block is treated as opaque data. Check the spelling if you meant one of those.`
      });
    }
  }
};
var frameworkNameTypo = {
  id: "environment-yaml/framework-name-typo",
  description: "Framework name differs from a known one only by case, separator or a typo (`OpenEnv`, `nemo_gym`).",
  defaultSeverity: "warning",
  details: "EY-W04 [inferred]",
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      const meant = frameworkTypo(f.name);
      if (!meant) continue;
      const how = foldKey(meant) === foldKey(f.name) ? "differs only by case or separator from" : "looks like a misspelling of";
      report({
        ...at(ctx, f.path, "key"),
        key: `${f.environment.label}.${f.name}`,
        message: `framework "${f.name}" ${how} "${meant}"; consumers match names exactly. Rename it to "${meant}".`
      });
    }
  }
};
var frameworkValueType = {
  id: "environment-yaml/framework-value-type",
  description: 'A framework value is not a mapping (warning) or is null (notice: "compatible, no settings").',
  defaultSeverity: "warning",
  details: "EY-W05 [inferred]; a null `openenv` block is reported by environment-yaml/openenv-target-missing instead.",
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      if (isMapping(f.value)) continue;
      if (f.value === null) {
        if (f.name === "openenv") continue;
        report({
          ...at(ctx, f.path, "key"),
          key: `${f.environment.label}.${f.name}`,
          severity: "notice",
          message: `frameworks.${f.name} is empty: read as "compatible, no settings". Add its settings (e.g. min_version) if the framework needs any.`
        });
        continue;
      }
      report({
        ...at(ctx, f.path),
        key: `${f.environment.label}.${f.name}`,
        message: `frameworks.${f.name} is ${describeValue(f.value)}, not a mapping: write its settings as "key: value" pairs indented under "${f.name}:" (or leave it empty for no settings).`
      });
    }
  }
};
var noOpenEnvFramework = {
  id: "environment-yaml/no-openenv-framework",
  description: "An environment has no `openenv` block: not runnable through OpenEnv.",
  defaultSeverity: "notice",
  details: "EY-W06 [inferred]; OpenEnv-specific checks are skipped for it.",
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const frameworks = env.value.frameworks;
      if (!isMapping(frameworks) || Object.keys(frameworks).length === 0 || has(frameworks, "openenv")) continue;
      report({
        ...at(ctx, [...env.path, "frameworks"], "key"),
        key: env.label,
        message: `environment "${env.label}" has no frameworks.openenv block, so OpenEnv cannot run it. Add "openenv:" with one of space_id, image or package if it should be.`
      });
    }
  }
};
var CODE_KEYS = /* @__PURE__ */ new Set([...HOOK_KEYS, "loader", "factory", "callable", "function", "target", "_target_", "handler", "plugin"]);
var DOTTED_PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+(?::[A-Za-z_][A-Za-z0-9_.]*)?$/;
var foreignCodePath = {
  id: "environment-yaml/foreign-code-path",
  description: "A non-OpenEnv framework block names a dotted import path (adapter, class, entrypoint\u2026).",
  defaultSeverity: "notice",
  details: "EY-Z01 [review]. The checker never imports, resolves, installs or executes anything named in these blocks; it only reads the text.",
  run(ctx, report) {
    for (const f of foreignBlocks(ctx)) {
      if (!isMapping(f.value)) continue;
      for (const entry of mappingEntries(f.value, f.path)) {
        if (!CODE_KEYS.has(entry.key.toLowerCase()) || typeof entry.value !== "string" || !DOTTED_PATH.test(entry.value)) continue;
        report({
          ...at(ctx, entry.path),
          key: `${f.environment.label}.${f.name}.${entry.key}`,
          message: `${entry.key} "${entry.value}" is code that ${f.name} imports and runs, not OpenEnv; review it before trusting this dataset (OpenEnv never imports it).`
        });
      }
    }
  }
};
var frameworkRules = [
  frameworksMissing,
  frameworksEmpty,
  unknownFramework,
  frameworkNameTypo,
  frameworkValueType,
  noOpenEnvFramework,
  foreignCodePath
];

// src/checks/manifests/environment/rules/openenv.ts
var TARGETS = RUNTIME_TARGET_KEYS;
var openEnvTargetMissing = {
  id: "environment-yaml/openenv-target-missing",
  description: "`frameworks.openenv` has none of `space_id`, `image`, `package`.",
  defaultSeverity: "error",
  details: 'EY-R01 [RFC "exactly one of"]; also reported for an empty (null) openenv block.',
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      if (f.name !== "openenv") continue;
      if (f.value !== null && !(isMapping(f.value) && !TARGETS.some((k) => has(f.value, k)))) continue;
      const typo = isMapping(f.value) ? Object.keys(f.value).map((k) => suggestKey(k, TARGETS, OPENENV_KEY_ALIASES)).find((s) => s && TARGETS.includes(s)) : void 0;
      report({
        ...at(ctx, f.path, "key"),
        key: f.environment.label,
        message: `frameworks.openenv names no runtime: add exactly one of space_id (a Space "namespace/name"), image (a container image) or package (a pip requirement).${typo ? ` Did you mean "${typo}"?` : ""}`
      });
    }
  }
};
var openEnvTargetMultiple = {
  id: "environment-yaml/openenv-target-multiple",
  description: "`frameworks.openenv` has more than one of `space_id`, `image`, `package`.",
  defaultSeverity: "error",
  details: 'EY-R02 [RFC "exactly one of"]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const present = TARGETS.filter((k) => has(block, k));
      if (present.length < 2) continue;
      report({
        ...at(ctx, [...path, present[1]], "key"),
        key: environment.label,
        message: `frameworks.openenv has ${present.join(" and ")}; exactly one runtime target is allowed: keep one and remove the other${present.length > 2 ? "s" : ""}.`
      });
    }
  }
};
var openEnvTargetEmpty = {
  id: "environment-yaml/openenv-target-empty",
  description: "The runtime target key is null or an empty string.",
  defaultSeverity: "error",
  details: "EY-R03 [inferred]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      for (const key of TARGETS) {
        if (!has(block, key)) continue;
        const value = block[key];
        if (value !== null && !(typeof value === "string" && value.trim() === "")) continue;
        report({ ...at(ctx, [...path, key], "key"), key: `${environment.label}.${key}`, message: `${key} is empty: give it a value (${TARGET_EXAMPLES[key]}) or remove the key.` });
      }
    }
  }
};
var TARGET_EXAMPLES = {
  space_id: 'e.g. "openenv/coding_env"',
  image: 'e.g. "ghcr.io/openenv/coding_env:0.3.0"',
  package: 'e.g. "openenv-coding-env>=0.3.0"'
};
function targetValues(ctx, key) {
  return openEnvBlocks(ctx).filter(({ block }) => has(block, key) && block[key] !== null && block[key] !== "").map(({ environment, block, path }) => ({ environment, value: block[key], path: [...path, key] }));
}
var spaceIdShape = {
  id: "environment-yaml/space-id-shape",
  description: "`space_id` is not a string with exactly one `/`.",
  defaultSeverity: "error",
  details: "EY-P01 [inferred]",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "space_id")) {
      if (typeof value !== "string") {
        report({ ...at(ctx, path), key: environment.label, message: `space_id is ${describeValue(value)}: write the Space repo id as "namespace/name".` });
        continue;
      }
      if (spaceIdFromUrl(value) !== void 0) continue;
      if (hubRepoIdProblem(value)?.kind !== "shape") continue;
      report({ ...at(ctx, path), key: environment.label, message: `space_id "${value}" is not "namespace/name" (exactly one "/"), e.g. "openenv/coding_env".` });
    }
  }
};
var spaceIdCharacters = {
  id: "environment-yaml/space-id-characters",
  description: "A `space_id` part breaks the Hub naming rules (characters, `--`/`..`, edges, length).",
  defaultSeverity: "error",
  details: "EY-P02 [inferred from Hugging Face repo-id rules]",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "space_id")) {
      if (typeof value !== "string" || spaceIdFromUrl(value) !== void 0) continue;
      const problem = hubRepoIdProblem(value);
      if (problem?.kind !== "characters") continue;
      report({ ...at(ctx, path), key: environment.label, message: `space_id "${value}" is not a valid Hub repo id: ${problem.message}. Use the id shown in the Space URL.` });
    }
  }
};
var spaceIdUrl = {
  id: "environment-yaml/space-id-url",
  description: "`space_id` is given as a URL.",
  defaultSeverity: "warning",
  details: "EY-P03 [inferred]: AutoEnv accepts URLs, the RFC uses repo ids.",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "space_id")) {
      if (typeof value !== "string") continue;
      const id = spaceIdFromUrl(value);
      if (id === void 0) continue;
      report({
        ...at(ctx, path),
        key: environment.label,
        message: `space_id is a URL; use the repo id instead${id ? `: space_id: ${id}` : ' ("namespace/name" from https://huggingface.co/spaces/namespace/name)'}.`
      });
    }
  }
};
var imageInvalid = {
  id: "environment-yaml/image-invalid",
  description: "`image` is not a valid container image reference.",
  defaultSeverity: "error",
  details: "EY-G01 [inferred, OCI distribution reference grammar]",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "image")) {
      if (typeof value !== "string") {
        report({ ...at(ctx, path), key: environment.label, message: `image is ${describeValue(value)}: write an image reference such as "ghcr.io/org/name:1.0".` });
        continue;
      }
      const parsed = parseImageReference(value);
      if (parsed.ok) continue;
      report({ ...at(ctx, path), key: environment.label, message: `image "${value}" is not a valid image reference: ${parsed.problem}. Expected [registry/]path[:tag][@sha256:\u2026], e.g. "ghcr.io/org/name:1.0".` });
    }
  }
};
var imageUnpinned = {
  id: "environment-yaml/image-unpinned",
  description: "`image` has no tag and no digest, or the tag `latest`.",
  defaultSeverity: "warning",
  details: "EY-G02 [inferred; the RFC examples always pin a tag]",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "image")) {
      if (typeof value !== "string") continue;
      const parsed = parseImageReference(value);
      if (!parsed.ok || parsed.ref.digest || parsed.ref.tag && parsed.ref.tag !== "latest") continue;
      const what = parsed.ref.tag ? 'uses the moving tag "latest"' : 'has no tag or digest (it means "latest")';
      report({ ...at(ctx, path), key: environment.label, message: `image "${value}" ${what}, so runs are not reproducible: pin a version tag or a digest (e.g. "${value.replace(/:latest$/, "")}:1.0.0").` });
    }
  }
};
var imageNoDigest = {
  id: "environment-yaml/image-no-digest",
  description: "`image` has a tag but no digest (off by default).",
  defaultSeverity: "notice",
  details: "EY-G03 [inferred]; off by default, enable it to require digests.",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "image")) {
      if (typeof value !== "string") continue;
      const parsed = parseImageReference(value);
      if (!parsed.ok || parsed.ref.digest || !parsed.ref.tag || parsed.ref.tag === "latest") continue;
      report({ ...at(ctx, path), key: environment.label, message: `image "${value}" is pinned by tag only; tags can be moved. Append the digest: "${value}@sha256:<64 hex>".` });
    }
  }
};
var packageInvalid = {
  id: "environment-yaml/package-invalid",
  description: "`package` is not one parseable PEP 508 requirement.",
  defaultSeverity: "error",
  details: "EY-PK1 [inferred]",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "package")) {
      if (typeof value !== "string") {
        report({ ...at(ctx, path), key: environment.label, message: `package is ${describeValue(value)}: write one pip requirement such as "openenv-coding-env>=0.3.0".` });
        continue;
      }
      const parsed = parseRequirement(value);
      if (parsed.ok) continue;
      report({ ...at(ctx, path), key: environment.label, message: `package "${value}" is not one PEP 508 requirement: ${parsed.problem}. Write e.g. "openenv-coding-env>=0.3.0".` });
    }
  }
};
var packageName = {
  id: "environment-yaml/package-name",
  description: "The `package` distribution name does not start with `openenv-`.",
  defaultSeverity: "warning",
  details: "EY-PK2 [code-derived]: AutoEnv discovery only considers installed distributions named openenv-* (excluding openenv-core).",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "package")) {
      if (typeof value !== "string") continue;
      const parsed = parseRequirement(value);
      if (!parsed.ok) continue;
      const name = parsed.requirement.normalizedName;
      if (name.startsWith("openenv-") && name !== "openenv-core") continue;
      const why = name === "openenv-core" ? "is the framework itself, not an environment" : 'does not start with "openenv-"';
      report({
        ...at(ctx, path),
        key: environment.label,
        message: `package "${parsed.requirement.name}" ${why}; AutoEnv only discovers installed distributions named openenv-*. Publish the runtime as "openenv-<name>".`
      });
    }
  }
};
var packageDirectReference = {
  id: "environment-yaml/package-direct-reference",
  description: "`package` is a direct reference (`name @ git+https://\u2026`, `file:`\u2026).",
  defaultSeverity: "warning",
  details: "EY-PK3 [inferred]: installs remote, unreviewed code and is not pinned by version.",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "package")) {
      if (typeof value !== "string") continue;
      const parsed = parseRequirement(value);
      if (!parsed.ok || !parsed.requirement.url) continue;
      report({
        ...at(ctx, path),
        key: environment.label,
        message: `package "${value}" installs from ${parsed.requirement.url.split(":")[0]} URL: unreviewed code, not pinned by version. Publish a release and write "${parsed.requirement.name}>=<version>".`
      });
    }
  }
};
var packageUnpinned = {
  id: "environment-yaml/package-unpinned",
  description: "`package` has no version specifier.",
  defaultSeverity: "notice",
  details: "EY-PK4 [inferred]",
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, "package")) {
      if (typeof value !== "string") continue;
      const parsed = parseRequirement(value);
      if (!parsed.ok || parsed.requirement.url || parsed.requirement.specifiers.length > 0) continue;
      report({ ...at(ctx, path), key: environment.label, message: `package "${value}" has no version specifier: add one (e.g. "${parsed.requirement.name}>=1.0") so runs are reproducible.` });
    }
  }
};
function minVersions(ctx) {
  return frameworkBlocks(ctx).filter((f) => isMapping(f.value) && has(f.value, "min_version")).map((f) => ({ framework: f.name, environment: f.environment, value: f.value.min_version, path: [...f.path, "min_version"] }));
}
var minVersionType = {
  id: "environment-yaml/min-version-type",
  description: "`min_version` is not a string (e.g. `0.3`, a float).",
  defaultSeverity: "error",
  details: "EY-M02 [inferred]. An unquoted `>=0.3.0` never gets here: it is a YAML syntax error (EY-M01, reported by the YAML layer).",
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (typeof value === "string") continue;
      const source = ctx.sourceOf(path)?.trim();
      const text = value === null ? "" : source && !/^["']/.test(source) ? source : String(value);
      const fix = text ? `write min_version: ">=${text}"` : 'write a quoted specifier such as min_version: ">=0.3.0", or remove the key';
      report({ ...at(ctx, path, value === null ? "key" : "value"), key: `${environment.label}.${framework}`, message: `frameworks.${framework}.min_version is ${describeValue(value)}, not a quoted version specifier: ${fix}.` });
    }
  }
};
var minVersionInvalid = {
  id: "environment-yaml/min-version-invalid",
  description: "`min_version` is neither a PEP 440 specifier set nor a PEP 440 version.",
  defaultSeverity: "error",
  details: "EY-M03 [inferred]",
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (typeof value !== "string" || isMinVersion(value)) continue;
      const parsed = parseSpecifierSet(value);
      const why = parsed.ok ? "it is empty" : parsed.problem;
      report({ ...at(ctx, path), key: `${environment.label}.${framework}`, message: `frameworks.${framework}.min_version "${value}" is not a PEP 440 specifier (${why}). Write e.g. ">=0.3.0".` });
    }
  }
};
var minVersionBare = {
  id: "environment-yaml/min-version-bare",
  description: '`min_version` is a bare version (`"0.3.0"`) instead of a specifier.',
  defaultSeverity: "warning",
  details: 'EY-M04 [inferred]: ambiguous between ">=" and "==".',
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (typeof value !== "string" || !isPep440Version(value)) continue;
      report({ ...at(ctx, path), key: `${environment.label}.${framework}`, message: `frameworks.${framework}.min_version "${value}" is a bare version, ambiguous between ">=" and "==": write ">=${value.trim()}".` });
    }
  }
};
var minVersionUnsatisfiable = {
  id: "environment-yaml/min-version-unsatisfiable",
  description: "OpenEnv `min_version` excludes every version, or is an upper bound only.",
  defaultSeverity: "notice",
  details: "EY-M05 [inferred]. Checked by interval arithmetic on release numbers; the checker keeps no list of released OpenEnv versions.",
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (framework !== "openenv" || typeof value !== "string") continue;
      const parsed = parseSpecifierSet(value);
      if (!parsed.ok) continue;
      const concern = specifierSetConcern(parsed.specifiers);
      if (!concern) continue;
      const message = concern === "unsatisfiable" ? `frameworks.openenv.min_version "${value}" excludes every version: its bounds contradict each other. Fix the bounds (e.g. ">=0.3.0,<1.0").` : `frameworks.openenv.min_version "${value}" has an upper bound only, so it names no minimum: add a lower bound (e.g. ">=0.3.0,${value.trim()}").`;
      report({ ...at(ctx, path), key: environment.label, message });
    }
  }
};
var manifestType = {
  id: "environment-yaml/manifest-type",
  description: "`manifest` is not a string.",
  defaultSeverity: "error",
  details: "EY-MF1 [inferred]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (!has(block, "manifest") || typeof block.manifest === "string") continue;
      report({ ...at(ctx, [...path, "manifest"], block.manifest === null ? "key" : "value"), key: environment.label, message: `manifest is ${describeValue(block.manifest)}: write the path of the runtime's openenv.yaml, or remove the key (default "${DEFAULT_OPENENV_MANIFEST}").` });
    }
  }
};
var manifestPathUnsafe = {
  id: "environment-yaml/manifest-path-unsafe",
  description: "`manifest` is absolute, contains `..` or backslashes, or is a URL.",
  defaultSeverity: "error",
  details: "EY-MF2 [inferred]: the manifest must stay inside the Space/package.",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (typeof block.manifest !== "string") continue;
      const problem = manifestPathProblem(block.manifest);
      if (!problem) continue;
      report({ ...at(ctx, [...path, "manifest"]), key: environment.label, message: `manifest "${block.manifest}" ${problem}; it must be a relative path with "/" inside the Space or package (default "${DEFAULT_OPENENV_MANIFEST}").` });
    }
  }
};
var manifestName = {
  id: "environment-yaml/manifest-name",
  description: "`manifest` does not name a file called `openenv.yaml`.",
  defaultSeverity: "warning",
  details: "EY-MF3 [inferred]: OpenEnv tooling only knows that name (openenv-yaml.md \xA73).",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const manifest = block.manifest;
      if (typeof manifest !== "string" || manifestPathProblem(manifest)) continue;
      const base = manifest.split("/").pop();
      if (base === DEFAULT_OPENENV_MANIFEST) continue;
      report({ ...at(ctx, [...path, "manifest"]), key: environment.label, message: `manifest "${manifest}" is not named ${DEFAULT_OPENENV_MANIFEST}, the only name OpenEnv tooling reads: rename the file.` });
    }
  }
};
var manifestDefault = {
  id: "environment-yaml/manifest-default",
  description: "`manifest` repeats the default `openenv.yaml`.",
  defaultSeverity: "notice",
  details: "EY-MF4 [RFC default]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (block.manifest !== DEFAULT_OPENENV_MANIFEST && block.manifest !== `./${DEFAULT_OPENENV_MANIFEST}`) continue;
      report({ ...at(ctx, [...path, "manifest"], "key"), key: environment.label, message: `manifest "${block.manifest}" is the default; the line can be removed.` });
    }
  }
};
var resourcesType = {
  id: "environment-yaml/resources-type",
  description: "`resources` is not a mapping.",
  defaultSeverity: "error",
  details: "EY-Q01 [inferred]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (!has(block, "resources") || isMapping(block.resources)) continue;
      report({ ...at(ctx, [...path, "resources"], block.resources === null ? "key" : "value"), key: environment.label, message: `resources is ${describeValue(block.resources)}, not a mapping: write e.g. "resources: {cpus: 2, memory_gb: 4, gpus: 0, network: false}" or remove it.` });
    }
  }
};
var RESOURCE_EXPECTATIONS = {
  cpus: { ok: (v) => typeof v === "number" && Number.isFinite(v) && v > 0, want: "a positive number (e.g. 2 or 0.5)" },
  memory_gb: { ok: (v) => typeof v === "number" && Number.isFinite(v) && v > 0, want: "a positive number of GB (e.g. 8)" },
  gpus: { ok: (v) => typeof v === "number" && Number.isInteger(v) && v >= 0, want: "a whole number, 0 or more" },
  network: { ok: (v) => typeof v === "boolean", want: "true or false" }
};
var resourceValue = {
  id: "environment-yaml/resource-value",
  description: "`cpus`/`memory_gb` not a positive number, `gpus` not a non-negative integer, `network` not a boolean.",
  defaultSeverity: "error",
  details: "EY-Q02 [inferred types from the RFC example]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const resources = block.resources;
      if (!isMapping(resources)) continue;
      for (const [key, expect] of Object.entries(RESOURCE_EXPECTATIONS)) {
        if (!has(resources, key) || expect.ok(resources[key])) continue;
        const value = resources[key];
        const shown = typeof value === "string" ? `"${value}"` : describeValue(value);
        const unit = key === "memory_gb" && typeof value === "string" && /[0-9]\s*[GM]i?B?$/i.test(value) ? ' (the unit is in the key: write 8, not "8GB")' : "";
        report({ ...at(ctx, [...path, "resources", key]), key: `${environment.label}.${key}`, message: `resources.${key} is ${shown}; it must be ${expect.want}${unit}.` });
      }
    }
  }
};
var unknownResource = {
  id: "environment-yaml/unknown-resource",
  description: "Key in `resources` other than `cpus`, `memory_gb`, `gpus`, `network`.",
  defaultSeverity: "warning",
  details: "EY-Q03 [RFC: an intentionally small block]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const resources = block.resources;
      if (!isMapping(resources)) continue;
      for (const key of Object.keys(resources)) {
        if (RESOURCE_KEYS.includes(key)) continue;
        report({
          ...at(ctx, [...path, "resources", key], "key"),
          key: `${environment.label}.${key}`,
          message: `resources.${key} is not a known resource (${RESOURCE_KEYS.join(", ")}); the block is intentionally small.${didYouMean(key, RESOURCE_KEYS, { memory: "memory_gb", mem: "memory_gb", ram: "memory_gb", cpu: "cpus", gpu: "gpus" })} Otherwise remove it.`
        });
      }
    }
  }
};
var openEnvMode = {
  id: "environment-yaml/openenv-mode",
  description: "`mode` is present (Hub draft key, not in the RFC).",
  defaultSeverity: "notice",
  details: "EY-H01 [hub-draft]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (!has(block, "mode")) continue;
      report({ ...at(ctx, [...path, "mode"], "key"), key: environment.label, message: "mode comes from a closed Hub documentation draft, not RFC 006; the runtime target key (space_id, image or package) already says how it runs: remove it." });
    }
  }
};
var openEnvModeConflict = {
  id: "environment-yaml/openenv-mode-conflict",
  description: "`mode: space` with `image`/`package`, or `mode: container` with `space_id`/`package`.",
  defaultSeverity: "warning",
  details: "EY-H02 [hub-draft]",
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const mode = block.mode;
      const wanted = mode === "space" ? "space_id" : mode === "container" ? "image" : void 0;
      if (!wanted) continue;
      const clash = TARGETS.filter((k) => k !== wanted && has(block, k));
      if (clash.length === 0) continue;
      report({ ...at(ctx, [...path, "mode"]), key: environment.label, message: `mode: ${mode} contradicts ${clash.join(" and ")}; mode ${mode} runs from ${wanted}. Remove mode (the target key is enough).` });
    }
  }
};
var HOOKS = HOOK_KEYS;
var openEnvHookKey = {
  id: "environment-yaml/openenv-hook-key",
  description: "Key in the OpenEnv block that looks like a code hook (`adapter`, `entrypoint`, `command`\u2026).",
  defaultSeverity: "warning",
  details: 'EY-H03 [RFC: the fields "describe expected runtime needs" and are not executable hooks]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      for (const key of Object.keys(block)) {
        if (!HOOKS.includes(key.toLowerCase())) continue;
        report({
          ...at(ctx, [...path, key], "key"),
          key: `${environment.label}.${key}`,
          message: `frameworks.openenv.${key} looks like a code hook, but the OpenEnv block is not an executable hook and OpenEnv never runs it: put custom behaviour in the runtime package, Space or image, and remove the key.`
        });
      }
    }
  }
};
var unknownOpenEnvKey = {
  id: "environment-yaml/unknown-openenv-key",
  description: "Unknown key in the OpenEnv block.",
  defaultSeverity: "warning",
  details: 'EY-H04 [inferred], with "did you mean" for near misses (spaceid, space, docker_image, pip).',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      for (const key of Object.keys(block)) {
        if (OPENENV_KEYS.includes(key) || HOOKS.includes(key.toLowerCase())) continue;
        report({
          ...at(ctx, [...path, key], "key"),
          key: `${environment.label}.${key}`,
          message: `"${key}" is not a frameworks.openenv field (${OPENENV_KEYS.filter((k) => k !== "mode").join(", ")}).${didYouMean(key, OPENENV_KEYS, OPENENV_KEY_ALIASES)} Otherwise remove it.`
        });
      }
    }
  }
};
var openEnvRules = [
  openEnvTargetMissing,
  openEnvTargetMultiple,
  openEnvTargetEmpty,
  spaceIdShape,
  spaceIdCharacters,
  spaceIdUrl,
  imageInvalid,
  imageUnpinned,
  imageNoDigest,
  packageInvalid,
  packageName,
  packageDirectReference,
  packageUnpinned,
  minVersionType,
  minVersionInvalid,
  minVersionBare,
  minVersionUnsatisfiable,
  manifestType,
  manifestPathUnsafe,
  manifestName,
  manifestDefault,
  resourcesType,
  resourceValue,
  unknownResource,
  openEnvMode,
  openEnvModeConflict,
  openEnvHookKey,
  unknownOpenEnvKey
];

// src/checks/manifests/environment/rules/portability.ts
var yamlVersionAmbiguous = {
  id: "environment-yaml/yaml-version-ambiguous",
  description: "A plain scalar reads differently in YAML 1.1 and YAML 1.2 (`yes`, `010`, `1_000`, `1:30`, dates\u2026).",
  defaultSeverity: "warning",
  details: "EY-Y05 [inferred]: the eventual readers (a Pydantic model, a Hub-side parser) may disagree on the YAML version.",
  run(ctx, report) {
    for (const scalar of ctx.plainScalars()) {
      const how = versionAmbiguity(scalar.text);
      if (!how) continue;
      report({
        file: ctx.file,
        ...scalar.range,
        key: `${scalar.text}#${scalar.occurrence}`,
        message: `${how}; readers of environment.yaml may use either. Quote it ("${scalar.text}") if you mean the text, or write the value unambiguously.`
      });
    }
  }
};
var portabilityRules = [yamlVersionAmbiguous];

// src/checks/manifests/environment/grammar/reference.ts
var REFERENCE_PREFIX = "hf://datasets/";
var COMMIT = /^[0-9a-f]{40}$/;
var TAG_LIKE = /^v?[0-9]+(?:[._-][0-9A-Za-z]+)*$/;
function isDatasetAddress(value) {
  return value.startsWith(REFERENCE_PREFIX) && !value.includes("@") && value.slice(REFERENCE_PREFIX.length).split("/").length === 2;
}
function parseEnvironmentReference(value) {
  const malformed = (message) => ({
    problems: [{ code: "malformed", specCode: "EY-X01", message }]
  });
  if (!value.startsWith(REFERENCE_PREFIX)) {
    const lower = value.toLowerCase();
    if (lower.startsWith(REFERENCE_PREFIX)) return malformed(`write the prefix in lower case: "${REFERENCE_PREFIX}"`);
    if (lower.startsWith("hf://")) return malformed(`an environment reference starts with "${REFERENCE_PREFIX}" (only dataset repositories hold environment.yaml)`);
    return malformed(`an environment reference starts with "${REFERENCE_PREFIX}"`);
  }
  const body = value.slice(REFERENCE_PREFIX.length);
  const at2 = body.indexOf("@");
  const path = at2 === -1 ? body : body.slice(0, at2);
  const revision = at2 === -1 ? void 0 : body.slice(at2 + 1);
  const segments = path.split("/");
  if (segments.length !== 3) {
    return malformed(
      `the path has ${segments.length} segment(s) but needs exactly three: "${REFERENCE_PREFIX}{namespace}/{dataset}/{environment_id}"`
    );
  }
  const [namespace, name, environmentId] = segments;
  const partProblem = hubIdPartProblem(namespace, "namespace") ?? hubIdPartProblem(name, "name");
  if (partProblem) return malformed(`the dataset repo id is not valid: ${partProblem}`);
  const idProblem = environmentIdProblem(environmentId);
  if (idProblem) return malformed(`the environment id is not valid: ${idProblem}`);
  if (revision !== void 0 && /[\s\x00-\x1f\x7f]/.test(revision)) return malformed("the revision contains whitespace or control characters");
  const reference = { namespace, name, repoId: `${namespace}/${name}`, environmentId, revision };
  if (revision === "") {
    return { reference, problems: [{ code: "empty-revision", specCode: "EY-X02", message: 'nothing follows "@": name a tag or commit, or drop the "@"' }] };
  }
  if (revision === void 0) {
    return {
      reference,
      problems: [{ code: "unpinned", specCode: "EY-X03", message: 'no revision: append "@<tag>" or "@<commit sha>" for reproducible runs' }]
    };
  }
  if (!COMMIT.test(revision) && !TAG_LIKE.test(revision)) {
    return {
      reference,
      problems: [
        {
          code: "branch-revision",
          specCode: "EY-X04",
          message: `"@${revision}" looks like a branch, which moves: pin a tag or a 40-character commit sha for reproducible runs`
        }
      ]
    };
  }
  return { reference, problems: [] };
}

// src/checks/manifests/environment/rules/references.ts
function references(ctx) {
  return memo(ctx, "references", () => findReferences(ctx));
}
function findReferences(ctx) {
  const out = [];
  for (const leaf of documentLeaves(ctx)) {
    if (typeof leaf.value !== "string") continue;
    const text = leaf.value.trim();
    if (!/^hf:\/\//i.test(text) || isDatasetAddress(text)) continue;
    out.push({ path: leaf.path, text, parse: parseEnvironmentReference(text) });
  }
  return out;
}
function referenceRule(id, code, defaultSeverity, description, details) {
  return {
    id,
    description,
    defaultSeverity,
    details,
    run(ctx, report) {
      for (const ref of references(ctx)) {
        for (const problem of ref.parse.problems) {
          if (problem.code !== code) continue;
          report({ ...at(ctx, ref.path), key: ref.text, message: `reference "${ref.text}": ${problem.message}.` });
        }
      }
    }
  };
}
var referenceMalformed = referenceRule(
  "environment-yaml/reference-malformed",
  "malformed",
  "error",
  "Malformed `hf://datasets/{namespace}/{name}/{environment_id}[@{revision}]` reference.",
  "EY-X01 [RFC syntax]: error in environment.yaml (openenv.yaml task_sets report it as a warning, OE-TS3)."
);
var referenceEmptyRevision = referenceRule(
  "environment-yaml/reference-empty-revision",
  "empty-revision",
  "error",
  "Reference ends with `@` and no revision.",
  "EY-X02 [inferred]"
);
var referenceUnpinned = referenceRule(
  "environment-yaml/reference-unpinned",
  "unpinned",
  "notice",
  "Reference has no `@revision`.",
  "EY-X03 [RFC]: the default branch is for experimentation; pin a tag or commit for reproducible runs."
);
var referenceBranch = referenceRule(
  "environment-yaml/reference-branch",
  "branch-revision",
  "notice",
  "Reference is pinned to a branch (`main`, or not a tag-looking / 40-hex value).",
  "EY-X04 [RFC]"
);
var referenceUnknownEnvironment = {
  id: "environment-yaml/reference-unknown-environment",
  description: "A reference to this dataset names an environment id it does not declare.",
  defaultSeverity: "error",
  details: "EY-X05 [inferred]; only when the repository under check is a Hub dataset whose id is known.",
  run(ctx, report) {
    if (!ctx.selfRepoId) return;
    const ids = environments(ctx).map((e) => e.value.id).filter((id) => typeof id === "string");
    for (const ref of references(ctx)) {
      const target = ref.parse.reference;
      if (!target || target.repoId !== ctx.selfRepoId || ids.includes(target.environmentId)) continue;
      report({
        ...at(ctx, ref.path),
        key: ref.text,
        message: `reference "${ref.text}" points at this dataset, which declares no environment "${target.environmentId}" (ids: ${ids.join(", ") || "none"}): fix the id.`
      });
    }
  }
};
var referenceRules = [
  referenceMalformed,
  referenceEmptyRevision,
  referenceUnpinned,
  referenceBranch,
  referenceUnknownEnvironment
];

// src/checks/manifests/environment/rules/secrets.ts
function secretsNodes(ctx) {
  const out = [];
  for (const { environment, block, path } of openEnvBlocks(ctx)) {
    if (has(block, "secrets")) out.push({ label: environment.label, where: "frameworks.openenv.secrets", path: [...path, "secrets"], value: block.secrets });
  }
  for (const env of environments(ctx)) {
    const runtime = env.value.runtime;
    if (isMapping(runtime) && has(runtime, "secrets")) {
      out.push({ label: env.label, where: "runtime.secrets", path: [...env.path, "runtime", "secrets"], value: runtime.secrets });
    }
  }
  return out;
}
var secretValueStored = {
  id: "environment-yaml/secret-value-stored",
  description: "`secrets` stores values (a mapping, or `NAME=value` items) instead of names.",
  defaultSeverity: "error",
  details: "EY-K01 [RFC OQ5: secret values must not be stored in metadata]; runtime.secrets too (EY-O05).",
  run(ctx, report) {
    for (const node of secretsNodes(ctx)) {
      if (isMapping(node.value)) {
        const names = Object.keys(node.value);
        report({
          ...at(ctx, node.path, "key"),
          key: `${node.label}:${node.where}`,
          message: `${node.where} is a mapping of names to values: secret values must never be stored in the dataset. Write names only (secrets: [${names.slice(0, 3).join(", ")}]), delete the values, and rotate any real credential that was committed.`
        });
        continue;
      }
      if (!Array.isArray(node.value)) continue;
      node.value.forEach((item, i) => {
        if (typeof item !== "string" || !item.includes("=")) return;
        const name = item.slice(0, item.indexOf("=")).trim();
        report({
          ...at(ctx, [...node.path, i]),
          key: `${node.label}:${node.where}:${name}`,
          message: `${node.where}[${i}] stores a value ("${name}=\u2026"): secret values must never be stored in the dataset. Keep only the name "${name}" and rotate the credential if it was real.`
        });
      });
    }
  }
};
var pathKey = (path) => path.join("\0");
function strictLeaves(ctx) {
  const zones = [...secretsNodes(ctx), ...foreignBlocks(ctx)];
  const out = /* @__PURE__ */ new Set();
  for (const zone of zones) for (const leaf of leaves(zone.value, zone.path)) out.add(pathKey(leaf.path));
  return out;
}
var secretTokenShape = {
  id: "environment-yaml/secret-token-shape",
  description: "A value looks like a credential (`hf_\u2026`, `sk-\u2026`, `ghp_\u2026`, `github_pat_\u2026`, `AKIA\u2026`, long base64).",
  defaultSeverity: "error",
  details: "EY-K02 [inferred]. Known token prefixes anywhere in the file; the generic long-base64 shape only in secrets lists and non-OpenEnv framework blocks (\xA77).",
  run(ctx, report) {
    const strict = strictLeaves(ctx);
    for (const leaf of documentLeaves(ctx)) {
      if (typeof leaf.value !== "string") continue;
      const includeGeneric = strict.has(pathKey(leaf.path));
      const candidates = [leaf.value, ...leaf.value.includes("=") ? [leaf.value.slice(leaf.value.indexOf("=") + 1)] : []];
      const shape = candidates.map((c) => tokenShape(c, { includeGeneric })).find(Boolean);
      if (!shape) continue;
      const key = leaf.path[leaf.path.length - 1];
      report({
        ...at(ctx, leaf.path),
        key: leaf.path.join("."),
        message: `${typeof key === "number" ? "this item" : `"${key}"`} looks like ${shape}. Never store credentials in environment.yaml: replace it with the secret's name (e.g. HF_TOKEN), and revoke the credential if it is real.`
      });
    }
  }
};
var secretsType = {
  id: "environment-yaml/secrets-type",
  description: "`secrets` is not a list, or an item is not a string.",
  defaultSeverity: "error",
  details: "EY-K03 [inferred]",
  run(ctx, report) {
    for (const node of secretsNodes(ctx)) {
      if (isMapping(node.value)) continue;
      if (!Array.isArray(node.value)) {
        const fix = typeof node.value === "string" ? `write a list: secrets: [${node.value}]` : 'write a list of names, e.g. "secrets: [HF_TOKEN]"';
        report({ ...at(ctx, node.path, node.value === null ? "key" : "value"), key: `${node.label}:${node.where}`, message: `${node.where} is ${describeValue(node.value)}, not a list: ${fix}.` });
        continue;
      }
      node.value.forEach((item, i) => {
        if (typeof item === "string") return;
        report({ ...at(ctx, [...node.path, i]), key: `${node.label}:${node.where}#${i}`, message: `${node.where}[${i}] is ${describeValue(item)}; each item is a secret name such as HF_TOKEN.` });
      });
    }
  }
};
var secretNameStyle = {
  id: "environment-yaml/secret-name-style",
  description: "Secret name not `^[A-Za-z_][A-Za-z0-9_]*$`, or listed twice.",
  defaultSeverity: "warning",
  details: "EY-K04 [inferred]",
  run(ctx, report) {
    for (const node of secretsNodes(ctx)) {
      if (!Array.isArray(node.value)) continue;
      const seen = /* @__PURE__ */ new Set();
      node.value.forEach((item, i) => {
        if (typeof item !== "string" || item.includes("=") || tokenShape(item, { includeGeneric: true })) return;
        const location = at(ctx, [...node.path, i]);
        if (seen.has(item)) {
          report({ ...location, key: `${node.label}:${node.where}:${item}:dup`, message: `secret "${item}" is listed twice in ${node.where}: remove the repetition.` });
        } else if (!SECRET_NAME.test(item)) {
          const suggestion = item.toUpperCase().replace(/[^A-Z0-9_]+/g, "_").replace(/^([0-9])/, "_$1");
          report({ ...location, key: `${node.label}:${node.where}:${item}`, message: `secret name "${item}" is not an environment-variable name (letters, digits, "_", not starting with a digit): e.g. "${suggestion}".` });
        }
        seen.add(item);
      });
    }
  }
};
var secretRules = [secretValueStored, secretTokenShape, secretsType, secretNameStyle];

// src/checks/manifests/environment/index.ts
var ALL_RULES = [
  ...fileRules,
  ...portabilityRules,
  ...documentRules,
  ...environmentRules,
  ...frameworkRules,
  ...openEnvRules,
  ...secretRules,
  ...referenceRules
];
var OFF_BY_DEFAULT = /* @__PURE__ */ new Set(["environment-yaml/image-no-digest"]);
var environmentYamlRules = [unrecognisedFile, ...ALL_RULES].map(({ id, description, defaultSeverity, details }) => ({
  id,
  description,
  defaultSeverity,
  details: OFF_BY_DEFAULT.has(id) ? `${details ?? ""} Off by default.`.trim() : details
}));
var DECLARATION_VERSION = new RegExp(DECLARATION_SPEC_VERSION_PATTERN);
function classifyEnvironmentFile(root) {
  const version = root.spec_version;
  if (Array.isArray(root.environments) || typeof version === "string" && DECLARATION_VERSION.test(version)) return "declaration";
  if (!has(root, "environments") && (has(root, "dependencies") || has(root, "channels") || has(root, "prefix"))) return "conda";
  return "other";
}
var DECLARATION_TEXT = /^(?:spec_version|environments)[ \t]*:/m;
var CONDA_TEXT = /^(?:dependencies|channels|prefix)[ \t]*:/m;
async function lintEnvironmentYaml(bytes, file, view, options = {}) {
  const loaded = loadYaml(bytes, file);
  const yamlFindings = adaptYamlFindings(loaded.findings, loaded.text);
  if (!loaded.ok || !isMapping(loaded.value)) {
    const conda = CONDA_TEXT.test(loaded.text) && !DECLARATION_TEXT.test(loaded.text);
    return conda ? [] : yamlFindings;
  }
  const root = loaded.value;
  const kind = classifyEnvironmentFile(root);
  if (kind === "conda") return [];
  if (kind === "other") {
    if (!has(root, "spec_version")) return [];
    const out = [];
    collectFindings(unrecognisedFile, out)({
      file,
      ...loaded.rangeOf(["spec_version"], "value") ?? { line: 1, column: 1 },
      message: `This environment.yaml is neither a conda environment nor an RL environment declaration (spec_version "${String(root.spec_version)}" is not "hf-rl-env-0.1" and there is no "environments" list). If it is meant as one, write "spec_version: hf-rl-env-0.1" and an "environments:" list.`,
      key: "unrecognised"
    });
    return out;
  }
  const context = await buildContext(loaded, root, file, view);
  const enabled = new Set(options.enable ?? []);
  const rules = ALL_RULES.filter((r) => !OFF_BY_DEFAULT.has(r.id) || enabled.has(r.id));
  return [...yamlFindings, ...await runRules(rules, context, file, options.ruleOff)];
}
function adaptYamlFindings(findings, text) {
  const out = [];
  const lines = text.split("\n");
  for (const finding of findings) {
    if (finding.rule === yamlRules.nonJsonValue.id) continue;
    const specifier = unquotedSpecifier(finding, lines);
    if (specifier) out.push(specifier);
    else if (finding.rule === yamlRules.duplicateKey.id) out.push({ ...finding, severity: "error" });
    else if (finding.rule === yamlRules.anchors.id) {
      out.push({ ...finding, severity: "warning", message: `${finding.message} In environment.yaml they are a portability risk for the future readers (a Pydantic model, a Hub-side parser): write the values out.` });
    } else if (finding.rule === yamlRules.empty.id) {
      out.push({ ...finding, message: 'environment.yaml is empty or holds only comments. Write "spec_version: hf-rl-env-0.1" and an "environments:" list, or delete the file.' });
    } else out.push(finding);
  }
  return out;
}
var UNQUOTED_SPECIFIER = /^(\s*(?:-\s+)?)([A-Za-z0-9_.-]+):[ \t]+([>!][^#\s]*)/;
function unquotedSpecifier(finding, lines) {
  if (finding.rule !== yamlRules.syntax.id && finding.rule !== yamlRules.unsafeTag.id) return void 0;
  const line = (lines[(finding.line ?? 0) - 1] ?? "").replace(/\r$/, "");
  const m = UNQUOTED_SPECIFIER.exec(line);
  if (!m || !/^(?:>=|>|!=|!|>\d)/.test(m[3]) || !/\d/.test(m[3])) return void 0;
  const [, indent, key, value] = m;
  const column = line.indexOf(value, indent.length + key.length + 1) + 1;
  const why = value.startsWith(">") ? '">" starts a folded block scalar' : '"!" starts a YAML tag';
  return {
    ...finding,
    line: finding.line,
    column,
    endLine: finding.line,
    endColumn: column + value.length,
    message: `${key}: ${value} is not valid YAML unquoted (${why}). Quote the specifier: ${key}: "${value}".`
  };
}
async function buildContext(loaded, root, file, view) {
  const lines = loaded.text.split("\n");
  const locate = (path, part) => {
    for (let n = path.length; n >= 0; n--) {
      const range = loaded.rangeOf(path.slice(0, n), n === path.length ? part : "key") ?? loaded.rangeOf(path.slice(0, n));
      if (range) return range;
    }
    return { line: 1, column: 1 };
  };
  const head = (path) => {
    const range = locate(path, "value");
    const lineText = (lines[range.line - 1] ?? "").replace(/\r$/, "");
    const endColumn = range.endLine === range.line && range.endColumn !== void 0 ? range.endColumn : lineText.length + 1;
    return { line: range.line, column: range.column ?? 1, endLine: range.line, endColumn: Math.max(endColumn, (range.column ?? 1) + 1) };
  };
  let scalars;
  const label = view.label;
  const hubDataset = /^hf datasets\/([^/@\s]+\/[^/@\s]+)/.exec(label);
  let card;
  try {
    card = await readDatasetCard(view, file);
  } catch {
    card = void 0;
  }
  return {
    file,
    root,
    locate,
    head,
    sourceOf: (path) => loaded.sourceOf(path),
    plainScalars: () => scalars ??= collectPlainScalars(loaded),
    card,
    selfRepoId: hubDataset?.[1],
    isDatasetRepo: /^hf datasets\//.test(label)
  };
}
function collectPlainScalars(loaded) {
  const out = [];
  if (!loaded.document) return out;
  const seen = /* @__PURE__ */ new Map();
  (0, import_yaml.visit)(loaded.document, {
    Scalar(_key, node) {
      if (!(0, import_yaml.isScalar)(node) || node.type !== import_yaml.Scalar.PLAIN || node.tag || typeof node.value !== "string") return;
      const range = loaded.rangeOfNode(node);
      if (!range) return;
      const text = node.value;
      const occurrence = seen.get(text) ?? 0;
      seen.set(text, occurrence + 1);
      out.push({ text, range, occurrence });
    }
  });
  return out;
}

// src/checks/manifests/openenv/discovery.ts
import { createHash } from "node:crypto";

// src/checks/manifests/openenv/context.ts
async function forWorkflow(ctx, workflows, severity, message) {
  const gated = gateByWorkflow(await ctx.workflows(), workflows, severity, message);
  return { severity: gated.severity, message: gated.message };
}
function headRange(text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, "");
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed === "---") continue;
    return { line: i + 1, column: 1, endLine: i + 1, endColumn: line.length + 1 };
  }
  return { line: 1, column: 1 };
}
function defineRule(name, defaultSeverity, description, details, run) {
  return { id: `openenv-yaml/${name}`, defaultSeverity, description, details, run };
}
function defineMeta(name, defaultSeverity, description, details) {
  return { id: `openenv-yaml/${name}`, defaultSeverity, description, details };
}
function isMapping2(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
function hasKey(mapping, key) {
  return Object.prototype.hasOwnProperty.call(mapping, key);
}
function describe(ctx, path) {
  const type = ctx.typeOf(path);
  const source = ctx.sourceOf(path);
  const value = path.reduce((v, k) => isMapping2(v) ? v[String(k)] : Array.isArray(v) ? v[k] : void 0, ctx.raw);
  switch (type) {
    case "null":
      return "empty (null)";
    case "bool":
      return `\`${source ?? value}\`, which YAML 1.1 reads as the boolean ${value ? "True" : "False"}`;
    case "int":
      return source !== void 0 && source !== String(value) ? `\`${source}\`, which YAML 1.1 reads as the integer ${value}` : `the integer ${value}`;
    case "float":
      return source !== void 0 ? `\`${source}\`, which YAML 1.1 reads as the float ${pyFloat(value)}` : `the float ${pyFloat(value)}`;
    case "str":
      return `the string ${JSON.stringify(value)}`;
    case "map":
      return "a mapping";
    case "seq":
      return "a list";
    case "timestamp":
      return `\`${source}\`, which YAML 1.1 reads as a date`;
    case "set":
      return "a set";
    case "binary":
      return "binary data";
    default:
      return typeof value;
  }
}
function pyFloat(n) {
  if (Number.isNaN(n)) return "nan";
  if (!Number.isFinite(n)) return n > 0 ? "inf" : "-inf";
  return Number.isInteger(n) ? `${n}.0` : String(n);
}
function snakeCase(name) {
  return name.trim().replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/_+/g, "_").replace(/^_+|_+$/g, "").replace(/^([0-9])/, "env_$1");
}

// src/checks/manifests/openenv/discovery.ts
var misnamedFile = defineMeta("misnamed-file", "error", "Only a misnamed variant (`openenv.yml`, wrong case) exists: OpenEnv never reads it.", "OE-F01");
var variantAlongside = defineMeta("variant-alongside", "warning", "Both `openenv.yaml` and a misnamed variant exist: the variant is dead and can drift.", "OE-F02");
var duplicateCopy = defineMeta("duplicate-copy", "notice", "Identical copies of the manifest in several directories.", "OE-F03");
var discoveryRules = [misnamedFile, variantAlongside, duplicateCopy];
var MANIFEST_NAME = "openenv.yaml";
var VARIANT = /^openenv\.ya?ml$/i;
var SKIPPED_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git", ".venv", "venv", "__pycache__", ".tox", ".mypy_cache"]);
function basename(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function dirname(path) {
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}
function fileRange(bytes) {
  if (!bytes) return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  let end = 0;
  while (end < bytes.length && end < 4096 && bytes[end] !== 10 && bytes[end] !== 13) end++;
  const text = new TextDecoder().decode(bytes.subarray(0, end));
  return { line: 1, column: 1, endLine: 1, endColumn: text.length + 1 };
}
function isSkipped(path) {
  return path.split("/").some((part) => SKIPPED_DIRS.has(part));
}
function isOpenEnvManifest(path) {
  return basename(path) === MANIFEST_NAME;
}
function isOpenEnvVariant(path) {
  const name = basename(path);
  return name !== MANIFEST_NAME && VARIANT.test(name);
}
function checkVariants(variants, files, sameContent, rangeOf = () => fileRange()) {
  const findings = [];
  const lintAsManifest = [];
  for (const variant of variants) {
    const dir = dirname(variant);
    const proper = dir ? `${dir}/${MANIFEST_NAME}` : MANIFEST_NAME;
    const name = basename(variant);
    if (files.has(proper)) {
      const same = sameContent(variant, proper);
      collectFindings(variantAlongside, findings)({
        file: variant,
        ...rangeOf(variant),
        key: name,
        message: `${name} sits next to ${MANIFEST_NAME}${same ? " (same content today)" : " and their contents differ"}; OpenEnv reads only ${MANIFEST_NAME}, so this copy is dead and drifts. Delete ${name}.`
      });
    } else {
      collectFindings(misnamedFile, findings)({
        file: variant,
        ...rangeOf(variant),
        key: name,
        message: `OpenEnv only reads a file named exactly ${MANIFEST_NAME} (lower case, .yaml); every command reports "missing openenv.yaml" for ${name}. Rename it: git mv ${variant} ${proper}.`
      });
      lintAsManifest.push(variant);
    }
  }
  return { findings, lintAsManifest };
}
function checkCopies(manifests) {
  const byHash = /* @__PURE__ */ new Map();
  for (const [path, bytes] of manifests) {
    if (bytes.byteLength === 0) continue;
    const hash = createHash("sha256").update(bytes).digest("hex");
    const group = byHash.get(hash);
    if (group) group.push(path);
    else byHash.set(hash, [path]);
  }
  const findings = [];
  for (const group of byHash.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : 1));
    const [first, ...rest] = sorted;
    for (const path of rest) {
      collectFindings(duplicateCopy, findings)({
        file: path,
        ...fileRange(manifests.get(path)),
        key: first,
        message: `This manifest is identical to ${first}; only the copy in the directory OpenEnv commands run from counts, and copies drift. Keep one (or make this directory a separate environment with its own name).`
      });
    }
  }
  return findings;
}

// src/checks/manifests/openenv/rules/format-files.ts
var legacyFormat = defineRule("legacy-format", "warning", "Legacy manifest format (name/version/description/action/observation).", "OE-S01", (ctx, report) => {
  if (ctx.format !== "legacy") return;
  const name = typeof ctx.raw.name === "string" ? ctx.raw.name : "my_env";
  report({
    file: ctx.file,
    ...ctx.head(),
    key: "legacy",
    message: `Legacy manifest format: still accepted, but \`openenv init\` has written the current format since 2025-11. Migrate: keep \`name\`, add \`spec_version: 1\`, \`type: space\`, \`runtime: fastapi\`, \`app: server.app:app\`, \`port: 8000\`, drop \`version\` (pyproject.toml holds it), and keep \`action\`/\`observation\` only if client.py's class names differ from the inferred ${pascal(name)}Action/${pascal(name)}Observation.`
  });
});
function pascal(name) {
  return name.replace(/_env$/, "").split(/[_-]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1).toLowerCase()).join("");
}
var unrecognisedFormat = defineRule("unrecognised-format", "warning", "Neither the current nor the legacy manifest format: OpenEnv uses only `name`.", "OE-S02", async (ctx, report) => {
  if (ctx.format !== "unrecognised") return;
  const documented = ["client", "default_image"].some((k) => ctx.has(k)) || isMapping2(ctx.raw.action) || isMapping2(ctx.raw.observation);
  const served = await servedSettings(ctx);
  report({
    file: ctx.file,
    ...ctx.head(),
    key: "unrecognised",
    message: `This manifest has none of the current-format keys (spec_version, type, runtime, app, port)${documented ? " and uses the documented-only client/action/observation mapping variant" : ""}; OpenEnv will only use \`name\`${ctx.has("description") ? " and `description`" : ""}. Add \`spec_version: 1\`, \`type: space\`, \`runtime: fastapi\`, \`app: ${served.app}\` and \`port: ${served.port}\`, and move task/space/reward descriptions to README.md.`
  });
});
function customShapes(ctx) {
  if (ctx.format !== "current") return [];
  const out = [];
  const type = ctx.raw.type;
  if (ctx.has("type") && type !== "space") out.push({ key: "type", what: typeof type === "string" ? `\`type: ${type}\`` : "`type` is not a string", fix: "`type: space`" });
  const runtime = ctx.raw.runtime;
  if (ctx.has("runtime") && (typeof runtime !== "string" || runtime.trim().toLowerCase() !== "fastapi"))
    out.push({ key: "runtime", what: typeof runtime === "string" ? `\`runtime: ${runtime}\`` : `\`runtime\` is ${isMapping2(runtime) ? "a mapping" : "not a string"}`, fix: "`runtime: fastapi`" });
  const app = ctx.raw.app;
  if (ctx.has("app") && app !== null && typeof app !== "string") out.push({ key: "app", what: `\`app\` is ${isMapping2(app) ? "a mapping" : "not a string"}`, fix: "`app: server.app:app`" });
  if (out.length === 0) return out;
  if (!ctx.has("spec_version") || ctx.raw.spec_version === null) out.push({ key: "spec_version", what: "no `spec_version`", fix: "`spec_version: 1`" });
  return out.length >= 2 ? out : [];
}
function customFormatMessage(shapes, ctx) {
  const nested = ["app", "runtime"].flatMap((k) => isMapping2(ctx.raw[k]) ? ["port", "app"].filter((n) => n !== k && Object.prototype.hasOwnProperty.call(ctx.raw[k], n)) : []);
  const move = nested.length ? ` Move ${[...new Set(nested)].map((k) => `\`${k}\``).join(" and ")} to the top level, where OpenEnv reads ${nested.length > 1 ? "them" : "it"}.` : "";
  return `This manifest gives OpenEnv's keys its own meaning (${shapes.map((s) => s.what).join(", ")}); OpenEnv reads them as the \`openenv init\` template does. Write ${shapes.map((s) => s.fix).join(", ")} at the top level, and keep your own settings under another key.${move}`;
}
var customFormat = defineRule("custom-format", "warning", "Two or more current-format keys (type, runtime, app, spec_version) are written in a format of the author's own: one finding for the manifest.", "OE-S03", (ctx, report) => {
  const shapes = customShapes(ctx);
  if (shapes.length === 0 || shapes.some((s) => s.key === "app")) return;
  const first = shapes[0].key;
  report({ file: ctx.file, ...first === "spec_version" ? ctx.head() : ctx.locate([first]), key: shapes.map((s) => s.key).join(","), message: customFormatMessage(shapes, ctx) });
});
var nonAscii = defineRule("non-ascii", "notice", "Non-ASCII characters: `openenv push` reads the file with the platform encoding.", "OE-F06", (ctx, report) => {
  const text = ctx.yaml.text;
  const m = /[^\x00-\x7f]/.exec(text);
  if (!m) return;
  const before = text.slice(0, m.index);
  const line = before.split("\n").length;
  const column = m.index - before.lastIndexOf("\n");
  report({ file: ctx.file, line, column, endLine: line, endColumn: column + m[0].length, key: "non-ascii", message: `Non-ASCII character "${m[0]}" (first of the file): \`openenv push\` opens the manifest with the platform encoding, so on a non-UTF-8 locale it fails or garbles. Prefer ASCII (e.g. "-" for an em dash) if the manifest must work everywhere.` });
});
function missingPushFiles(exists) {
  const missing = ["__init__.py", "client.py", "models.py", "README.md", "pyproject.toml"].filter((f) => !exists(f));
  const rootDockerfile = exists("Dockerfile");
  if (!rootDockerfile && !exists("server/Dockerfile")) missing.push("Dockerfile (or server/Dockerfile)");
  if (!rootDockerfile) {
    for (const f of ["server/__init__.py", "server/app.py"]) if (!exists(f)) missing.push(f);
  }
  return missing;
}
var pushRequiredFile = defineRule("push-required-file", "warning", "A file `openenv push` requires next to the manifest is missing.", "OE-X01", async (ctx, report) => {
  if (ctx.format !== "current" && ctx.format !== "legacy") return;
  if (/(^|\/)templates?\//.test(ctx.file)) return;
  const missing = missingPushFiles((p) => ctx.env.exists(p));
  if (missing.length === 0) return;
  const where = ctx.env.dir || "the repository root";
  const gated = await forWorkflow(ctx, ["openenvPush"], "warning", `\`openenv push\` needs these files next to the manifest in ${where}, and they are missing: ${missing.join(", ")}. Add ${missing.length === 1 ? "it" : "them"} (\`openenv init\` scaffolds the full layout).`);
  report({ file: ctx.file, ...ctx.head(), key: missing.join(","), ...gated });
});
function expectedDistribution(module) {
  return `openenv-${module.trim().toLowerCase().replace(/[\s_]+/g, "-")}`;
}
function projectName(pyproject) {
  const project = /^\[project\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  return project ? /^name\s*=\s*["']([^"']+)["']/m.exec(project[1])?.[1] : void 0;
}
var pyprojectName = defineRule("pyproject-name", "notice", "`[project].name` is not `openenv-<package>` matching the environment.", "OE-X02", async (ctx, report) => {
  if (ctx.format !== "current" && ctx.format !== "legacy") return;
  const pyproject = await ctx.env.read("pyproject.toml");
  const name = pyproject && projectName(pyproject);
  if (!name) return;
  const dirName = ctx.env.dir ? ctx.env.dir.split("/").pop() : void 0;
  const m = /^openenv[-_](.+)$/.exec(name);
  if (!m) {
    report({ file: ctx.file, ...ctx.head(), key: name, message: `pyproject.toml names the distribution "${name}"; AutoEnv discovery only finds distributions named openenv-<module>. Rename it to \`${expectedDistribution(dirName ?? String(ctx.raw.name ?? "my_env"))}\`.` });
    return;
  }
  const module = m[1].replace(/-/g, "_");
  if (dirName && module !== dirName && !["server", "src", "env"].includes(dirName)) {
    report({ file: ctx.file, ...ctx.head(), key: `${name}|${dirName}`, message: `pyproject.toml's distribution "${name}" implies the module "${module}", but the environment package is "${dirName}"; discovery derives the module from the distribution name. Rename one so they agree.` });
  }
});
async function manifestPackaged(ctx) {
  const pyproject = await ctx.env.read("pyproject.toml");
  if (pyproject === void 0) return void 0;
  const manifestIn = await ctx.env.read("MANIFEST.in");
  const packageData = /^\[tool\.setuptools\.package-data\]([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  const otherBackend = /\[tool\.(?:hatch|poetry|pdm|flit)/.test(pyproject) && /openenv\.yaml|\*\.ya?ml/.test(pyproject);
  return Boolean(packageData && /\*\.ya?ml|\*\*\/\*|openenv\.yaml/.test(packageData[1]) || manifestIn && /openenv\.yaml|\*\.ya?ml/.test(manifestIn) || otherBackend || /include\s*=\s*\[[^\]]*openenv\.yaml/.test(pyproject));
}
var notPackaged = defineRule("not-packaged", "notice", "The manifest is not shipped as package data, so AutoEnv cannot see it.", "OE-X03", async (ctx, report) => {
  if (ctx.format !== "current" && ctx.format !== "legacy") return;
  if (await manifestPackaged(ctx) !== false) return;
  report({ file: ctx.file, ...ctx.head(), key: "package-data", message: 'openenv.yaml is not declared as package data, so it is not installed with the package and AutoEnv discovery falls back to conventions. Add `"*" = ["**/*.yaml"]` under `[tool.setuptools.package-data]` in pyproject.toml.' });
});
var formatFileRules = [legacyFormat, unrecognisedFormat, customFormat, nonAscii, pushRequiredFile, pyprojectName, notPackaged];

// src/checks/manifests/openenv/schema.ts
var SPEC_VERSION2 = 1;
var NAME_PATTERN = "^[a-z][a-z0-9_]*$";
var APP_PATTERN = "^[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*$";
var APP_VALUE_PATTERN = `^\\s*(?![^:]*\\.py:)${APP_PATTERN.slice(1, -1)}\\s*$`;
var VARIABLE_NAME_PATTERN = "^[A-Za-z_][A-Za-z0-9_]*$";
var PYTHON_IDENTIFIER_PATTERN = "^[A-Za-z_][A-Za-z0-9_]*$";
var TASK_SET_REFERENCE_PATTERN = "^hf://datasets/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*(?:@[^\\s@]+)?$";
var ENVIRONMENT_SPEC_VERSION_PATTERN = "^\\s*(?:hf-|env-)";
var NUMERIC_PORT_PATTERN = "^\\s*[-+]?\\d+(?:\\.0*)?\\s*$";
function doc(description, extra = {}) {
  return {
    description,
    markdownDescription: extra.markdown ?? description,
    ...extra.examples ? { examples: extra.examples } : {},
    ...extra.deprecationMessage ? { deprecationMessage: extra.deprecationMessage } : {}
  };
}
var identifier = new RegExp(PYTHON_IDENTIFIER_PATTERN);
var variableValue = unknown().refine((v) => typeof v !== "string" || !new RegExp(TOKEN_VALUE_PATTERN).test(v), "no token-shaped value");
var secretNamedValue = union([
  _null(),
  looseObject({}),
  array(unknown()),
  int().nonnegative(),
  string().regex(new RegExp(NOT_A_SECRET_VALUE_PATTERN))
]);
var variablesSchema = record(string().regex(/\S/, "a non-empty name"), variableValue).superRefine((variables, ctx) => {
  const secretName = new RegExp(SECRET_NAME_PATTERN);
  for (const [key, value] of Object.entries(variables)) {
    if (secretName.test(key) && !secretNamedValue.safeParse(value).success) ctx.addIssue({ code: "custom", path: [key], message: "a secret: pass it with `openenv push --secret`" });
  }
}).meta({
  // The record's key and value schemas above, in JSON Schema terms, plus the secret-name check the
  // superRefine does (invisible to JSON Schema).
  propertyNames: { pattern: "\\S" },
  additionalProperties: { not: { type: "string", pattern: TOKEN_VALUE_PATTERN } },
  patternProperties: {
    [SECRET_NAME_PATTERN]: {
      not: { type: "string", pattern: TOKEN_VALUE_PATTERN },
      anyOf: [{ type: ["null", "object", "array"] }, { type: "integer", minimum: 0 }, { type: "string", pattern: NOT_A_SECRET_VALUE_PATTERN }]
    }
  }
});
var openEnvManifestSchema = looseObject({
  spec_version: union([number(), string().regex(new RegExp(`^(?!${ENVIRONMENT_SPEC_VERSION_PATTERN.slice(1)})`)), _null()]).meta(
    doc('Manifest format version. The only version is the integer 1 (not "1" or 1.0).', {
      markdown: 'Manifest format version. The only version is the integer `1` (not `"1"` or `1.0`). An `environment.yaml` version such as `hf-rl-env-0.1` means the content belongs in `environment.yaml`.',
      examples: [SPEC_VERSION2]
    })
  ),
  name: string().min(1).regex(/^[^/]*$/, 'no "/"').meta(
    doc("Environment name: snake_case, e.g. echo_env. Used by `openenv push` for the Space id and by AutoEnv discovery.", {
      markdown: "Environment name, used by `openenv push` for the Space id and by AutoEnv discovery. Write it in snake_case (`^[a-z][a-z0-9_]*$`, e.g. `echo_env`): hyphens and capitals make it unreachable through AutoEnv. A `/` is an error (the Space id becomes invalid).",
      examples: ["echo_env"]
    })
  ),
  type: unknown().meta(doc('Deployment target. The only defined value is "space" (a Hugging Face Space).', { markdown: "Deployment target. The only defined value is `space` (a Hugging Face Space).", examples: ["space"] })),
  runtime: unknown().meta(doc('Server runtime. The only defined value is "fastapi".', { markdown: "Server runtime. The only defined value is `fastapi`.", examples: ["fastapi"] })),
  app: string().regex(new RegExp(APP_VALUE_PATTERN), "module:attribute").meta(
    doc("ASGI application import string for uvicorn, `module:attribute`, relative to the manifest directory, e.g. server.app:app.", {
      markdown: "ASGI application import string for uvicorn, `module:attribute` with Python identifiers, relative to the manifest directory, e.g. `server.app:app` (not a file path such as `server/app.py`).",
      examples: ["server.app:app"]
    })
  ),
  port: union([int().min(1).max(65535), string().regex(new RegExp(NUMERIC_PORT_PATTERN)), _null()]).meta(doc("Port the server listens on; OpenEnv tooling assumes 8000.", { markdown: "Port the server listens on (an integer, 1\u201365535); OpenEnv tooling assumes `8000`. Write it unquoted.", examples: [8e3] })),
  variables: variablesSchema.nullable().meta(
    doc("Public Hugging Face Space variables applied by `openenv push` (>= 0.3.0). Never put secrets here: use `openenv push --secret`.", {
      markdown: "Public Hugging Face Space variables applied by `openenv push` (>= 0.3.0): a mapping of `KEY: value` with environment-variable names. Quote values. Never put secrets here: use `openenv push --secret`."
    })
  ),
  description: unknown().meta(doc("Human description shown by AutoEnv discovery (a string).")),
  version: unknown().meta(
    doc("Free-text version (quote it: unquoted 1.10 becomes the float 1.1). The package version comes from pyproject.toml.", {
      markdown: "Free-text version; quote it (unquoted `1.10` becomes the float 1.1). The package version comes from `pyproject.toml`, so current manifests can drop it."
    })
  ),
  action: unknown().meta(doc("Legacy override: Action class name in the client module (used only together with `observation`).", { examples: ["MyAction"] })),
  observation: unknown().meta(doc("Legacy override: Observation class name in the client module (used only together with `action`).", { examples: ["MyObservation"] })),
  task_sets: unknown().meta(doc("Proposed (RFC 006, not implemented): default task set references, hf://datasets/{namespace}/{name}/{environment_id}@{revision}.")),
  validation: unknown().meta(doc("Validation block of later OpenEnv versions (RFC 008), a mapping.")),
  openenvd: unknown().meta(doc("openenvd daemon block of later OpenEnv versions (RFC 009), a mapping."))
}).partial().required({ name: true }).catchall(
  unknown().meta({
    deprecationMessage: "OpenEnv does not read this key. Check its spelling, or move the content to README.md.",
    markdownDescription: "Not an `openenv.yaml` key: OpenEnv ignores it."
  })
).superRefine((manifest, ctx) => {
  if (!("action" in manifest) || !("observation" in manifest)) return;
  for (const key of ["action", "observation"]) {
    const value = manifest[key];
    if (typeof value === "string" && !identifier.test(value)) ctx.addIssue({ code: "custom", path: [key], message: "a Python class name" });
  }
}).meta({
  title: "OpenEnv environment manifest (openenv.yaml)",
  description: "Manifest of an OpenEnv environment, current format (spec_version 1), as scaffolded by `openenv init`.",
  // The superRefine above, for editors.
  if: { required: ["action", "observation"] },
  then: {
    properties: {
      action: { anyOf: [{ type: "string", pattern: PYTHON_IDENTIFIER_PATTERN }, { type: ["object", "array", "number", "boolean", "null"] }] },
      observation: { anyOf: [{ type: "string", pattern: PYTHON_IDENTIFIER_PATTERN }, { type: ["object", "array", "number", "boolean", "null"] }] }
    }
  }
});
var KNOWN_KEYS = Object.keys(openEnvManifestSchema.shape);
var PROPOSED_BLOCK_KEYS = ["resources", "reward", "tools", "tasks", "network", "reproducibility"];
var DOCUMENTED_ONLY_KEYS = ["client", "default_image"];
var README_FRONT_MATTER_KEYS = ["sdk", "app_port", "emoji", "colorFrom", "colorTo", "pinned", "sdk_version", "short_description"];
var KEY_ALIASES = {
  specversion: "spec_version",
  entrypoint: "app",
  entry: "app",
  application: "app",
  asgi: "app",
  envvars: "variables",
  environmentvariables: "variables",
  env: "variables",
  vars: "variables",
  variable: "variables",
  ports: "port",
  serverport: "port",
  tasksets: "task_sets"
};

// src/checks/manifests/openenv/app-file.ts
import { posix } from "node:path";
function moduleFiles(root, module) {
  const path = module.split(".").join("/");
  return [posix.join(root, `${path}.py`), posix.join(root, path, "__init__.py")];
}
function repoPath(env, relative) {
  return normalizeRepoPath(env.dir ? `${env.dir}/${relative}` : relative);
}
function manifestModuleFile(env, module) {
  const depth = env.dir ? env.dir.split("/").length : 0;
  for (let up = 0; up <= depth; up++) {
    const found = moduleFiles("../".repeat(up), module).find((f) => env.exists(f));
    if (found) return repoPath(env, found);
  }
  return void 0;
}
async function packageDirs(env) {
  const out = /* @__PURE__ */ new Map();
  const text = await env.read("pyproject.toml");
  if (text === void 0) return out;
  try {
    const toml = parse(text);
    for (const [name, dir] of Object.entries(toml.tool?.setuptools?.["package-dir"] ?? {})) if (typeof dir === "string") out.set(name, dir);
  } catch {
  }
  return out;
}
async function dockerModuleFiles(env, model, module, cwd) {
  const depth = env.dir ? env.dir.split("/").length : 0;
  const copies = contextCopies(model);
  const contextPrefix = copies.some((c) => c.source !== "." && !hasPath(env, c.source) && hasPath(env, "../".repeat(depth) + c.source)) ? "../".repeat(depth) : "";
  const toContext = (containerPath) => copies.flatMap((c) => {
    const rel = posix.relative(c.dest, containerPath);
    if (rel.startsWith("..") || posix.isAbsolute(rel)) return [];
    return [posix.join(contextPrefix, c.source, rel)];
  });
  const roots = cwd ? [cwd] : [];
  const final = finalStage(model);
  const variables = /* @__PURE__ */ new Map();
  if (final)
    walkStage(model, final, (ins, workdir) => {
      if (ins.keyword === "ENV") {
        for (const [k, v] of ins.properties) if (v !== void 0) variables.set(k, v);
      }
      if (ins.keyword === "CMD" || ins.keyword === "ENTRYPOINT") roots.push(workdir);
    });
  for (const entry of (variables.get("PYTHONPATH") ?? "").split(":")) if (entry.startsWith("/")) roots.push(entry);
  const out = /* @__PURE__ */ new Set();
  for (const root of roots)
    for (const file of moduleFiles(root, module))
      for (const rel of toContext(file)) if (env.exists(rel)) out.add(repoPath(env, rel));
  const dirs = await packageDirs(env);
  const segments = module.split(".");
  for (let n = segments.length; n > 0; n--) {
    const dir = dirs.get(segments.slice(0, n).join("."));
    if (dir === void 0) continue;
    for (const f of moduleFiles(dir, segments.slice(n).join(".") || "__init__")) if (env.exists(f)) out.add(repoPath(env, f));
    break;
  }
  return [...out];
}
function hasPath(env, relative) {
  if (env.exists(relative)) return true;
  const full = repoPath(env, relative);
  if (full === void 0) return false;
  if (full === "" || env.dir === full || env.dir.startsWith(`${full}/`)) return true;
  const prefix = env.dir ? `${env.dir}/` : "";
  return env.list().some((f) => `${prefix}${f}`.startsWith(`${full}/`));
}

// src/checks/manifests/openenv/rules/app-port.ts
var IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
var NUMERIC_PORT = new RegExp(NUMERIC_PORT_PATTERN);
var FACTORIES = /* @__PURE__ */ new Set(["create_app", "make_app", "get_app", "build_app", "app_factory"]);
function appString(ctx) {
  const v = ctx.raw.app;
  return typeof v === "string" && v.trim() !== "" ? v.trim() : void 0;
}
function suggestApp(value) {
  const path = value.replace(/\\/g, "/").replace(/^\.\//, "");
  const [left, attr] = path.includes(":") ? [path.slice(0, path.indexOf(":")), path.slice(path.indexOf(":") + 1)] : [path, "app"];
  const module = left.replace(/\.py$/, "").replace(/\//g, ".").replace(/^\.+|\.+$/g, "") || "server.app";
  const attribute = IDENT.test(attr.trim()) ? attr.trim() : "app";
  return `${module}:${attribute}`;
}
function appFormatProblem(value) {
  if (/[/\\]/.test(value)) return "it is a file path, not a Python import string";
  if (/\s/.test(value)) return "it contains whitespace";
  const colon = value.indexOf(":");
  if (colon === -1) return 'it has no ":" separating module and attribute';
  const module = value.slice(0, colon);
  const attr = value.slice(colon + 1);
  if (module === "") return 'the module part (before ":") is empty';
  if (attr === "") return 'the attribute part (after ":") is empty';
  if (/\.py$/.test(module)) return `the module part ends in ".py" (uvicorn would import a module named "py" inside package "${module.slice(0, -3)}")`;
  return void 0;
}
var appMissing = defineRule("app-missing", "warning", "`app` is absent in a current-format manifest.", "OE-A01", async (ctx, report) => {
  if (ctx.format !== "current" || ctx.has("app")) return;
  const gated = await forWorkflow(ctx, ["daytona"], "warning", "The manifest has no `app`: the Daytona provider cannot start the server and the proposed `openenv serve` refuses. Add `app: server.app:app` (module:attribute of the FastAPI app).");
  report({ file: ctx.file, ...ctx.head(), key: "absent", ...gated });
});
var appType = defineRule("app-type", "error", "`app` is not a string.", "OE-A02", (ctx, report) => {
  if (!ctx.has("app") || typeof ctx.raw.app === "string" || ctx.raw.app === null) return;
  const v = ctx.raw.app;
  const nested = v && typeof v === "object" && !Array.isArray(v) ? Object.keys(v) : [];
  const move = nested.includes("port") ? " Move `port` to the top level." : "";
  const shapes = customShapes(ctx);
  const message = shapes.length ? `\`app\` is ${describe(ctx, ["app"])}, so uvicorn cannot import it. ${customFormatMessage(shapes, ctx)}` : `\`app\` is ${describe(ctx, ["app"])}; it must be the uvicorn import string \`module:attribute\`, e.g. \`app: server.app:app\`.${move}`;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: ctx.typeOf(["app"]) ?? "type", message });
});
var appEmpty = defineRule("app-empty", "error", "`app` is empty or whitespace only.", "OE-A03", (ctx, report) => {
  if (!ctx.has("app")) return;
  const v = ctx.raw.app;
  if (v !== null && !(typeof v === "string" && v.trim() === "")) return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: "empty", message: "`app` is empty, which OpenEnv treats as \"does not contain an 'app' field\". Write the import string, e.g. `app: server.app:app`." });
});
var appFormat = defineRule("app-format", "error", "`app` is not `module:attribute` (a file path, no colon, empty side, `.py` module).", "OE-A04", (ctx, report) => {
  const v = ctx.raw.app;
  if (typeof v !== "string" || v.trim() === "") return;
  const problem = appFormatProblem(v.trim());
  if (!problem) return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app: ${v.trim()}\` cannot be imported by uvicorn: ${problem}. Write \`app: ${suggestApp(v.trim())}\` (module path with dots, then ":" and the app object).` });
});
var appGrammar = defineRule("app-grammar", "error", "`app` has a non-identifier segment or more than one `:`.", "OE-A05", (ctx, report) => {
  const v = appString(ctx);
  if (!v || appFormatProblem(v) || new RegExp(APP_PATTERN).test(v)) return;
  const colon = v.indexOf(":");
  const extra = v.indexOf(":", colon + 1) !== -1;
  const bad = extra ? 'it has more than one ":"' : `"${[...v.slice(0, colon).split("."), ...v.slice(colon + 1).split(".")].find((s) => !IDENT.test(s))}" is not a Python identifier`;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app: ${v}\` is not a valid import string: ${bad}. Use \`package.module:attribute\` with identifiers only, e.g. \`app: server.app:app\`.` });
});
function moduleCandidates(module) {
  const path = module.split(".").join("/");
  return [`${path}.py`, `${path}/__init__.py`];
}
var appModuleNotFound = defineRule("app-module-not-found", "warning", "The `app` module file does not exist next to the manifest.", "OE-A06", (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const module = v.slice(0, v.indexOf(":"));
  const candidates = moduleCandidates(module);
  const found = (prefix) => candidates.some((c) => ctx.env.exists(prefix + c) || ctx.env.exists(`${prefix}src/${c}`));
  if (found("")) return;
  const parts = ctx.env.dir ? ctx.env.dir.split("/") : [];
  for (let up = 1; up <= parts.length; up++) if (found("../".repeat(up))) return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app: ${v}\` names module "${module}", but neither ${candidates.map((c) => join(ctx.env.dir, c)).join(" nor ")} exists. uvicorn imports it relative to the manifest directory; fix the module path (it may still work through PYTHONPATH or an installed package).` });
});
var appAttributeNotFound = defineRule("app-attribute-not-found", "notice", "The `app` module has no top-level binding of the attribute.", "OE-A07", async (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const module = v.slice(0, v.indexOf(":"));
  const attr = v.slice(v.indexOf(":") + 1).split(".")[0];
  const file = moduleCandidates(module).find((c) => ctx.env.exists(c));
  if (!file) return;
  const source = await ctx.env.read(file);
  if (source === void 0 || bindsAtModuleLevel(source, attr) !== false) return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app: ${v}\`: ${join(ctx.env.dir, file)} has no module-level \`${attr}\` (assignment, def, class or import, also inside a module-level if/else or try/except). Point \`app\` at the object uvicorn should serve, e.g. \`${module}:app\`.` });
});
var appMain = defineRule("app-main", "warning", "`app` points at `main`, the CLI entry function.", "OE-A08", (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v) || v.slice(v.indexOf(":") + 1) !== "main") return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app: ${v}\` points at \`main\`, the CLI entry function \`openenv validate\` requires; uvicorn would try to serve a function. Point it at the FastAPI object: \`app: ${v.slice(0, v.indexOf(":"))}:app\`.` });
});
var appFactory = defineRule("app-factory", "notice", "`app` names a factory function; no consumer passes `--factory`.", "OE-A09", (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const attr = v.slice(v.indexOf(":") + 1);
  if (!FACTORIES.has(attr)) return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app: ${v}\` looks like an application factory, but OpenEnv starts uvicorn without \`--factory\`. Expose the app object (\`app = ${attr}()\`) and write \`app: ${v.slice(0, v.indexOf(":"))}:app\`.` });
});
var appWhitespace = defineRule("app-whitespace", "notice", "`app` has surrounding whitespace.", "OE-A10", (ctx, report) => {
  const v = ctx.raw.app;
  if (typeof v !== "string" || v.trim() === "" || v === v.trim()) return;
  report({ file: ctx.file, ...ctx.locate(["app"]), key: v, message: `\`app\` ${JSON.stringify(v)} has surrounding whitespace; Daytona strips it, other tools may not. Write \`app: ${v.trim()}\`.` });
});
var portMissing = defineRule("port-missing", "notice", "`port` is absent in a current-format manifest.", "OE-P01", (ctx, report) => {
  if (ctx.format !== "current" || ctx.has("port")) return;
  report({ file: ctx.file, ...ctx.head(), key: "absent", message: "The manifest has no `port`; add `port: 8000` (what the template Dockerfile and Daytona use)." });
});
var portBoolean = defineRule("port-boolean", "error", "`port` is a boolean.", "OE-P02, OE-Y10", (ctx, report) => {
  if (ctx.typeOf(["port"]) !== "bool") return;
  report({ file: ctx.file, ...ctx.locate(["port"]), key: "bool", message: `\`port\` is ${describe(ctx, ["port"])} (Python would turn True into port 1). Write the port number, e.g. \`port: 8000\`.` });
});
var portType = defineRule("port-type", "error", "`port` is not a number (non-numeric string, list, mapping, fractional float).", "OE-P03", (ctx, report) => {
  if (!ctx.has("port")) return;
  const v = ctx.raw.port;
  const type = ctx.typeOf(["port"]);
  const bad = type === "str" && !NUMERIC_PORT.test(String(v)) || type === "float" && !Number.isInteger(v) || ["seq", "map", "set", "timestamp", "binary", "pairs"].includes(type ?? "");
  if (!bad) return;
  const source = ctx.sourceOf(["port"]);
  const octal = type === "str" && source !== void 0 && /^0o[0-7]+$/.test(source) ? parseInt(source.slice(2), 8) : void 0;
  const message = octal !== void 0 ? `\`port: ${source}\` is the string "${source}" for PyYAML: YAML 1.1 has no \`0o\` octal prefix (YAML 1.2 tools read ${octal}). A port must be an integer from 1 to 65535: write the decimal value, \`port: ${octal}\`.` : `\`port\` is ${describe(ctx, ["port"])}; it must be an integer from 1 to 65535. Write e.g. \`port: 8000\`.`;
  report({ file: ctx.file, ...ctx.locate(["port"]), key: String(type), message });
});
var portNumericString = defineRule("port-numeric-string", "warning", "`port` is a numeric string or an integral float.", "OE-P04", (ctx, report) => {
  const v = ctx.raw.port;
  const type = ctx.typeOf(["port"]);
  const n = type === "str" && NUMERIC_PORT.test(String(v)) ? Number(v) : type === "float" && Number.isInteger(v) ? v : void 0;
  if (n === void 0) return;
  report({ file: ctx.file, ...ctx.locate(["port"]), key: String(ctx.sourceOf(["port"])), message: `\`port\` is ${describe(ctx, ["port"])}, not an integer. Write \`port: ${n}\` (no quotes, no decimal point).` });
});
var portRange = defineRule("port-range", "error", "`port` is outside 1\u201365535.", "OE-P05", (ctx, report) => {
  const v = ctx.raw.port;
  if (ctx.typeOf(["port"]) !== "int" || v >= 1 && v <= 65535) return;
  report({ file: ctx.file, ...ctx.locate(["port"]), key: String(v), message: `\`port\` is ${describe(ctx, ["port"])}, outside 1\u201365535; no server can listen there. Use \`port: 8000\`.` });
});
var portNotDefault = defineRule("port-not-default", "notice", "`port` is not 8000 and no Dockerfile or README confirms it.", "OE-P06", async (ctx, report) => {
  const v = ctx.raw.port;
  if (ctx.typeOf(["port"]) !== "int" || v === 8e3 || v < 1 || v > 65535) return;
  if ((await portDeclarations(ctx)).length > 0) return;
  report({ file: ctx.file, ...ctx.locate(["port"]), key: String(v), message: `\`port: ${v}\`: the Daytona provider, the template Dockerfile and \`openenv push\` (README \`app_port\`) assume 8000, and neither a Dockerfile nor README.md here declares ${v}. Use 8000, or declare ${v} there too (EXPOSE ${v}, README \`app_port: ${v}\`).` });
});
var portYaml11Spelling = defineRule("port-yaml11-spelling", "warning", "`port` uses a YAML 1.1 integer spelling (`010`, `8_000`, `0x1F40`).", "OE-P08", (ctx, report) => {
  if (ctx.typeOf(["port"]) !== "int") return;
  const source = ctx.sourceOf(["port"])?.trim();
  if (!source || /^[-+]?(?:0|[1-9][0-9]*)$/.test(source)) return;
  report({ file: ctx.file, ...ctx.locate(["port"]), key: source, message: `\`port: ${source}\` is read by PyYAML as ${ctx.raw.port} (YAML 1.1 ${/^[-+]?0[0-7_]+$/.test(source) ? "octal" : /0x/i.test(source) ? "hexadecimal" : /0b/.test(source) ? "binary" : /:/.test(source) ? "base-60" : "digit grouping"}); other YAML tools read it differently. Write the decimal value: \`port: ${ctx.raw.port}\`.` });
});
var portDeclarationsOf = /* @__PURE__ */ new WeakMap();
function portDeclarations(ctx) {
  let declarations = portDeclarationsOf.get(ctx);
  if (!declarations) portDeclarationsOf.set(ctx, declarations = readPortDeclarations(ctx));
  return declarations;
}
async function readPortDeclarations(ctx) {
  const out = [];
  for (const name of ["Dockerfile", "server/Dockerfile"]) {
    const model = await ctx.dockerfile(name);
    if (!model) continue;
    const docker = await dockerfilePorts(model, (path) => ctx.env.read(path));
    if (docker.exposed.length || docker.served.length) out.push({ file: name, docker });
  }
  const readme = await ctx.env.read("README.md");
  if (readme !== void 0) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readme);
    const port = front && /^app_port:\s*["']?(\d{1,5})["']?\s*$/m.exec(front[1]);
    if (port) out.push({ file: "README.md", appPort: Number(port[1]) });
  }
  return out;
}
async function servedSettings(ctx) {
  let app;
  for (const name of ["Dockerfile", "server/Dockerfile"]) {
    const model = await ctx.dockerfile(name);
    if (model) app ??= (await dockerUvicornApp(model, (path) => ctx.env.read(path)))?.app;
  }
  let port;
  for (const d of await portDeclarations(ctx)) port ??= d.docker ? servedPortOf(d.docker)?.port : d.appPort;
  return { app: app ?? (ctx.env.exists("server/app.py") ? "server.app:app" : "<module>:<app attribute>"), port: port ?? 8e3 };
}
var portMismatch = defineRule("port-mismatch", "warning", "`port` disagrees with the port the Dockerfile serves on or README `app_port`.", "OE-P07", async (ctx, report) => {
  const v = ctx.raw.port;
  if (ctx.typeOf(["port"]) !== "int") return;
  const port = v;
  const others = [];
  for (const d of await portDeclarations(ctx)) {
    if (d.appPort !== void 0 && d.appPort !== port) others.push({ file: d.file, port: d.appPort, says: `app_port ${d.appPort}` });
    if (d.docker) for (const c of portConflicts(port, d.docker)) others.push({ file: d.file, port: c.port, says: describePort(c) });
  }
  if (others.length === 0) return;
  const where = others.map((d) => `${join(ctx.env.dir, d.file)} ${d.says}`).join(", ");
  const served = new Set(others.map((d) => d.port));
  const fix = served.size === 1 ? `Set \`port: ${others[0].port}\` here, the port the image serves (or move the image and README \`app_port\` to ${port} together).` : "Make the app's port the same everywhere (8000 is what OpenEnv tooling assumes).";
  report({ file: ctx.file, ...ctx.locate(["port"]), key: others.map((d) => `${d.file}:${d.port}`).join(","), message: `\`port: ${port}\` disagrees with ${where}. ${fix}` });
});
async function dockerUvicornApp(model, read) {
  for (const command of await startCommands(model, read)) {
    const at2 = command.words.findIndex((w) => w === "uvicorn" || w.endsWith("/uvicorn"));
    if (at2 === -1) continue;
    const app = command.words.slice(at2 + 1).find((w) => IMPORT_STRING.test(w));
    if (app) return { app, line: command.instruction.line, cwd: command.cwd };
  }
  return void 0;
}
var IMPORT_STRING = /^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$/;
var dockerfileApp = defineRule("dockerfile-app", "warning", "The Dockerfile CMD starts uvicorn on another application (file or attribute) than `app`.", "OE-X04", async (ctx, report) => {
  const v = appString(ctx);
  if (!v || !new RegExp(APP_PATTERN).test(v)) return;
  const [module, attribute] = [v.slice(0, v.indexOf(":")), v.slice(v.indexOf(":") + 1)];
  const manifestFile = manifestModuleFile(ctx.env, module);
  for (const name of ["Dockerfile", "server/Dockerfile"]) {
    const model = await ctx.dockerfile(name);
    if (!model) continue;
    const cmd = await dockerUvicornApp(model, (path) => ctx.env.read(path));
    if (!cmd || cmd.app === v) continue;
    const [cmdModule, cmdAttribute] = [cmd.app.slice(0, cmd.app.indexOf(":")), cmd.app.slice(cmd.app.indexOf(":") + 1)];
    const dockerFiles = await dockerModuleFiles(ctx.env, model, cmdModule, cmd.cwd);
    const sameFile = manifestFile !== void 0 && dockerFiles.length > 0 ? dockerFiles.includes(manifestFile) : sameModuleTail(module, cmdModule);
    if (sameFile && cmdAttribute === attribute) continue;
    const what = sameFile ? `attribute \`${cmdAttribute}\`` : dockerFiles.length ? `${dockerFiles.join(" / ")}` : `module \`${cmdModule}\``;
    report({ file: ctx.file, ...ctx.locate(["app"]), key: `${name}:${cmd.app}`, message: `\`app: ${v}\`${manifestFile ? ` (${manifestFile})` : ""} is not the application ${join(ctx.env.dir, name)} line ${cmd.line} starts: \`uvicorn ${cmd.app}\` serves ${what}. Make them name the same application.` });
    return;
  }
});
function sameModuleTail(a, b) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long === short || long.endsWith(`.${short}`);
}
function join(dir, path) {
  return dir ? `${dir}/${path}` : path;
}
var appPortRules = [
  appMissing,
  appType,
  appEmpty,
  appFormat,
  appGrammar,
  appModuleNotFound,
  appAttributeNotFound,
  appMain,
  appFactory,
  appWhitespace,
  portMissing,
  portBoolean,
  portType,
  portNumericString,
  portRange,
  portNotDefault,
  portYaml11Spelling,
  portMismatch,
  dockerfileApp
];

// src/checks/manifests/openenv/rules/identity.ts
var TEMPLATE = "spec_version: 1";
var ENVIRONMENT_VERSION = new RegExp(ENVIRONMENT_SPEC_VERSION_PATTERN);
var specVersionMissing2 = defineRule(
  "spec-version-missing",
  "warning",
  "`spec_version` is absent or empty in a current-format manifest.",
  "OE-SV1, OE-SV7",
  (ctx, report) => {
    if (ctx.format !== "current" || customShapes(ctx).length > 0) return;
    if (!ctx.has("spec_version")) {
      report({ file: ctx.file, ...ctx.head(), key: "absent", message: `The manifest has no \`spec_version\`; add \`${TEMPLATE}\` as its first line (the only manifest version is the integer 1).` });
    } else if (ctx.raw.spec_version === null) {
      report({ file: ctx.file, ...ctx.locate(["spec_version"], "key"), key: "null", message: `\`spec_version\` is empty (null), which OpenEnv treats as absent. Write \`${TEMPLATE}\`.` });
    }
  }
);
var specVersionType2 = defineRule(
  "spec-version-type",
  "warning",
  '`spec_version` means 1 but is not the integer 1 ("1", 1.0, "1.0").',
  "OE-SV2, OE-Y10",
  (ctx, report) => {
    if (!ctx.has("spec_version")) return;
    const v = ctx.raw.spec_version;
    const type = ctx.typeOf(["spec_version"]);
    const meansOne = type === "float" && v === 1 || type === "str" && /^\s*1(?:\.0*)?\s*$/.test(String(v));
    if (!meansOne) return;
    report({ file: ctx.file, ...ctx.locate(["spec_version"]), key: String(ctx.sourceOf(["spec_version"])), message: `\`spec_version\` is ${describe(ctx, ["spec_version"])}; OpenEnv stores it as an integer. Write \`${TEMPLATE}\` (no quotes, no decimal point).` });
  }
);
var specVersionWrongFile = defineRule(
  "spec-version-wrong-file",
  "error",
  "`spec_version` holds an `environment.yaml` version string: wrong file.",
  "OE-SV4",
  (ctx, report) => {
    const v = ctx.raw.spec_version;
    if (typeof v !== "string" || !ENVIRONMENT_VERSION.test(v)) return;
    report({ file: ctx.file, ...ctx.locate(["spec_version"]), key: v, message: `\`spec_version: ${v}\` is the version of an \`environment.yaml\` (RFC 006 dataset manifest), not of \`openenv.yaml\`. If this content is an environment dataset manifest, rename the file to environment.yaml; otherwise write \`${TEMPLATE}\`.` });
  }
);
var specVersionUnknown2 = defineRule(
  "spec-version-unknown",
  "warning",
  "`spec_version` is another number or string than 1.",
  "OE-SV3, OE-SV5",
  (ctx, report) => {
    if (!ctx.has("spec_version")) return;
    const v = ctx.raw.spec_version;
    const type = ctx.typeOf(["spec_version"]);
    if (type === "int" && v !== SPEC_VERSION2) {
      const future = v >= 2;
      report({ file: ctx.file, ...ctx.locate(["spec_version"]), key: String(v), message: future ? `\`spec_version: ${v}\` is not a version OpenEnv knows (the only one is 1); the file is checked with version-1 rules. Use \`${TEMPLATE}\` unless a newer OpenEnv defines ${v}.` : `\`spec_version: ${v}\` is not a valid manifest version. Write \`${TEMPLATE}\`.` });
      return;
    }
    if (type === "float" && v !== 1 || type === "str" && typeof v === "string" && !/^\s*1(?:\.0*)?\s*$/.test(v) && !ENVIRONMENT_VERSION.test(v)) {
      report({ file: ctx.file, ...ctx.locate(["spec_version"]), key: String(ctx.sourceOf(["spec_version"])), message: `\`spec_version\` is ${describe(ctx, ["spec_version"])}; the only manifest version is the integer 1. Write \`${TEMPLATE}\`.` });
    }
  }
);
var specVersionInvalid = defineRule(
  "spec-version-invalid",
  "error",
  "`spec_version` is a boolean, list, mapping or other non-scalar.",
  "OE-SV6",
  (ctx, report) => {
    if (!ctx.has("spec_version")) return;
    const type = ctx.typeOf(["spec_version"]);
    if (type === "bool" || type === "seq" || type === "map" || type === "set" || type === "timestamp" || type === "binary" || type === "pairs") {
      report({ file: ctx.file, ...ctx.locate(["spec_version"]), key: type, message: `\`spec_version\` is ${describe(ctx, ["spec_version"])}; it must be the integer 1. Write \`${TEMPLATE}\`.` });
    }
  }
);
var nameMissing = defineRule(
  "name-missing",
  "error",
  "`name` is missing, empty or falsy: `openenv push` refuses the manifest.",
  "OE-N01, OE-Y10",
  (ctx, report) => {
    if (!ctx.has("name")) {
      const nested = ["env", "environment", "metadata", "info", "project"].find((k) => {
        const v2 = ctx.raw[k];
        return v2 !== null && typeof v2 === "object" && !Array.isArray(v2) && hasKey(v2, "name");
      });
      report({
        file: ctx.file,
        ...ctx.head(),
        key: "absent",
        message: nested ? `\`name\` is nested under \`${nested}:\` but OpenEnv reads only a top-level \`name\`; \`openenv push\` fails with "must contain a 'name' field". Move it to the top level: \`name: ${nestedName(ctx.raw[nested])}\`.` : `The manifest has no top-level \`name\`; \`openenv push\` fails with "must contain a 'name' field". Add \`name: <env_name>\` (snake_case).`
      });
      return;
    }
    const v = ctx.raw.name;
    const falsy = v === null || v === false || v === 0 || v === "" || Array.isArray(v) && v.length === 0 || typeof v === "object" && v !== null && Object.keys(v).length === 0;
    if (!falsy) return;
    const type = ctx.typeOf(["name"]);
    const hint = type === "bool" || type === "int" || type === "float" ? ` Quote it if that word is the intended name: name: "${ctx.sourceOf(["name"])}".` : " Give the environment a snake_case name.";
    report({ file: ctx.file, ...ctx.locate(["name"]), key: "falsy", message: `\`name\` is ${describe(ctx, ["name"])}, so \`openenv push\` fails with "must contain a 'name' field".${hint}` });
  }
);
var nameType = defineRule(
  "name-type",
  "error",
  "`name` is not a string (number, boolean, list, mapping).",
  "OE-N02, OE-Y10",
  (ctx, report) => {
    const v = ctx.raw.name;
    if (!ctx.has("name") || typeof v === "string" || v === null || v === false || v === 0) return;
    if (typeof v === "object" && !(v instanceof Date) && Object.keys(v).length === 0) return;
    const scalar = ["int", "float", "bool", "timestamp"].includes(ctx.typeOf(["name"]) ?? "");
    report({ file: ctx.file, ...ctx.locate(["name"]), key: ctx.typeOf(["name"]) ?? "type", message: `\`name\` is ${describe(ctx, ["name"])}, not a string: AutoEnv discovery skips the environment and \`openenv push\` can crash.${scalar ? ` Quote it: name: "${ctx.sourceOf(["name"])}".` : " Write a single snake_case name."}` });
  }
);
var nameSlash = defineRule(
  "name-slash",
  "error",
  "`name` contains `/`: the default Space id becomes invalid.",
  "OE-N03",
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== "string" || !v.includes("/")) return;
    const last = v.split("/").filter(Boolean).pop() ?? v;
    report({ file: ctx.file, ...ctx.locate(["name"]), key: v, message: `\`name\` "${v}" contains "/": \`openenv push\` builds the Space id <user>/<name> and aborts with "Invalid repo-id format". Use the bare name (e.g. \`name: ${snakeCase(last)}\`) and pass \`--repo-id ${v}\` to push if you need another namespace.` });
  }
);
function hubRepoNameProblem(name) {
  if (name.length > 96) return "it is longer than 96 characters";
  if (!/^[A-Za-z0-9._-]+$/.test(name)) return 'only letters, digits, ".", "_" and "-" are allowed';
  if (name.includes("--") || name.includes("..")) return '"--" and ".." are not allowed';
  if (/^[-.]|[-.]$/.test(name)) return 'it must not start or end with "-" or "."';
  return void 0;
}
var nameHubRepo = defineRule(
  "name-hub-repo",
  "warning",
  "`name` is not a valid Hugging Face repository name.",
  "OE-N04",
  async (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== "string" || v.trim() === "" || v.includes("/") || placeholder(v)) return;
    const problem = hubRepoNameProblem(v.trim());
    if (!problem) return;
    const gated = await forWorkflow(ctx, ["openenvPush"], "warning", `\`name\` "${v}" cannot be a Hugging Face Space name (${problem}), so \`openenv push\` fails unless --repo-id is given. Use \`name: ${snakeCase(v) || "my_env"}\`.`);
    report({ file: ctx.file, ...ctx.locate(["name"]), key: v, ...gated });
  }
);
var nameSnakeCase = defineRule(
  "name-snake-case",
  "warning",
  "`name` is not snake_case (`^[a-z][a-z0-9_]*$`).",
  "OE-N05",
  async (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== "string" || v.trim() === "" || v.includes("/") || placeholder(v)) return;
    const name = v.trim();
    if (new RegExp(NAME_PATTERN).test(name) || hubRepoNameProblem(name)) return;
    const why = /-/.test(name) ? "hyphens make it unreachable through AutoEnv (user input is normalised to underscores) and give invalid inferred class names" : /[A-Z]/.test(name) ? "capitals survive in the AutoEnv lookup key (case-sensitive) and registry image names must be lower case" : "AutoEnv class-name inference and Docker tags expect a lower-case identifier";
    const gated = await forWorkflow(ctx, ["autoenv", "registry"], "warning", `\`name\` "${name}" is not snake_case: ${why}. Use \`name: ${snakeCase(name)}\`.`);
    report({ file: ctx.file, ...ctx.locate(["name"]), key: name, ...gated });
  }
);
function nestedName(block) {
  const value = block.name;
  return typeof value === "string" && value.trim() !== "" ? snakeCase(value) || "my_env" : "my_env";
}
function placeholder(name) {
  for (const run of name.match(/[A-Z_]+/g) ?? []) {
    const first = run.indexOf("__");
    if (first !== -1 && run.lastIndexOf("__") >= first + 3) return true;
  }
  for (const line of name.split(/\r\n|[\n\r\u2028\u2029]/)) {
    const braces = line.indexOf("{{");
    if (braces !== -1 && line.indexOf("}}", braces + 2) !== -1) return true;
    const dollar = line.indexOf("${");
    if (dollar !== -1 && line.indexOf("}", dollar + 2) !== -1) return true;
  }
  let open = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === "<" && open === -1) open = i;
    else if (name[i] === ">") {
      if (open !== -1 && i >= open + 2) return true;
      open = -1;
    }
  }
  return false;
}
var namePlaceholder = defineRule(
  "name-placeholder",
  "warning",
  "`name` is an unrendered template placeholder.",
  "OE-N06",
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== "string" || !placeholder(v)) return;
    if (/(^|\/)[^/]*templates?[^/]*\//i.test(ctx.file)) return;
    report({ file: ctx.file, ...ctx.locate(["name"]), key: v, message: `\`name\` "${v}" is an unrendered template placeholder. Replace it with the environment's snake_case name.` });
  }
);
function normaliseEnvName(name) {
  return name.trim().toLowerCase().replace(/-/g, "_").replace(/_env$/, "");
}
var nameDirectory = defineRule(
  "name-directory-mismatch",
  "notice",
  "`name` differs from the environment directory name.",
  "OE-N07",
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== "string" || v.trim() === "" || !ctx.env.dir || placeholder(v)) return;
    const dirName = ctx.env.dir.split("/").pop();
    if (["server", "src", "env", "environment", "app"].includes(dirName)) return;
    if (normaliseEnvName(v) === normaliseEnvName(dirName)) return;
    report({ file: ctx.file, ...ctx.locate(["name"]), key: `${v}|${dirName}`, message: `\`name\` "${v}" differs from its directory "${dirName}": \`openenv build\` and \`validate\` name things after the directory, \`push\` and AutoEnv after \`name\`. Rename one so they agree (e.g. \`name: ${snakeCase(dirName)}\`).` });
  }
);
var nameWhitespace = defineRule(
  "name-whitespace",
  "warning",
  "`name` has leading or trailing whitespace.",
  "OE-N08",
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== "string" || v.trim() === "" || v === v.trim()) return;
    report({ file: ctx.file, ...ctx.locate(["name"]), key: v, message: `\`name\` ${JSON.stringify(v)} has surrounding whitespace, which ends up in the Space id and image tag. Write \`name: ${v.trim()}\`.` });
  }
);
var typeMissing = defineRule("type-missing", "notice", "`type` is absent in a current-format manifest.", "OE-T01", (ctx, report) => {
  if (ctx.format !== "current" || ctx.has("type")) return;
  report({ file: ctx.file, ...ctx.head(), key: "absent", message: "The manifest has no `type`; add `type: space` (the `openenv init` template value)." });
});
var typeValue = defineRule("type-value", "warning", "`type` is not the string `space`.", "OE-T02, OE-T03", (ctx, report) => {
  if (!ctx.has("type") || ctx.raw.type === "space" || customShapes(ctx).length > 0) return;
  const v = ctx.raw.type;
  report({
    file: ctx.file,
    ...ctx.locate(["type"]),
    key: String(ctx.sourceOf(["type"]) ?? typeof v),
    message: typeof v === "string" ? `\`type: ${v}\` has no effect today; the only defined value is \`space\`. Write \`type: space\`.` : `\`type\` is ${describe(ctx, ["type"])}, not a string; the only defined value is \`space\`. Write \`type: space\`.`
  });
});
var runtimeMissing = defineRule("runtime-missing", "notice", "`runtime` is absent in a current-format manifest.", "OE-R01", (ctx, report) => {
  if (ctx.format !== "current" || ctx.has("runtime")) return;
  report({ file: ctx.file, ...ctx.head(), key: "absent", message: "The manifest has no `runtime`; add `runtime: fastapi` (the `openenv init` template value, and the only one the proposed `openenv serve` accepts)." });
});
var runtimeValue = defineRule("runtime-value", "warning", "`runtime` is a string other than `fastapi`.", "OE-R02", (ctx, report) => {
  const v = ctx.raw.runtime;
  if (typeof v !== "string" || v === "fastapi" || customShapes(ctx).length > 0) return;
  if (v.trim().toLowerCase() === "fastapi") {
    report({ file: ctx.file, ...ctx.locate(["runtime"]), key: v, severity: "notice", message: `\`runtime: ${v}\` is accepted case-insensitively, but write it as \`runtime: fastapi\`.` });
    return;
  }
  report({ file: ctx.file, ...ctx.locate(["runtime"]), key: v, message: `\`runtime: ${v}\` is not a runtime OpenEnv knows; the only one is \`fastapi\` (the proposed \`openenv serve\` refuses others). Write \`runtime: fastapi\`${v.toLowerCase().includes("docker") ? "; the Dockerfile is found by convention, not through this key" : ""}.` });
});
var runtimeType = defineRule("runtime-type", "warning", "`runtime` is a mapping or other non-string.", "OE-R03", (ctx, report) => {
  if (!ctx.has("runtime") || customShapes(ctx).length > 0) return;
  const v = ctx.raw.runtime;
  if (typeof v === "string") return;
  const nested = v && typeof v === "object" && !Array.isArray(v) ? ["app", "port"].filter((k) => hasKey(v, k)) : [];
  const move = nested.length ? ` Move ${nested.map((k) => `\`${k}\``).join(" and ")} to the top level, where OpenEnv reads ${nested.length > 1 ? "them" : "it"}.` : "";
  report({ file: ctx.file, ...ctx.locate(["runtime"]), key: ctx.typeOf(["runtime"]) ?? "type", message: `\`runtime\` is ${describe(ctx, ["runtime"])}; it must be the string \`fastapi\`.${move} Write \`runtime: fastapi\`.` });
});
var identityRules = [
  specVersionMissing2,
  specVersionType2,
  specVersionWrongFile,
  specVersionUnknown2,
  specVersionInvalid,
  nameMissing,
  nameType,
  nameSlash,
  nameHubRepo,
  nameSnakeCase,
  namePlaceholder,
  nameDirectory,
  nameWhitespace,
  typeMissing,
  typeValue,
  runtimeMissing,
  runtimeValue,
  runtimeType
];

// src/checks/manifests/openenv/rules/other-keys.ts
var descriptionType = defineRule("description-type", "notice", "`description` is not a string.", "OE-D01", (ctx, report) => {
  if (!ctx.has("description") || typeof ctx.raw.description === "string" || ctx.raw.description === null) return;
  report({ file: ctx.file, ...ctx.locate(["description"]), key: ctx.typeOf(["description"]) ?? "type", message: `\`description\` is ${describe(ctx, ["description"])}; discovery shows it as text. Write one string (use \`>\` for a long folded paragraph).` });
});
var versionNumber = defineRule("version-number", "warning", "`version` resolves to a number (unquoted `0.1`, `1.10`).", "OE-D02, OE-Y10", (ctx, report) => {
  const type = ctx.typeOf(["version"]);
  if (type !== "int" && type !== "float") return;
  const source = ctx.sourceOf(["version"])?.trim() ?? String(ctx.raw.version);
  report({ file: ctx.file, ...ctx.locate(["version"]), key: source, message: `\`version\` is ${describe(ctx, ["version"])}; later OpenEnv validation requires a string. Quote it: \`version: "${source}"\`.` });
});
var versionMismatch = defineRule("version-mismatch", "notice", "`version` differs from `[project].version` in pyproject.toml.", "OE-D03", async (ctx, report) => {
  const v = ctx.raw.version;
  if (typeof v !== "string" || v.trim() === "") return;
  const pyproject = await ctx.env.read("pyproject.toml");
  const project = pyproject && /^\[project\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  const pinned = project && /^version\s*=\s*["']([^"']+)["']/m.exec(project[1]);
  if (!pinned || pinned[1] === v.trim()) return;
  report({ file: ctx.file, ...ctx.locate(["version"]), key: `${v}|${pinned[1]}`, message: `\`version: ${v}\` differs from pyproject.toml's version "${pinned[1]}", which is the version OpenEnv reports. Remove \`version\` from the manifest or keep the two equal.` });
});
var pair = ["action", "observation"];
var actionObservationType = defineRule("action-observation-type", "error", "`action` and `observation` are both present and one is not a string (an error when the manifest is packaged for AutoEnv, else a notice).", "OE-C01", async (ctx, report) => {
  if (!ctx.has("action") || !ctx.has("observation")) return;
  const packaged = await manifestPackaged(ctx) === true;
  const keys = pair.filter((key) => typeof ctx.raw[key] !== "string");
  if (keys.length === 0) return;
  const what = keys.map((key) => `\`${key}\` is ${describe(ctx, [key])}`).join(" and ");
  const example = keys.map((key) => `\`${key}: My${key === "action" ? "Action" : "Observation"}\``).join(", ");
  const message = `${what}; with both \`action\` and \`observation\` present, AutoEnv looks the value${keys.length > 1 ? "s" : ""} up as class names in the client module and crashes on anything but a string. Write the class name${keys.length > 1 ? "s" : ""} (e.g. ${example}), or remove both keys and describe spaces in README.md.`;
  report({ file: ctx.file, ...ctx.locate([keys[0]]), key: keys.join(","), ...packaged ? { message } : { severity: "notice", message: `If you publish with ${WORKFLOW_NAMES.autoenv}: ${message}` } });
});
var actionObservationIdentifier = defineRule("action-observation-identifier", "error", "`action`/`observation` are strings but not Python identifiers.", "OE-C02", (ctx, report) => {
  if (!ctx.has("action") || !ctx.has("observation")) return;
  const re = new RegExp(PYTHON_IDENTIFIER_PATTERN);
  if (!pair.every((k) => typeof ctx.raw[k] === "string")) return;
  for (const key of pair) {
    const v = ctx.raw[key];
    if (re.test(v)) continue;
    const last = v.split(/[.:]/).pop() ?? v;
    report({ file: ctx.file, ...ctx.locate([key]), key, message: `\`${key}: ${v}\` is not a Python identifier; AutoEnv does getattr(<package>.client, "${v}") and fails. Write the bare class name exported by client.py, e.g. \`${key}: ${re.test(last) ? last : "MyClass"}\`.` });
  }
});
var actionObservationPair = defineRule("action-observation-pair", "warning", "Only one of `action`/`observation` is present, so both are ignored.", "OE-C03", (ctx, report) => {
  const present = pair.filter((k) => ctx.has(k));
  if (present.length !== 1) return;
  const [have] = present;
  const missing = have === "action" ? "observation" : "action";
  report({ file: ctx.file, ...ctx.locate([have], "key"), key: have, message: `\`${have}\` is present without \`${missing}\`; OpenEnv uses them only as a pair, so it is ignored. Add \`${missing}\` or remove \`${have}\`.` });
});
var actionObservationNotFound = defineRule("action-observation-not-found", "warning", "The `action`/`observation` class is not bound in client.py.", "OE-C04", async (ctx, report) => {
  if (!ctx.has("action") || !ctx.has("observation")) return;
  const re = new RegExp(PYTHON_IDENTIFIER_PATTERN);
  if (!pair.every((k) => typeof ctx.raw[k] === "string" && re.test(ctx.raw[k]))) return;
  const client = await ctx.env.read("client.py");
  if (client === void 0) return;
  for (const key of pair) {
    const name = ctx.raw[key];
    if (bindsAtModuleLevel(client, name) !== false) continue;
    report({ file: ctx.file, ...ctx.locate([key]), key: name, message: `\`${key}: ${name}\`: client.py has no top-level \`${name}\`, and AutoEnv looks it up on the client module (not models.py). Import it in client.py (\`from .models import ${name}\`) or fix the name.` });
  }
});
var actionObservationOverride = defineRule("action-observation-override", "notice", "`action`/`observation` in a current-format manifest (legacy override).", "OE-C05", (ctx, report) => {
  if (ctx.format !== "current" || !ctx.has("action") || !ctx.has("observation")) return;
  report({ file: ctx.file, ...ctx.locate(["action"], "key"), key: "override", message: "`action`/`observation` are a legacy override of the class names AutoEnv infers from `name`. Keep them only if the client module uses different names; otherwise remove them." });
});
var taskSetsProposed = defineRule("task-sets-proposed", "notice", "`task_sets` is a proposal (RFC 006) that nothing implements.", "OE-TS1", (ctx, report) => {
  if (!ctx.has("task_sets")) return;
  report({ file: ctx.file, ...ctx.locate(["task_sets"], "key"), key: "present", message: "`task_sets` is proposed in RFC 006 but not implemented by any OpenEnv version; it has no effect yet." });
});
var taskSetsShape = defineRule("task-sets-shape", "warning", "`task_sets` is not a mapping of strings.", "OE-TS2", (ctx, report) => {
  if (!ctx.has("task_sets")) return;
  const v = ctx.raw.task_sets;
  if (!isMapping2(v)) {
    report({ file: ctx.file, ...ctx.locate(["task_sets"]), key: "type", message: `\`task_sets\` is ${describe(ctx, ["task_sets"])}; it must map names to references, e.g. \`default: hf://datasets/<namespace>/<name>/<environment_id>@<revision>\` indented under \`task_sets:\`.` });
    return;
  }
  for (const [key, value] of Object.entries(v)) {
    if (typeof value === "string") continue;
    report({ file: ctx.file, ...ctx.locate(["task_sets", key]), key, message: `\`task_sets.${key}\` is ${describe(ctx, ["task_sets", key])}; write a reference string hf://datasets/<namespace>/<name>/<environment_id>@<revision>.` });
  }
});
var taskSetsReference = defineRule("task-sets-reference", "warning", "A `task_sets` value is not an `hf://datasets/...` reference.", "OE-TS3", (ctx, report) => {
  const v = ctx.raw.task_sets;
  if (!isMapping2(v)) return;
  const re = new RegExp(TASK_SET_REFERENCE_PATTERN);
  for (const [key, value] of Object.entries(v)) {
    if (typeof value !== "string" || re.test(value.trim())) continue;
    report({ file: ctx.file, ...ctx.locate(["task_sets", key]), key, message: `\`task_sets.${key}: ${value}\` is not a task-set reference. Write hf://datasets/<namespace>/<name>/<environment_id>@<revision>.` });
  }
});
var taskSetsUnpinned = defineRule("task-sets-unpinned", "notice", "A `task_sets` reference has no `@revision` or pins a branch.", "OE-TS4", (ctx, report) => {
  const v = ctx.raw.task_sets;
  if (!isMapping2(v)) return;
  const re = new RegExp(TASK_SET_REFERENCE_PATTERN);
  for (const [key, value] of Object.entries(v)) {
    if (typeof value !== "string" || !re.test(value.trim())) continue;
    const at2 = value.trim().split("@")[1];
    if (at2 !== void 0 && /^[0-9a-f]{7,40}$/.test(at2)) continue;
    if (at2 !== void 0 && /^v?\d+(?:\.\d+)*$/.test(at2)) continue;
    report({ file: ctx.file, ...ctx.locate(["task_sets", key]), key, message: `\`task_sets.${key}\` ${at2 === void 0 ? "has no @revision" : `pins the branch "${at2}"`}, so the task set can change under you. Pin a commit sha or a tag: ...@<commit-sha>.` });
  }
});
var documentedOnlyKey = defineRule("documented-only-key", "notice", "`client` / `default_image`: documented in OpenEnv guides but read by nothing.", "OE-K01, OE-S03", (ctx, report) => {
  for (const key of DOCUMENTED_ONLY_KEYS) {
    if (!ctx.has(key)) continue;
    report({ file: ctx.file, ...ctx.locate([key], "key"), key, message: `\`${key}\` appears in OpenEnv's guides but no OpenEnv code reads it (discovery infers the client class and the image name from \`name\`). Remove it.` });
  }
});
var upstreamBlockType = defineRule("upstream-block-type", "warning", "`validation` / `openenvd` (later OpenEnv versions) is not a mapping.", "spec \xA712", (ctx, report) => {
  for (const key of ["validation", "openenvd"]) {
    if (!ctx.has(key) || isMapping2(ctx.raw[key]) || ctx.raw[key] === null) continue;
    report({ file: ctx.file, ...ctx.locate([key]), key, message: `\`${key}\` is ${describe(ctx, [key])}; later OpenEnv versions reject a \`${key}\` block that is not a mapping. Write it as a mapping of its settings.` });
  }
});
var KNOWN2 = /* @__PURE__ */ new Set([...KNOWN_KEYS, ...DOCUMENTED_ONLY_KEYS, ...PROPOSED_BLOCK_KEYS]);
var FRONT_MATTER = new Set(README_FRONT_MATTER_KEYS);
var SUGGESTABLE = KNOWN_KEYS.filter((k) => k !== "validation" && k !== "openenvd");
var PLAUSIBLE = {
  spec_version: ["int", "float", "str"],
  port: ["int", "str"],
  variables: ["map", "null", "seq"],
  task_sets: ["map", "null"]
};
function nearMiss(ctx, key) {
  const guess = suggestKey(key, SUGGESTABLE, KEY_ALIASES);
  if (!guess || guess === key || ctx.has(guess)) return void 0;
  const type = ctx.typeOf([key]) ?? "null";
  if (!(PLAUSIBLE[guess] ?? ["str"]).includes(type)) return void 0;
  if (guess === "variables" && !looksLikeVariables(ctx.raw[key])) return void 0;
  return guess;
}
function looksLikeVariables(value) {
  if (value === null || value === void 0) return true;
  if (Array.isArray(value)) return value.some((v) => typeof v === "string" && /^[A-Z_][A-Z0-9_]*=/.test(v));
  return isMapping2(value) && Object.keys(value).some((k) => /^[A-Z_][A-Z0-9_]*$/.test(k));
}
var readmeFrontMatterKey = defineRule("readme-front-matter-key", "warning", "Hugging Face README front-matter keys in the manifest (one finding per manifest).", "OE-U03", (ctx, report) => {
  const keys = Object.keys(ctx.raw).filter((key) => FRONT_MATTER.has(key));
  if (keys.length === 0) return;
  const named = keys.map((k) => `\`${k}\``).join(", ");
  const what = keys.length === 1 ? `${named} is a Hugging Face Space README front-matter key` : `${named} are Hugging Face Space README front-matter keys`;
  report({
    file: ctx.file,
    ...ctx.locate([keys[0]], "key"),
    key: keys.slice().sort().join(","),
    message: `${what}; OpenEnv ignores ${keys.length === 1 ? "it" : "them"} here. Move ${keys.length === 1 ? "it" : "them"} to the front matter of README.md${keys.includes("app_port") ? " (and use `port` in the manifest)" : ""}.`
  });
});
async function namesAsgiApp(ctx, value) {
  if (typeof value !== "string") return false;
  const text = value.trim();
  const colon = text.indexOf(":");
  const module = colon === -1 ? text.slice(0, text.lastIndexOf(".")) : text.slice(0, colon);
  const attr = colon === -1 ? text.slice(text.lastIndexOf(".") + 1) : text.slice(colon + 1);
  if (!/^[A-Za-z_][\w.]*$/.test(module) || !/^[A-Za-z_]\w*$/.test(attr)) return false;
  const path = module.replace(/\./g, "/");
  const source = await ctx.env.read(`${path}.py`) ?? await ctx.env.read(`${path}/__init__.py`);
  if (source === void 0) return false;
  const binding = new RegExp(`^${attr}\\s*(?::[^=\\n]*)?=\\s*(?:[\\w.]+\\.)?(FastAPI|Starlette|create_app|create_fastapi_app|make_app|build_app|get_app)\\s*\\(`, "m");
  return binding.test(source);
}
async function nearMissChecked(ctx, key) {
  const guess = nearMiss(ctx, key);
  if (guess === "app" && !await namesAsgiApp(ctx, ctx.raw[key])) return void 0;
  return guess;
}
var UNRECOGNISED_FORMAT_KEYS = /* @__PURE__ */ new Set(["spec_version", "type", "runtime", "app", "port"]);
var didYouMean2 = defineRule("unknown-key-near-miss", "warning", 'Unknown key that looks like a known one ("did you mean").', "OE-U02", async (ctx, report) => {
  for (const key of Object.keys(ctx.raw)) {
    if (KNOWN2.has(key) || FRONT_MATTER.has(key)) continue;
    const guess = await nearMissChecked(ctx, key);
    if (!guess) continue;
    if (ctx.format === "unrecognised" && UNRECOGNISED_FORMAT_KEYS.has(guess)) continue;
    report({ file: ctx.file, ...ctx.locate([key], "key"), key, message: `Unknown key \`${key}\`: did you mean \`${guess}\`? OpenEnv ignores \`${key}\`; rename it to \`${guess}\`${guess === "variables" ? " (a mapping of KEY: value)" : guess === "app" ? " (module:attribute, e.g. server.app:app)" : ""}.` });
  }
});
var unknownKeys = defineRule("unknown-keys", "notice", "Top-level keys OpenEnv does not read (one aggregated finding).", "OE-U01", async (ctx, report) => {
  const unknown2 = [];
  for (const k of Object.keys(ctx.raw)) if (!KNOWN2.has(k) && !FRONT_MATTER.has(k) && !await nearMissChecked(ctx, k)) unknown2.push(k);
  if (unknown2.length === 0) return;
  const shown = unknown2.slice(0, 12).map((k) => `\`${k}\``).join(", ") + (unknown2.length > 12 ? `, and ${unknown2.length - 12} more` : "");
  report({
    file: ctx.file,
    ...ctx.locate([unknown2[0]], "key"),
    key: unknown2.slice().sort().join(","),
    message: `OpenEnv does not read ${unknown2.length === 1 ? "the key" : `these ${unknown2.length} keys`}: ${shown}. ${unknown2.length === 1 ? "It is harmless but does" : "They are harmless but do"} nothing; move descriptions of tasks, spaces and rewards to README.md (or the later \`validation:\` block).`
  });
});
var otherKeyRules = [
  descriptionType,
  versionNumber,
  versionMismatch,
  actionObservationType,
  actionObservationIdentifier,
  actionObservationPair,
  actionObservationNotFound,
  actionObservationOverride,
  taskSetsProposed,
  taskSetsShape,
  taskSetsReference,
  taskSetsUnpinned,
  documentedOnlyKey,
  upstreamBlockType,
  readmeFrontMatterKey,
  didYouMean2,
  unknownKeys
];

// src/checks/manifests/openenv/rules/variables.ts
function entries(ctx) {
  const v = ctx.raw.variables;
  if (!isMapping2(v)) return [];
  return Object.entries(v).map(([key, value]) => ({ key, value, path: ["variables", key] }));
}
var variablesType = defineRule("variables-type", "error", "`variables` is present and not a mapping.", "OE-V01", (ctx, report) => {
  if (!ctx.has("variables") || ctx.raw.variables === null || isMapping2(ctx.raw.variables)) return;
  const list = Array.isArray(ctx.raw.variables);
  report({
    file: ctx.file,
    ...ctx.locate(["variables"]),
    key: ctx.typeOf(["variables"]) ?? "type",
    message: `\`variables\` is ${describe(ctx, ["variables"])}; \`openenv push\` fails with "'variables' must be a mapping of KEY: value".${list ? " Write one `KEY: value` line per variable instead of list items (`- KEY=value`)." : " Write it as a mapping: one indented `KEY: value` line per variable under `variables:` (e.g. `LOG_LEVEL: info`)."}`
  });
});
var variablesEmptyKey = defineRule("variables-empty-key", "error", "A variable key is empty.", "OE-V02", (ctx, report) => {
  for (const e of entries(ctx)) {
    if (e.key.trim() !== "") continue;
    report({ file: ctx.file, ...ctx.locate(e.path, "key"), key: "empty", message: "A variable has an empty name; the Hub rejects it and `openenv push` aborts. Give it a name or remove the line." });
  }
});
var variablesKeyType = defineRule("variables-key-type", "warning", "A variable key is not a string (`1:`, `yes:`, `~:`).", "OE-V03", (ctx, report) => {
  const node = ctx.yaml.document?.contents;
  if (!isMapping2(ctx.raw.variables) || !node) return;
  for (const e of entries(ctx)) {
    const source = ctx.sourceOfKey(e.path);
    const keyType = ctx.keyTypeOf(e.path);
    if (!keyType || keyType === "str") continue;
    report({ file: ctx.file, ...ctx.locate(e.path, "key"), key: e.key, message: `The variable name \`${source ?? e.key}\` is not a string in YAML 1.1; \`openenv push\` sends it as "${e.key}". Quote it (\`"${source ?? e.key}": ...\`) or rename it.` });
  }
});
var variablesKeyName = defineRule("variables-key-name", "warning", "A variable key is not an environment-variable name.", "OE-V04", (ctx, report) => {
  const re = new RegExp(VARIABLE_NAME_PATTERN);
  for (const e of entries(ctx)) {
    if (e.key.trim() === "" || re.test(e.key) || (ctx.keyTypeOf(e.path) ?? "str") !== "str") continue;
    const fixed = e.key.trim().replace(/[^A-Za-z0-9_]+/g, "_").replace(/^(\d)/, "_$1").toUpperCase();
    report({ file: ctx.file, ...ctx.locate(e.path, "key"), key: e.key, message: `The variable name "${e.key}" is not a valid environment-variable name (letters, digits and "_", not starting with a digit). Rename it, e.g. \`${fixed}\`.` });
  }
});
var variablesNestedValue = defineRule("variables-nested-value", "warning", "A variable value is a mapping or list.", "OE-V05", (ctx, report) => {
  for (const e of entries(ctx)) {
    if (e.value === null || typeof e.value !== "object" || e.value instanceof Date) continue;
    const repr = pythonRepr(e.value);
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is ${describe(ctx, e.path)}; \`openenv push\` sends its Python repr text (${clipCodePoints(repr, 60, "...")}). Write the string the Space should see, quoted.` });
  }
});
var variablesBoolNull = defineRule("variables-bool-null", "warning", "A variable value is a boolean or null.", "OE-V06, OE-Y10", (ctx, report) => {
  for (const e of entries(ctx)) {
    const type = ctx.typeOf(e.path);
    if (type !== "bool" && type !== "null") continue;
    const sent = pythonRepr(e.value, true);
    const source = ctx.sourceOf(e.path)?.trim();
    const intended = type === "null" ? '""' : `"${source || (e.value ? "true" : "false")}"`;
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is ${describe(ctx, e.path)}; \`openenv push\` sends the text "${sent}". Quote the intended string: \`${e.key}: ${intended}\`.` });
  }
});
var variablesFloat = defineRule("variables-float", "notice", "A variable value is a float.", "OE-V07", (ctx, report) => {
  for (const e of entries(ctx)) {
    if (ctx.typeOf(e.path) !== "float") continue;
    const source = ctx.sourceOf(e.path)?.trim() ?? String(e.value);
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is ${describe(ctx, e.path)}; \`openenv push\` sends Python's spelling of the float ("${pythonRepr(e.value, true)}"), which may differ from what you wrote. Quote it: \`${e.key}: "${source}"\`.` });
  }
});
var variablesSecret = defineRule("variables-secret", "error", "A variable holds a secret: Space variables are public.", "OE-V08", (ctx, report) => {
  for (const e of entries(ctx)) {
    const value = typeof e.value === "string" ? e.value : e.value === null || typeof e.value === "object" ? "" : String(e.value);
    const why = secretVariable(e.key, value);
    if (!why) continue;
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is committed in the manifest and ${why}; \`openenv push\` publishes variables as PUBLIC Space variables. Remove it from openenv.yaml, revoke the credential if it is real, and pass it with \`openenv push --secret ${e.key}=...\`.` });
  }
});
var variablesEmpty = defineRule("variables-empty", "notice", "`variables` is an empty mapping.", "OE-V10", (ctx, report) => {
  if (!isMapping2(ctx.raw.variables) || Object.keys(ctx.raw.variables).length > 0) return;
  report({ file: ctx.file, ...ctx.locate(["variables"]), key: "empty", message: "`variables` is an empty mapping; remove the key, or add `KEY: value` lines under it." });
});
function oldOpenEnvPin(pyproject) {
  for (const m of pyproject.matchAll(/["']\s*(openenv(?:-core)?)\s*(?:\[[^\]]*\])?\s*([<>=!~][^"';]*)/g)) {
    const spec = m[2].replace(/\s+/g, "");
    const upper = /(?:^|,)(?:<=?|==|~=)(\d+)\.(\d+)(?:\.(\d+))?/.exec(spec);
    if (!upper) continue;
    const [major, minor] = [Number(upper[1]), Number(upper[2])];
    const op = /(?:^|,)(<=?|==|~=)/.exec(spec)[1];
    const below = major === 0 && (minor < 3 || op === "<" && minor === 3 && !upper[3]);
    if (below) return `${m[1]}${spec}`;
  }
  return void 0;
}
var variablesOldCli = defineRule("variables-old-cli", "notice", "`variables` is used while pyproject.toml pins OpenEnv below 0.3.0.", "OE-V09", async (ctx, report) => {
  if (!isMapping2(ctx.raw.variables) || Object.keys(ctx.raw.variables).length === 0) return;
  const pyproject = await ctx.env.read("pyproject.toml");
  const pin = pyproject && oldOpenEnvPin(pyproject);
  if (!pin) return;
  report({ file: ctx.file, ...ctx.locate(["variables"], "key"), key: pin, message: `\`variables\` needs openenv 0.3.0 or later, but pyproject.toml pins ${pin}; older CLIs ignore the block. Raise the pin to >=0.3.0.` });
});
var variableRules = [
  variablesType,
  variablesEmptyKey,
  variablesKeyType,
  variablesKeyName,
  variablesNestedValue,
  variablesBoolNull,
  variablesFloat,
  variablesSecret,
  variablesEmpty,
  variablesOldCli
];

// src/checks/manifests/openenv/lint.ts
var lineEndings = defineRule("line-endings", "notice", "CRLF line endings or no final newline (off by default).", "OE-F07", (ctx, report) => {
  const text = ctx.yaml.text;
  if (text.includes("\r\n")) {
    const line = text.slice(0, text.indexOf("\r\n")).split("\n").length;
    report({ file: ctx.file, line, key: "crlf", message: "The file uses CRLF line endings. PyYAML handles them, but LF keeps diffs clean: convert the file to LF (e.g. `.gitattributes`: `*.yaml text eol=lf`)." });
  } else if (text.length > 0 && !text.endsWith("\n")) {
    const line = text.split("\n").length;
    report({ file: ctx.file, line, key: "eof", message: "The file does not end with a newline. Add one." });
  }
});
var OPENENV_RULES = [...formatFileRules, ...identityRules, ...appPortRules, ...variableRules, ...otherKeyRules, lineEndings];
var OPENENV_OFF_BY_DEFAULT = /* @__PURE__ */ new Set([lineEndings.id]);
var openEnvFileRules = OPENENV_RULES.map(({ id, description, defaultSeverity, details }) => ({
  id,
  description,
  defaultSeverity,
  details: OPENENV_OFF_BY_DEFAULT.has(id) ? `${details ?? ""} Off by default.`.trim() : details
}));
async function lintOpenEnvYaml(bytes, file, env, options = {}) {
  const loaded = loadOpenEnvManifest(bytes, file);
  if (loaded.format === "unreadable" || !loaded.manifest) return loaded.findings;
  const yaml = loaded.yaml;
  const raw = loaded.manifest.raw;
  const locate = (path, part) => {
    for (let n = path.length; n > 0; n--) {
      const range = yaml.rangeOf(path.slice(0, n), n === path.length ? part : "key");
      if (range) return range;
    }
    return { line: 1, column: 1 };
  };
  let signals;
  const dockerfiles = /* @__PURE__ */ new Map();
  const context = {
    file,
    format: loaded.format,
    raw,
    yaml,
    env,
    has: (key) => Object.prototype.hasOwnProperty.call(raw, key),
    locate,
    typeOf: (path) => yaml.typeOf(path),
    sourceOf: (path) => yaml.sourceOf(path),
    keyTypeOf: (path) => yaml.keyTypeOf(path),
    sourceOfKey: (path) => yaml.keySourceOf(path),
    head: () => headRange(yaml.text),
    workflows: () => signals ??= workflowSignals({
      files: env.repoFiles(),
      envDir: env.dir,
      read: (path) => env.read(`${"../".repeat(env.dir ? env.dir.split("/").length : 0)}${path}`)
    }),
    dockerfile: (name) => {
      let model = dockerfiles.get(name);
      if (!model) dockerfiles.set(name, model = env.read(name).then((text) => text === void 0 ? void 0 : readDockerfile(name, text)));
      return model;
    }
  };
  const enabled = new Set(options.enable ?? []);
  const rules = OPENENV_RULES.filter((r) => !OPENENV_OFF_BY_DEFAULT.has(r.id) || enabled.has(r.id));
  return [...loaded.findings, ...await runRules(rules, context, file, options.ruleOff)];
}
function envDirectory(view, files, manifestFile) {
  const dir = manifestFile.includes("/") ? manifestFile.slice(0, manifestFile.lastIndexOf("/")) : "";
  const resolve = (relative) => normalizeRepoPath(dir ? `${dir}/${relative}` : relative);
  const cache = /* @__PURE__ */ new Map();
  let listed;
  return {
    dir,
    exists: (relative) => {
      const path = resolve(relative);
      return path !== void 0 && files.has(path);
    },
    read: (relative) => {
      const path = resolve(relative);
      if (path === void 0 || !files.has(path)) return Promise.resolve(void 0);
      let pending = cache.get(path);
      if (!pending) {
        pending = (async () => {
          const bytes = await readFileBounded(view, path, MAX_MANIFEST_BYTES);
          if (bytes === void 0 || typeof bytes === "number") return void 0;
          const decoded = decodeText(bytes);
          return decoded.binary || decoded.invalidUtf8 ? void 0 : decoded.text;
        })();
        cache.set(path, pending);
      }
      return pending;
    },
    repoFiles: () => files,
    list: () => {
      if (!listed) {
        const prefix = dir ? `${dir}/` : "";
        listed = [...files].filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
      }
      return listed;
    }
  };
}

// src/checks/manifests/run.ts
var ENVIRONMENT_FILE = /^environment\.ya?ml$/i;
function manifestFiles(paths) {
  const openenv = [];
  const variants = [];
  const environment = [];
  for (const path of paths) {
    if (isSkipped(path)) continue;
    if (isOpenEnvManifest(path)) openenv.push(path);
    else if (isOpenEnvVariant(path)) variants.push(path);
    else if (ENVIRONMENT_FILE.test(basename(path))) environment.push(path);
  }
  return { openenv, variants, environment };
}
async function readBounded(view, path, findings, asked) {
  const read = await (asked ?? readFileBounded(view, path, MAX_MANIFEST_BYTES));
  if (typeof read === "number") {
    collectFindings(yamlRules.fileTooLarge, findings)({
      file: path,
      ...fileRange(),
      key: "size",
      message: `The file is ${read} bytes, over the ${MAX_MANIFEST_BYTES}-byte limit for a manifest; it was not parsed. A manifest is a few KB: move data out of it.`
    });
    return void 0;
  }
  return read;
}
async function scanManifests(view, options = {}) {
  const paths = await view.listFiles();
  const files = new Set(paths.filter((p) => !isSkipped(p)));
  const { openenv, variants, environment } = manifestFiles(paths);
  const wanted = (path) => !options.only || options.only.has(path);
  const findings = [];
  const isManifestName = (path) => !isSkipped(path) && (isOpenEnvManifest(path) || isOpenEnvVariant(path) || ENVIRONMENT_FILE.test(basename(path)));
  for (const [path, what] of await nonFileEntries(view, paths, isManifestName)) {
    if (!wanted(path)) continue;
    collectFindings(yamlRules.notAFile, findings)({
      file: path,
      ...fileRange(),
      key: "not-a-file",
      message: `${path} is ${what}, not a file: OpenEnv and openenv-ci read only regular files, so this environment was not checked. Replace it with the manifest file itself.`
    });
  }
  const linted = [];
  const asked = /* @__PURE__ */ new Map();
  for (const path of [...openenv, ...variants]) {
    const read = readFileBounded(view, path, MAX_MANIFEST_BYTES);
    read.catch(() => void 0);
    asked.set(path, read);
  }
  const bytesOf = /* @__PURE__ */ new Map();
  const load = async (path) => {
    if (!bytesOf.has(path)) bytesOf.set(path, await readBounded(view, path, wanted(path) ? findings : [], asked.get(path)));
    return bytesOf.get(path);
  };
  for (const path of openenv) {
    if (options.signal?.aborted) break;
    const bytes = await load(path);
    if (!bytes || !wanted(path)) continue;
    linted.push(path);
    findings.push(...await lintOpenEnvYaml(bytes, path, envDirectory(view, files, path), { enable: options.enable, ruleOff: options.ruleOff }));
  }
  for (const v of variants) await load(v);
  const variantFindings = checkVariants(variants, files, (a, b) => {
    const x = bytesOf.get(a);
    const y = bytesOf.get(b);
    return !!x && !!y && Buffer.from(x).equals(Buffer.from(y));
  }, (path) => fileRange(bytesOf.get(path)));
  findings.push(...variantFindings.findings.filter((f) => wanted(f.file)));
  for (const path of variantFindings.lintAsManifest) {
    const bytes = bytesOf.get(path);
    if (!bytes || !wanted(path)) continue;
    linted.push(path);
    findings.push(...await lintOpenEnvYaml(bytes, path, envDirectory(view, files, path), { enable: options.enable, ruleOff: options.ruleOff }));
  }
  const manifestsBytes = /* @__PURE__ */ new Map();
  for (const path of openenv) {
    const bytes = bytesOf.get(path);
    if (bytes) manifestsBytes.set(path, bytes);
  }
  findings.push(...checkCopies(manifestsBytes).filter((f) => wanted(f.file)));
  for (const path of environment) {
    if (options.signal?.aborted) break;
    if (!wanted(path)) continue;
    const bytes = await load(path);
    if (!bytes) continue;
    linted.push(path);
    findings.push(...await lintEnvironmentYaml(bytes, path, view, { enable: options.enable, ruleOff: options.ruleOff }));
  }
  return { findings, files: linted };
}

// src/checks/manifests/index.ts
var manifestRules = [...yamlRuleList, ...discoveryRules, ...openEnvFileRules, ...environmentYamlRules];
var manifestsCheck = {
  id: "manifests",
  title: "Manifests",
  rules: manifestRules,
  options: MANIFESTS_OPTION_SPECS,
  // Pure functions of the tree: the engine runs them on BASE too and compares fingerprints.
  scopeStrategy: { by: "fingerprint" },
  async run(context) {
    const scan = await scanWithOptions(context.repo, context.options, context.services.signal, void 0, context.ruleOff);
    context.services.logger.info(`manifests: checked ${scan.files.length} manifest file(s)`);
    return { findings: changedFirst(scan.findings, context.changedFiles), data: { manifests: scan.files } };
  }
};
function scanWithOptions(repo, options, signal, only, ruleOff) {
  const enable = (options["manifests-enable"] ?? "").split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  return scanManifests(repo, { enable, signal, only, ruleOff });
}
function changedFirst(findings, changed) {
  const sorted = [...findings].sort(compareFindings);
  if (!changed || changed.size === 0) return sorted;
  return [...sorted.filter((f) => changed.has(f.file)), ...sorted.filter((f) => !changed.has(f.file))];
}

export {
  scanManifests,
  manifestRules,
  manifestsCheck,
  scanWithOptions,
  changedFirst
};
