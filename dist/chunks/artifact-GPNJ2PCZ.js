import {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
} from "./chunk-FYX7YVLD.js";
import "./chunk-O3XAIMNO.js";
import "./chunk-NO5C67FT.js";
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
