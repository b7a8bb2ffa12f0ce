import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-NLRSRHON.js";
import "./chunk-TJCNRKCK.js";
import "./chunk-QHQDSCW4.js";
import "./chunk-D7VN2MW3.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-RKJEQE2H.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-4F4245D5.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-4FUATO47.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
