import {
  createGitHubApiFromEnv
} from "./chunk-GB76ZX3X.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
