import {
  createGitHubApiFromEnv
} from "./chunk-ZPOTXX5T.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
