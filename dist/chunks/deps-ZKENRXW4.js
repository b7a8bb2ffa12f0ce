import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-N7Z23JXE.js";
import "./chunk-RCR2HQKZ.js";
import "./chunk-N7BXPKFC.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-64W7YKH4.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-T2SUS7WR.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
