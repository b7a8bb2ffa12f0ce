import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-P2KCFAJI.js";
import "./chunk-ZSSYYET6.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-23OVOD77.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-NEL46G6Q.js";
import "./chunk-PYSNX4Z2.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-TSSCCVV2.js";
import "./chunk-V2MFS4YC.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-ACIKRLL7.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-N7YIIGL7.js";
import "./chunk-4FUATO47.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
