import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-2Q5HDBPU.js";
import "./chunk-YEBTQRCO.js";
import "./chunk-4ECDOAMX.js";
import "./chunk-2L2JIJMD.js";
import "./chunk-EWPO6GRO.js";
import "./chunk-LSIDN25S.js";
import "./chunk-LEJCOHJO.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-JFD42TLP.js";
import "./chunk-4SBZ7GUR.js";
import "./chunk-Q4RLFFFS.js";
import "./chunk-G2WUBPTB.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-7R2HWFOB.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-U2XRKHS4.js";
import "./chunk-ASQXGGFS.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-R5QHAWG6.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-O4DEDFER.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZSSYYET6.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-I76G63RO.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-NEL46G6Q.js";
import "./chunk-4F4245D5.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-4FUATO47.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
