#!/usr/bin/env node
import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-I3THOZNH.js";
import {
  VERSION
} from "./chunks/chunk-LH6O4QTG.js";
import "./chunks/chunk-4FUATO47.js";

// src/cli-entry.ts
enableCompileCache();
var argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${VERSION}
`);
} else {
  const { cli } = await import("./chunks/cli-2JDSK4RU.js");
  process.exitCode = await cli(argv, process.env, {
    stdout: process.stdout,
    stderr: process.stderr,
    isTty: Boolean(process.stdout.isTTY),
    cwd: process.cwd()
  });
}
