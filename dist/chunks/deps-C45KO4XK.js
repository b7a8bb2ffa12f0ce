import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-TXM5QC4U.js";
import "./chunk-2TOLCZUB.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-X4YT33IN.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-AY53CZXU.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
