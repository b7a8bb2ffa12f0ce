import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  startAction
} from "./chunks/chunk-Q45UHJ7B.js";
import "./chunks/chunk-I3THOZNH.js";
import "./chunks/chunk-4FUATO47.js";
export {
  startAction
};
