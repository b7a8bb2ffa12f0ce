import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-MDKBWAPW.js";
import "./chunk-TJCNRKCK.js";
import "./chunk-5B6AGIEV.js";
import "./chunk-D7VN2MW3.js";
import "./chunk-E5PBTPTC.js";
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
