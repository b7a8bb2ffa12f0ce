import {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
} from "./chunk-VU7QWGXO.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-NS5P6XER.js";
import "./chunk-4Y4ZD6HL.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-D4NEWJ47.js";
import "./chunk-HK67JKL6.js";
import "./chunk-456CERQI.js";
import "./chunk-4TIKK3ZB.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
};
