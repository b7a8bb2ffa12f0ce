import {
  startAction
} from "./chunks/chunk-BXL3LOB6.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";

// src/main-entry.ts
await startAction();
