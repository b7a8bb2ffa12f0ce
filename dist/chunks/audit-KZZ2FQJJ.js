import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-QZVGENN4.js";
import "./chunk-OBKECGMW.js";
import "./chunk-KFZYQBOK.js";
import "./chunk-GEB7PISZ.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-WQUNN5PT.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-FYE74KMA.js";
import "./chunk-GC5EIJVP.js";
import "./chunk-V5WMJ7D3.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-F4X2YUWQ.js";
import "./chunk-BYPPOLH3.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-UCROBEVZ.js";
import "./chunk-N4UB3ISQ.js";
import "./chunk-TZYK4SDU.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-25AEPX7I.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-WY2P262Q.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-LSNOSI3B.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-FXLH7F47.js";
import "./chunk-7KPQG4AM.js";
import "./chunk-A6W4A4K3.js";
import "./chunk-MIRMWN5Y.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
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
