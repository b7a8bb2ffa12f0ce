import {
  headMovedPast,
  llmData,
  rfcGrounding,
  runModelPass,
  untrustedReason
} from "./chunk-WAFSDQ6V.js";
import "./chunk-M4TRYUTU.js";
import "./chunk-UNSG5UX7.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
export {
  headMovedPast,
  llmData,
  rfcGrounding,
  runModelPass,
  untrustedReason
};
