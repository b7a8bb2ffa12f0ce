import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-N2JPRMNT.js";
import "./chunk-SH7OB35D.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-RKJEQE2H.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-QGOHRPHV.js";
import "./chunk-4FUATO47.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
