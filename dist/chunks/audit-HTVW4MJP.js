import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-V5GPJ5DB.js";
import "./chunk-PBBHKEQP.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-JQUC3LZ2.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-VU7QWGXO.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-NS5P6XER.js";
import "./chunk-4Y4ZD6HL.js";
import "./chunk-YGCRCGPR.js";
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
import "./chunk-ETZ6Q53C.js";
import "./chunk-HYL6TTCC.js";
import "./chunk-MO33OSXX.js";
import "./chunk-PTZGBBIM.js";
import "./chunk-6DICFFOT.js";
import "./chunk-OHU6VODG.js";
import "./chunk-TQYMW3PR.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-D4NEWJ47.js";
import "./chunk-HK67JKL6.js";
import "./chunk-456CERQI.js";
import "./chunk-6IYMTZNY.js";
import "./chunk-DCETX67J.js";
import "./chunk-4TIKK3ZB.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
