import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-KY7HKPU3.js";
import "./chunk-7LW3TGUP.js";
import "./chunk-XBL4I5CM.js";
import "./chunk-FNXKRO2Y.js";
import "./chunk-53LLQZFH.js";
import "./chunk-OLCU762N.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-B3QFBAES.js";
import "./chunk-LIG734A7.js";
import "./chunk-456CERQI.js";
import "./chunk-SEWDMQ6Q.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
