import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  REVIEW_ARTIFACT_FILE,
  REVIEW_RULES,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  renderReviewMarkdown,
  reviewCheck,
  runReview,
  serializeReviewArtifact
} from "./chunk-ZCEIFEMR.js";
import "./chunk-G7DVSXYR.js";
import "./chunk-YNDOGZ72.js";
import "./chunk-UMHPLTNV.js";
import "./chunk-3KBUEVD4.js";
import "./chunk-PJD2OAGP.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-2TL647ED.js";
import "./chunk-TC2LQV33.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-7NF6D34X.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-E5OHWI54.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-TPZLPFKZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-QGOHRPHV.js";
import "./chunk-4FUATO47.js";
export {
  REVIEW_ARTIFACT_FILE,
  REVIEW_RULES,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  renderReviewMarkdown,
  reviewCheck,
  runReview,
  serializeReviewArtifact
};
