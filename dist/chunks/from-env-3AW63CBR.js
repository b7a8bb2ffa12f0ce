import {
  createGitHubApiFromEnv
} from "./chunk-YRX772YE.js";
import "./chunk-SEWDMQ6Q.js";
export {
  createGitHubApiFromEnv
};
