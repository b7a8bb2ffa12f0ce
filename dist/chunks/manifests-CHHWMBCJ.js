import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-PJD2OAGP.js";
import "./chunk-WVCZUFN6.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-E5OHWI54.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-TPZLPFKZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-QGOHRPHV.js";
import "./chunk-4FUATO47.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
