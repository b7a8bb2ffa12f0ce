import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunk-I3THOZNH.js";

// src/action/start.ts
async function startAction(check) {
  enableCompileCache();
  const { run } = await import("./main-6MGFKLCE.js");
  await run(process.env, check ? { check } : {});
}

export {
  startAction
};
