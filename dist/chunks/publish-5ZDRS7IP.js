import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-66JNPNUF.js";
import "./chunk-VWU43JE7.js";
import "./chunk-LORP6KJE.js";
import "./chunk-H3ZTQHZ5.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
