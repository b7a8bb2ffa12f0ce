import {
  createGitHubApiFromEnv
} from "./chunk-JKAOH7OZ.js";
import "./chunk-KIZ6KU7F.js";
export {
  createGitHubApiFromEnv
};
