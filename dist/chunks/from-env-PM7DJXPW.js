import {
  createGitHubApiFromEnv
} from "./chunk-DG6XT5GU.js";
import "./chunk-KIZ6KU7F.js";
export {
  createGitHubApiFromEnv
};
