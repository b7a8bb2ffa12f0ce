import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  displayPath,
  progressEvery,
  validateCheck
} from "./chunk-V4IQPWJE.js";
import "./chunk-EWPO6GRO.js";
import "./chunk-DJSSJUIJ.js";
import "./chunk-23OVOD77.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-4RWTU6IG.js";
import "./chunk-LRPQHGLQ.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-524MJLF5.js";
import "./chunk-QUYFYUBT.js";
import "./chunk-G2WUBPTB.js";
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
