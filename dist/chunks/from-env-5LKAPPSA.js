import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  createGitHubApiFromEnv
} from "./chunk-ZE4SOTOF.js";
import "./chunk-4FUATO47.js";
export {
  createGitHubApiFromEnv
};
