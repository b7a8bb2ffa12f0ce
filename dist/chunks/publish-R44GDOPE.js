import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-ZQSLELBO.js";
import "./chunk-HRKOJF32.js";
import "./chunk-H3ZTQHZ5.js";
import "./chunk-A6W4A4K3.js";
import "./chunk-MIRMWN5Y.js";
import "./chunk-FNXKRO2Y.js";
import "./chunk-53LLQZFH.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
export {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
