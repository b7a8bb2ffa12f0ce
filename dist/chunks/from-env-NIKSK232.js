import {
  createGitHubApiFromEnv
} from "./chunk-M2XO77K2.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
