import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-FDZWTR4N.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-HMCOGUKJ.js";
import "./chunk-LYVFQOEJ.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-CK2YQOCC.js";
import "./chunk-UP5OX67O.js";
import "./chunk-W4S2VHN2.js";
import "./chunk-URORLO5S.js";
import "./chunk-RNNU4FJN.js";
import "./chunk-I2XGUWJN.js";
import "./chunk-SEWDMQ6Q.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
