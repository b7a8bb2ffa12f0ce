import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-4IJQBONU.js";
import "./chunk-OBKECGMW.js";
import "./chunk-VTSLWF3R.js";
import "./chunk-GEB7PISZ.js";
import "./chunk-6JX624YR.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-IZBON36T.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-CI2W2BOS.js";
import "./chunk-CZX43FPE.js";
import "./chunk-UNSG5UX7.js";
import "./chunk-NBP7E4FC.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-DLL57RMM.js";
import "./chunk-WZZWLHH2.js";
import "./chunk-4KPB7GXM.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-LO54NQEH.js";
import "./chunk-3COVKHEO.js";
import "./chunk-HTJAZINC.js";
import "./chunk-3XMZHRCS.js";
import "./chunk-UP5OX67O.js";
import "./chunk-PQRYFYK2.js";
import "./chunk-2AJRLDHE.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-CIL5JDYO.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-APVIE4IX.js";
import "./chunk-QY7DFOYS.js";
import "./chunk-ZKRPY4GT.js";
import "./chunk-BFZOZURU.js";
import "./chunk-JBBE2CSJ.js";
import "./chunk-A6W4A4K3.js";
import "./chunk-MIRMWN5Y.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-CX2PQOLX.js";
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
