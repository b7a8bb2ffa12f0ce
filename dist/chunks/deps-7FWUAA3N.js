import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-SVMG2LLU.js";
import "./chunk-IUJP2HYR.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-FJGK5UCM.js";
import "./chunk-4HGBNROI.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4FUATO47.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
