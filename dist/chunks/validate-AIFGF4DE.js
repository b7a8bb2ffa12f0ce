import {
  displayPath,
  isRuntimeFinding,
  progressEvery,
  touchedRoots,
  validateCheck
} from "./chunk-WAFUZE76.js";
import "./chunk-GEB7PISZ.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-CJIJWM3W.js";
import "./chunk-BYPPOLH3.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-5OUUKTCD.js";
import "./chunk-N4UB3ISQ.js";
import "./chunk-UERO5EM6.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-OE7CSDRE.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-Z2D7RLZ5.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-LSNOSI3B.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-YF2UHRRS.js";
import "./chunk-MIRMWN5Y.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  displayPath,
  isRuntimeFinding,
  progressEvery,
  touchedRoots,
  validateCheck
};
