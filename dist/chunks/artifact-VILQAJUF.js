import {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
} from "./chunk-X4TLMIEK.js";
import "./chunk-7IIYGDO7.js";
import "./chunk-NO5C67FT.js";
import "./chunk-OLCU762N.js";
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
