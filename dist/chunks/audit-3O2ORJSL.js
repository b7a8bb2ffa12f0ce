import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-HQGVAUQH.js";
import "./chunk-OBKECGMW.js";
import "./chunk-BVPSRFR6.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-HUW6N5T7.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-FYE74KMA.js";
import "./chunk-PJWGDLMI.js";
import "./chunk-6LMNIWLZ.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-5ZCUBFWS.js";
import "./chunk-BYPPOLH3.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-Z56UDRL4.js";
import "./chunk-6TGPJPF6.js";
import "./chunk-SGRYJCTV.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-25JMYB6H.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-Z2D7RLZ5.js";
import "./chunk-5XQKJ77H.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-VXUJQ5VL.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-YF2UHRRS.js";
import "./chunk-DYV2DBEL.js";
import "./chunk-OHU6VODG.js";
import "./chunk-TQYMW3PR.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-UAQLMIAR.js";
import "./chunk-HK67JKL6.js";
import "./chunk-456CERQI.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
