import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-WI6O5DF7.js";
import "./chunk-6USAAHFT.js";
import "./chunk-7UJHTY5R.js";
import "./chunk-FNXKRO2Y.js";
import "./chunk-53LLQZFH.js";
import "./chunk-OLCU762N.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-D4NEWJ47.js";
import "./chunk-HK67JKL6.js";
import "./chunk-456CERQI.js";
import "./chunk-SEWDMQ6Q.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
