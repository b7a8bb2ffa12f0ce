import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-I3THOZNH.js";
import "./chunks/chunk-4FUATO47.js";

// src/main-entry.ts
enableCompileCache();
var { run } = await import("./chunks/main-EXDOB64I.js");
await run();
