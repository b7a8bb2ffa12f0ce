import {
  headMovedPast,
  llmData,
  modelPassOff,
  rfcGrounding,
  runModelPass,
  untrustedReason
} from "./chunk-H2R5J4ZR.js";
import "./chunk-M4TRYUTU.js";
import "./chunk-ADH2ONQJ.js";
import "./chunk-NO5C67FT.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-LORP6KJE.js";
import "./chunk-H3ZTQHZ5.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-YHG43ED4.js";
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
