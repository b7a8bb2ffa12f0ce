import {
  checkDeps,
  checkLockInSync,
  isPinnedArg,
  pipInstall
} from "./chunk-UCROBEVZ.js";
import "./chunk-N4UB3ISQ.js";
import "./chunk-TZYK4SDU.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-25AEPX7I.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-FXLH7F47.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg,
  pipInstall
};
