// src/compile-cache.ts
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
function enableCompileCache(env = process.env) {
  const enable = module.enableCompileCache;
  if (typeof enable !== "function") return;
  try {
    enable(join(env.RUNNER_TEMP || tmpdir(), "openenv-ci-compile-cache"));
  } catch {
  }
}

export {
  enableCompileCache
};
