import {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
} from "./chunk-ATV6JGJN.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-FYE74KMA.js";
import "./chunk-RX3N446V.js";
import "./chunk-UHF5NONA.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-BYPPOLH3.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-Z2D7RLZ5.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-EJZIBEPN.js";
import "./chunk-HK67JKL6.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
};
