import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-EDPUQHFF.js";
import "./chunk-6Q23JO5N.js";
import "./chunk-RYOSXF56.js";
import "./chunk-CK2YQOCC.js";
import "./chunk-UP5OX67O.js";
import "./chunk-XA4T3SJO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-CIKIBEBP.js";
import "./chunk-I2XGUWJN.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
