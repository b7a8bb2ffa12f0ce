import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-QDDXON62.js";
import "./chunk-OBKECGMW.js";
import "./chunk-ZQPFJDRF.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-CSBTZKV4.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-FYE74KMA.js";
import "./chunk-PJWGDLMI.js";
import "./chunk-6LMNIWLZ.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-TE7WA6II.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-AH4KC2PG.js";
import "./chunk-6TGPJPF6.js";
import "./chunk-GY4CD3JC.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-CGSRMM6I.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-5XQKJ77H.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-VXUJQ5VL.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-6DICFFOT.js";
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
