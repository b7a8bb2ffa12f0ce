import {
  createGitHubApiFromEnv
} from "./chunk-NFR23QT6.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
