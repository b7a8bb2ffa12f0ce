import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-A4OPFU3Y.js";
import "./chunk-PFMXGLII.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-JQUC3LZ2.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-CB46KOEB.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-PQNWJF2Q.js";
import "./chunk-IKMG4IAB.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-6FXMO5UK.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-Y5M4VGX2.js";
import "./chunk-HAYUBLVB.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-OFTOW6AO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ETZ6Q53C.js";
import "./chunk-HYL6TTCC.js";
import "./chunk-MO33OSXX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-QSHSY2YN.js";
import "./chunk-OLCU762N.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-BGGAN3MT.js";
import "./chunk-URORLO5S.js";
import "./chunk-456CERQI.js";
import "./chunk-H5JU3VQ3.js";
import "./chunk-DCETX67J.js";
import "./chunk-AY53CZXU.js";
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
