import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-4RWTU6IG.js";
import "./chunk-LRPQHGLQ.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-524MJLF5.js";
import "./chunk-G2WUBPTB.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4FUATO47.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
