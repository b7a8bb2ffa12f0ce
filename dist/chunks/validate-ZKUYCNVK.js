import {
  displayPath,
  progressEvery,
  validateCheck
} from "./chunk-RXDGUBAK.js";
import "./chunk-FNELMLT4.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-C3R66KSJ.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-EWSWVQSL.js";
import "./chunk-SHXTGGJ6.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-46KFYCOT.js";
import "./chunk-UP5OX67O.js";
import "./chunk-JT4SAXST.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-RHAMPMYL.js";
import "./chunk-MO33OSXX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-OLCU762N.js";
import "./chunk-MLTSNI52.js";
import "./chunk-4T2CWKEI.js";
import "./chunk-DCETX67J.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-AY53CZXU.js";
import "./chunk-SEWDMQ6Q.js";
export {
  displayPath,
  progressEvery,
  validateCheck
};
