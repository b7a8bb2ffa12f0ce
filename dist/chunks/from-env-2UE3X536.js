import {
  createGitHubApiFromEnv
} from "./chunk-VCNMYX7M.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
