import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-GDZ3UEKM.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-FHTDYUW7.js";
import "./chunk-SVXRESEY.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-46KFYCOT.js";
import "./chunk-UP5OX67O.js";
import "./chunk-QQ4EBSCA.js";
import "./chunk-URORLO5S.js";
import "./chunk-MLTSNI52.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-AY53CZXU.js";
import "./chunk-SEWDMQ6Q.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
