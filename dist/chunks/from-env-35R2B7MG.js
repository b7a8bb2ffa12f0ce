import {
  createGitHubApiFromEnv
} from "./chunk-OYCMU6LH.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
