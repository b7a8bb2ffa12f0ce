import {
  createGitHubApiFromEnv
} from "./chunk-YVXXG4DL.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
