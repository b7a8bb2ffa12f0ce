import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-PYSNX4Z2.js";
import "./chunk-7U3IUQLA.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-TSSCCVV2.js";
import "./chunk-V2MFS4YC.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-ACIKRLL7.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-N7YIIGL7.js";
import "./chunk-4FUATO47.js";
export {
  CRITICAL_KEYS,
  CURRENT_FORMAT_KEYS,
  loadOpenEnvManifest,
  pythonRepr,
  recogniseFormat
};
