import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  createGitHubApiFromEnv
} from "./chunk-7QUPF4N5.js";
import "./chunk-RKJEQE2H.js";
import "./chunk-4FUATO47.js";
export {
  createGitHubApiFromEnv
};
