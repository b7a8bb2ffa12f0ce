import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
} from "./chunk-XNNBTXPI.js";
import "./chunk-QYB5D3YN.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-3KBUEVD4.js";
import "./chunk-PJD2OAGP.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-TXNPGM2U.js";
import "./chunk-2TL647ED.js";
import "./chunk-3JQEH2EV.js";
import "./chunk-TC2LQV33.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-7NF6D34X.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-E5OHWI54.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-TPZLPFKZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-QGOHRPHV.js";
import "./chunk-4FUATO47.js";
export {
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  checkerKey,
  publicRecord,
  runAuditCheck
};
