import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-P5G36SOE.js";
import "./chunk-OBKECGMW.js";
import "./chunk-BGKEGF4H.js";
import "./chunk-GEB7PISZ.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-RQTAYER3.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-UNSG5UX7.js";
import "./chunk-CIVPRBIL.js";
import "./chunk-V5WMJ7D3.js";
import "./chunk-DLL57RMM.js";
import "./chunk-3CHMKIU3.js";
import "./chunk-4KPB7GXM.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-LQXWOBB3.js";
import "./chunk-N4UB3ISQ.js";
import "./chunk-ISEKEP5N.js";
import "./chunk-3XMZHRCS.js";
import "./chunk-UP5OX67O.js";
import "./chunk-KWBCTZ6Z.js";
import "./chunk-2AJRLDHE.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-ZNHVQPWI.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-LSNOSI3B.js";
import "./chunk-QY7DFOYS.js";
import "./chunk-ZKRPY4GT.js";
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
import "./chunk-KIZ6KU7F.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
