import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-M6LGEIOA.js";
import "./chunk-TJCNRKCK.js";
import "./chunk-N65T5D2H.js";
import "./chunk-D7VN2MW3.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-RKJEQE2H.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-ACIKRLL7.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-N7YIIGL7.js";
import "./chunk-4FUATO47.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
