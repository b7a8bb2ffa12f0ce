import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
} from "./chunk-TRAJMROU.js";
import "./chunk-BUCIOU3M.js";
import "./chunk-RKJEQE2H.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-QGOHRPHV.js";
import "./chunk-4FUATO47.js";
export {
  commentBody,
  publishComment,
  publishTrackingIssue,
  runUrl
};
