import {
  startAction
} from "./chunks/chunk-RN4HNTXH.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-KIZ6KU7F.js";

// src/main-entry.ts
await startAction();
