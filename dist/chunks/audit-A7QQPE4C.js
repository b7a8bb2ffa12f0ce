import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-SG7QODMZ.js";
import "./chunk-N6NHVVB2.js";
import "./chunk-OTIZDX6K.js";
import "./chunk-ESU7O5VD.js";
import "./chunk-EKWLRYQP.js";
import "./chunk-ZEM24JYP.js";
import "./chunk-SHYJRBA7.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-3KBUEVD4.js";
import "./chunk-Z3EOARNG.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-KKDUU47D.js";
import "./chunk-5THOK6YE.js";
import "./chunk-YK7FR5GS.js";
import "./chunk-TR3B4RKM.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
