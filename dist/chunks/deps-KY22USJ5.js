import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-EWSWVQSL.js";
import "./chunk-SHXTGGJ6.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-46KFYCOT.js";
import "./chunk-UP5OX67O.js";
import "./chunk-JT4SAXST.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-AY53CZXU.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
