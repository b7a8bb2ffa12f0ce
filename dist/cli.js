#!/usr/bin/env node
import {
  enableCompileCache
} from "./chunks/chunk-LB67NYHI.js";
import {
  VERSION
} from "./chunks/chunk-QWOUCIXH.js";
import "./chunks/chunk-SEWDMQ6Q.js";

// src/heap.ts
import { setFlagsFromString } from "node:v8";
var STREAMING_COMMANDS = /* @__PURE__ */ new Set(["validate", "audit", "check"]);
function smallHeapFlagFor(command) {
  return command !== void 0 && STREAMING_COMMANDS.has(command) ? "--optimize-for-size" : void 0;
}
function preferSmallHeapFor(command) {
  const flag = smallHeapFlagFor(command);
  if (flag === void 0) return;
  try {
    setFlagsFromString(flag);
  } catch {
  }
}
var SHORT_RUN_COMMANDS = /* @__PURE__ */ new Set(["review", "validate", "audit", "check"]);
var SHORT_RUN_INTERRUPT_BUDGET = 8 * 67584;
function interruptBudgetFlagFor(command) {
  return command !== void 0 && SHORT_RUN_COMMANDS.has(command) ? `--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET}` : void 0;
}
function tierUpLaterFor(command) {
  const flag = interruptBudgetFlagFor(command);
  if (flag === void 0) return;
  try {
    setFlagsFromString(flag);
  } catch {
  }
}

// src/cli-entry.ts
enableCompileCache();
var argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${VERSION}
`);
} else {
  preferSmallHeapFor(argv[0]);
  tierUpLaterFor(argv[0]);
  const { cli } = await import("./chunks/cli-AYYQOFRZ.js");
  process.exitCode = await cli(argv, process.env, {
    stdout: process.stdout,
    stderr: process.stderr,
    isTty: Boolean(process.stdout.isTTY),
    cwd: process.cwd()
  });
}
