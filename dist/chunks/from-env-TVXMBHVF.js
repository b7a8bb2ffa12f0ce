import {
  createGitHubApiFromEnv
} from "./chunk-G5ARN45B.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
