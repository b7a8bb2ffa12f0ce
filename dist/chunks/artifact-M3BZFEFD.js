import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
} from "./chunk-O272DR2M.js";
import "./chunk-RLFSMAZU.js";
import "./chunk-NEL46G6Q.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-4FUATO47.js";
export {
  MAX_ARTIFACT_BYTES,
  REVIEW_ARTIFACT_NAME,
  ReviewArtifactError,
  parseReviewArtifact,
  prepareReviewPublication,
  renderReviewArtifact,
  serializeReviewArtifact
};
