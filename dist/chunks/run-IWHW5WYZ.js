import {
  headMovedPast,
  llmData,
  rfcGrounding,
  runModelPass,
  untrustedReason
} from "./chunk-BFW3E3J4.js";
import "./chunk-2CPDSBYH.js";
import "./chunk-FYE74KMA.js";
import "./chunk-V5WMJ7D3.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  headMovedPast,
  llmData,
  rfcGrounding,
  runModelPass,
  untrustedReason
};
