import {
  createGitHubApiFromEnv
} from "./chunk-4PSYOUWE.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
