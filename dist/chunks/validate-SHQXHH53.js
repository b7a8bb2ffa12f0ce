import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  displayPath,
  progressEvery,
  validateCheck
} from "./chunk-F6GZB2XF.js";
import "./chunk-V557AIXV.js";
import "./chunk-EWPO6GRO.js";
import "./chunk-BM4F2NEP.js";
import "./chunk-23OVOD77.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-SVMG2LLU.js";
import "./chunk-IUJP2HYR.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-FJGK5UCM.js";
import "./chunk-QUYFYUBT.js";
import "./chunk-4HGBNROI.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-U2XRKHS4.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-TSSCCVV2.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-N7YIIGL7.js";
import "./chunk-4FUATO47.js";
export {
  displayPath,
  progressEvery,
  validateCheck
};
