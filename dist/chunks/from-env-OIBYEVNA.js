import {
  createGitHubApiFromEnv
} from "./chunk-XKLMVAPU.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
