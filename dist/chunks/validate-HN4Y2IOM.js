import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  displayPath,
  validateCheck
} from "./chunk-N6NHVVB2.js";
import "./chunk-OTIZDX6K.js";
import "./chunk-ESU7O5VD.js";
import "./chunk-EKWLRYQP.js";
import "./chunk-SHYJRBA7.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-Z3EOARNG.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-5THOK6YE.js";
import "./chunk-TR3B4RKM.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  displayPath,
  validateCheck
};
