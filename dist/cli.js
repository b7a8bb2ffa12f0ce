#!/usr/bin/env node
import {
  enableCompileCache
} from "./chunks/chunk-LB67NYHI.js";
import {
  VERSION
} from "./chunks/chunk-QWOUCIXH.js";
import "./chunks/chunk-SEWDMQ6Q.js";

// src/cli-entry.ts
enableCompileCache();
var argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${VERSION}
`);
} else {
  const { cli } = await import("./chunks/cli-ZH2BPE53.js");
  process.exitCode = await cli(argv, process.env, {
    stdout: process.stdout,
    stderr: process.stderr,
    isTty: Boolean(process.stdout.isTTY),
    cwd: process.cwd()
  });
}
