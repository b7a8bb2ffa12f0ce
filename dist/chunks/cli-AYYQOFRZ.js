import {
  jsonReportChunks,
  logGroups,
  readGitHubEvent,
  renderJson,
  renderSarif,
  writeReport
} from "./chunk-7Q6YAV3R.js";
import {
  exitCodeFor,
  helpText,
  loadAllChecks,
  runPipeline,
  settingsFromArgv
} from "./chunk-VLOJNQMP.js";
import "./chunk-OBKECGMW.js";
import {
  eventNameFromEnv
} from "./chunk-GEB7PISZ.js";
import "./chunk-6JX624YR.js";
import "./chunk-7ACHR5O7.js";
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
  renderMarkdown
} from "./chunk-LORP6KJE.js";
import {
  allRules
} from "./chunk-H3ZTQHZ5.js";
import {
  renderText,
  sanitize
} from "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import {
  VERSION
} from "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-YHG43ED4.js";
import {
  apiDeadline
} from "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";

// src/report/render.ts
function renderReport(result, format, options) {
  switch (format) {
    case "json":
      return renderJson(result);
    case "sarif":
      return renderSarif(result, VERSION, options.rules);
    case "markdown":
      return options.preferComment && result.commentMarkdown !== void 0 ? result.commentMarkdown : renderMarkdown(result);
    case "text":
      return renderText(result, options.color);
    case "compact":
      return renderText(result, options.color, { compact: true });
  }
}
function reportChunks(result, format, options) {
  return format === "json" ? jsonReportChunks(result) : [renderReport(result, format, options)];
}

// src/cli.ts
async function cliPullRequest(settings, env) {
  const event = env.GITHUB_EVENT_PATH ? await readGitHubEvent(env) : {};
  const flags = settings.pullRequestText;
  if (!flags) return event;
  const pullRequest = {
    ...event.pullRequest ?? { number: 0, title: "", body: "", author: "", createdAt: "", baseSha: "", headSha: "", fromFork: false },
    ...flags.title !== void 0 ? { title: flags.title } : {},
    ...flags.body !== void 0 ? { body: flags.body } : {},
    ...flags.author !== void 0 ? { author: flags.author } : {}
  };
  return { ...event, pullRequest };
}
async function cli(argv, env, io) {
  const controller = new AbortController();
  const onSignal = () => controller.abort(new Error("cancelled"));
  io.stdout.on("error", (error) => {
    if (error.code !== "EPIPE") io.stderr.write(`openenv-ci: cannot write the report: ${error.message}
`);
  });
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    if (argv[0] === "audit" && argv[1] === "merge") return await auditMerge(argv.slice(2), env, io);
    const request = settingsFromArgv(argv, env, io.cwd, io.isTty);
    if (request.kind === "help") {
      io.stdout.write(helpText(request.command));
      return 0;
    }
    if (request.kind === "version") {
      io.stdout.write(`${VERSION}
`);
      return 0;
    }
    const { settings } = request;
    const say = (line) => io.stderr.write(`${sanitize(line)}
`);
    const logger = {
      info: (m) => settings.verbose && say(m),
      debug: (m) => settings.verbose && say(`debug: ${m}`),
      warning: (m) => say(`warning: ${m}`),
      progress: (m) => say(m),
      notice: (m) => say(`notice: ${m}`),
      // In a workflow's run step (npx openenv-ci \u2026) the log folds like the action's.
      ...env.GITHUB_ACTIONS === "true" ? logGroups({ startGroup: (title) => say(`::group::${title}`), endGroup: () => say("::endgroup::") }) : {}
    };
    const { createGitHubApiFromEnv } = await import("./from-env-TVXMBHVF.js");
    const github = await createGitHubApiFromEnv(env, settings.repositorySlug, void 0, logger, apiDeadline(settings.apiDeadlineSeconds, controller.signal, logger.warning));
    const { result } = await runPipeline({
      settings,
      services: { logger, github, now: () => /* @__PURE__ */ new Date(), signal: controller.signal },
      // A CLI step inside a workflow is gated like the action; on a developer's machine there is no event.
      eventName: eventNameFromEnv(env),
      ...await cliPullRequest(settings, env)
    });
    const rules = settings.format === "sarif" ? allRules(await loadAllChecks()) : void 0;
    const report = reportChunks(result, settings.format, { color: settings.color && !settings.output, preferComment: settings.command === "review", rules });
    if (settings.output && result.stale) {
      say(`openenv-ci: ${settings.output} was left as it was: ${result.stale}`);
    } else if (settings.output) {
      try {
        await writeReport(report, { file: settings.output });
      } catch (error) {
        throw new UserError(`cannot write --output ${settings.output}: ${error.code ?? error.message}.`);
      }
    } else await writeReport(report, { stream: io.stdout });
    for (const error of result.internalErrors) say(`openenv-ci: ${error}`);
    return exitCodeFor(result, settings.failOn);
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`openenv-ci: ${sanitize(error.message)}
`);
    } else {
      io.stderr.write(`openenv-ci: internal error: ${error.stack ?? String(error)}
`);
    }
    return 2;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
