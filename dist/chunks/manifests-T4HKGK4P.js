import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-R5QHAWG6.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-O4DEDFER.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZSSYYET6.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-I76G63RO.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-NEL46G6Q.js";
import "./chunk-4F4245D5.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-4FUATO47.js";
export {
  changedFirst,
  manifestRules,
  manifestsCheck
};
