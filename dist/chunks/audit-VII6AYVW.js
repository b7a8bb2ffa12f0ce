import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-OKSATQB5.js";
import "./chunk-YEBTQRCO.js";
import "./chunk-4ECDOAMX.js";
import "./chunk-ASGL4O3V.js";
import "./chunk-EWPO6GRO.js";
import "./chunk-WOLDG32M.js";
import "./chunk-YHVUP7N6.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-2JCN3RSG.js";
import "./chunk-G2WUBPTB.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-7R2HWFOB.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-U2XRKHS4.js";
import "./chunk-ASQXGGFS.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-UGYVI6Q6.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-JN7HCGXL.js";
import "./chunk-OWVFJM2X.js";
import "./chunk-I3UXLPZI.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-X7HWEDGF.js";
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
