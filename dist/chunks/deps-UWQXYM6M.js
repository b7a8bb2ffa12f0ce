import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-7RMARNIO.js";
import "./chunk-N7BXPKFC.js";
import "./chunk-RCR2HQKZ.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-64W7YKH4.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-PTZGBBIM.js";
import "./chunk-6DICFFOT.js";
import "./chunk-T2SUS7WR.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
