import {
  displayPath,
  isRuntimeFinding,
  progressEvery,
  touchedRoots,
  validateCheck
} from "./chunk-PBBHKEQP.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-WPKJTNH6.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-J2F5VRNF.js";
import "./chunk-BTIXGNPA.js";
import "./chunk-A4PLFIMX.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-RMSOVMM7.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-HYL6TTCC.js";
import "./chunk-MO33OSXX.js";
import "./chunk-PTZGBBIM.js";
import "./chunk-6DICFFOT.js";
import "./chunk-TQYMW3PR.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-HK67JKL6.js";
import "./chunk-456CERQI.js";
import "./chunk-6IYMTZNY.js";
import "./chunk-DCETX67J.js";
import "./chunk-4TIKK3ZB.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  displayPath,
  isRuntimeFinding,
  progressEvery,
  touchedRoots,
  validateCheck
};
