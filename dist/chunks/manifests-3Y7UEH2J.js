import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-KKDUU47D.js";
import "./chunk-5THOK6YE.js";
import "./chunk-YK7FR5GS.js";
import "./chunk-TR3B4RKM.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
