import {
  headMovedPast,
  llmData,
  rfcGrounding,
  runModelPass,
  untrustedReason
} from "./chunk-CVDQYEUI.js";
import "./chunk-2CPDSBYH.js";
import "./chunk-UNSG5UX7.js";
import "./chunk-V5WMJ7D3.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
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
