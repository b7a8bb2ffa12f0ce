import {
  headMovedPast,
  llmData,
  modelPassOff,
  rfcGrounding,
  runModelPass,
  untrustedReason
} from "./chunk-63YNZ24H.js";
import "./chunk-M4TRYUTU.js";
import "./chunk-7NSNNJ4Z.js";
import "./chunk-FYE74KMA.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  headMovedPast,
  llmData,
  modelPassOff,
  rfcGrounding,
  runModelPass,
  untrustedReason
};
