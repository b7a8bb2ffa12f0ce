import {
  checkDeps,
  checkLockInSync,
  isPinnedArg,
  pipInstall
} from "./chunk-LO54NQEH.js";
import "./chunk-3COVKHEO.js";
import "./chunk-HTJAZINC.js";
import "./chunk-3XMZHRCS.js";
import "./chunk-UP5OX67O.js";
import "./chunk-PQRYFYK2.js";
import "./chunk-2AJRLDHE.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-QY7DFOYS.js";
import "./chunk-ZKRPY4GT.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
export {
  checkDeps,
  checkLockInSync,
  isPinnedArg,
  pipInstall
};
