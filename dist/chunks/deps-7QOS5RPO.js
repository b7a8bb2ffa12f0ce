import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-Y5M4VGX2.js";
import "./chunk-HAYUBLVB.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-OFTOW6AO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-AY53CZXU.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
