import {
  startAction
} from "./chunks/chunk-PMCYV52S.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";

// src/main-entry.ts
await startAction();
