import {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
} from "./chunk-IZBON36T.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-UNSG5UX7.js";
import "./chunk-NBP7E4FC.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-DLL57RMM.js";
import "./chunk-4KPB7GXM.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-3XMZHRCS.js";
import "./chunk-UP5OX67O.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-QY7DFOYS.js";
import "./chunk-ZKRPY4GT.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
};
