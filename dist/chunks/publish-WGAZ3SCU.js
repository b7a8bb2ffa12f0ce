import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-MLGGD6FD.js";
import "./chunk-NKQDJ7NV.js";
import "./chunk-7UJHTY5R.js";
import "./chunk-FNXKRO2Y.js";
import "./chunk-53LLQZFH.js";
import "./chunk-OLCU762N.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-UEXAUQP2.js";
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
