import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-4EN7DX5A.js";
import "./chunk-7L46LWU7.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-JQUC3LZ2.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-EYD332A2.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-D472CRGO.js";
import "./chunk-G4WYVWUB.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-QXYTC3J6.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-7RMARNIO.js";
import "./chunk-N7BXPKFC.js";
import "./chunk-RCR2HQKZ.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-64W7YKH4.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-SFGDQTTF.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-LNFXQ3WX.js";
import "./chunk-PTZGBBIM.js";
import "./chunk-6DICFFOT.js";
import "./chunk-OHU6VODG.js";
import "./chunk-TQYMW3PR.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-T2SUS7WR.js";
import "./chunk-BAEXF6S7.js";
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
