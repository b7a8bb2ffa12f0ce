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
} from "./chunk-OR5BXKUJ.js";
import "./chunk-L2OZPV3W.js";
import "./chunk-WMILA5CM.js";
import "./chunk-UMHPLTNV.js";
import "./chunk-3KBUEVD4.js";
import "./chunk-4PVZOWGE.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-URNNUJXC.js";
import "./chunk-TC2LQV33.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-7NF6D34X.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-S2SG5J2X.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-4LHKLWYZ.js";
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
