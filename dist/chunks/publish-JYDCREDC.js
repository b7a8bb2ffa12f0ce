import {
  COMMENT_FOOTER,
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-3NUER2A6.js";
import "./chunk-4CAIBEGA.js";
import "./chunk-YO7FRLF3.js";
import "./chunk-A6W4A4K3.js";
import "./chunk-MIRMWN5Y.js";
import "./chunk-FNXKRO2Y.js";
import "./chunk-53LLQZFH.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-5QFY4CGT.js";
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
