import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  changedFirst,
  manifestRules,
  manifestsCheck
} from "./chunk-UGYVI6Q6.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-JN7HCGXL.js";
import "./chunk-OWVFJM2X.js";
import "./chunk-I3UXLPZI.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-X7HWEDGF.js";
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
