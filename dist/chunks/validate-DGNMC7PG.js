import {
  displayPath,
  progressEvery,
  validateCheck
} from "./chunk-C5UOGJRC.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-DU7U34SP.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-TXM5QC4U.js";
import "./chunk-2TOLCZUB.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-X4YT33IN.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-HYL6TTCC.js";
import "./chunk-MO33OSXX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-OLCU762N.js";
import "./chunk-456CERQI.js";
import "./chunk-4T2CWKEI.js";
import "./chunk-DCETX67J.js";
import "./chunk-AY53CZXU.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  displayPath,
  progressEvery,
  validateCheck
};
