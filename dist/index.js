import {
  startAction
} from "./chunks/chunk-EIZ23YI4.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";

// src/main-entry.ts
await startAction();
