import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-WCORXBZI.js";
import "./chunk-JNCXWBDD.js";
import "./chunk-FNELMLT4.js";
import "./chunk-JQUC3LZ2.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-FDZWTR4N.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-HMCOGUKJ.js";
import "./chunk-LYVFQOEJ.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-H2VYVJYV.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-EDPUQHFF.js";
import "./chunk-6Q23JO5N.js";
import "./chunk-RYOSXF56.js";
import "./chunk-CK2YQOCC.js";
import "./chunk-UP5OX67O.js";
import "./chunk-XA4T3SJO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ETZ6Q53C.js";
import "./chunk-RHAMPMYL.js";
import "./chunk-MO33OSXX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-QSHSY2YN.js";
import "./chunk-OLCU762N.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-W4S2VHN2.js";
import "./chunk-URORLO5S.js";
import "./chunk-RNNU4FJN.js";
import "./chunk-4T2CWKEI.js";
import "./chunk-DCETX67J.js";
import "./chunk-CIKIBEBP.js";
import "./chunk-I2XGUWJN.js";
import "./chunk-SEWDMQ6Q.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
