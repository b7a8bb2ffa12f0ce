import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-OCU7DGBJ.js";
import "./chunk-JQUC3LZ2.js";
import "./chunk-KC4R5MGE.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-TPLXOTJA.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-ETZ6Q53C.js";
import "./chunk-7V6NTATH.js";
import "./chunk-FNELMLT4.js";
import "./chunk-LFVSDWGR.js";
import "./chunk-SSOAITD3.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-BVQTXXQ5.js";
import "./chunk-BTDOCTY3.js";
import "./chunk-RYOSXF56.js";
import "./chunk-CK2YQOCC.js";
import "./chunk-UP5OX67O.js";
import "./chunk-RUXVKLK7.js";
import "./chunk-XKXAFS2E.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-QSHSY2YN.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-LYVFQOEJ.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-DN6T6PYN.js";
import "./chunk-OLCU762N.js";
import "./chunk-W4S2VHN2.js";
import "./chunk-URORLO5S.js";
import "./chunk-RNNU4FJN.js";
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
