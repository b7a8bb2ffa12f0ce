import {
  inertLog,
  jsonReportChunks,
  logGroups,
  readGitHubEvent,
  renderSarif,
  writeReport
} from "./chunk-7Q6YAV3R.js";
import {
  CHECK_CATALOG,
  checkEntry,
  defaultReportName,
  detectGit,
  exitCodeFor,
  isChangedLine,
  loadAllChecks,
  loadConfig,
  mergeCheckOptions,
  readInput,
  runPipeline,
  settingsFromInputs
} from "./chunk-VLOJNQMP.js";
import "./chunk-OBKECGMW.js";
import {
  eventNameFromEnv
} from "./chunk-GEB7PISZ.js";
import "./chunk-6JX624YR.js";
import {
  REVIEW_ARTIFACT_FILE
} from "./chunk-7ACHR5O7.js";
import {
  registerSecret
} from "./chunk-KYFDEB4R.js";
import "./chunk-HZI53OYN.js";
import "./chunk-CAQTQBAS.js";
import "./chunk-G4GK4AQJ.js";
import "./chunk-XOQT5AGB.js";
import "./chunk-XN4EW7HB.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-ZKRAT4SF.js";
import "./chunk-42E6DO7S.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import {
  require_tunnel,
  require_undici
} from "./chunk-AXEUV72G.js";
import {
  createGitHubApiFromEnv
} from "./chunk-G5ARN45B.js";
import {
  publishComment,
  publishTrackingIssue
} from "./chunk-66JNPNUF.js";
import "./chunk-VWU43JE7.js";
import {
  renderMarkdown
} from "./chunk-LORP6KJE.js";
import {
  allRules
} from "./chunk-H3ZTQHZ5.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import {
  codeBlock
} from "./chunk-W3AGWKJZ.js";
import {
  VERSION
} from "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-YHG43ED4.js";
import {
  apiDeadlines
} from "./chunk-CX2PQOLX.js";
import {
  compareFindings,
  countBySeverity,
  countsForVerdict
} from "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties2) {
  if (!Object.keys(annotationProperties2).length) {
    return {};
  }
  return {
    title: annotationProperties2.title,
    file: annotationProperties2.file,
    line: annotationProperties2.startLine,
    endLine: annotationProperties2.endLine,
    col: annotationProperties2.startColumn,
    endColumn: annotationProperties2.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/http-client/lib/index.js
var tunnel = __toESM(require_tunnel(), 1);
var import_undici = __toESM(require_undici(), 1);
var HttpCodes;
(function(HttpCodes2) {
  HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
  HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
  HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
  HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
  HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
  HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
  HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
  HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
  HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
  HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
  HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
  HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
  HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
  HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
  HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
  HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
  HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
  HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
  HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
  HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
  HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
  HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
  HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
  HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
  HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
  HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
  HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function(Headers2) {
  Headers2["Accept"] = "accept";
  Headers2["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function(MediaTypes2) {
  MediaTypes2["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
var HttpRedirectCodes = [
  HttpCodes.MovedPermanently,
  HttpCodes.ResourceMoved,
  HttpCodes.SeeOther,
  HttpCodes.TemporaryRedirect,
  HttpCodes.PermanentRedirect
];
var HttpResponseRetryCodes = [
  HttpCodes.BadGateway,
  HttpCodes.ServiceUnavailable,
  HttpCodes.GatewayTimeout
];

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}

// src/main.ts
import { join as join2, resolve as resolve2 } from "node:path";

// src/action/base.ts
async function chooseBase(settings, pullRequest, logger) {
  if (settings.base || !pullRequest) return;
  const git = await detectGit(settings.root);
  if (git) {
    const parents = (await git(["rev-list", "--parents", "-n", "1", "HEAD"], { allowFailure: true })).stdout.toString().trim().split(" ");
    if (parents.length === 3 && parents[2] === pullRequest.headSha) {
      settings.base = parents[1];
      return;
    }
    const mergeBase = await git(["merge-base", pullRequest.baseSha, "HEAD"], { allowFailure: true });
    if (mergeBase.exitCode === 0) {
      settings.base = mergeBase.stdout.toString().trim();
      logger.info(`openenv-ci: HEAD is not the pull request's merge commit, so it is compared with its merge-base with the base branch (${settings.base.slice(0, 12)}).`);
      return;
    }
  }
  logger.warning(`openenv-ci: the pull request's base commit ${pullRequest.baseSha.slice(0, 12)} is not in the checkout, so checks ran in full-scan mode. Use actions/checkout with fetch-depth: 0 for pull-request mode.`);
}

// src/report/annotations.ts
var ANNOTATION_LIMITS = { error: 10, warning: 10, notice: 10 };
function stepAnnotationLimits(ownErrorLines) {
  return { ...ANNOTATION_LIMITS, error: Math.max(0, ANNOTATION_LIMITS.error - ownErrorLines) };
}
function planAnnotations(findings, changedFiles, limits = ANNOTATION_LIMITS, changed) {
  const closeness = (f) => isChangedLine(changed, f.file, f.line) ? 0 : changedFiles?.has(f.file) ? 1 : 2;
  const changedFirst = (a, b) => Number(!countsForVerdict(a)) - Number(!countsForVerdict(b)) || closeness(a) - closeness(b) || compareFindings(a, b);
  const shown = [];
  const hidden = { error: 0, warning: 0, notice: 0 };
  const used = { error: 0, warning: 0, notice: 0 };
  for (const f of [...findings].filter((x) => x.file).sort(changedFirst)) {
    if (used[f.severity] < limits[f.severity]) {
      used[f.severity]++;
      shown.push(f);
    } else hidden[f.severity]++;
  }
  return { shown, hidden };
}
function annotationProperties(f) {
  const sameLine = f.endLine === void 0 || f.endLine === f.line;
  return {
    title: f.rule,
    file: f.file,
    ...f.line !== void 0 ? { startLine: f.line } : {},
    ...f.endLine !== void 0 ? { endLine: f.endLine } : {},
    // GitHub ignores columns on multi-line annotations.
    ...f.column !== void 0 && sameLine ? { startColumn: f.column } : {},
    ...f.endColumn !== void 0 && sameLine ? { endColumn: f.endColumn } : {}
  };
}

// src/action/outputs.ts
function annotate(result, changedFiles, changedLines) {
  const plan = planAnnotations(result.findings, changedFiles, stepAnnotationLimits(1 + result.internalErrors.length), changedLines);
  for (const f of plan.shown) {
    const props = annotationProperties(f);
    if (f.severity === "error") error(f.message, props);
    else if (f.severity === "warning") warning(f.message, props);
    else notice(f.message, props);
  }
  const hidden = plan.hidden.error + plan.hidden.warning + plan.hidden.notice;
  if (hidden > 0) {
    info(`openenv-ci: ${hidden} more finding(s) than GitHub shows as annotations (${plan.hidden.error} errors, ${plan.hidden.warning} warnings, ${plan.hidden.notice} notices); all are in the job summary and the report file.`);
  }
}
async function writeUsageErrorSummary(message) {
  try {
    await summary.addRaw(["## openenv-ci did not run", "", "It stopped before any check ran:", "", codeBlock(message), ""].join("\n"), true).write();
  } catch {
  }
}
async function writeSummary(result, label, changedFiles) {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await summary.addRaw(renderMarkdown(result, void 0, label, changedFiles ? { changedFiles } : {}), true).write();
  } catch (error2) {
    warning(`openenv-ci: could not write the job summary: ${error2.message}`);
  }
}
async function writeOut(path, content) {
  try {
    await writeReport(typeof content === "string" ? [content] : content, { file: path });
  } catch (error2) {
    throw new UserError(`cannot write ${path}: ${error2.code ?? error2.message}.`);
  }
}

// src/action/review-mode.ts
import { join, resolve } from "node:path";
async function reviewModeOf(settings, env) {
  const config = await loadConfig(settings);
  const options = mergeCheckOptions(checkEntry("review"), config.options.review, settings.checkOptions.review);
  const mode = options["report-mode"] || "comment";
  if (!["comment", "artifact", "publish"].includes(mode)) throw new UserError(`report-mode must be comment, artifact or publish (got "${mode}").`);
  const artifact = options["review-artifact"] || join(env.RUNNER_TEMP || settings.root, REVIEW_ARTIFACT_FILE);
  return { mode, artifactPath: resolve(env.GITHUB_WORKSPACE || process.cwd(), artifact) };
}

// src/action/inputs.ts
var PULL_REQUEST_CHECKS = ["rfc-lint", "manifests", "validate", "review"];
var COMMON_INPUTS = [
  {
    name: "checks",
    description: "Checks to run, comma- or newline-separated: rfc-lint, manifests, validate, review, audit. Empty: the config file's `checks`, else rfc-lint, manifests, validate. (Root action only: a sub-action runs its own check.)",
    default: "",
    checks: []
  },
  { name: "token", description: "Token for the GitHub API (open pull requests, the PR comment, the tracking issue). Read-only tokens degrade to annotations and the summary.", default: "${{ github.token }}" },
  { name: "config", description: "Config file, relative to `path`. Default .github/openenv-ci.yml when it exists.", default: "" },
  { name: "fail-on", description: "Fail the step when findings at or above this severity remain: error, warning or never.", default: "error" },
  {
    name: "scope",
    description: "Which findings a pull request reports (docs/scope.md): new (default on pull requests: only what the change introduced fails), changed-files (every finding of a touched file), or all (everything; the default outside pull requests).",
    default: "",
    checks: PULL_REQUEST_CHECKS
  },
  { name: "comment", description: "Keep one pull-request comment per job with the report, updated in place; each step writes its own section (true or false).", default: "true" },
  {
    name: "api-deadline",
    description: "Seconds the run may spend on GitHub API work; after that, pending calls are skipped (the log says so) and the report is written with what was answered.",
    default: "120",
    checks: ["rfc-lint", "review", "audit"]
  },
  { name: "sarif-file", description: "Also write a SARIF 2.1.0 report here (relative to the workspace), for github/codeql-action/upload-sarif.", default: "" },
  {
    name: "report-file",
    description: "Write the JSON report here (relative to the workspace). Default $RUNNER_TEMP/openenv-ci-report.json; a sub-action: $RUNNER_TEMP/openenv-ci-<check>-report.json, so each step of a job keeps its own.",
    default: ""
  },
  { name: "path", description: "Folder to check, relative to the workspace.", default: "." },
  {
    name: "paths",
    description: "Newline-separated paths under `path` for checks that take several (validate env roots; globs such as envs/* select env roots, !envs/x leaves one out). Empty means all.",
    default: "",
    checks: ["validate"]
  },
  { name: "base", description: "Base revision for pull-request mode. Default the pull request's base commit (needs actions/checkout fetch-depth 0).", default: "", checks: PULL_REQUEST_CHECKS },
  { name: "head", description: "Head revision to check instead of the working tree.", default: "", checks: PULL_REQUEST_CHECKS },
  { name: "repo-slug", description: "owner/name of the repository under check. Default $GITHUB_REPOSITORY.", default: "", checks: ["rfc-lint", "review"] },
  {
    name: "baseline",
    description: "Baseline file (relative to `path`) of accepted fingerprints, or a previous JSON report. Default the config file's `baseline:`, else .github/rfc-lint-baseline.json when it exists.",
    default: "",
    checks: PULL_REQUEST_CHECKS
  },
  // The review's model pass on the root action (the review sub-action declares them as its options).
  { name: "llm", description: 'review: the model pass, advisory or off (docs/review.md, "Model pass").', default: "", checks: [] },
  { name: "llm-base-url", description: "review: OpenAI-compatible endpoint of the model pass (default the Hugging Face router).", default: "", checks: [] },
  { name: "llm-model", description: "review: model id of the model pass, e.g. Qwen/Qwen3-32B:cerebras.", default: "", checks: [] },
  { name: "llm-token", description: "review: token for the model endpoint (default OPENENV_CI_LLM_TOKEN, else HF_TOKEN for the Hugging Face router).", default: "", checks: [] },
  {
    name: "import-reports",
    description: "Newline-separated JSON reports of earlier jobs (report-file outputs) whose findings the review folds into its comment.",
    default: "",
    checks: ["review"]
  }
];
var OUTPUTS = [
  { name: "error-count", description: "Number of error findings after config, suppressions and baseline." },
  { name: "warning-count", description: "Number of warning findings." },
  { name: "notice-count", description: "Number of notice findings." },
  { name: "report-file", description: "Path of the JSON report." },
  { name: "sarif-file", description: "Path of the SARIF report, when sarif-file was given." },
  { name: "comment-id", description: "Id of the pull-request comment that holds the report (empty when none was written); the steps of one job share it." },
  { name: "review-artifact", description: "Path of the review artifact written by report-mode artifact.", checks: ["review"] },
  {
    name: "verdict",
    description: "report-mode publish: the review verdict of the pull request's run (request changes, comment or approve); request changes fails the step.",
    checks: ["review"]
  }
];
var CHOSEN_OPTIONS = {
  "rfc-lint": ["rfc-dir", "index", "scan-globs", "former-slugs", "h1-style", "check-open-prs"],
  manifests: ["manifests-enable"],
  validate: ["startup-timeout", "skip-criteria", "probe-environments"],
  review: ["report-mode", "llm", "llm-model", "rfc-dir", "invariants-file", "principles-file"],
  audit: ["source", "tag", "shard", "audit-issue", "request-budget", "include-private", "publish-private"]
};
function declaredCheckOptions(check) {
  const options = checkEntry(check).options;
  const byName = new Map(options.map((o) => [o.name, o]));
  const chosen = CHOSEN_OPTIONS[check].map((name) => {
    const spec = byName.get(name);
    if (!spec) throw new Error(`src/action/inputs.ts: ${check} has no option ${name}`);
    return spec;
  });
  const trusted = options.filter((o) => o.trusted);
  return [...trusted, ...chosen.filter((o) => !o.trusted)];
}
function inputFromOption(spec) {
  return { name: spec.name, description: spec.description, default: "" };
}
function rootAction() {
  return { folder: "", inputs: COMMON_INPUTS, checkOptions: [], outputs: OUTPUTS };
}
function subAction(check) {
  const common = COMMON_INPUTS.filter((i) => i.checks === void 0 || i.checks.includes(check));
  const options = declaredCheckOptions(check);
  return {
    folder: check,
    check,
    inputs: [...common, ...options.map(inputFromOption)],
    checkOptions: options.map((spec) => ({ check, spec })),
    outputs: OUTPUTS.filter((o) => o.checks === void 0 || o.checks.includes(check))
  };
}
function undeclaredOptionInputs(check, given) {
  const declared = new Set((check ? subAction(check) : rootAction()).inputs.map((i) => i.name));
  const found = [];
  const seen = /* @__PURE__ */ new Set();
  for (const entry of CHECK_CATALOG) {
    if (check && entry.id !== check) continue;
    for (const spec of entry.options) {
      if (declared.has(spec.name) || seen.has(spec.name) || !given(spec.name)) continue;
      seen.add(spec.name);
      found.push({ name: spec.name, check: entry.id, trusted: spec.trusted === true });
    }
  }
  return found;
}

// src/main.ts
async function run(env = process.env, step = {}) {
  const controller = new AbortController();
  process.once("SIGTERM", () => controller.abort(new Error("cancelled")));
  process.once("SIGINT", () => controller.abort(new Error("cancelled")));
  try {
    const settings = settingsFromInputs(env, step.check);
    warnAboutUndeclaredInputs(env, step.check);
    for (const secret of [settings.token, settings.checkOptions.audit?.["hub-token"], settings.checkOptions.review?.["llm-token"]]) {
      if (!secret) continue;
      setSecret(secret);
      registerSecret(secret);
    }
    const event = await readGitHubEvent(env);
    const logger = {
      info: (m) => info(inertLog(m)),
      warning,
      debug,
      progress: (m) => info(inertLog(m)),
      notice: (m) => notice(m),
      ...logGroups({ startGroup, endGroup })
    };
    const deadlines = apiDeadlines(settings.apiDeadlineSeconds, controller.signal, logger.warning);
    const github = await createGitHubApiFromEnv(env, settings.repositorySlug, settings.token, logger, deadlines.lookups);
    let publisher;
    const publishing = async () => publisher ??= await createGitHubApiFromEnv(env, settings.repositorySlug, settings.token, logger, deadlines.publishing());
    const review = await reviewModeOf(settings, env);
    if (review.mode === "publish") {
      const github2 = await publishing();
      if (!github2) throw new UserError("report-mode publish needs a token and the repository (GITHUB_REPOSITORY).");
      const { publishReviewArtifact } = await import("./publish-review-D6QX2CB5.js");
      const { publishModelPass } = await import("./publish-model-JLRMV5WS.js");
      const { commentId: commentId2, verdict, modelSummary } = await publishReviewArtifact({ api: github2, env, event, artifactPath: review.artifactPath, logger, modelPass: publishModelPass(settings, env, github2, logger) });
      if (modelSummary) await writeModelSummary(modelSummary);
      setOutput("comment-id", commentId2 ?? "");
      setOutput("verdict", verdict);
      if (verdict === "request changes") setFailed("openenv-ci: review verdict of the pull request's run: request changes (see the comment).");
      return;
    }
    await chooseBase(settings, event.pullRequest, logger);
    const { result, checks, changedFiles, changedLines } = await runPipeline({
      settings,
      services: { logger, github, now: () => /* @__PURE__ */ new Date(), signal: controller.signal },
      pullRequest: event.pullRequest,
      // Inside Actions an event is always named; a missing one must not read as "the CLI on a laptop".
      eventName: event.eventName ?? eventNameFromEnv({ ...env, GITHUB_ACTIONS: "true" })
    });
    annotate(result, changedFiles, changedLines);
    const label = step.check ? `openenv-ci ${step.check}` : void 0;
    await writeSummary(result, label, changedFiles);
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const reportFile = settings.reportFile ? resolve2(workspace, settings.reportFile) : join2(env.RUNNER_TEMP || workspace, defaultReportName(step.check));
    const sarifFile = settings.sarifFile ? resolve2(workspace, settings.sarifFile) : void 0;
    if (result.stale) warning(`openenv-ci: the report file ${reportFile} was left as it was: ${result.stale}`);
    else await writeOut(reportFile, jsonReportChunks(result));
    if (sarifFile) await writeOut(sarifFile, renderSarif(result, VERSION, allRules(await loadAllChecks())));
    const counts = countBySeverity(result.findings);
    setOutput("error-count", counts.error);
    setOutput("warning-count", counts.warning);
    setOutput("notice-count", counts.notice);
    setOutput("report-file", reportFile);
    if (sarifFile) setOutput("sarif-file", sarifFile);
    let commentId;
    let verdictTravels = false;
    if (review.mode === "artifact") {
      const report = result.data.review;
      if (report) {
        const { serializeReviewArtifact } = await import("./artifact-MBOWHSOI.js");
        await writeOut(review.artifactPath, serializeReviewArtifact(report, { repository: settings.repositorySlug, pullNumber: event.pullRequest?.number }));
        setOutput("review-artifact", review.artifactPath);
        info(inertLog(`openenv-ci: review artifact written to ${review.artifactPath}; upload it with actions/upload-artifact for the publish workflow.`));
        verdictTravels = true;
      } else warning("openenv-ci: report-mode artifact, but the review produced no report (is `review` in checks, and is this a pull request?).");
    } else if (settings.comment && event.pullRequest) {
      if (!github) warning("openenv-ci: no token or repository, so the pull-request comment was skipped (annotations and the job summary are complete).");
      else if (result.data.llm?.status === "ran" && await reviewedHeadMoved(await publishing(), event.pullRequest)) {
      } else commentId = await publishComment({ api: await publishing(), env, pullNumber: event.pullRequest.number, checkIds: checks.map((c) => c.id), result, logger, headSha: event.pullRequest.headSha, ...changedFiles ? { changedFiles } : {} });
    }
    setOutput("comment-id", commentId ?? "");
    if (result.trackingIssue) {
      if (github) await publishTrackingIssue({ api: await publishing(), issue: result.trackingIssue, logger });
      else warning("openenv-ci: audit-issue is set but there is no token or repository, so the tracking issue was not updated.");
    }
    for (const error2 of result.internalErrors) error(`openenv-ci: ${error2}`);
    const code = exitCodeFor(result, settings.failOn);
    if (code === 2) {
      setFailed("openenv-ci: a check could not finish (internal error above).");
      process.exitCode = 2;
    } else if (code === 1 && verdictTravels) info(`openenv-ci: ${counts.error} error(s), ${counts.warning} warning(s); the verdict travels in the review artifact and the publish workflow sets the status.`);
    else if (code === 1) setFailed(`openenv-ci: ${counts.error} error(s), ${counts.warning} warning(s) (fail-on: ${settings.failOn}). See the annotations and the job summary.`);
  } catch (error2) {
    if (error2 instanceof UserError) {
      setFailed(`openenv-ci: ${error2.message}`);
      await writeUsageErrorSummary(error2.message);
    } else setFailed(`openenv-ci: internal error: ${error2.stack ?? String(error2)}`);
    process.exitCode = 2;
  }
}
async function writeModelSummary(markdown) {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await summary.addRaw(`## openenv-ci review: model pass

${markdown}
`, true).write();
  } catch (error2) {
    warning(`openenv-ci: the job summary could not be written (${error2.message}).`);
  }
}
async function reviewedHeadMoved(github, pullRequest) {
  const { headMovedPast } = await import("./run-NUEEURC5.js");
  const moved = await headMovedPast(github, pullRequest.number, pullRequest.headSha);
  if (moved) info(inertLog(`openenv-ci: pull request #${pullRequest.number} moved to ${moved.slice(0, 12)} since this run reviewed ${pullRequest.headSha.slice(0, 12)}: the comment was not posted.`));
  return moved !== void 0;
}
function warnAboutUndeclaredInputs(env, check) {
  if (check && readInput(env, "checks") !== "") warning(`openenv-ci: the checks input is ignored: the openenv-ci/openenv-ci/${check} step runs ${check}.`);
  const undeclared = undeclaredOptionInputs(check, (name) => readInput(env, name) !== "");
  if (undeclared.length === 0) return;
  const where = undeclared.map((u) => `${u.name} (${u.trusted ? `an input of openenv-ci/openenv-ci/${u.check}` : `options.${u.check}.${u.name} in the config file, or openenv-ci/openenv-ci/${u.check}`})`);
  warning(`openenv-ci: these inputs are not declared by this action and are read for compatibility only (deprecated): ${where.join(", ")}. See docs/config.md.`);
}
export {
  run
};
