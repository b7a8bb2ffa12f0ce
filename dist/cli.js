#!/usr/bin/env node
import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  UserError,
  VERSION,
  exitCodeFor,
  helpText,
  renderJson,
  renderMarkdown,
  renderSarif,
  renderText,
  runPipeline,
  sanitize,
  settingsFromArgv
} from "./chunks/chunk-ZVILMRZE.js";
import "./chunks/chunk-4FUATO47.js";

// src/cli.ts
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

// src/report/render.ts
function renderReport(result, format, options) {
  switch (format) {
    case "json":
      return renderJson(result);
    case "sarif":
      return renderSarif(result, VERSION);
    case "markdown":
      return options.preferComment && result.commentMarkdown !== void 0 ? result.commentMarkdown : renderMarkdown(result);
    case "text":
      return renderText(result, options.color);
  }
}

// src/cli.ts
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
      progress: (m) => say(m)
    };
    const { createGitHubApiFromEnv } = await import("./chunks/from-env-XZGQN34R.js");
    const github = createGitHubApiFromEnv(env, settings.repositorySlug, void 0, logger);
    const { result } = await runPipeline({
      settings,
      services: { logger, github, now: () => /* @__PURE__ */ new Date(), signal: controller.signal }
    });
    const report = renderReport(result, settings.format, { color: settings.color && !settings.output, preferComment: settings.command === "review" });
    if (settings.output) {
      try {
        await mkdir(dirname(settings.output), { recursive: true });
        await writeFile(settings.output, report);
      } catch (error) {
        throw new UserError(`cannot write --output ${settings.output}: ${error.code ?? error.message}.`);
      }
    } else io.stdout.write(report);
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

// src/cli-entry.ts
process.exitCode = await cli(process.argv.slice(2), process.env, {
  stdout: process.stdout,
  stderr: process.stderr,
  isTty: Boolean(process.stdout.isTTY),
  cwd: process.cwd()
});
