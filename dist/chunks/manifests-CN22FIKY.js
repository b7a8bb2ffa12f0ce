import {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
} from "./chunk-MAYIA5LJ.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-YIJVLTA7.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-3B44EMFL.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-533CT4FO.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-XKYF2WI5.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-UP5OX67O.js";
import "./chunk-L4EESXOX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck,
  scanWithOptions
};
