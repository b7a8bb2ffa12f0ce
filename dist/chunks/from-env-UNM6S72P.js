import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  createGitHubApiFromEnv
} from "./chunk-URDN6SVW.js";
import "./chunk-RKJEQE2H.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  createGitHubApiFromEnv
};
