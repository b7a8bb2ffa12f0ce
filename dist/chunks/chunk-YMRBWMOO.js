import {
  enableCompileCache
} from "./chunk-LB67NYHI.js";

// src/action/start.ts
async function startAction(check) {
  enableCompileCache();
  const { run } = await import("./main-TBKJGHO6.js");
  await run(process.env, check ? { check } : {});
}

export {
  startAction
};
