import {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
} from "./chunk-WQUNN5PT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-FYE74KMA.js";
import "./chunk-GC5EIJVP.js";
import "./chunk-V5WMJ7D3.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-BYPPOLH3.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
};
