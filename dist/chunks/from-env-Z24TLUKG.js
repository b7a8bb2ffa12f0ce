import {
  createGitHubApiFromEnv
} from "./chunk-SZZKAA7C.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
