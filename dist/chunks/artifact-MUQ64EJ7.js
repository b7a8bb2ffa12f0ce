import {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
} from "./chunk-LPHEOZDT.js";
import "./chunk-7NSNNJ4Z.js";
import "./chunk-FYE74KMA.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
};
