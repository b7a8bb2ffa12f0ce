import {
  createGitHubApiFromEnv
} from "./chunk-746V2GVA.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
