import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-5OUUKTCD.js";
import "./chunk-N4UB3ISQ.js";
import "./chunk-UERO5EM6.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-OE7CSDRE.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-Z2D7RLZ5.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-YF2UHRRS.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
