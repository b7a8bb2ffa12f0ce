import {
  checkDeps,
  checkLockInSync,
  isPinnedArg
} from "./chunk-AH4KC2PG.js";
import "./chunk-6TGPJPF6.js";
import "./chunk-GY4CD3JC.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-CGSRMM6I.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg
};
