import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-4PVZOWGE.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-S2SG5J2X.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