async function auditMerge(argv, env, io) {
  const { parseArgs } = await import("node:util");
  const { resolve } = await import("node:path");
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      previous: { type: "string" },
      format: { type: "string", default: "json" },
      output: { type: "string", short: "o" },
      "audit-issue": { type: "boolean", default: false },
      "hub-url": { type: "string" },
      "fail-on": { type: "string", default: "error" },
      help: { type: "boolean", short: "h" }
    }
  });
  if (values.help || positionals.length === 0) {
    io.stdout.write("Usage: openenv-ci audit merge [--previous report.json] [--format json|markdown|text] [-o file] [--audit-issue] [--fail-on error|warning|never] report-*.json\n");
    return positionals.length === 0 && !values.help ? 2 : 0;
  }
  const format = values.format;
  if (!["json", "markdown", "text"].includes(format)) throw new UserError(`audit merge: --format ${format} is not json, markdown or text`);
  const failOn = values["fail-on"];
  if (!["error", "warning", "never"].includes(failOn)) throw new UserError(`audit merge: --fail-on ${failOn} is not error, warning or never`);
  const { mergeAuditReports } = await import("./merge-35U2PBS4.js");
  let result;
  try {
    result = await mergeAuditReports(positionals.map((p) => resolve(io.cwd, p)), {
      ...values.previous ? { previous: resolve(io.cwd, values.previous) } : {},
      now: /* @__PURE__ */ new Date(),
      ...values["hub-url"] ? { hubUrl: values["hub-url"] } : { hubUrl: "https://huggingface.co" }
    });
  } catch (error) {
    throw new UserError(`audit merge: ${error.message}`);
  }
  const report = reportChunks(result, format, { color: false });
  if (values.output) await writeReport(report, { file: resolve(io.cwd, values.output) });
  else await writeReport(report, { stream: io.stdout });
  if (values["audit-issue"] && result.trackingIssue) {
    const say = (line) => io.stderr.write(`${sanitize(line)}
`);
    const logger = { info: () => void 0, debug: () => void 0, warning: (m) => say(`warning: ${m}`), progress: say };
    const { createGitHubApiFromEnv } = await import("./from-env-TVXMBHVF.js");
    const { publishTrackingIssue } = await import("./publish-5ZDRS7IP.js");
    const github = await createGitHubApiFromEnv(env, env.GITHUB_REPOSITORY, void 0, logger);
    if (github) await publishTrackingIssue({ api: github, issue: result.trackingIssue, logger });
    else say("warning: audit merge --audit-issue needs GITHUB_TOKEN and GITHUB_REPOSITORY; the tracking issue was not updated");
  }
  return exitCodeFor(result, failOn);
}
export {
  cli
};
