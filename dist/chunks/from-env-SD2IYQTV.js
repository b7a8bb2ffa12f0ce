import {
  createGitHubApiFromEnv
} from "./chunk-JSTQWEGX.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
