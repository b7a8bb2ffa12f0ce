import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  parseSuppressions,
  suppressionAt
} from "./chunk-TC2LQV33.js";
import {
  trailingRun
} from "./chunk-OFXXYXDB.js";
import {
  PYTHON_TOOLCHAIN,
  childEnvironment,
  isSecretName,
  require_picomatch
} from "./chunk-7NF6D34X.js";
import {
  PythonLexError,
  TomlError,
  baseChain,
  contextReachesFinal,
  contributingStages,
  copyOperands,
  dockerfilePorts,
  finalStage,
  isWholeContextCopy,
  loadOpenEnvManifest,
  normalizePackageName,
  parse,
  parseArgDecl,
  parseDockerfile,
  parseRequirement,
  portConflicts,
  pythonLogicalLines,
  stageByRef,
  substituteArgs
} from "./chunk-S2SG5J2X.js";
import {
  require_dist
} from "./chunk-7U3IUQLA.js";
import {
  decodeText,
  filesUnder
} from "./chunk-5GAVVPSD.js";
import {
  fingerprint
} from "./chunk-4LHKLWYZ.js";
import {
  __commonJS,
  __toESM
} from "./chunk-4FUATO47.js";

// node_modules/shell-quote/quote.js
var require_quote = __commonJS({
  "node_modules/shell-quote/quote.js"(exports, module) {
    "use strict";
    var OPS = (
      /** @type {const} */
      [
        "||",
        "&&",
        ";;&",
        ";;",
        ";&",
        "|&",
        "<(",
        ">(",
        "<<<",
        "<<-",
        "<<",
        ">>",
        ">&",
        ">|",
        "&>>",
        "&>",
        "<&",
        "<>",
        "&",
        ";",
        "(",
        ")",
        "|",
        "<",
        ">"
      ]
    );
    var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
    var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;
    module.exports = function quote(xs) {
      var sawComment = false;
      return xs.map(function(s) {
        if (sawComment && typeof s === "string" && LINE_TERMINATORS.test(s)) {
          throw new TypeError("a token after a `comment` must not contain line terminators");
        }
        if (s === "") {
          return (
            /** @type {const} */
            "''"
          );
        }
        if (s && typeof s === "object") {
          if ("op" in s && s.op === "glob") {
            if (typeof s.pattern !== "string") {
              throw new TypeError("glob token requires a string `pattern`");
            }
            if (LINE_TERMINATORS.test(s.pattern)) {
              throw new TypeError("glob `pattern` must not contain line terminators");
            }
            if (s.pattern === "") {
              return (
                /** @type {const} */
                "''"
              );
            }
            return s.pattern.replace(GLOB_SHELL_SPECIAL, "\\$&");
          }
          if ("op" in s && typeof s.op === "string") {
            if (OPS.indexOf(s.op) < 0) {
              throw new TypeError("invalid `op` value: " + JSON.stringify(s.op));
            }
            return s.op.replace(/[\s\S]/g, "\\$&");
          }
          if ("comment" in s && typeof s.comment === "string") {
            if (LINE_TERMINATORS.test(s.comment)) {
              throw new TypeError("`comment` must not contain line terminators");
            }
            sawComment = true;
            return "#" + s.comment;
          }
          throw new TypeError("unrecognized object token shape");
        }
        if (/'/.test(s) && /!/.test(s)) {
          return "'" + s.replace(/'/g, `'"'"'`) + "'";
        }
        if (/["\s\\]/.test(s) && !/'/.test(s)) {
          return "'" + s + "'";
        }
        if (/["'\s]/.test(s)) {
          return '"' + s.replace(/(["\\$`])/g, "\\$1") + '"';
        }
        return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, "$1\\$2");
      }).join(" ");
    };
  }
});

// node_modules/shell-quote/parse.js
var require_parse = __commonJS({
  "node_modules/shell-quote/parse.js"(exports, module) {
    "use strict";
    var CONTROL = (
      /** @type {const} */
      "(?:" + /** @type {const} */
      [
        "\\|\\|",
        "\\&(?:\\&|>>?)",
        // `&&`, `&>`, and `&>>`
        ";;\\&?",
        // `;;` and `;;&`
        "[;|]\\&",
        // `;&` and `|&`
        "\\<\\(",
        "\\<\\<\\<",
        "\\<\\<-",
        "\\<\\<(?!\\()",
        // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
        ">>",
        ">[&|(]",
        // `>&`, `>|`, and `>(`
        "<[&>]",
        // `<&` and `<>`
        "[&;()|<>]"
      ].join(
        /** @type {const} */
        "|"
      ) + /** @type {const} */
      ")"
    );
    var controlRE = new RegExp("^" + CONTROL + "$");
    var META = (
      /** @type {const} */
      "|&;()<> \\t"
    );
    var SINGLE_QUOTE = (
      /** @type {const} */
      "'([^']*?)'"
    );
    var ANSI_C_BODY = "(?:\\\\[\\s\\S]|[^\\\\'])*?";
    var ANSI_C_QUOTE = "\\$'" + ANSI_C_BODY + "'";
    var ansiCAt = new RegExp("\\$'" + ANSI_C_BODY + "(?:(')|\\\\?$)", "g");
    var ANSI_C_LETTERS = "abeEfnrtv";
    var ANSI_C_CHARS = "\x07\b\x1B\x1B\f\n\r	\v";
    var hash = /^#$/;
    var SQ = (
      /** @type {const} */
      "'"
    );
    var DQ = (
      /** @type {const} */
      '"'
    );
    var DS = (
      /** @type {const} */
      "$"
    );
    var TOKEN = "";
    var mult = (
      /** @type {const} */
      4294967296
    );
    for (i = 0; i < 4; i++) {
      TOKEN += (mult * Math.random()).toString(16);
    }
    var i;
    var startsWithToken = new RegExp("^" + TOKEN);
    function matchAll(s, r) {
      var origIndex = r.lastIndex;
      var matches = [];
      var matchObj;
      while (matchObj = r.exec(s)) {
        matches[matches.length] = matchObj;
        if (r.lastIndex === matchObj.index) {
          r.lastIndex += 1;
        }
      }
      r.lastIndex = origIndex;
      return matches;
    }
    function getVar(env, pre, key) {
      var r = typeof env === "function" ? env(key) : env[key];
      if (typeof r === "undefined" && key != "") {
        r = "";
      } else if (typeof r === "undefined") {
        r = "$";
      }
      if (typeof r === "object") {
        return pre + TOKEN + JSON.stringify(r) + TOKEN;
      }
      return pre + r;
    }
    var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;
    function expandAnsiCEscape(m, escape) {
      var kind = escape.charAt(0);
      if (kind === "c") {
        var ctrl = escape.charAt(1);
        return ctrl === "?" ? "\x7F" : String.fromCharCode(ctrl.charCodeAt(0) & 31);
      }
      if (kind === "x" || kind === "u" || kind === "U") {
        var cp = parseInt(escape.slice(1), 16);
        if (cp > 1114111) {
          return m;
        }
        return String.fromCharCode.apply(null, cp > 65535 ? [55232 + (cp >> 10), 56320 + (cp & 1023)] : [cp]);
      }
      if (kind >= "0" && kind <= "7") {
        return String.fromCharCode(parseInt(escape, 8) & 255);
      }
      var letter = ANSI_C_LETTERS.indexOf(escape);
      return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
    }
    function expandAnsiC(body) {
      return body.replace(ansiCEscape, expandAnsiCEscape).split("\0")[0];
    }
    function closesAnsiC(s, i2) {
      ansiCAt.lastIndex = i2;
      return !!/** @type {RegExpExecArray} */
      ansiCAt.exec(s)[1];
    }
    function parseInternal(string, env, opts) {
      if (!opts) {
        opts = {};
      }
      var BS = opts.escape || "\\";
      var ifs = opts.splitUnquoted === true ? " 	\n" : typeof opts.splitUnquoted === "string" ? opts.splitUnquoted : "";
      var BAREWORD = "(\\" + BS + `['"$\\` + BS + META + "]|\\$\\$|\\$(?!" + ANSI_C_QUOTE.slice(2) + `)|[^\\s'"$` + META + "])+";
      var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';
      var chunker = new RegExp([
        "(" + CONTROL + ")",
        // control chars
        "(" + ANSI_C_QUOTE + "|" + BAREWORD + "|" + DOUBLE_QUOTE + "|" + SINGLE_QUOTE + ")+"
      ].join("|"), "g");
      var matches = matchAll(string, chunker);
      if (matches.length === 0) {
        return [];
      }
      if (!env) {
        env = {};
      }
      var commented = false;
      return matches.map(function(match) {
        var s = match[0];
        if (!s || commented) {
          return void 0;
        }
        if (controlRE.test(s)) {
          return (
            /** @type {ControlOperator} */
            { op: s }
          );
        }
        var quote = false;
        var esc = false;
        var out = "";
        var words = [];
        var sawQuote = false;
        var pendingNw = null;
        var isGlob = false;
        var i2;
        function parseEnvVar() {
          i2 += 1;
          var varend;
          var varname;
          var char = s.charAt(i2);
          if (char === "{") {
            i2 += 1;
            if (s.charAt(i2) === "}") {
              throw new Error("Bad substitution: " + s.slice(i2 - 2, i2 + 1));
            }
            var depth = 1;
            varend = i2;
            while (depth > 0 && varend < s.length) {
              if (s.charAt(varend) === "{" && s.charAt(varend - 1) === "$") {
                depth += 1;
              } else if (s.charAt(varend) === "}") {
                depth -= 1;
              }
              varend += 1;
            }
            if (depth !== 0) {
              throw new Error("Bad substitution: " + s.slice(i2));
            }
            varend -= 1;
            varname = s.slice(i2, varend);
            i2 = varend;
          } else if (/[*@#?$!-]/.test(char)) {
            varname = char;
          } else {
            var slicedFromI = s.slice(i2);
            varend = slicedFromI.match(/[^\w\d_]/);
            if (!varend) {
              varname = slicedFromI;
              i2 = s.length;
            } else {
              varname = slicedFromI.slice(0, varend.index);
              i2 += /** @type {number} */
              varend.index - 1;
            }
          }
          return getVar(
            /** @type {NonNullable<typeof env>} */
            env,
            "",
            varname
          );
        }
        function flushRun() {
          if (pendingNw === null) {
            return;
          }
          if (pendingNw === 0) {
            if (out !== "") {
              words[words.length] = out;
              out = "";
            }
          } else {
            words[words.length] = out;
            out = "";
            for (var fe = 1; fe < pendingNw; fe += 1) {
              words[words.length] = "";
            }
          }
          pendingNw = null;
        }
        for (i2 = 0; i2 < s.length; i2++) {
          var c2 = s.charAt(i2);
          if (ifs && c2 !== DS) {
            flushRun();
          }
          isGlob = isGlob || !quote && (c2 === "*" || c2 === "?");
          if (esc) {
            out += c2;
            esc = false;
          } else if (quote) {
            if (c2 === quote) {
              quote = false;
            } else if (quote == SQ) {
              out += c2;
            } else {
              if (c2 === BS) {
                i2 += 1;
                c2 = s.charAt(i2);
                if (c2 === DQ || c2 === BS || c2 === DS) {
                  out += c2;
                } else {
                  out += BS + c2;
                }
              } else if (c2 === DS) {
                out += parseEnvVar();
              } else {
                out += c2;
              }
            }
          } else if (c2 === DQ || c2 === SQ) {
            quote = c2;
            sawQuote = true;
          } else if (controlRE.test(c2)) {
            return (
              /** @type {ControlOperator} */
              { op: s }
            );
          } else if (hash.test(c2)) {
            commented = true;
            var commentObj = { comment: string.slice(match.index + i2 + 1) };
            if (out.length) {
              return (
                /** @type {const} */
                [out, commentObj]
              );
            }
            return (
              /** @type {const} */
              [commentObj]
            );
          } else if (c2 === BS) {
            esc = true;
          } else if (c2 === DS && s.charAt(i2 + 1) === SQ && closesAnsiC(s, i2)) {
            flushRun();
            sawQuote = true;
            out += expandAnsiC(s.slice(i2 + 2, ansiCAt.lastIndex - 1));
            i2 = ansiCAt.lastIndex - 1;
          } else if (c2 === DS) {
            var value = parseEnvVar();
            if (!ifs) {
              out += value;
            } else {
              for (var vi = 0; vi < value.length; vi += 1) {
                var vc = value.charAt(vi);
                if (ifs.indexOf(vc) < 0) {
                  flushRun();
                  out += vc;
                } else if (pendingNw === null) {
                  pendingNw = vc === " " || vc === "	" || vc === "\n" ? 0 : 1;
                } else if (vc !== " " && vc !== "	" && vc !== "\n") {
                  pendingNw += 1;
                }
              }
            }
          } else {
            out += c2;
          }
        }
        if (isGlob) {
          return (
            /** @type {GlobPattern} */
            { op: "glob", pattern: out }
          );
        }
        if (ifs) {
          if (pendingNw !== null && pendingNw > 0) {
            words[words.length] = out;
            out = "";
            for (var te = 1; te < pendingNw; te += 1) {
              words[words.length] = "";
            }
          }
          if (out !== "" || sawQuote && words.length === 0) {
            words[words.length] = out;
          }
          return words;
        }
        return out;
      }).reduce(
        function(prev, arg) {
          if (typeof arg === "undefined") {
            return prev;
          }
          [].concat(arg).forEach(function(entry) {
            prev[prev.length] = entry;
          });
          return prev;
        },
        /** @type {ParseEntry[]} */
        []
      );
    }
    module.exports = function parse3(s, env, opts) {
      var mapped = parseInternal(s, env, opts);
      if (typeof env !== "function") {
        return mapped;
      }
      return mapped.reduce(
        function(acc, s2) {
          if (typeof s2 === "object") {
            acc[acc.length] = s2;
            return acc;
          }
          var xs = s2.split(RegExp("(" + TOKEN + ".*?" + TOKEN + ")", "g"));
          if (xs.length === 1) {
            acc[acc.length] = xs[0];
            return acc;
          }
          xs.filter(Boolean).forEach(function(x) {
            acc[acc.length] = startsWithToken.test(x) ? JSON.parse(x.split(TOKEN)[1]) : x;
          });
          return acc;
        },
        /** @type {ParseEntry[]} */
        []
      );
    };
  }
});

// node_modules/shell-quote/index.js
var require_shell_quote = __commonJS({
  "node_modules/shell-quote/index.js"(exports) {
    "use strict";
    exports.quote = require_quote();
    exports.parse = require_parse();
  }
});

// src/checks/validate/rules.ts
function c(id, defaultSeverity, description, extra = {}) {
  const phase = /^(runtime|reward|repro)\//.test(id) || RUNTIME_TOOL_IDS.has(id) ? "runtime" : "static";
  return { id, defaultSeverity, description, phase, ...extra };
}
var RUNTIME_TOOL_IDS = /* @__PURE__ */ new Set(["tools/input-schema", "tools/no-reserved", "tools/declaration-matches", "tasks/addressable"]);
var CRITERIA = [
  // structure/
  c("structure/manifest-present", "error", "The environment root holds openenv.yaml.", { parity: "local" }),
  c("structure/manifest-valid", "error", "openenv.yaml is a YAML mapping with a non-empty name (openenv push needs it)."),
  c("structure/manifest-runtime-fields", "warning", "openenv.yaml has spec_version 1, app as module:attribute and an integer port."),
  c("structure/manifest-extensions-valid", "error", "Proposed openenv.yaml blocks (resources, reward, tools, tasks, network, reproducibility) are well-formed when present.", { details: "Proposed fields: not adopted upstream yet." }),
  c("structure/pyproject-present", "error", "pyproject.toml exists.", { parity: "local" }),
  c("structure/pyproject-valid", "error", "pyproject.toml parses as TOML.", { parity: "local" }),
  c("structure/server-script", "error", "[project.scripts] has a server entry.", { parity: "local" }),
  c("structure/server-script-main", "error", "The server entry point references :main.", { parity: "local" }),
  c("structure/server-app-present", "error", "server/app.py exists.", { parity: "local" }),
  c("structure/server-main-defined", "error", "server/app.py defines main().", { parity: "local" }),
  c("structure/server-main-guard", "error", 'server/app.py calls main() under a module-level if __name__ == "__main__": guard.', { parity: "local" }),
  c("structure/push-layout", "warning", "The files openenv push requires are present."),
  c("structure/readme-front-matter", "warning", "README.md front matter has sdk: docker, app_port equal to the manifest port, and the openenv tag."),
  c("structure/ports-consistent", "warning", "Dockerfile EXPOSE/--port/HEALTHCHECK and README app_port agree with the manifest port."),
  c("structure/outputs-dir", "notice", "An outputs/ directory exists for trajectory records."),
  // deps/
  c("deps/lockfile-present", "error", "uv.lock exists.", { parity: "local" }),
  c("deps/openenv-runtime", "error", "[project].dependencies (or a Dockerfile) installs the OpenEnv runtime.", { parity: "local" }),
  c("deps/openenv-current-name", "notice", "The OpenEnv dependency uses the current package name openenv, not legacy openenv-core."),
  c("deps/lockfile-in-sync", "error", "uv.lock's root package matches pyproject.toml's declared requirements."),
  c("deps/frozen-install", "warning", "The Dockerfile installs Python dependencies from the lock (uv sync --frozen) or from fully pinned files."),
  c("deps/docker-installs-pinned", "warning", "Every pip install in the Dockerfile is pinned."),
  c("deps/vcs-pinned", "warning", "Every VCS dependency names a full 40-hex commit."),
  // docker/
  c("docker/dockerfile-present", "warning", "A Dockerfile exists in server/ or the env root and has a FROM."),
  c("docker/base-image-pinned", "notice", "Every external base image is pinned by digest.", { details: "A notice, not a warning: no OpenEnv environment pins its base by digest (34 of 34 at OpenEnv main fail it), so as a warning it fired everywhere and carried no signal. Raise it in the config file (rules: {docker/base-image-pinned: warning}) to enforce pinning." }),
  c("docker/multi-stage-hygiene", "warning", "The final image installs no build toolchain and runs no curl | sh."),
  c("docker/no-git-in-image", "error", ".git does not reach the final image."),
  c("docker/no-fixtures-in-image", "warning", "Test fixtures do not reach the final image."),
  c("docker/oci-labels", "notice", "The final stage sets the OCI image labels (proposed required set).", { details: "A notice: the required set is proposed (RFC 008 does not enumerate it) and no OpenEnv Dockerfile sets it (34 of 34 at OpenEnv main), so as a warning it fired everywhere. Raise it in the config file to enforce labels." }),
  c("docker/layer-order", "notice", "Dependencies are installed before the whole source tree is copied."),
  // resources/, security/
  c("resources/no-large-archives", "error", "No archive above the threshold enters the build context."),
  c("resources/no-oversize-files", "error", "No single file above max-file-size enters the build context."),
  c("resources/no-duplicate-large-files", "notice", "No two large files in the build context are identical."),
  c("resources/declared", "notice", "openenv.yaml declares a resource budget (proposed resources: block).", { details: "Absent budget: a notice (the block is proposed; no OpenEnv environment declares one, 34 of 34 at OpenEnv main). A declared but incomplete or invalid budget: a warning. require-resources: true makes both errors." }),
  c("resources/timeout-ceiling", "error", "The declared episode timeout is within the ceiling (proposed field)."),
  c("security/egress-declared", "notice", "openenv.yaml declares network egress (proposed network: block)."),
  // tools/, tasks/ (static)
  c("tools/declared-valid", "error", "The proposed tools: list has unique, valid, non-reserved names."),
  c("tools/no-reserved-in-source", "error", "No MCP tool in the Python sources is named reset, step, state or close."),
  c("tasks/declared-valid", "error", "The proposed tasks: block is consistent (count, ids, sample)."),
  c("tasks/source-pinned", "warning", "Datasets and models the tasks come from are pinned to a revision."),
  // runtime (probe)
  c("runtime/server-starts", "error", "The started server becomes healthy within the startup timeout."),
  c("runtime/openapi", "error", "GET /openapi.json answers with a string info.version.", { parity: "runtime" }),
  c("runtime/health", "error", 'GET /health answers {"status":"healthy"}.', { parity: "runtime" }),
  c("runtime/metadata", "error", "GET /metadata answers with string name and description.", { parity: "runtime" }),
  c("runtime/schema", "error", "GET /schema answers with action, observation and state schemas that compile.", { parity: "runtime" }),
  c("runtime/mcp-endpoint", "error", "POST /mcp answers JSON-RPC 2.0.", { parity: "runtime" }),
  c("runtime/mode-consistency", "error", "OpenAPI paths are all of /reset, /step, /state (simulation) or none (production).", { parity: "runtime" }),
  c("runtime/ws-session", "error", "A /ws session resets, reports state and closes; a second session opens after."),
  c("runtime/reset-observation-schema", "warning", "Reset observations are non-empty and match /schema.observation."),
  c("runtime/observation-schema", "error", "Step observations are non-empty and match /schema.observation."),
  c("runtime/state", "error", "WS state after reset has an episode_id and step_count and matches /schema.state."),
  c("runtime/state-counters", "warning", "step_count counts accepted steps and a reset starts a new episode."),
  c("runtime/step-accepted", "error", "Every probe action is accepted by WS step."),
  c("runtime/http-simulation-routes", "error", "HTTP /reset, /step, /state behave as the simulation contract says."),
  c("runtime/latency", "warning", "Each call returns within slow-call-s and the probe within its budget."),
  c("runtime/no-solution-leakage", "warning", "No answer/solution-like key is visible to the policy (heuristic)."),
  c("reward/finite", "error", "Every reward is null, a boolean or a finite number; no bare NaN/Infinity."),
  c("reward/present", "warning", "Every step reward is a number."),
  c("reward/in-declared-range", "error", "Rewards lie inside the declared reward.range (proposed field)."),
  c("tools/input-schema", "error", "tools/list gives each tool a typed object inputSchema that compiles."),
  c("tools/no-reserved", "error", "No tool named reset, step, state or close is exposed to agents."),
  c("tools/declaration-matches", "error", "Declared tools equal the tools the server exposes (HTTP and in-session)."),
  c("tasks/addressable", "error", "Sampled declared tasks reset to valid observations."),
  c("repro/seed-reset", "warning", "Resets with the same seed give the same observation."),
  c("repro/episode-determinism", "notice", "The same seed and actions replay the same observations and rewards.")
];
var BY_ID = new Map(CRITERIA.map((m) => [m.id, m]));
function criterion(id) {
  const meta = BY_ID.get(id);
  if (!meta) throw new Error(`unknown validator criterion ${id}`);
  return meta;
}
var LOCAL_PARITY_IDS = CRITERIA.filter((m) => m.parity === "local").map((m) => m.id);
var RUNTIME_PARITY_IDS = CRITERIA.filter((m) => m.parity === "runtime").map((m) => m.id);

// src/checks/validate/static/manifest.ts
function isMapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
async function readManifest(env) {
  return env.once("manifest", async () => {
    const bytes = await env.bytes("openenv.yaml");
    if (!bytes && env.hasDir("openenv.yaml"))
      return { present: true, directory: true, format: "unreadable", problem: "openenv.yaml is a directory, not a file", lineOf: () => void 0 };
    if (!bytes) return { present: false, lineOf: () => void 0 };
    const file = env.repoPath("openenv.yaml");
    let loaded;
    try {
      loaded = loadOpenEnvManifest(bytes, file);
    } catch (error) {
      return { present: true, format: "unreadable", problem: error.message, lineOf: () => void 0 };
    }
    const lineOf2 = (path) => {
      try {
        const range = loaded.rangeOf(path, "key");
        return typeof range?.line === "number" ? range.line : void 0;
      } catch {
        return void 0;
      }
    };
    const data = rawMapping(loaded.manifest);
    let problem;
    if (!data) {
      const first = loaded.findings.find((f) => f.severity === "error") ?? loaded.findings[0];
      problem = first ? first.message : loaded.format === "unreadable" ? "openenv.yaml could not be read as YAML" : "openenv.yaml is not a mapping";
    }
    return { present: true, format: loaded.format, data, problem, lineOf: lineOf2 };
  });
}
function rawMapping(manifest) {
  if (!isMapping(manifest)) return void 0;
  for (const key of ["raw", "data", "document", "value"]) {
    const inner = manifest[key];
    if (isMapping(inner)) return inner;
  }
  return manifest;
}

// src/checks/validate/static/env.ts
var MAX_TEXT_BYTES = 2 * 1024 * 1024;
var EnvContext = class {
  constructor(view, root, allFiles, options) {
    this.view = view;
    this.root = root;
    this.options = options;
    const prefix = root === "" ? "" : `${root}/`;
    this.files = filesUnder(allFiles, root).map((f) => f.slice(prefix.length));
    this.fileSet = new Set(this.files);
    this.dirSet = /* @__PURE__ */ new Set();
    for (const f of this.files) {
      const parts = f.split("/");
      for (let i = 1; i < parts.length; i++) this.dirSet.add(parts.slice(0, i).join("/"));
    }
  }
  view;
  root;
  options;
  results = /* @__PURE__ */ new Map();
  textCache = /* @__PURE__ */ new Map();
  sizeCache = /* @__PURE__ */ new Map();
  smallBytes = /* @__PURE__ */ new Map();
  files;
  fileSet;
  dirSet;
  memo = /* @__PURE__ */ new Map();
  repoPaths = /* @__PURE__ */ new Map();
  /** Repository-relative path of an env-relative path. */
  repoPath(path) {
    if (this.root === "") return path;
    if (path === "") return this.root;
    let out = this.repoPaths.get(path);
    if (out === void 0) this.repoPaths.set(path, out = `${this.root}/${path}`);
    return out;
  }
  has(path) {
    return this.fileSet.has(path);
  }
  hasDir(path) {
    return this.dirSet.has(path);
  }
  /** File bytes; files up to 64 KiB are read once and shared by every criterion. */
  async bytes(path) {
    if (!this.fileSet.has(path)) return void 0;
    const cached = this.smallBytes.get(path);
    if (cached) return cached;
    const size = await this.size(path);
    const read = this.view.readFile(this.repoPath(path));
    if (size !== void 0 && size <= 64 * 1024) this.smallBytes.set(path, read);
    return read;
  }
  async size(path) {
    let cached = this.sizeCache.get(path);
    if (!cached) {
      cached = this.view.fileSize(this.repoPath(path));
      this.sizeCache.set(path, cached);
    }
    return cached;
  }
  /** How the file is stored, when the view knows without reading it (Hub trees); see RepoView.storedAs. */
  async storedAs(path) {
    return this.fileSet.has(path) ? this.view.storedAs?.(this.repoPath(path)) : void 0;
  }
  /** Looks up many sizes with bounded concurrency (the file checks stat every file in the context). */
  async prefetchSizes(paths, concurrency = 16) {
    let next = 0;
    const worker = async () => {
      while (next < paths.length) await this.size(paths[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  }
  /** UTF-8 text of a file (lossy), undefined when absent, binary or above 2 MiB. */
  async text(path) {
    if (this.textCache.has(path)) return this.textCache.get(path);
    let out;
    if (this.fileSet.has(path)) {
      const size = await this.size(path);
      if (size !== void 0 && size <= MAX_TEXT_BYTES) {
        const bytes = await this.bytes(path);
        if (bytes) {
          const decoded = decodeText(bytes);
          out = decoded.binary ? void 0 : decoded.text;
        }
      }
    }
    this.textCache.set(path, out);
    return out;
  }
  /** How a file's bytes decode as UTF-8 (BOM, invalid bytes), undefined when absent or above 2 MiB. */
  async decoded(path) {
    return this.once(`decoded:${path}`, async () => {
      const size = await this.size(path);
      if (!this.fileSet.has(path) || size === void 0 || size > MAX_TEXT_BYTES) return void 0;
      const bytes = await this.bytes(path);
      return bytes ? decodeText(bytes) : void 0;
    });
  }
  /**
   * Drops what the criteria read and parsed (file bytes, texts, memoised models), keeping the recorded
   * verdicts and flags: a finished environment then costs its summary, not its files. Reading again
   * afterwards (the runtime probe reads the manifest) simply reads the file again.
   */
  release() {
    this.textCache.clear();
    this.smallBytes.clear();
    this.sizeCache.clear();
    for (const [key, value] of this.memo) if (value instanceof Promise) this.memo.delete(key);
  }
  /** Memoised computation shared by several criteria (parsed pyproject, Dockerfile model...). */
  async once(key, compute) {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key);
  }
  severityOf(id) {
    return this.options.severityOverrides?.[id] ?? criterion(id).defaultSeverity;
  }
  record(id, status, message, extra = {}) {
    const result = { id, status, severity: extra.severity ?? this.severityOf(id), message };
    if (extra.evidence !== void 0) result.evidence = extra.evidence;
    if (extra.file !== void 0) result.file = extra.file;
    if (extra.line !== void 0) result.line = extra.line;
    if (extra.column !== void 0) result.column = extra.column;
    if (extra.key !== void 0) result.key = extra.key;
    this.results.set(id, result);
  }
  pass(id, message, extra = {}) {
    this.record(id, "pass", message, extra);
  }
  fail(id, message, extra = {}) {
    this.record(id, "fail", message, extra);
  }
  skip(id, reason, extra = {}) {
    this.record(id, "skip", reason, extra);
  }
  note(id, note) {
    const r = this.results.get(id);
    if (!r) return;
    (r.notes ??= []).push(note);
  }
  status(id) {
    return this.results.get(id)?.status;
  }
};
function lineOf(text, pattern) {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) if (pattern.test(lines[i])) return i + 1;
  return void 0;
}
function lineLocator(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
function utf8Problem(path, decoded) {
  if (!decoded.invalidUtf8) return void 0;
  const lines = decoded.text.split(/\r?\n/);
  const bad = lines.findIndex((l) => l.includes("\uFFFD"));
  const cookie = codingDeclaration(decoded.text);
  return `${path} is not valid UTF-8 (first bad byte on line ${bad + 1})${cookie ? `; it declares "coding: ${cookie}", which openenv validate does not honour` : ""}`;
}
function codingDeclaration(text) {
  for (const line of text.split(/\r?\n/, 2)) {
    const m = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/.exec(line);
    if (m) return m[1];
  }
  return void 0;
}

// src/checks/validate/static/resources.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
import { createHash } from "node:crypto";

// src/checks/validate/static/dockerignore.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { posix } from "node:path";
var DockerIgnore = class _DockerIgnore {
  constructor(text, file) {
    this.file = file;
    this.patterns = [];
    for (const raw of text.split(/\r?\n/)) {
      let line = raw.trim();
      if (line === "" || line.startsWith("#")) continue;
      const negate = line.startsWith("!");
      if (negate) line = line.slice(1).trim();
      line = posix.normalize(line.replace(/^\/+/, "")).replace(/\/+$/, "");
      if (line === "." || line === "") continue;
      const matcher = (0, import_picomatch.default)(line, { dot: true });
      this.patterns.push({ negate, match: matcher });
    }
  }
  file;
  patterns;
  /** True when the env-relative path is excluded from the build context. */
  excludes(path) {
    const parts = path.split("/");
    const candidates = [];
    for (let i = 1; i <= parts.length; i++) candidates.push(parts.slice(0, i).join("/"));
    let excluded = false;
    for (const p of this.patterns) {
      if (candidates.some((c2) => p.match(c2))) excluded = !p.negate;
    }
    return excluded;
  }
  static none() {
    return new _DockerIgnore("");
  }
};

// src/checks/validate/static/docker.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);

// src/checks/validate/static/shell.ts
var import_shell_quote = __toESM(require_shell_quote(), 1);
var LEADING_KEYWORDS = /* @__PURE__ */ new Set(["if", "then", "else", "elif", "do", "while", "until", "!", "time", "{", "("]);
var SEPARATORS = /* @__PURE__ */ new Set(["&&", "||", ";", ";;", "|", "|&", "&", "(", ")"]);
function shellCommands(text) {
  const out = [];
  for (const line of text.split("\n")) {
    let current = [];
    const flush = () => {
      while (current.length && LEADING_KEYWORDS.has(current[0])) current.shift();
      if (current.length) out.push(current);
      current = [];
    };
    for (const token of (0, import_shell_quote.parse)(line, (name) => `$${name}`)) {
      if (typeof token === "string") {
        current.push(token);
        continue;
      }
      if ("comment" in token) break;
      const { op, pattern } = token;
      if (op === "glob") current.push(pattern ?? "");
      else if (op !== void 0 && SEPARATORS.has(op)) flush();
      else if (op !== void 0) current.push(op);
    }
    flush();
  }
  return out;
}

// src/checks/validate/static/docker.ts
async function loadDocker(env) {
  return env.once("docker", async () => {
    const inServer = env.has("server/Dockerfile");
    const atRoot = env.has("Dockerfile");
    const path = inServer ? "server/Dockerfile" : atRoot ? "Dockerfile" : void 0;
    const candidates = path ? [`${path}.dockerignore`, ".dockerignore"] : [".dockerignore"];
    let ignore = DockerIgnore.none();
    let ignoreFile;
    for (const c2 of candidates) {
      const text = await env.text(c2);
      if (text !== void 0) {
        ignore = new DockerIgnore(text, c2);
        ignoreFile = c2;
        break;
      }
    }
    let model;
    if (path) {
      const text = await env.text(path);
      if (text !== void 0) model = parseDockerfile(path, text);
    }
    return { path, both: inServer && atRoot, model, ignore, ignoreFile };
  });
}
function runInstructions(stages) {
  return stages.flatMap((s) => s.instructions.filter((i) => i.keyword === "RUN"));
}
var DEFAULT_BUILD_TOOLS = [
  "build-essential",
  "gcc",
  "g++",
  "clang",
  "make",
  "cmake",
  "git",
  "pkg-config",
  "autoconf",
  "automake",
  "libtool",
  "cargo",
  "rustc",
  "golang"
];
var DEFAULT_FIXTURE_PATTERNS = ["**/fixtures/**", "**/__fixtures__/**", "**/testdata/**", "**/test_data/**", "tests/**"];
var cachedFixtureMatcher;
function defaultFixtureMatcher() {
  return cachedFixtureMatcher ??= (0, import_picomatch2.default)([...DEFAULT_FIXTURE_PATTERNS], { dot: true });
}
var DEFAULT_OCI_LABELS = [
  "org.opencontainers.image.source",
  "org.opencontainers.image.title",
  "org.opencontainers.image.description",
  "org.opencontainers.image.licenses",
  "org.opencontainers.image.version",
  "org.opencontainers.image.revision",
  "org.opencontainers.image.created"
];
async function checkDocker(env) {
  const docker = await loadDocker(env);
  const ids = ["docker/base-image-pinned", "docker/multi-stage-hygiene", "docker/no-git-in-image", "docker/no-fixtures-in-image", "docker/oci-labels", "docker/layer-order"];
  if (!docker.path || !docker.model || docker.model.stages.length === 0) {
    const why = !docker.path ? "No Dockerfile in server/ or the env root, so the docker deployment mode is unavailable and openenv push has nothing to build. Fix: add server/Dockerfile (see the openenv init template)." : `${docker.path} has no FROM instruction (or is not text). Fix: start it with FROM <base image>.`;
    env.fail("docker/dockerfile-present", why, { file: docker.path, line: docker.path ? 1 : void 0, key: "dockerfile" });
    for (const id of ids) env.skip(id, "skipped: no usable Dockerfile (docker/dockerfile-present failed)");
    return;
  }
  const model = docker.model;
  env.pass("docker/dockerfile-present", `${docker.path} (${model.stages.length} stage${model.stages.length === 1 ? "" : "s"}).`, { file: docker.path });
  if (docker.both)
    env.note("docker/dockerfile-present", "Both server/Dockerfile and Dockerfile exist: openenv push prefers the root file, openenv build the server/ file.");
  const target = env.options.dockerTarget;
  const final = finalStage(model, target);
  const contributing = contributingStages(model, target);
  const file = docker.path;
  {
    const vars = new Map(model.globalArgs);
    for (const [k, v] of Object.entries(env.options.dockerBuildArgs ?? {})) vars.set(k, v);
    const problems = [];
    for (const s of contributing) {
      if (stageByRef(model, s.base, s.index) || s.base.toLowerCase() === "scratch") continue;
      const resolved = substituteArgs(s.base, vars);
      if (resolved === void 0) {
        problems.push({ msg: `FROM ${s.base} (line ${s.fromLine}) uses a build argument with no default, so the base image cannot be verified`, line: s.fromLine });
        continue;
      }
      if (stageByRef(model, resolved, s.index) || resolved.toLowerCase() === "scratch") continue;
      if (!/@sha256:[0-9a-f]{64}$/.test(resolved))
        problems.push({
          msg: `FROM ${s.base}${resolved !== s.base ? ` resolves to ${resolved}` : ""} (line ${s.fromLine}), a moving tag, so two builds can differ`,
          line: s.fromLine
        });
    }
    const seen = /* @__PURE__ */ new Set();
    const unique = problems.filter((p) => {
      const k = p.msg.replace(/ \(line \d+\)/, "");
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (unique.length)
      env.fail("docker/base-image-pinned", `${unique.map((p) => p.msg).join("; ")}. Fix: pin the base by digest, e.g. ARG BASE_IMAGE=ghcr.io/huggingface/openenv-base:<version>@sha256:<digest>.`, {
        file,
        line: problems[0].line,
        key: "base"
      });
    else env.pass("docker/base-image-pinned", "Every external base image is pinned by digest.", { file });
  }
  {
    const tools = env.options.buildTools ?? DEFAULT_BUILD_TOOLS;
    const chain = baseChain(model, final);
    const directives = parseSuppressions(file, await env.text(file) ?? "");
    const problems = [];
    let silenced = 0;
    for (const ins of runInstructions(chain)) {
      const found = [];
      for (const words of shellCommands(ins.args)) {
        const m = /\b(?:apt-get|apt|apk|yum|dnf|microdnf)\s+(?:-\S+\s+)*(?:install|add)\b(.*)$/.exec(words.join(" "));
        if (!m) continue;
        const pkgs = m[1].split(/\s+/).filter((p) => p && !p.startsWith("-")).map((p) => p.replace(/[=:].*$/, ""));
        const bad = pkgs.filter((p) => tools.includes(p) || /-(dev|devel)$/.test(p));
        if (bad.length) found.push(`installs ${bad.join(", ")} (line ${ins.line})`);
      }
      if (/\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z|da)?sh\b/.test(ins.args)) found.push(`pipes a download into a shell (line ${ins.line})`);
      if (found.length && suppressionAt(directives, "docker/multi-stage-hygiene", ins.line)) silenced++;
      else for (const msg of found) problems.push({ msg, line: ins.line });
    }
    const single = model.stages.length < 2;
    const silencedNote = silenced ? ` (${silenced} RUN line${silenced === 1 ? "" : "s"} silenced by an inline directive)` : "";
    if (problems.length) {
      env.fail(
        "docker/multi-stage-hygiene",
        `${single ? "Single-stage Dockerfile" : "The final image"} ${problems.map((p) => p.msg).join("; ")}; build tools and installers then ship in the runtime image (contents of external base images are not visible statically). Fix: compile in a builder stage and copy only the virtualenv/artifacts into the final stage, or, if it is deliberate, say why above the RUN: # openenv-ci: disable-next-line docker/multi-stage-hygiene <reason>.`,
        { file, line: problems[0].line, key: "hygiene" }
      );
    } else
      env.pass("docker/multi-stage-hygiene", `${single ? "Single stage, but it" : "The final stage"} installs no build toolchain${silencedNote}.`, { file });
  }
  const reach = contextReachesFinal(model, target);
  const namedCopies = (name) => contributing.flatMap((s) => s.instructions).find((i) => (i.keyword === "COPY" || i.keyword === "ADD") && !i.flags.from && (copyOperands(i)?.sources ?? []).some((s) => name.test(s)));
  {
    const hasGit = await env.options.hasGitDir?.(env.root) ?? false;
    const explicit = namedCopies(/^(\.\/)?\.git(\/|$)/);
    const ignored = docker.ignore.excludes(".git") && docker.ignore.excludes(".git/HEAD");
    if (explicit)
      env.fail("docker/no-git-in-image", `${file} line ${explicit.line} copies .git into the image. Fix: remove .git from the COPY/ADD sources.`, {
        file,
        line: explicit.line,
        key: "git-explicit"
      });
    else if (hasGit && reach.reaches && !ignored)
      env.fail(
        "docker/no-git-in-image",
        `The whole build context is copied into the final image (${reach.via}) and ${docker.ignoreFile ? `${docker.ignoreFile} does not exclude .git` : "there is no .dockerignore"}, so .git ships in the image. Fix: add a .dockerignore with .git, .venv, __pycache__/.`,
        { file, line: reach.line, key: "git" }
      );
    else
      env.pass(
        "docker/no-git-in-image",
        !hasGit ? "No .git in the build context." : !reach.reaches ? "The build context does not reach the final image." : `.git is excluded by ${docker.ignoreFile}.`,
        { file }
      );
  }
  {
    const isFixture = env.options.fixturePatterns ? (0, import_picomatch2.default)([...env.options.fixturePatterns], { dot: true }) : defaultFixtureMatcher();
    const allow = env.options.fixturesAllow?.length ? (0, import_picomatch2.default)([...env.options.fixturesAllow], { dot: true }) : () => false;
    const shipped = env.files.filter((f) => isFixture(f) && !allow(f) && !docker.ignore.excludes(f));
    if (reach.reaches && shipped.length) {
      let bytes = 0;
      for (const f of shipped.slice(0, 2e3)) bytes += await env.size(f) ?? 0;
      const top = [...new Set(shipped.map((f) => f.split("/").slice(0, f.startsWith("tests/") ? 1 : -1).join("/")))].slice(0, 3);
      env.fail(
        "docker/no-fixtures-in-image",
        `${top.map((t) => `${t}/`).join(", ")} (${shipped.length} file${shipped.length === 1 ? "" : "s"}, ${formatBytes(bytes)}) reach${top.length === 1 ? "es" : ""} the final image through ${reach.via}. Fix: add them to .dockerignore, or copy only the runtime sources.`,
        { file, line: reach.line, key: "fixtures", evidence: shipped.slice(0, 5).join(", ") }
      );
    } else env.pass("docker/no-fixtures-in-image", reach.reaches ? "No test fixtures enter the build context." : "The build context does not reach the final image.", { file });
  }
  {
    const injected = new Set(env.options.ociLabelsInjected ?? []);
    const labels = /* @__PURE__ */ new Map();
    const declaredArgs = /* @__PURE__ */ new Set();
    for (const s of baseChain(model, final)) {
      for (const ins of s.instructions) {
        if (ins.keyword === "ARG") for (const [k] of parseArgDecl(ins.rest)) declaredArgs.add(k);
        if (ins.keyword === "LABEL") {
          for (const [k, v] of parseLabels(ins.rest)) if (!labels.has(k)) labels.set(k, v);
        }
      }
    }
    const missing = [];
    const buildTime = [];
    for (const key of DEFAULT_OCI_LABELS) {
      if (injected.has(key)) continue;
      const v = labels.get(key);
      if (v === void 0 || v === "") {
        missing.push(key);
        continue;
      }
      const ref = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(v);
      if (ref) {
        if (declaredArgs.has(ref[1])) buildTime.push(key);
        else missing.push(key);
      }
    }
    if (missing.length)
      env.fail(
        "docker/oci-labels",
        `Final stage lacks ${missing.map((k, i) => i === 0 ? k : k.replace("org.opencontainers.image", "")).join(", ")} (proposed required set). Fix: add LABEL org.opencontainers.image.source=<repo URL> \u2026, or declare the labels your build injects via the oci-labels-injected input.`,
        { file, line: final.fromLine, key: "labels" }
      );
    else
      env.pass("docker/oci-labels", `All OCI labels present${buildTime.length ? ` (${buildTime.length} set at build time)` : ""}.`, { file });
  }
  {
    let reported = false;
    for (const s of model.stages) {
      let sourceCopy;
      for (const ins of s.instructions) {
        if ((ins.keyword === "COPY" || ins.keyword === "ADD") && !ins.flags.from) {
          const sources = copyOperands(ins)?.sources ?? [];
          if (!sources.every((src) => DEP_MANIFEST.test(src.replace(/^\.\//, "")))) sourceCopy ??= ins;
        }
        if (ins.keyword === "RUN" && PY_INSTALL.test(ins.args)) {
          if (sourceCopy)
            env.fail(
              "docker/layer-order",
              `Dependencies are installed (line ${ins.line}) after ${isWholeContextCopy(sourceCopy) ? "COPY ." : `${sourceCopy.keyword} ${copyOperands(sourceCopy)?.sources.join(" ") ?? ""}`} (line ${sourceCopy.line}), so any app-file change rebuilds the dependency layer. Fix: COPY pyproject.toml uv.lock ./ \u2192 RUN uv sync --frozen --no-install-project \u2192 COPY . . \u2192 RUN uv sync --frozen.`,
              { file, line: ins.line, key: "layer-order" }
            );
          else env.pass("docker/layer-order", "Only dependency manifests are copied before the dependency install.", { file });
          reported = true;
          break;
        }
      }
      if (reported) break;
    }
    if (!reported) env.pass("docker/layer-order", "No Python dependency install found; nothing to check.", { file });
  }
}
var DEP_MANIFEST = /^(pyproject\.toml|uv\.lock|requirements[^/]*\.txt|setup\.py|setup\.cfg|README[^/]*)$/;
var PY_INSTALL = /\buv\s+sync\b|\bpip3?\s+install\b|\bpython3?\s+-m\s+pip\s+install\b|\buv\s+pip\s+(install|sync)\b|\bpoetry\s+install\b/;
function parseLabels(rest) {
  const out = [];
  const re = /(?<!\S)("([^"]*)"|[^\s=]+)=("((?:[^"\\]|\\.)*)"|'([^']*)'|\S*)/g;
  let m;
  let any = false;
  while (m = re.exec(rest)) {
    any = true;
    out.push([m[2] ?? m[1], m[4] ?? m[5] ?? m[3] ?? ""]);
  }
  if (!any) {
    const legacy = /^(\S+)\s+(.*)$/.exec(rest.trim());
    if (legacy) out.push([legacy[1], legacy[2].replace(/^"(.*)"$/, "$1")]);
  }
  return out;
}
function formatBytes(n) {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GiB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}

// src/checks/validate/static/resources.ts
var MiB = 1024 * 1024;
var MAX_FILES = 2e5;
var RESERVED_TOOL_NAMES = ["reset", "step", "state", "close"];
var TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
var QUANTITY = /^\d+(\.\d+)?(K|M|G|T|Ki|Mi|Gi|Ti)?$/;
var HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/;
function isFiniteNumber(v) {
  return typeof v === "number" && Number.isFinite(v);
}
function validQuantity(v) {
  return Number.isInteger(v) && v > 0 || typeof v === "string" && QUANTITY.test(v);
}
function validCpu(v) {
  return isFiniteNumber(v) && v > 0 || typeof v === "string" && /^\d+m$/.test(v) && Number(v.slice(0, -1)) > 0;
}
function isJsonPointer(v) {
  return typeof v === "string" && (v === "" || /^(\/([^~/]|~[01])*)+$/.test(v));
}
function proposedTasks(data) {
  return isMapping(data?.tasks) ? data.tasks : void 0;
}
function declaredToolNames(data) {
  if (!Array.isArray(data?.tools)) return void 0;
  return data.tools.map((t) => typeof t === "string" ? t : isMapping(t) && typeof t.name === "string" ? t.name : String(JSON.stringify(t)));
}
function resourceProblems(res) {
  const out = [];
  for (const k of ["memory", "disk"])
    if (k in res && !validQuantity(res[k])) out.push({ msg: `resources.${k} ${JSON.stringify(res[k])} is not a quantity (use 2Gi or a byte count)`, path: ["resources", k] });
  if ("cpu" in res && !validCpu(res.cpu)) out.push({ msg: `resources.cpu ${JSON.stringify(res.cpu)} is not a core count or millicores like "500m"`, path: ["resources", "cpu"] });
  if ("gpu" in res && !(Number.isInteger(res.gpu) && res.gpu >= 0)) out.push({ msg: `resources.gpu ${JSON.stringify(res.gpu)} is not an integer \u2265 0`, path: ["resources", "gpu"] });
  if ("episode_timeout_s" in res && !(isFiniteNumber(res.episode_timeout_s) && res.episode_timeout_s > 0))
    out.push({ msg: `resources.episode_timeout_s ${JSON.stringify(res.episode_timeout_s)} is not a number > 0`, path: ["resources", "episode_timeout_s"] });
  return out;
}
async function checkManifestExtensions(env) {
  const id = "structure/manifest-extensions-valid";
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (!data) return env.skip(id, "skipped: openenv.yaml is not a mapping");
  const problems = [];
  if ("resources" in data) {
    if (!isMapping(data.resources)) problems.push({ msg: "resources is not a mapping", path: ["resources"] });
    else problems.push(...resourceProblems(data.resources));
  }
  if (isMapping(data.reward) && "range" in data.reward) {
    const r = data.reward.range;
    if (!(Array.isArray(r) && r.length === 2 && isFiniteNumber(r[0]) && isFiniteNumber(r[1]) && r[0] <= r[1]))
      problems.push({ msg: `reward.range ${JSON.stringify(r)} is not [min, max] with finite min \u2264 max`, path: ["reward", "range"] });
  }
  if ("tools" in data) {
    const names = declaredToolNames(data);
    if (!names) problems.push({ msg: "tools is not a list of tool names", path: ["tools"] });
    else {
      const bad = names.filter((n) => !TOOL_NAME.test(n));
      if (bad.length) problems.push({ msg: `tools has invalid names ${bad.slice(0, 3).join(", ")} (1-128 of A-Z a-z 0-9 _ - .)`, path: ["tools"] });
    }
  }
  const tasks = proposedTasks(data);
  if (tasks) {
    if ("count" in tasks && !(Number.isInteger(tasks.count) && tasks.count >= 1)) problems.push({ msg: `tasks.count ${JSON.stringify(tasks.count)} is not an integer \u2265 1`, path: ["tasks", "count"] });
    if ("ids" in tasks && !(Array.isArray(tasks.ids) && tasks.ids.every((i) => typeof i === "string" || Number.isInteger(i))))
      problems.push({ msg: "tasks.ids is not a list of strings or integers", path: ["tasks", "ids"] });
    if ("reset_kwarg" in tasks && !(typeof tasks.reset_kwarg === "string" && /^[A-Za-z_]\w*$/.test(tasks.reset_kwarg)))
      problems.push({ msg: `tasks.reset_kwarg ${JSON.stringify(tasks.reset_kwarg)} is not a Python identifier`, path: ["tasks", "reset_kwarg"] });
    if ("sample" in tasks && !(Number.isInteger(tasks.sample) && tasks.sample >= 1 && tasks.sample <= 20))
      problems.push({ msg: `tasks.sample ${JSON.stringify(tasks.sample)} is not an integer 1-20`, path: ["tasks", "sample"] });
    if ("source" in tasks) {
      if (!isMapping(tasks.source)) problems.push({ msg: "tasks.source is not a mapping", path: ["tasks", "source"] });
      else
        for (const [k, v] of Object.entries(tasks.source))
          if (k === "generator_seed" ? !Number.isInteger(v) : typeof v !== "string")
            problems.push({ msg: `tasks.source.${k} must be ${k === "generator_seed" ? "an integer" : "a string"}`, path: ["tasks", "source", k] });
    }
  }
  if ("network" in data) {
    const egress = isMapping(data.network) ? data.network.egress : void 0;
    if (isMapping(data.network) && "egress" in data.network && !(egress === "none" || Array.isArray(egress) && egress.every((h) => typeof h === "string" && HOST.test(h))))
      problems.push({ msg: `network.egress ${JSON.stringify(egress)} is not "none" or a list of host / host:port`, path: ["network", "egress"] });
    if (!isMapping(data.network)) problems.push({ msg: "network is not a mapping", path: ["network"] });
  }
  if ("reproducibility" in data) {
    const rep = data.reproducibility;
    if (!isMapping(rep)) problems.push({ msg: "reproducibility is not a mapping", path: ["reproducibility"] });
    else {
      for (const k of ["seeded", "deterministic"])
        if (k in rep && typeof rep[k] !== "boolean") problems.push({ msg: `reproducibility.${k} must be true or false`, path: ["reproducibility", k] });
      if ("volatile_fields" in rep && !(Array.isArray(rep.volatile_fields) && rep.volatile_fields.every(isJsonPointer)))
        problems.push({ msg: "reproducibility.volatile_fields must be a list of JSON Pointers such as /timestamp", path: ["reproducibility", "volatile_fields"] });
    }
  }
  if (problems.length)
    env.fail(id, `openenv.yaml (proposed fields): ${problems.map((p) => p.msg).join("; ")}. Fix: correct the value${problems.length > 1 ? "s" : ""} (see the proposed manifest extension in docs/validate.md).`, {
      file: "openenv.yaml",
      line: manifest.lineOf(problems[0].path) ?? manifest.lineOf(problems[0].path.slice(0, 1)),
      key: problems.map((p) => p.path.join(".")).join(",")
    });
  else env.pass(id, "Proposed blocks, where present, are well-formed.", { file: "openenv.yaml" });
  if (Array.isArray(data.tasks))
    env.note(id, "tasks is a list of task records (a common pre-proposal convention), not the proposed tasks: {count, \u2026} block; it is not validated.");
}
function upstreamBlock(data, key) {
  const validation = isMapping(data.validation) ? data.validation : void 0;
  return validation && isMapping(validation[key]) ? validation[key] : void 0;
}
function upstreamResourceProblems(res) {
  const out = [];
  const positiveInt = (v) => Number.isInteger(v) && v > 0;
  for (const k of ["memory_mb", "disk_mb"])
    if (k in res && !positiveInt(res[k])) out.push({ msg: `validation.resources.${k} ${JSON.stringify(res[k])} is not a positive integer (MiB)`, path: ["validation", "resources", k] });
  if ("cpu" in res && !(isFiniteNumber(res.cpu) && res.cpu > 0)) out.push({ msg: `validation.resources.cpu ${JSON.stringify(res.cpu)} is not a number > 0`, path: ["validation", "resources", "cpu"] });
  if ("gpus" in res && !(Number.isInteger(res.gpus) && res.gpus >= 0)) out.push({ msg: `validation.resources.gpus ${JSON.stringify(res.gpus)} is not an integer \u2265 0`, path: ["validation", "resources", "gpus"] });
  if ("episode_timeout_s" in res && !(isFiniteNumber(res.episode_timeout_s) && res.episode_timeout_s > 0))
    out.push({ msg: `validation.resources.episode_timeout_s ${JSON.stringify(res.episode_timeout_s)} is not a number > 0`, path: ["validation", "resources", "episode_timeout_s"] });
  return out;
}
async function checkDeclaredResources(env) {
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (!data) {
    for (const id of ["resources/declared", "resources/timeout-ceiling", "security/egress-declared"]) env.skip(id, "skipped: openenv.yaml is not a mapping");
    return;
  }
  const proposed = isMapping(data.resources) ? data.resources : void 0;
  const upstream = proposed ? void 0 : upstreamBlock(data, "resources");
  const res = proposed ?? upstream;
  const where = upstream ? "validation.resources" : "resources";
  const at = (...keys) => manifest.lineOf(upstream ? ["validation", "resources", ...keys] : ["resources", ...keys]);
  const severity = env.options.requireResources ? "error" : void 0;
  const required = upstream ? ["cpu", "memory_mb", "disk_mb", "episode_timeout_s"] : ["memory", "cpu", "disk", "episode_timeout_s"];
  const missing = required.filter((k) => !res || !(k in res));
  const invalid = upstream ? upstreamResourceProblems(upstream) : proposed ? resourceProblems(proposed) : [];
  if (!res)
    env.fail("resources/declared", "openenv.yaml declares no resource budget (proposed resources: block). Fix: add resources: {memory: 2Gi, cpu: 1, disk: 1Gi, episode_timeout_s: 600}, or the upstream RFC 008 form validation: {resources: {cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}}.", {
      file: "openenv.yaml",
      line: 1,
      severity,
      key: "absent"
    });
  else if (missing.length || invalid.length)
    env.fail(
      "resources/declared",
      `openenv.yaml ${where} ${upstream ? "(RFC 008 validation block)" : "(proposed)"} ${missing.length ? `lacks ${missing.join(", ")}` : ""}${missing.length && invalid.length ? " and " : ""}${invalid.map((p) => p.msg).join("; ")}. Fix: declare ${required.slice(0, -1).join(", ")} and episode_timeout_s, e.g. ${upstream ? "{cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}" : "{memory: 2Gi, cpu: 1, disk: 1Gi, episode_timeout_s: 600}"}.`,
      // A budget someone wrote but got wrong is worth a warning even though absence is only a notice.
      { file: "openenv.yaml", line: at(), severity: severity ?? "warning", key: "incomplete" }
    );
  else env.pass("resources/declared", `A complete resource budget is declared${upstream ? " (validation.resources, the RFC 008 block)" : ""}.`, { file: "openenv.yaml", severity });
  const ceiling = env.options.maxEpisodeTimeoutS ?? 3600;
  if (!res || !("episode_timeout_s" in res)) env.skip("resources/timeout-ceiling", "skipped: no resources.episode_timeout_s declared (proposed field)");
  else {
    const v = res.episode_timeout_s;
    if (isFiniteNumber(v) && v > 0 && v <= ceiling) env.pass("resources/timeout-ceiling", `episode_timeout_s ${v} \u2264 ${ceiling} s.`, { file: "openenv.yaml" });
    else
      env.fail(
        "resources/timeout-ceiling",
        isFiniteNumber(v) && v > ceiling ? `${where}.episode_timeout_s is ${v}, above the ${ceiling} s ceiling, so a hung episode would hold a worker for ${v >= 86400 ? "a day" : `${Math.round(v / 60)} min`}. Fix: lower it, or get an exception approved and raise max-episode-timeout-s.` : `${where}.episode_timeout_s is ${JSON.stringify(v)}, not a finite number > 0. Fix: set a positive number of seconds \u2264 ${ceiling}.`,
        { file: "openenv.yaml", line: at("episode_timeout_s"), key: "timeout" }
      );
  }
  const network = isMapping(data.network) ? data.network : void 0;
  const upstreamNetwork = network ? void 0 : upstreamBlock(data, "network");
  if (upstreamNetwork) return checkUpstreamNetwork(env, upstreamNetwork, manifest.lineOf(["validation", "network"]));
  const egress = network?.egress;
  if (egress === "none" || Array.isArray(egress) && egress.every((h) => typeof h === "string" && HOST.test(h)))
    env.pass("security/egress-declared", `network.egress is ${egress === "none" ? "none" : egress.join(", ") || "[]"}.`, { file: "openenv.yaml" });
  else
    env.fail(
      "security/egress-declared",
      egress === void 0 ? "No network.egress declaration (proposed field). Fix: add network: {egress: none}, or list the hosts the environment must reach (upstream RFC 008 form: validation: {network: {mode: no-network}})." : `network.egress ${JSON.stringify(egress)} is not none or a host list. Fix: use egress: none or a list of host / host:port.`,
      { file: "openenv.yaml", line: manifest.lineOf(["network"]), key: "egress" }
    );
}
function checkUpstreamNetwork(env, network, line) {
  const mode = network.mode ?? "public";
  const hosts = network.allowed_hosts;
  const hostList = Array.isArray(hosts) && hosts.every((h) => typeof h === "string" && h.length > 0) ? hosts : void 0;
  if (mode === "no-network" || mode === "public") {
    if (hosts === void 0) return env.pass("security/egress-declared", `validation.network.mode is ${mode}${mode === "public" ? " (egress allowed)" : ""}.`, { file: "openenv.yaml" });
  } else if (mode === "allowlist" && hostList) {
    return env.pass("security/egress-declared", `validation.network allows ${hostList.join(", ") || "no host"}.`, { file: "openenv.yaml" });
  }
  const why = mode !== "no-network" && mode !== "public" && mode !== "allowlist" ? `validation.network.mode ${JSON.stringify(mode)} is not public, no-network or allowlist` : mode === "allowlist" ? "validation.network.mode is allowlist but allowed_hosts is not a list of host names" : `validation.network.allowed_hosts is only valid with mode allowlist (mode is ${mode})`;
  env.fail("security/egress-declared", `${why}. Fix: use mode: no-network, or mode: allowlist with allowed_hosts: [host, \u2026].`, { file: "openenv.yaml", line, key: "egress" });
}
var ARCHIVE_EXT = [".tar.gz", ".tar.bz2", ".tar.xz", ".tar.zst", ".zip", ".tar", ".tgz", ".tbz2", ".txz", ".gz", ".bz2", ".xz", ".zst", ".7z", ".rar", ".whl", ".jar", ".pyz"];
var MAGIC = [
  ["zip", [80, 75, 3, 4], 0],
  ["gzip", [31, 139], 0],
  ["bzip2", [66, 90, 104], 0],
  ["xz", [253, 55, 122, 88, 90, 0], 0],
  ["zstd", [40, 181, 47, 253], 0],
  ["7z", [55, 122, 188, 175, 39, 28], 0],
  ["rar", [82, 97, 114, 33, 26, 7], 0],
  ["tar", [117, 115, 116, 97, 114], 257]
];
function archiveKind(name, head) {
  const lower = name.toLowerCase();
  const ext = ARCHIVE_EXT.find((e) => lower.endsWith(e));
  if (ext) return ext.slice(1);
  if (!head) return void 0;
  for (const [kind, bytes, offset] of MAGIC) if (bytes.every((b, i) => head[offset + i] === b)) return kind;
  return void 0;
}
var LFS_HEADER = "version https://git-lfs.github.com/spec/v1";
function lfsPointer(bytes) {
  if (bytes.length > 1024) return void 0;
  const text = new TextDecoder().decode(bytes);
  if (!text.startsWith(LFS_HEADER)) return void 0;
  const size = /^size (\d+)$/m.exec(text);
  if (!size) return void 0;
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text);
  return { size: Number(size[1]), oid: oid?.[1] };
}
async function checkContextFiles(env) {
  const docker = await loadDocker(env);
  const threshold = env.options.archiveThresholdBytes ?? 5 * MiB;
  const maxSize = env.options.maxFileSizeBytes ?? 50 * MiB;
  const allow = env.options.archiveAllow?.length ? (0, import_picomatch3.default)([...env.options.archiveAllow], { dot: true }) : () => false;
  if (env.files.length > MAX_FILES) {
    const why = `skipped: ${env.files.length} files under the env root, above the ${MAX_FILES} files the static phase walks`;
    for (const id of ["resources/no-large-archives", "resources/no-oversize-files", "resources/no-duplicate-large-files"]) env.skip(id, why);
    return;
  }
  const scoped = env.files.filter((f) => !docker.ignore.excludes(f));
  await env.prefetchSizes(scoped);
  const archives = [];
  const oversize = [];
  const large = [];
  for (const file of scoped) {
    const stored = await env.size(file) ?? 0;
    let size = stored;
    let oid;
    let bytes;
    const known = await env.storedAs(file);
    if (known) oid = known.lfs ? `lfs:${known.lfs.oid}` : `git:${known.oid}`;
    else if (stored <= 1024) {
      bytes = await env.bytes(file);
      const ptr = bytes ? lfsPointer(bytes) : void 0;
      if (ptr) {
        size = ptr.size;
        oid = ptr.oid;
        bytes = void 0;
      }
    }
    if (size > threshold && !allow(file)) {
      if (!bytes && !oid) bytes = await env.bytes(file);
      const kind = archiveKind(file, bytes?.subarray(0, 512));
      if (kind) archives.push({ file, size, kind });
    }
    if (size > maxSize) oversize.push({ file, size });
    if (size >= MiB) large.push({ file, size, oid });
  }
  if (archives.length) {
    const a = archives[0];
    env.fail(
      "resources/no-large-archives",
      `${archives.map((x) => `${x.file} is a ${formatBytes(x.size)} ${x.kind} archive`).slice(0, 3).join("; ")} in the build context. Archives are opaque to lazy-pull formats and get unpacked at runtime. Fix: commit the files unpacked (LFS if large), or fetch a pinned revision at build time.`,
      { file: a.file, key: archives.map((x) => x.file).join(",") }
    );
  } else env.pass("resources/no-large-archives", `No archive above ${formatBytes(threshold)} in the build context.`);
  if (oversize.length)
    env.fail(
      "resources/no-oversize-files",
      `${oversize.map((x) => `${x.file} is ${formatBytes(x.size)}`).slice(0, 3).join("; ")}. Single oversize files defeat chunked/lazy image delivery. Fix: split it, move it to a pinned external artifact, or raise max-file-size on purpose.`,
      { file: oversize[0].file, key: oversize.map((x) => x.file).join(",") }
    );
  else env.pass("resources/no-oversize-files", `No file above ${formatBytes(maxSize)} in the build context.`);
  const byHash = /* @__PURE__ */ new Map();
  let hashed = 0;
  let capped = false;
  for (const f of large) {
    let hash = f.oid;
    if (!hash) {
      if (hashed + f.size > 2 * 1024 * MiB) {
        capped = true;
        break;
      }
      const bytes = await env.bytes(f.file);
      if (!bytes) continue;
      hashed += bytes.length;
      hash = createHash("sha256").update(bytes).digest("hex");
    }
    byHash.set(hash, [...byHash.get(hash) ?? [], f]);
  }
  const dups = [...byHash.values()].filter((g) => g.length > 1);
  if (capped) env.skip("resources/no-duplicate-large-files", "skipped: more than 2 GiB of large files to hash");
  else if (dups.length)
    env.fail(
      "resources/no-duplicate-large-files",
      `${dups.map((g) => `${g.map((x) => x.file).join(" and ")} are identical (${formatBytes(g[0].size)} each)`).slice(0, 3).join("; ")}. Fix: keep one copy.`,
      { file: dups[0][1].file, key: dups.map((g) => g.map((x) => x.file).join("=")).join(",") }
    );
  else env.pass("resources/no-duplicate-large-files", "No duplicated large files.");
}

// src/checks/validate/static/tools-tasks.ts
var PY_BUDGET = 2 * 1024 * 1024;
async function pythonSources(env) {
  return env.once("python-sources", async () => {
    const out = [];
    let total = 0;
    for (const file of env.files) {
      if (!file.endsWith(".py") || /^(tests|\.venv)\//.test(file) || /(^|\/)(\.venv|node_modules|__pycache__)\//.test(file)) continue;
      const size = await env.size(file) ?? 0;
      if (total + size > PY_BUDGET) break;
      const text = await env.text(file);
      if (text === void 0) continue;
      total += size;
      out.push({ file, text });
    }
    return out;
  });
}
function balancedEnd(text, open, limit = 4e3) {
  let depth = 0;
  const stop = Math.min(text.length, open + limit);
  for (let i = open; i < stop; i++) {
    const c2 = text[i];
    if (c2 === "(") depth++;
    else if (c2 === ")") {
      depth--;
      if (depth === 0) return i + 1;
    } else if (c2 === '"' || c2 === "'") {
      const q = c2;
      i++;
      while (i < text.length && text[i] !== q && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1;
    }
  }
  return stop;
}
function reservedToolsInSource(file, text) {
  const out = [];
  const lineAtOffset = lineLocator(text);
  const re = /^[ \t]*@([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.tool)\b/gm;
  let m;
  while (m = re.exec(text)) {
    let end = m.index + m[0].length;
    let args = "";
    if (text[end] === "(") {
      const close = balancedEnd(text, end);
      args = text.slice(end, close);
      end = close;
    }
    const named = /\bname\s*=\s*["']([^"']*)["']/.exec(args);
    if (named && RESERVED_TOOL_NAMES.includes(named[1])) {
      out.push({ file, line: lineAtOffset(m.index), name: named[1], decorator: `@${m[1]}` });
      continue;
    }
    if (named) continue;
    const after = text.slice(end, end + 4e3);
    const def = /^(?:[^\n]*\n)(?:[ \t]*@[^\n]*\n|[ \t]*#[^\n]*\n|[ \t]*\n)*[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/.exec(after);
    if (def && RESERVED_TOOL_NAMES.includes(def[1])) {
      const defOffset = end + after.indexOf(`def ${def[1]}`, 0);
      out.push({ file, line: lineAtOffset(defOffset), name: def[1], decorator: `@${m[1]}` });
    }
  }
  return out;
}
function unpinnedHubCalls(file, text) {
  const out = [];
  const lineAtOffset = lineLocator(text);
  const re = /\b(load_dataset|snapshot_download|hf_hub_download|from_pretrained)\s*\(/g;
  let m;
  while (m = re.exec(text)) {
    const receiver = m[1] === "from_pretrained" ? /([A-Za-z_]\w{0,99})\.$/.exec(text.slice(Math.max(0, m.index - 101), m.index))?.[1] : void 0;
    if (m[1] === "from_pretrained" && receiver === void 0) continue;
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    const prefix = text.slice(Math.max(lineStart, m.index - 500), m.index);
    if (/^\s*(def|#|import|from)\b/.test(prefix) || prefix.includes("#")) continue;
    const open = m.index + m[0].length - 1;
    const span = text.slice(open, balancedEnd(text, open));
    if (m[1] === "from_pretrained" && /^\(\s*[rf]?["'](?:\.{0,2}\/|~)/.test(span)) continue;
    const name = receiver !== void 0 ? `${receiver}.${m[1]}` : m[1];
    if (!/\brevision\s*=/.test(span)) out.push({ file, line: lineAtOffset(m.index), call: `${name}${span.slice(0, 200).replace(/\s+/g, " ").slice(0, 60)}` });
    if (out.length >= 50) break;
  }
  return out;
}
async function checkToolsTasks(env) {
  const manifest = await readManifest(env);
  const data = manifest.data;
  const names = declaredToolNames(data);
  if (!names) env.skip("tools/declared-valid", "skipped: no tools: declaration (proposed field)");
  else {
    const problems = [];
    const reserved = names.filter((n) => RESERVED_TOOL_NAMES.includes(n));
    if (reserved.length) problems.push(`tools lists ${reserved.map((r) => `'${r}'`).join(", ")}, ${reserved.length > 1 ? "reserved OpenEnv names" : "a reserved OpenEnv name"} (the server refuses to build an MCP environment with them)`);
    const dup = names.filter((n, i) => names.indexOf(n) !== i);
    if (dup.length) problems.push(`tools lists ${[...new Set(dup)].join(", ")} more than once`);
    const bad = names.filter((n) => !/^[A-Za-z0-9_.-]{1,128}$/.test(n));
    if (bad.length) problems.push(`tool names ${bad.slice(0, 3).join(", ")} break the MCP name rule`);
    if (problems.length)
      env.fail("tools/declared-valid", `${problems.join("; ")}. Fix: rename the tool (e.g. get_board_state) and keep names unique.`, {
        file: "openenv.yaml",
        line: manifest.lineOf(["tools"]),
        key: [...reserved, ...dup, ...bad].join(",")
      });
    else env.pass("tools/declared-valid", `tools: ${names.join(", ")}.`, { file: "openenv.yaml" });
  }
  const sources = await pythonSources(env);
  const reservedHits = sources.flatMap((s) => reservedToolsInSource(s.file, s.text));
  if (reservedHits.length) {
    const h = reservedHits[0];
    env.fail(
      "tools/no-reserved-in-source",
      `${reservedHits.map((x) => `${x.file}:${x.line} registers MCP tool '${x.name}'`).slice(0, 3).join("; ")}; OpenEnv reserves reset/step/state/close for the simulation API, and MCPEnvironment raises when it builds such a tool. Fix: rename the function or pass name="take_${h.name}".`,
      { file: h.file, line: h.line, key: reservedHits.map((x) => `${x.file}:${x.name}`).join(",") }
    );
  } else env.pass("tools/no-reserved-in-source", `No reserved MCP tool names in ${sources.length} Python file${sources.length === 1 ? "" : "s"}.`);
  const tasks = proposedTasks(data);
  if (!tasks) {
    env.skip(
      "tasks/declared-valid",
      Array.isArray(data?.tasks) ? "skipped: tasks is a list of task records, not the proposed tasks: {count, \u2026} block" : "skipped: no tasks: declaration (proposed field)"
    );
  } else {
    const problems = [];
    const count = tasks.count;
    if (!(Number.isInteger(count) && count >= 1)) problems.push(`tasks.count is ${JSON.stringify(count ?? null)}, expected an integer \u2265 1`);
    if (Array.isArray(tasks.ids)) {
      const ids = tasks.ids.map(String);
      const dup = ids.filter((x, i) => ids.indexOf(x) !== i);
      if (dup.length) problems.push(`tasks.ids repeats ${[...new Set(dup)].slice(0, 3).join(", ")}`);
      if (Number.isInteger(count) && ids.length !== count) problems.push(`tasks.count is ${String(count)} but tasks.ids lists ${ids.length}`);
    }
    if (Number.isInteger(tasks.sample) && Number.isInteger(count) && tasks.sample > count)
      problems.push(`tasks.sample ${String(tasks.sample)} exceeds tasks.count ${String(count)}`);
    if (problems.length)
      env.fail("tasks/declared-valid", `${problems.join("; ")}. Fix: make them match.`, { file: "openenv.yaml", line: manifest.lineOf(["tasks"]), key: "tasks" });
    else env.pass("tasks/declared-valid", `tasks.count ${String(count)}.`, { file: "openenv.yaml" });
  }
  {
    const problems = [];
    const source = tasks && typeof tasks.source === "object" && tasks.source !== null ? tasks.source : void 0;
    if (source) {
      if (source.dataset !== void 0 && !(typeof source.revision === "string" && /^[0-9a-f]{40}$/i.test(source.revision)))
        problems.push({ msg: `tasks.source.dataset ${String(source.dataset)} has no 40-hex revision`, file: "openenv.yaml", line: manifest.lineOf(["tasks", "source"]) });
      if (source.model !== void 0 && !(typeof source.model_revision === "string" && /^[0-9a-f]{40}$/i.test(source.model_revision)))
        problems.push({ msg: `tasks.source.model ${String(source.model)} has no 40-hex model_revision`, file: "openenv.yaml", line: manifest.lineOf(["tasks", "source"]) });
    }
    for (const s of sources) for (const c2 of unpinnedHubCalls(s.file, s.text)) problems.push({ msg: `${c2.file}:${c2.line} ${c2.call} has no revision`, file: c2.file, line: c2.line });
    if (problems.length)
      env.fail("tasks/source-pinned", `${problems.slice(0, 3).map((p) => p.msg).join("; ")}, so the tasks or the model change whenever the Hub repository does and the environment is not reproducible. Fix: pass revision="<commit sha>".`, {
        file: problems[0].file,
        line: problems[0].line,
        key: problems.map((p) => p.file).join(",")
      });
    else env.pass("tasks/source-pinned", "Every dataset/model source is pinned (or none is used).");
  }
}
async function resetTakesSeed(env) {
  const sources = await pythonSources(env);
  return sources.some((s) => /\bdef\s+reset\s*\(([^)]*)\)/.exec(s.text)?.[1]?.split(",").some((p) => /^\s*\*{0,2}seed\b/.test(p)) ?? false);
}

// src/checks/validate/static/run.ts
var import_picomatch5 = __toESM(require_picomatch(), 1);

// src/checks/validate/static/main-guard.ts
import { spawn } from "node:child_process";
function substringRule(source) {
  return source.includes("__name__") && source.includes("__main__") && source.includes("main(");
}
var PYTHON_CHECKER = String.raw`
import ast, json, sys
def is_guard_test(t):
    return (isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and t.left.id == "__name__"
            and len(t.ops) == 1 and isinstance(t.ops[0], ast.Eq) and len(t.comparators) == 1
            and isinstance(t.comparators[0], ast.Constant) and t.comparators[0].value == "__main__")
def calls_main(stmts):
    for stmt in stmts:
        for sub in ast.walk(stmt):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) and sub.func.id == "main":
                return True
    return False
def check(src):
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return {"parsed": False, "guard": ("__name__" in src and "__main__" in src and "main(" in src)}
    for node in tree.body:
        if isinstance(node, ast.If) and is_guard_test(node.test) and calls_main(node.body):
            return {"parsed": True, "guard": True, "line": node.lineno}
    return {"parsed": True, "guard": False}
sources = json.loads(sys.stdin.read())
out = []
for s in sources:
    try:
        out.append(check(s))
    except RecursionError:
        out.append({"parsed": False, "guard": ("__name__" in s and "__main__" in s and "main(" in s)})
sys.stdout.write(json.dumps(out))
`;
function python3AstEngine(command = "python3", timeoutMs = 15e3) {
  return {
    check(sources) {
      return new Promise((resolve) => {
        let child;
        try {
          child = spawn(command, ["-I", "-S", "-c", PYTHON_CHECKER], {
            stdio: ["pipe", "pipe", "pipe"],
            // Parse-only (src/process/policy.ts): -I -S, our own checker, sources on stdin; still no secrets.
            env: childEnvironment({ inherit: PYTHON_TOOLCHAIN, set: { PYTHONIOENCODING: "utf-8", PYTHONDONTWRITEBYTECODE: "1" } })
          });
        } catch {
          resolve(void 0);
          return;
        }
        const out = [];
        const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
        child.stdout.on("data", (b) => out.push(b));
        child.stderr.resume();
        child.on("error", () => {
          clearTimeout(timer);
          resolve(void 0);
        });
        child.on("close", (code) => {
          clearTimeout(timer);
          if (code !== 0) return resolve(void 0);
          try {
            const parsed = JSON.parse(Buffer.concat(out).toString("utf8"));
            if (!Array.isArray(parsed) || parsed.length !== sources.length) return resolve(void 0);
            resolve(parsed.map((v) => ({ ...v, engine: "python-ast" })));
          } catch {
            resolve(void 0);
          }
        });
        child.stdin.on("error", () => void 0);
        child.stdin.end(JSON.stringify(sources));
      });
    }
  };
}
function matchGuardHeader(tokens) {
  if (tokens[0]?.type !== "name" || tokens[0].value !== "if") return void 0;
  let k = 1;
  let parens = 0;
  while (tokens[k]?.value === "(" && tokens[k]?.type === "op") {
    parens++;
    k++;
  }
  if (tokens[k]?.type !== "name" || tokens[k]?.value !== "__name__") return void 0;
  k++;
  if (tokens[k]?.type !== "op" || tokens[k]?.value !== "==") return void 0;
  k++;
  let text = "";
  let sawString = false;
  while (tokens[k]?.type === "string") {
    const t = tokens[k];
    if (/[bf]/.test(t.prefix ?? "")) return void 0;
    text += t.content ?? "";
    sawString = true;
    k++;
  }
  if (!sawString || text !== "__main__") return void 0;
  while (parens > 0) {
    if (tokens[k]?.type !== "op" || tokens[k]?.value !== ")") return void 0;
    parens--;
    k++;
  }
  if (tokens[k]?.type !== "op" || tokens[k]?.value !== ":") return void 0;
  return k + 1;
}
function callsMain(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type !== "name" || t.value !== "main") continue;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (next?.type !== "op" || next.value !== "(") continue;
    if (prev && (prev.type === "op" && prev.value === "." || prev.type === "name" && (prev.value === "def" || prev.value === "class"))) continue;
    return true;
  }
  return false;
}
function tokenizerGuardVerdict(source) {
  let lines;
  try {
    lines = pythonLogicalLines(source);
  } catch (error) {
    if (!(error instanceof PythonLexError)) throw error;
    return { parsed: false, guard: substringRule(source), engine: "tokenizer" };
  }
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.indent !== 0) continue;
    const after = matchGuardHeader(l.tokens);
    if (after === void 0) continue;
    let body = l.tokens.slice(after);
    if (body.length === 0) {
      for (let j = i + 1; j < lines.length && lines[j].indent > 0; j++) body = body.concat(lines[j].tokens);
    }
    if (callsMain(body)) return { parsed: true, guard: true, line: l.tokens[0].line, engine: "tokenizer" };
  }
  return { parsed: true, guard: false, engine: "tokenizer" };
}
function mainOnlyIndented(source) {
  return source.includes("def main(") && !/^(async[ \t]+)?def main\(/m.test(source);
}

// src/checks/validate/static/structure.ts
var import_yaml = __toESM(require_dist(), 1);

// src/checks/validate/static/pyproject.ts
async function readToml(env, path, python) {
  return env.once(`toml:${path}`, async () => {
    if (!env.has(path)) return { present: false };
    const text = await env.text(path);
    if (text === void 0) return { present: true, error: { message: "the file is binary or larger than 2 MiB" } };
    const decoded = python ? await env.decoded(path) : void 0;
    if (decoded?.bom)
      return { present: true, text, error: { message: `it starts with a UTF-8 byte-order mark, which Python's tomllib rejects ("Invalid statement (at line 1, column 1)")`, line: 1, column: 1 } };
    const badBytes = decoded && utf8Problem(path, decoded);
    if (badBytes) return { present: true, text, error: { message: `${badBytes}, and Python's tomllib only reads UTF-8` } };
    try {
      return { present: true, text, data: parse(text) };
    } catch (error) {
      if (error instanceof TomlError) {
        const firstLine = error.message.split("\n")[0] ?? error.message;
        return { present: true, text, error: { message: firstLine, line: error.line, column: error.column } };
      }
      return { present: true, text, error: { message: error.message } };
    }
  });
}
var readPyproject = (env) => readToml(env, "pyproject.toml", true);
var readUvLock = (env) => readToml(env, "uv.lock", false);
function table(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function stringList(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function projectDependencies(doc) {
  return stringList(table(table(doc.data)?.project)?.dependencies);
}
var normalizeName = normalizePackageName;
function parseRequirement2(raw) {
  const parsed = parseRequirement(raw);
  if (!parsed.ok) return void 0;
  const r = parsed.requirement;
  const out = {
    raw,
    name: r.normalizedName,
    extras: r.extras.map(normalizeName).sort(),
    specifier: r.specifiers.map((s) => `${s.operator}${s.version}`).sort()
  };
  if (r.url !== void 0) out.url = r.url;
  if (r.marker) out.marker = r.marker.trim();
  return out;
}
function requirementProblem(raw) {
  const parsed = parseRequirement(raw);
  return parsed.ok ? void 0 : parsed.problem;
}
function matchesOpenEnvDependency(dep) {
  const lower = dep.toLowerCase();
  for (const prefix of ["openenv-core", "openenv"]) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(rest)) return prefix;
  }
  return void 0;
}
function dockerfileLineInstallsOpenEnv(line) {
  const l = line.trim().toLowerCase();
  if (l === "" || l.startsWith("#")) return false;
  if (l.includes("openenv-core")) return true;
  const re = /openenv/g;
  let m;
  while (m = re.exec(l)) {
    const before = m.index > 0 ? l[m.index - 1] : "";
    if (/[a-z0-9_.-]/.test(before)) continue;
    const after = l.slice(m.index + "openenv".length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(after)) return true;
  }
  return false;
}

// src/checks/validate/static/structure.ts
async function checkManifestPresence(env) {
  const manifest = await readManifest(env);
  if (!manifest.present) {
    env.fail(
      "structure/manifest-present",
      `${env.root || "."}: openenv.yaml not found, so this is not an OpenEnv environment root. Fix: run the check on the directory that holds openenv.yaml, or create one (openenv init makes a template).`,
      { key: "manifest" }
    );
    return false;
  }
  if (manifest.directory) env.pass("structure/manifest-present", "openenv.yaml exists, but as a directory (openenv validate only checks that the path exists; structure/manifest-valid reports it).");
  else env.pass("structure/manifest-present", "openenv.yaml exists.", { file: "openenv.yaml" });
  return true;
}
async function checkManifestFields(env) {
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (manifest.directory) {
    env.fail("structure/manifest-valid", "openenv.yaml is a directory, not a file: openenv validate passes (it only checks that the path exists), but openenv push, the Hub and AutoEnv cannot read a manifest. Fix: replace the directory with an openenv.yaml file (name, app, port).", { key: "directory" });
    env.skip("structure/manifest-runtime-fields", "skipped: openenv.yaml is a directory");
    return;
  }
  if (!data) {
    env.fail("structure/manifest-valid", `openenv.yaml is not a YAML mapping (${manifest.problem ?? "unreadable"}), and openenv push will refuse this environment. Fix: make it a mapping with at least name: my_env.`, {
      file: "openenv.yaml",
      line: 1,
      key: "mapping"
    });
    env.skip("structure/manifest-runtime-fields", "skipped: openenv.yaml is not a mapping");
    return;
  }
  if (typeof data.name !== "string" || data.name.trim() === "")
    env.fail(
      "structure/manifest-valid",
      `openenv.yaml: 'name' is ${data.name === void 0 ? "missing" : "not a non-empty string"}, and openenv push will refuse this environment. Fix: add name: my_env.`,
      { file: "openenv.yaml", line: manifest.lineOf(["name"]) ?? 1, key: "name" }
    );
  else env.pass("structure/manifest-valid", `openenv.yaml names ${data.name}.`, { file: "openenv.yaml" });
  const problems = [];
  if (data.spec_version !== 1) problems.push({ msg: `spec_version is ${data.spec_version === void 0 ? "missing" : JSON.stringify(data.spec_version)}, expected 1`, path: "spec_version" });
  if (typeof data.app !== "string") problems.push({ msg: `app is ${data.app === void 0 ? "missing" : "not a string"} (the runtime probe's default start command needs it)`, path: "app" });
  else if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(data.app))
    problems.push({ msg: `app is '${data.app}', expected module:attribute such as server.app:app`, path: "app" });
  if (data.port === void 0) problems.push({ msg: "port is missing (the runtime probe needs it)", path: "port" });
  else if (!Number.isInteger(data.port) || data.port < 1 || data.port > 65535)
    problems.push({ msg: `port is ${JSON.stringify(data.port)}, expected an integer 1-65535`, path: "port" });
  if (problems.length)
    env.fail("structure/manifest-runtime-fields", `openenv.yaml: ${problems.map((p) => p.msg).join("; ")}. Fix: set spec_version: 1, app: server.app:app and port: 8000 (or your port).`, {
      file: "openenv.yaml",
      line: manifest.lineOf([problems[0].path]) ?? 1,
      key: problems.map((p) => p.path).join(",")
    });
  else env.pass("structure/manifest-runtime-fields", `spec_version 1, app ${String(data.app)}, port ${String(data.port)}.`, { file: "openenv.yaml" });
}
async function checkPyprojectStructure(env) {
  const py = await readPyproject(env);
  const scriptIds = ["structure/server-script", "structure/server-script-main"];
  if (!py.present) {
    env.fail(
      "structure/pyproject-present",
      'pyproject.toml not found. Fix: add a pyproject.toml with [project] and [project.scripts] server = "<pkg>.server.app:main" (see the openenv init template).',
      { key: "pyproject" }
    );
    env.skip("structure/pyproject-valid", "skipped: pyproject.toml is missing (dependency failed)");
    for (const id of scriptIds) env.skip(id, "skipped: pyproject.toml is missing (dependency failed)");
    return;
  }
  env.pass("structure/pyproject-present", "pyproject.toml exists.", { file: "pyproject.toml" });
  if (py.error || !py.data) {
    env.fail("structure/pyproject-valid", `pyproject.toml does not parse: ${py.error?.message ?? "unreadable"}. Fix: correct the TOML syntax.`, {
      file: "pyproject.toml",
      line: py.error?.line,
      column: py.error?.column,
      key: "parse"
    });
    for (const id of scriptIds) env.skip(id, "skipped: pyproject.toml does not parse (dependency failed)");
    return;
  }
  env.pass("structure/pyproject-valid", "pyproject.toml parses.", { file: "pyproject.toml" });
  const scripts = table(table(py.data.project)?.scripts);
  const text = py.text ?? "";
  const scriptsLine = lineOf(text, /^\s*\[project\.scripts\]/) ?? lineOf(text, /^\s*\[project\]/);
  if (!scripts || !("server" in scripts)) {
    env.fail(
      "structure/server-script",
      `pyproject.toml has no [project.scripts] server entry, so 'uv run server' and the Hub/uv launch modes won't work. Fix: add server = "<pkg>.server.app:main".`,
      { file: "pyproject.toml", line: scriptsLine, key: "server-script" }
    );
    env.skip("structure/server-script-main", "skipped: no server entry (dependency failed)");
    return;
  }
  const serverLine = lineOf(text, /^\s*["']?server["']?\s*=/) ?? scriptsLine;
  env.pass("structure/server-script", `[project.scripts] server = ${JSON.stringify(scripts.server)}.`, { file: "pyproject.toml", line: serverLine });
  const value = scripts.server;
  if (typeof value === "string" && value.includes(":main")) {
    env.pass("structure/server-script-main", `server entry ${value} references main.`, { file: "pyproject.toml", line: serverLine });
    if (!value.endsWith(":main")) env.note("structure/server-script-main", `The entry contains ':main' but does not end in it (${value}).`);
  } else
    env.fail(
      "structure/server-script-main",
      `[project.scripts] server = ${JSON.stringify(value)} does not point at a main function. Fix: point it at \u2026:main.`,
      { file: "pyproject.toml", line: serverLine, key: "server-script-main" }
    );
}
async function checkServerApp(env, verdict) {
  let guard = verdict;
  if (!env.has("server/app.py")) {
    env.fail("structure/server-app-present", "server/app.py not found. Fix: create server/app.py that builds the app with create_app(...) and defines main().", { key: "app" });
    env.skip("structure/server-main-defined", "skipped: server/app.py is missing (dependency failed)");
    env.skip("structure/server-main-guard", "skipped: server/app.py is missing (dependency failed)");
    return;
  }
  env.pass("structure/server-app-present", "server/app.py exists.", { file: "server/app.py" });
  const decoded = await env.decoded("server/app.py");
  const badBytes = decoded && utf8Problem("server/app.py", decoded);
  if (badBytes) {
    env.fail("structure/server-main-defined", `${badBytes}, so openenv validate crashes reading it (UnicodeDecodeError, exit 1). Fix: save server/app.py as UTF-8.`, {
      file: "server/app.py",
      line: 1,
      key: "encoding"
    });
    env.skip("structure/server-main-guard", "skipped: server/app.py is not UTF-8 (openenv validate crashes before this check)");
    return;
  }
  const source = await env.text("server/app.py") ?? "";
  if (decoded?.bom && guard) guard = { parsed: false, guard: substringRule(source), engine: guard.engine };
  if (source.includes("def main(")) {
    env.pass("structure/server-main-defined", "server/app.py defines main().", { file: "server/app.py", line: lineOf(source, /def main\(/) });
    if (mainOnlyIndented(source)) env.note("structure/server-main-defined", "main is not module-level.");
  } else
    env.fail(
      "structure/server-main-defined",
      'server/app.py defines no main() function. Fix: add a module-level def main(host="0.0.0.0", port=8000) that runs uvicorn on app.',
      { file: "server/app.py", line: 1, key: "main" }
    );
  if (!guard) {
    env.skip("structure/server-main-guard", "skipped: server/app.py is not readable text");
    return;
  }
  const evidence = `engine: ${guard.engine}${guard.parsed ? "" : "; the file does not parse, so the substring rule applied"}`;
  if (guard.guard)
    env.pass("structure/server-main-guard", "server/app.py calls main() under a module-level __main__ guard.", {
      file: "server/app.py",
      line: guard.line,
      evidence
    });
  else
    env.fail(
      "structure/server-main-guard",
      `server/app.py never calls main() under a module-level if __name__ == "__main__": guard, so 'python -m server.app' starts nothing. Fix: add, at the end of the file and without indentation, a guard whose body calls main().`,
      { file: "server/app.py", line: lineOf(source, /__main__/) ?? source.split("\n").length, evidence, key: "guard" }
    );
}
async function checkPushLayout(env) {
  const rootDocker = env.has("Dockerfile");
  const required = ["openenv.yaml", "__init__.py", "client.py", "models.py", "README.md", "pyproject.toml"];
  const missing = required.filter((f) => !env.has(f));
  if (!env.has("server/Dockerfile") && !rootDocker) missing.push("server/Dockerfile (or Dockerfile)");
  if (!rootDocker) {
    if (!env.hasDir("server")) missing.push("server/");
    for (const f of ["server/__init__.py", "server/app.py"]) if (!env.has(f)) missing.push(f);
  }
  if (missing.length)
    env.fail(
      "structure/push-layout",
      `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing; openenv validate may pass but openenv push will stop with "Invalid OpenEnv environment structure". Fix: add ${missing[0]}${missing[0] === "models.py" ? " with your Action/Observation classes (or re-export them)" : ""}.`,
      { key: missing.join(",") }
    );
  else env.pass("structure/push-layout", "All files openenv push requires are present.");
}
async function readmeFrontMatter(env) {
  return env.once("readme-front-matter", async () => {
    const text = await env.text("README.md");
    if (text === void 0) return { present: false };
    const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
    if (!m) return { present: false, text };
    try {
      const data = (0, import_yaml.parse)(m[1], { maxAliasCount: 50 });
      return isMapping(data) ? { present: true, data, text } : { present: true, error: "front matter is not a mapping", text };
    } catch (error) {
      return { present: true, error: error.message.split("\n")[0], text };
    }
  });
}
async function checkReadmeFrontMatter(env) {
  const id = "structure/readme-front-matter";
  const manifest = await readManifest(env);
  const declared = manifestPort(manifest.data);
  if ("unreadable" in declared) return env.skip(id, `skipped: ${declared.unreadable}`);
  const port = declared.port;
  if (!env.has("README.md"))
    return env.fail(id, "README.md is missing, so the Hugging Face Space has no build settings. Fix: add README.md with front matter (sdk: docker, app_port, tags: [openenv]).", { key: "readme" });
  const fm = await readmeFrontMatter(env);
  if (!fm.present)
    return env.fail(id, `README.md has no front matter. Fix: start it with ---\\nsdk: docker\\napp_port: ${port}\\ntags: [openenv]\\n---.`, { file: "README.md", line: 1, key: "missing" });
  if (!fm.data) return env.fail(id, `README.md front matter does not parse (${fm.error}). Fix: correct the YAML between the --- lines.`, { file: "README.md", line: 1, key: "parse" });
  const problems = [];
  if (fm.data.sdk !== "docker") problems.push(`sdk is ${JSON.stringify(fm.data.sdk ?? null)}, expected docker`);
  if (!Number.isInteger(fm.data.app_port)) problems.push(`app_port is ${fm.data.app_port === void 0 ? "missing" : JSON.stringify(fm.data.app_port)}`);
  else if (fm.data.app_port !== port) problems.push(`app_port ${String(fm.data.app_port)} differs from openenv.yaml port ${port}, so the Space will route to a closed port`);
  if (!Array.isArray(fm.data.tags) || !fm.data.tags.includes("openenv")) problems.push("tags does not include 'openenv', so Hub discovery will not list it");
  if (problems.length)
    env.fail(id, `README.md front matter: ${problems.join("; ")}. Fix: set sdk: docker, app_port: ${port} and tags: [openenv].`, {
      file: "README.md",
      line: lineOf(fm.text ?? "", problems[0].startsWith("app_port") ? /^app_port\s*:/ : problems[0].startsWith("sdk") ? /^sdk\s*:/ : /^tags\s*:/) ?? 1,
      key: "fields"
    });
  else env.pass(id, "README.md front matter is complete.", { file: "README.md" });
}
function manifestPort(data) {
  const raw = data?.port;
  if (raw === void 0) return { port: 8e3, source: "openenv.yaml has no port (default 8000)" };
  if (typeof raw === "number" && Number.isInteger(raw)) return { port: raw, source: `openenv.yaml says port: ${raw}` };
  return { unreadable: `openenv.yaml port ${JSON.stringify(raw)} is not an integer, so the ports cannot be compared (see structure/manifest-runtime-fields, or openenv-yaml/port-numeric-string when manifests runs)` };
}
async function checkPortsConsistent(env) {
  const id = "structure/ports-consistent";
  const manifest = await readManifest(env);
  const declared = manifestPort(manifest.data);
  if ("unreadable" in declared) return env.skip(id, `skipped: ${declared.unreadable}`);
  const port = declared.port;
  const explicit = manifest.data?.port !== void 0;
  const mismatches = [];
  const fm = await readmeFrontMatter(env);
  if (fm.data && Number.isInteger(fm.data.app_port) && fm.data.app_port !== port)
    mismatches.push({ msg: `README.md app_port is ${String(fm.data.app_port)}`, file: "README.md", line: lineOf(fm.text ?? "", /^app_port\s*:/) });
  const docker = await loadDocker(env);
  if (docker.model && docker.path) {
    for (const p of portConflicts(port, dockerfilePorts(docker.model, env.options.dockerTarget)))
      mismatches.push({ msg: `${docker.path} ${p.how} ${p.port} (line ${p.line})`, file: docker.path, line: p.line });
  }
  const says = explicit ? `openenv.yaml says port: ${port}` : "openenv.yaml declares no port, so OpenEnv tools use 8000";
  if (mismatches.length)
    env.fail(id, `${mismatches.map((m) => m.msg).join("; ")} but ${says}. Fix: make them agree${!explicit ? " (declare port: in openenv.yaml)" : ""}.`, {
      file: mismatches[0].file,
      line: mismatches[0].line,
      key: "ports"
    });
  else env.pass(id, `The app's port agrees everywhere it is declared (${port}${explicit ? "" : ", the default"}).`);
}
async function checkOutputsDir(env) {
  if (env.hasDir("outputs")) env.pass("structure/outputs-dir", "outputs/ exists.");
  else env.fail("structure/outputs-dir", "outputs/ is absent. Fix: add outputs/.gitkeep if your environment writes trajectories.", { key: "outputs" });
}

// src/checks/validate/static/deps.ts
var import_picomatch4 = __toESM(require_picomatch(), 1);
var HEX40 = /^[0-9a-f]{40}$/i;
async function checkDeps(env) {
  const pyproject = await readPyproject(env);
  if (env.has("uv.lock")) env.pass("deps/lockfile-present", "uv.lock exists.", { file: "uv.lock" });
  else if (env.hasDir("uv.lock")) env.pass("deps/lockfile-present", "uv.lock exists, but as a directory (deps/lockfile-in-sync reports it).");
  else env.fail("deps/lockfile-present", "uv.lock not found. Fix: run 'uv lock' in the env root and commit uv.lock.", { key: "uv.lock" });
  await checkOpenEnvRuntime(env, pyproject);
  await checkLockInSync(env);
  await checkDockerInstalls(env);
  await checkVcsPinned(env);
}
async function checkOpenEnvRuntime(env, pyproject) {
  if (!pyproject.present || pyproject.error) {
    const why = !pyproject.present ? "pyproject.toml is missing" : "pyproject.toml does not parse";
    env.skip("deps/openenv-runtime", `skipped: ${why} (dependency failed)`);
    env.skip("deps/openenv-current-name", `skipped: ${why}`);
    return;
  }
  for (const file of ["server/Dockerfile", "Dockerfile"]) {
    const decoded = await env.decoded(file);
    if (!decoded) continue;
    const badBytes = utf8Problem(file, decoded);
    if (badBytes) {
      env.fail("deps/openenv-runtime", `${badBytes}, so openenv validate crashes reading it while looking for an OpenEnv install (UnicodeDecodeError, exit 1). Fix: save ${file} as UTF-8.`, {
        file,
        line: 1,
        key: "dockerfile-encoding"
      });
      env.skip("deps/openenv-current-name", `skipped: ${file} is not UTF-8`);
      return;
    }
    if (decoded.text.split(/\r?\n/).some((l) => dockerfileLineInstallsOpenEnv(l))) break;
  }
  const deps = projectDependencies(pyproject);
  const matches = deps.map((d) => ({ d, m: matchesOpenEnvDependency(d) })).filter((x) => x.m);
  const depsLine = lineOf(pyproject.text ?? "", /^\s*dependencies\s*=/);
  if (matches.length) {
    env.pass("deps/openenv-runtime", `[project].dependencies has ${matches[0].d}.`, { file: "pyproject.toml", line: depsLine });
  } else {
    let dockerHit;
    for (const file of ["server/Dockerfile", "Dockerfile"]) {
      const text = await env.text(file);
      if (text === void 0) continue;
      const lines = text.split(/\r?\n/);
      const idx = lines.findIndex((l) => dockerfileLineInstallsOpenEnv(l));
      if (idx !== -1) {
        dockerHit = { file, line: idx + 1 };
        break;
      }
    }
    if (dockerHit)
      env.pass("deps/openenv-runtime", `${dockerHit.file} line ${dockerHit.line} installs OpenEnv (Dockerfile fallback).`, { file: dockerHit.file, line: dockerHit.line });
    else
      env.fail(
        "deps/openenv-runtime",
        'No OpenEnv runtime dependency: [project].dependencies lacks openenv (or legacy openenv-core) and no Dockerfile installs it. Fix: add "openenv[core]>=0.2.2" to dependencies and run uv lock.',
        { file: "pyproject.toml", line: depsLine ?? lineOf(pyproject.text ?? "", /^\s*\[project\]/), key: "openenv-runtime" }
      );
  }
  if (matches.some((x) => x.m === "openenv")) env.pass("deps/openenv-current-name", "Depends on openenv (current name).", { file: "pyproject.toml" });
  else if (matches.length)
    env.fail("deps/openenv-current-name", `Depends on legacy openenv-core (${matches[0].d}). Fix: switch to openenv[core] (same modules) and re-lock.`, {
      file: "pyproject.toml",
      line: lineOf(pyproject.text ?? "", /openenv-core/i),
      key: "openenv-core"
    });
  else env.skip("deps/openenv-current-name", "skipped: no OpenEnv dependency in [project].dependencies");
}
function normalizeMarker(marker) {
  return marker.replace(/\s+/g, "").replace(/"/g, "'").replace(/\bpython_version\b/g, "python_full_version");
}
function splitExtraMarker(marker) {
  if (!marker) return { rest: "" };
  const m = /extra\s*==\s*['"]([^'"]+)['"]/.exec(marker);
  if (!m) return { rest: normalizeMarker(marker) };
  const rest = marker.replace(m[0], "").replace(/^\s*and\s+|\s+and\s*$/g, "").replace(/\(\s*\)/g, "").trim();
  return { group: normalizeName(m[1]), rest: normalizeMarker(rest) };
}
function tupleOf(name, extras, spec, url, group, marker, nameOnly) {
  return nameOnly ? `${name} (${group})` : `${name}${extras.length ? `[${extras.join(",")}]` : ""}${spec.join(",")}${url ? ` @ ${url}` : ""}${marker ? ` ; ${marker}` : ""} (${group})`;
}
async function checkLockInSync(env) {
  const id = "deps/lockfile-in-sync";
  const pyproject = await readPyproject(env);
  if (!pyproject.present || pyproject.error) return env.skip(id, "skipped: pyproject.toml is missing or does not parse");
  if (!env.has("uv.lock") && env.hasDir("uv.lock"))
    return env.fail(id, "uv.lock is a directory, not a lock file: openenv validate passes (it only checks that the path exists), but uv sync --frozen and openenv build cannot use it. Fix: remove the directory, run 'uv lock' and commit uv.lock.", { key: "directory" });
  if (!env.has("uv.lock")) return env.skip(id, "skipped: no uv.lock (deps/lockfile-present)");
  const lock = await readUvLock(env);
  if (lock.error || !lock.data)
    return env.fail(id, `uv.lock does not parse: ${lock.error?.message ?? "unreadable"}. Fix: run 'uv lock' and commit uv.lock.`, {
      file: "uv.lock",
      line: lock.error?.line,
      key: "parse"
    });
  if (lock.data.version !== 1) return env.skip(id, `skipped: uv.lock version ${String(lock.data.version)} is not the known version 1`, { severity: "warning" });
  const project = table(pyproject.data?.project) ?? {};
  const projectName = typeof project.name === "string" ? normalizeName(project.name) : void 0;
  const packages = Array.isArray(lock.data.package) ? lock.data.package.map(table).filter((p) => !!p) : [];
  const root = packages.find((p) => {
    const src = table(p.source);
    return typeof p.name === "string" && normalizeName(p.name) === projectName && (src?.editable === "." || src?.virtual === ".");
  });
  if (!root)
    return env.fail(id, `uv.lock has no root package ${String(project.name ?? "(unnamed)")} with source editable/virtual ".", so it was locked for a different project. Fix: run 'uv lock' and commit uv.lock.`, {
      file: "uv.lock",
      key: "root"
    });
  const sources = new Set(Object.keys(table(table(table(pyproject.data?.tool)?.uv)?.sources) ?? {}).map(normalizeName));
  const declared = /* @__PURE__ */ new Set();
  const invalid = [];
  const addDeclared = (reqs, group) => {
    for (const raw of reqs) {
      const r = parseRequirement2(raw);
      if (!r) {
        invalid.push(`"${raw}" is not a PEP 508 requirement (${requirementProblem(raw) ?? "unreadable"})`);
        continue;
      }
      const nameOnly = sources.has(r.name) || r.url !== void 0;
      declared.add(tupleOf(r.name, r.extras, r.specifier, "", group, r.marker ? normalizeMarker(r.marker) : "", nameOnly));
    }
  };
  addDeclared(stringList(project.dependencies), "main");
  for (const [g, reqs] of Object.entries(table(project["optional-dependencies"]) ?? {})) addDeclared(stringList(reqs), normalizeName(g));
  const meta = table(root.metadata) ?? {};
  const locked = /* @__PURE__ */ new Set();
  for (const entry of Array.isArray(meta["requires-dist"]) ? meta["requires-dist"] : []) {
    const e = table(entry);
    if (!e || typeof e.name !== "string") continue;
    const name = normalizeName(e.name);
    const { group, rest } = splitExtraMarker(typeof e.marker === "string" ? e.marker : void 0);
    const hasUrl = ["url", "git", "path", "directory", "editable"].some((k) => typeof e[k] === "string");
    const spec = typeof e.specifier === "string" ? e.specifier.split(",").map((p) => p.replace(/\s+/g, "")).filter(Boolean).sort() : [];
    const extras = stringList(e.extras).map(normalizeName).sort();
    locked.add(tupleOf(name, extras, spec, "", group ?? "main", rest, sources.has(name) || hasUrl));
  }
  const groupsDeclared = /* @__PURE__ */ new Set();
  for (const [g, reqs] of Object.entries(table(pyproject.data?.["dependency-groups"]) ?? {})) {
    for (const raw of stringList(reqs)) {
      const r = parseRequirement2(raw);
      if (r) groupsDeclared.add(tupleOf(r.name, r.extras, r.specifier, "", normalizeName(g), r.marker ? normalizeMarker(r.marker) : "", sources.has(r.name) || r.url !== void 0));
    }
  }
  const groupsLocked = /* @__PURE__ */ new Set();
  for (const [g, entries] of Object.entries(table(meta["requires-dev"]) ?? {})) {
    for (const entry of Array.isArray(entries) ? entries : []) {
      const e = table(entry);
      if (!e || typeof e.name !== "string") continue;
      const name = normalizeName(e.name);
      const hasUrl = ["url", "git", "path", "directory", "editable"].some((k) => typeof e[k] === "string");
      const spec = typeof e.specifier === "string" ? e.specifier.split(",").map((p) => p.replace(/\s+/g, "")).filter(Boolean).sort() : [];
      groupsLocked.add(tupleOf(name, stringList(e.extras).map(normalizeName).sort(), spec, "", normalizeName(g), typeof e.marker === "string" ? normalizeMarker(e.marker) : "", sources.has(name) || hasUrl));
    }
  }
  const onlyDeclared = [...declared].filter((d) => !locked.has(d)).concat([...groupsDeclared].filter((d) => !groupsLocked.has(d)));
  const onlyLocked = [...locked].filter((d) => !declared.has(d)).concat([...groupsLocked].filter((d) => !groupsDeclared.has(d)));
  const problems = [...invalid];
  if (onlyDeclared.length || onlyLocked.length) {
    const parts = [];
    if (onlyDeclared.length) parts.push(`pyproject.toml declares ${onlyDeclared.slice(0, 3).join(", ")}`);
    if (onlyLocked.length) parts.push(`the lock's requires-dist for ${String(root.name)} has ${onlyLocked.slice(0, 3).join(", ")}`);
    problems.push(parts.join(", but "));
  }
  const pyRequires = typeof project["requires-python"] === "string" ? project["requires-python"].replace(/\s+/g, "") : void 0;
  const lockRequires = typeof lock.data["requires-python"] === "string" ? lock.data["requires-python"].replace(/\s+/g, "") : void 0;
  if (pyRequires !== lockRequires) problems.push(`requires-python is ${pyRequires ?? "(unset)"} in pyproject.toml but ${lockRequires ?? "(unset)"} in uv.lock`);
  if (problems.length)
    env.fail(id, `uv.lock is stale: ${problems.join("; ")}. Fix: run 'uv lock' and commit uv.lock.`, {
      file: "uv.lock",
      line: lineOf(lock.text ?? "", new RegExp(`^name\\s*=\\s*"${String(root.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`)),
      key: "stale"
    });
  else env.pass(id, "uv.lock matches pyproject.toml.", { file: "uv.lock" });
}
var PIP_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "-r",
  "--requirement",
  "-c",
  "--constraint",
  "-i",
  "--index-url",
  "--extra-index-url",
  "-f",
  "--find-links",
  "-t",
  "--target",
  "--prefix",
  "--root",
  "--python",
  "-p",
  "--trusted-host",
  "--platform",
  "--python-version",
  "--implementation",
  "--abi",
  "--src",
  "--progress-bar",
  "--cache-dir",
  "--upgrade-strategy",
  "--index-strategy",
  "--exclude-newer",
  "--only-binary",
  "--no-binary",
  "--default-index",
  "--index",
  "--config-settings",
  "-C",
  "--resolution",
  "--prerelease",
  "--keyring-provider",
  "--link-mode",
  "--group",
  "--extra"
]);
function pipInstall(words) {
  let k = -1;
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i];
    if (/(^|\/)pip3?(\.\d+)?$/.test(w) && words[i + 1] === "install" || w === "pip" && words[i + 1] === "install") {
      k = i + 2;
      break;
    }
  }
  if (k === -1) return void 0;
  const out = { packages: [], requirementFiles: [], editable: [] };
  for (let i = k; i < words.length; i++) {
    const w = words[i];
    if (w === "-r" || w === "--requirement") {
      if (words[i + 1]) out.requirementFiles.push(words[i + 1]);
      i++;
      continue;
    }
    if (w.startsWith("--requirement=")) {
      out.requirementFiles.push(w.slice("--requirement=".length));
      continue;
    }
    if (w === "-e" || w === "--editable") {
      if (words[i + 1]) out.editable.push(words[i + 1]);
      i++;
      continue;
    }
    if (PIP_VALUE_OPTIONS.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith("-")) continue;
    if (w.startsWith("$")) continue;
    out.packages.push(w);
  }
  return out;
}
var INSTALLER_BOOTSTRAP = /* @__PURE__ */ new Set(["pip", "setuptools", "wheel"]);
function isPinnedArg(arg) {
  if (arg === "." || arg.startsWith("./") || arg.startsWith("../") || arg.startsWith("/")) return true;
  if (/#sha256=[0-9a-f]{64}/i.test(arg)) return true;
  const vcs = /^(?:[A-Za-z0-9._-]+(?:\[[^\]]*\])?\s*@\s*)?(git|hg|svn|bzr)\+\S+@([0-9a-f]+)(#.*)?$/i.exec(arg);
  if (vcs) return HEX40.test(vcs[2]);
  return pinsExactVersion(arg) && !/[<>~!]=?|\*/.test(arg.replace(/===?/, ""));
}
function pinsExactVersion(arg) {
  const version = trailingRun(arg, /[^*,\s]/);
  if (version === "") return false;
  const spacesStart = arg.slice(0, arg.length - version.length).trimEnd().length;
  for (let at = arg.indexOf("==", Math.max(0, spacesStart - 3)); at !== -1; at = arg.indexOf("==", at + 1)) {
    const ends = arg[at + 2] === "=" ? [at + 2, at + 3] : [at + 2];
    if (ends.some((end) => end >= spacesStart && end <= arg.length - 1)) return true;
  }
  return false;
}
function withoutRequirementComment(line) {
  for (let hash = line.indexOf("#"); hash !== -1; hash = line.indexOf("#", hash + 1)) {
    if (hash > 0 && /\s/.test(line[hash - 1])) return line.slice(0, hash).trimEnd();
  }
  return line;
}
function requirementLinePinned(line) {
  if (/--hash[=\s]/.test(line)) return true;
  const withoutComment = withoutRequirementComment(line).trim();
  const spec = withoutComment.split(";")[0].trim();
  return isPinnedArg(spec);
}
async function requirementFile(env, name) {
  const candidates = [name.replace(/^\.\//, ""), name.split("/").pop(), `server/${name.split("/").pop()}`];
  for (const c2 of candidates) {
    const text = await env.text(c2);
    if (text === void 0) continue;
    const unpinned = [];
    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trim();
      if (line === "" || line.startsWith("#") || line.startsWith("-")) continue;
      if (!requirementLinePinned(line)) unpinned.push(withoutRequirementComment(line));
    }
    return { file: c2, unpinned };
  }
  return void 0;
}
async function checkDockerInstalls(env) {
  const docker = await loadDocker(env);
  if (!docker.model || !docker.path || docker.model.stages.length === 0) {
    env.skip("deps/frozen-install", "skipped: no usable Dockerfile");
    env.skip("deps/docker-installs-pinned", "skipped: no usable Dockerfile");
    return;
  }
  const file = docker.path;
  const runs = runInstructions(contributingStages(docker.model, env.options.dockerTarget));
  const inRepoNote = /(^|\/)envs\//.test(`${env.root}/`) ? "openenv build deletes uv.lock from the temporary context of an in-repo env (under envs/) and rewrites the OpenEnv dependency to a local path, so in-repo images are never lock-pinned." : void 0;
  {
    const problems = [];
    let installs = 0;
    for (const ins of runs) {
      const text = ins.args;
      if (/\buv\s+sync\b/.test(text)) {
        installs++;
        if (!/--frozen\b|--locked\b/.test(text)) problems.push({ msg: `line ${ins.line} runs 'uv sync' without --frozen or --locked`, line: ins.line });
        else if (!env.has("uv.lock") && !env.hasDir("uv.lock")) problems.push({ msg: `line ${ins.line} syncs from uv.lock, but uv.lock is not committed`, line: ins.line });
        else if (docker.ignore.excludes("uv.lock")) problems.push({ msg: `line ${ins.line} syncs from uv.lock, but ${docker.ignoreFile} excludes it`, line: ins.line });
      }
      for (const cmd of shellCommands(text)) {
        const uvPipSync = /\buv\s+pip\s+sync\s+(\S+)/.exec(cmd.join(" "));
        const pip = pipInstall(cmd);
        const files = [...pip?.requirementFiles ?? [], ...uvPipSync ? [uvPipSync[1]] : []];
        for (const f of files) {
          installs++;
          const req = await requirementFile(env, f);
          if (req && req.unpinned.length)
            problems.push({ msg: `line ${ins.line} installs from ${req.file}, which has ranges (${req.unpinned.slice(0, 3).join(", ")})`, line: ins.line });
        }
      }
    }
    if (problems.length)
      env.fail("deps/frozen-install", `${file}: ${problems.map((p) => p.msg).join("; ")}. Fix: install from the lock (uv sync --frozen) or pin every line with ==.`, {
        file,
        line: problems[0].line,
        key: "frozen"
      });
    else env.pass("deps/frozen-install", installs ? "Python dependencies install from the lock or pinned files." : "Nothing to check: no Python dependency install found.", { file });
    if (inRepoNote) env.note("deps/frozen-install", inRepoNote);
  }
  {
    const allow = env.options.unpinnedAllow?.length ? (0, import_picomatch4.default)([...env.options.unpinnedAllow]) : () => false;
    const problems = [];
    for (const ins of runs) {
      for (const cmd of shellCommands(ins.args)) {
        const pip = pipInstall(cmd);
        if (!pip) continue;
        const floating = pip.packages.filter((p) => !isPinnedArg(p) && !allow(parseRequirement2(p)?.name ?? p) && !INSTALLER_BOOTSTRAP.has(p.toLowerCase()));
        if (floating.length) problems.push({ msg: `line ${ins.line}: pip install ${floating.map((f) => `"${f}"`).join(" ")} floats`, line: ins.line });
        for (const f of pip.requirementFiles) {
          const req = await requirementFile(env, f);
          const bad = (req?.unpinned ?? []).filter((l) => !allow(parseRequirement2(l)?.name ?? l));
          if (req && bad.length) problems.push({ msg: `line ${ins.line}: ${req.file} has unpinned ${bad.slice(0, 3).join(", ")}`, line: ins.line });
        }
      }
    }
    if (problems.length)
      env.fail("deps/docker-installs-pinned", `${file} ${problems.map((p) => p.msg).join("; ")}. Fix: pin an exact version (==x.y.z), or install through uv sync --frozen.`, {
        file,
        line: problems[0].line,
        key: "pinned"
      });
    else env.pass("deps/docker-installs-pinned", "Every pip install argument is pinned.", { file });
  }
}
async function checkVcsPinned(env) {
  const id = "deps/vcs-pinned";
  const pyproject = await readPyproject(env);
  const problems = [];
  if (pyproject.data) {
    const project = table(pyproject.data.project) ?? {};
    const all = [...stringList(project.dependencies)];
    for (const reqs of Object.values(table(project["optional-dependencies"]) ?? {})) all.push(...stringList(reqs));
    for (const reqs of Object.values(table(pyproject.data["dependency-groups"]) ?? {})) all.push(...stringList(reqs));
    for (const raw of all) {
      const r = parseRequirement2(raw);
      if (!r?.url || !/^(git|hg|svn|bzr)\+/.test(r.url)) continue;
      const at = /@([^@/#]+)(#.*)?$/.exec(r.url.replace(/^[a-z+]+:\/\/[^/]*@/, ""));
      if (!at || !HEX40.test(at[1]))
        problems.push({ msg: `pyproject.toml: "${raw}" has no commit`, file: "pyproject.toml", line: lineOf(pyproject.text ?? "", new RegExp(escapeRe(raw.slice(0, 40)))) });
    }
    for (const [name, src] of Object.entries(table(table(table(pyproject.data.tool)?.uv)?.sources) ?? {})) {
      const entries = Array.isArray(src) ? src.map(table) : [table(src)];
      for (const s of entries) {
        if (!s || typeof s.git !== "string") continue;
        if (!(typeof s.rev === "string" && HEX40.test(s.rev)))
          problems.push({
            msg: `[tool.uv.sources] ${name} = { git = "${s.git}"${typeof s.tag === "string" ? `, tag = "${s.tag}"` : typeof s.branch === "string" ? `, branch = "${s.branch}"` : ""} } has no commit`,
            file: "pyproject.toml",
            line: lineOf(pyproject.text ?? "", new RegExp(`^\\s*${escapeRe(name)}\\s*=`))
          });
      }
    }
  }
  const docker = await loadDocker(env);
  if (docker.model && docker.path) {
    for (const ins of runInstructions(docker.model.stages)) {
      for (const cmd of shellCommands(ins.args)) {
        for (const p of pipInstall(cmd)?.packages ?? []) {
          if (!/(git|hg|svn|bzr)\+/.test(p)) continue;
          if (!isPinnedArg(p)) problems.push({ msg: `${docker.path} line ${ins.line}: pip install ${p} has no commit`, file: docker.path, line: ins.line });
        }
      }
    }
  }
  if (problems.length)
    env.fail(id, `${problems.map((p) => p.msg).join("; ")}. The lock pins the resolved commit, but re-locking floats and in-repo builds drop the lock. Fix: append @<40-hex sha> (or rev = "<sha>").`, {
      file: problems[0].file,
      line: problems[0].line,
      key: "vcs"
    });
  else env.pass(id, "No floating VCS references.");
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/checks/validate/static/run.ts
var STATIC_IDS = CRITERIA.filter((c2) => c2.phase === "static").map((c2) => c2.id);
function discoverEnvRoots(files, paths) {
  const manifestDirs = files.filter((f) => f === "openenv.yaml" || f.endsWith("/openenv.yaml")).map((f) => f.slice(0, -"openenv.yaml".length).replace(/\/$/, ""));
  const out = /* @__PURE__ */ new Set();
  const normalized = (paths.length ? paths : [""]).map((p) => p.replace(/\\/g, "/").replace(/^\.(\/|$)/, "").replace(/\/+$/, ""));
  for (const p of normalized) {
    if (/[*?[\]{}]/.test(p)) {
      const isMatch = (0, import_picomatch5.default)(p, { dot: true });
      const matched = manifestDirs.filter((d) => isMatch(d));
      if (matched.length === 0) out.add(p);
      for (const d of matched) out.add(d);
      continue;
    }
    if (manifestDirs.includes(p)) {
      out.add(p);
      continue;
    }
    const below = manifestDirs.filter((d) => p === "" || d.startsWith(`${p}/`)).sort();
    const outer = below.filter((d) => !below.some((o) => o !== d && (o === "" || d.startsWith(`${o}/`))));
    if (outer.length === 0 && paths.length) out.add(p);
    for (const d of outer) out.add(d);
  }
  return [...out].sort();
}
async function runStaticValidation(view, envRoots, options = {}) {
  const results = [];
  await forEachStaticResult(view, envRoots, options, (result) => {
    results.push(result);
  });
  return { findings: results.flatMap((r) => findingsOf(r.context)), environments: results.map((r) => r.report), results };
}
var STREAM_BATCH = 128;
async function forEachStaticResult(view, envRoots, options, onResult) {
  const allFiles = options.files ?? await view.listFiles();
  for (let start = 0; start < envRoots.length; start += STREAM_BATCH) {
    const contexts = envRoots.slice(start, start + STREAM_BATCH).map((root) => new EnvContext(view, root, allFiles, options));
    const verdicts = await guardVerdicts(contexts, options);
    let next = 0;
    const worker = async () => {
      while (next < contexts.length) {
        const i = next++;
        const env = contexts[i];
        options.onProgress?.(`validate: static checks for ${env.root || "."} (${start + i + 1}/${envRoots.length})`);
        await runOne(env, verdicts[i]);
        env.release();
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, contexts.length) }, worker));
    for (let i = 0; i < contexts.length; i++) await onResult({ report: toReport(contexts[i]), context: contexts[i] }, start + i);
  }
}
async function runOne(env, guard) {
  const steps = [
    ["manifest", () => checkManifestFields(env)],
    ["extensions", () => checkManifestExtensions(env)],
    ["pyproject", () => checkPyprojectStructure(env)],
    ["server-app", () => checkServerApp(env, guard)],
    ["push-layout", () => checkPushLayout(env)],
    ["readme", () => checkReadmeFrontMatter(env)],
    ["ports", () => checkPortsConsistent(env)],
    ["outputs", () => checkOutputsDir(env)],
    ["deps", () => checkDeps(env)],
    ["docker", () => checkDocker(env)],
    ["resources", () => checkDeclaredResources(env)],
    ["files", () => checkContextFiles(env)],
    ["tools-tasks", () => checkToolsTasks(env)]
  ];
  if (!await checkManifestPresence(env)) {
    for (const id of STATIC_IDS) if (!env.results.has(id)) env.skip(id, "skipped: no openenv.yaml (structure/manifest-present failed)");
    return;
  }
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      const open = STATIC_IDS.find((id) => !env.results.has(id) && familyOf(id) === name);
      env.fail(open ?? "structure/manifest-valid", `internal error in the ${name} checks: ${error.message}. This is a bug in openenv-ci; please report it.`, {
        severity: "error",
        key: `internal:${name}`
      });
    }
  }
  for (const id of STATIC_IDS) if (!env.results.has(id)) env.skip(id, "skipped: not evaluated");
}
function familyOf(id) {
  return id.split("/")[0];
}
async function guardVerdicts(contexts, options) {
  const sources = await Promise.all(contexts.map((env) => env.has("server/app.py") ? env.text("server/app.py") : Promise.resolve(void 0)));
  const mode = options.pythonAst ?? "auto";
  const present = sources.map((s, i) => ({ s, i })).filter((x) => x.s !== void 0);
  const out = sources.map(() => void 0);
  let python;
  if (mode !== "off" && present.length) python = await (options.pythonEngine ?? python3AstEngine()).check(present.map((p) => p.s));
  present.forEach((p, k) => {
    out[p.i] = python?.[k] ?? tokenizerGuardVerdict(p.s);
  });
  if (mode === "on" && present.length && !python)
    for (const p of present) contexts[p.i].memo.set("python-unavailable", true);
  return out;
}
function toReport(env) {
  const criteria = [];
  for (const id of STATIC_IDS) {
    const r = env.results.get(id);
    if (r) criteria.push(publicRecord(r, env));
  }
  return {
    path: env.root === "" ? "." : env.root,
    openenv_validate_equivalent: LOCAL_PARITY_IDS.every((id) => env.status(id) === "pass"),
    criteria
  };
}
function publicRecord(r, env) {
  const out = { id: r.id, status: r.status, severity: r.severity, message: r.notes?.length ? `${r.message} Note: ${r.notes.join(" ")}` : r.message };
  if (r.evidence !== void 0) out.evidence = r.evidence;
  if (r.file !== void 0) out.file = env.repoPath(r.file);
  if (r.line !== void 0) out.line = r.line;
  if (r.column !== void 0) out.column = r.column;
  if (r.id === "structure/server-main-guard" && env.memo.get("python-unavailable"))
    out.message += " Note: python-ast is on but python3 could not be run; the tokenizer engine decided.";
  return out;
}
function findingsOf(env) {
  const out = [];
  const fallbackFile = env.has("openenv.yaml") ? env.repoPath("openenv.yaml") : env.root;
  for (const id of STATIC_IDS) {
    const r = env.results.get(id);
    if (!r || r.status !== "fail") continue;
    const file = r.file !== void 0 ? env.repoPath(r.file) : fallbackFile;
    const f = {
      rule: id,
      severity: r.severity,
      file,
      message: r.notes?.length ? `${r.message} Note: ${r.notes.join(" ")}` : r.message,
      fingerprint: fingerprint(id, file, r.key ?? id)
    };
    if (r.line !== void 0) f.line = r.line;
    if (r.column !== void 0) f.column = r.column;
    out.push(f);
  }
  return out;
}

// src/checks/review/diff.ts
function newReviewFile(path, status, previousPath) {
  return { path, status, previousPath, added: [], removed: [], addedLines: /* @__PURE__ */ new Set(), binary: false };
}
var MAX_LINE_LENGTH = 1e4;
var clip = (text) => text.length > MAX_LINE_LENGTH ? text.slice(0, MAX_LINE_LENGTH) : text;
var HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function parseHunks(lines, file) {
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (const raw of lines) {
    if (raw.startsWith("@@")) {
      const match = HUNK_HEADER.exec(raw);
      if (!match) {
        inHunk = false;
        continue;
      }
      oldLine = Number(match[1]);
      newLine = Number(match[3]);
      if (match[2] === "0") oldLine++;
      if (match[4] === "0") newLine++;
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    const marker = raw.charAt(0);
    if (marker === "+") {
      file.added.push({ line: newLine, text: clip(raw.slice(1)) });
      file.addedLines.add(newLine);
      newLine++;
    } else if (marker === "-") {
      file.removed.push({ line: oldLine, text: clip(raw.slice(1)) });
      oldLine++;
    } else if (marker === " ") {
      oldLine++;
      newLine++;
    } else if (marker === "\\") {
      continue;
    } else if (raw === "") {
      oldLine++;
      newLine++;
    } else {
      inHunk = false;
    }
  }
}
function splitLines(text) {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
function scannedLines(file) {
  if (file.head === void 0) return file.added;
  let lines = scannedCache.get(file);
  if (!lines) {
    lines = splitLines(file.head).map((text, index) => ({ line: index + 1, text: clip(text) }));
    scannedCache.set(file, lines);
  }
  return lines;
}
var scannedCache = /* @__PURE__ */ new WeakMap();

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
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || file.binary) continue;
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
  CRITERIA,
  RUNTIME_PARITY_IDS,
  EnvContext,
  readManifest,
  table,
  stringList,
  checkLockInSync,
  resetTakesSeed,
  discoverEnvRoots,
  runStaticValidation,
  forEachStaticResult,
  findingsOf,
  newReviewFile,
  parseHunks,
  splitLines,
  scannedLines,
  credentialToken,
  registerSecret,
  redactSecrets
};
