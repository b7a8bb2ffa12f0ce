import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-7ZED3KMK.js";
import "./chunk-YEBTQRCO.js";
import "./chunk-P2KCFAJI.js";
import "./chunk-ZSSYYET6.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-4ECDOAMX.js";
import "./chunk-F6GZB2XF.js";
import "./chunk-V557AIXV.js";
import "./chunk-EWPO6GRO.js";
import "./chunk-BM4F2NEP.js";
import "./chunk-23OVOD77.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-SVMG2LLU.js";
import "./chunk-IUJP2HYR.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-FJGK5UCM.js";
import "./chunk-QUYFYUBT.js";
import "./chunk-4HGBNROI.js";
import "./chunk-E5PBTPTC.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-7R2HWFOB.js";
import "./chunk-ASQXGGFS.js";
import "./chunk-NEL46G6Q.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-U2XRKHS4.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-PYSNX4Z2.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-TSSCCVV2.js";
import "./chunk-V2MFS4YC.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-ACIKRLL7.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-N7YIIGL7.js";
import "./chunk-4FUATO47.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
