import {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
} from "./chunk-2MBFVIUU.js";
import "./chunk-OA6KZAYZ.js";
import "./chunk-UNSG5UX7.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
export {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
};
