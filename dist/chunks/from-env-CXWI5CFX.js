import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  createGitHubApiFromEnv
} from "./chunk-IBP25UHA.js";
import "./chunk-4FUATO47.js";
export {
  createGitHubApiFromEnv
};
