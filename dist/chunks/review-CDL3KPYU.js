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
} from "./chunk-CXRXPOLG.js";
import "./chunk-ESU7O5VD.js";
import "./chunk-EKWLRYQP.js";
import "./chunk-HGCU5K2I.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-KRZA36WB.js";
import "./chunk-Z3EOARNG.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-YK7FR5GS.js";
import "./chunk-TR3B4RKM.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-SYGEGTLK.js";
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
