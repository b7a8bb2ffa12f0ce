import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-DGPH52UY.js";
import "./chunk-OBKECGMW.js";
import "./chunk-FURUC7GW.js";
import "./chunk-ZH55U7Q6.js";
import "./chunk-GEB7PISZ.js";
import "./chunk-6JX624YR.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-MAYIA5LJ.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-YIJVLTA7.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-3B44EMFL.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-5ZKDT2GC.js";
import "./chunk-ZKRAT4SF.js";
import "./chunk-533CT4FO.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-NEFMONKN.js";
import "./chunk-42E6DO7S.js";
import "./chunk-HSGSYT45.js";
import "./chunk-XKYF2WI5.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-UP5OX67O.js";
import "./chunk-L4EESXOX.js";
import "./chunk-V2E3RBUP.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-JBBE2CSJ.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
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
