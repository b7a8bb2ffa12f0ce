import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-J2F5VRNF.js";
import "./chunk-BTIXGNPA.js";
import "./chunk-A4PLFIMX.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-RMSOVMM7.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-PTZGBBIM.js";
import "./chunk-6DICFFOT.js";
import "./chunk-4TIKK3ZB.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
