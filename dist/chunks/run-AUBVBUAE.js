import {
  discoverEnvRoots,
  environmentFile,
  findingsOf,
  forEachStaticResult,
  runStaticValidation
} from "./chunk-GK2WTK46.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-N7Z23JXE.js";
import "./chunk-RCR2HQKZ.js";
import "./chunk-N7BXPKFC.js";
import "./chunk-HKUFRFMI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-64W7YKH4.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-VXUJQ5VL.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-T2SUS7WR.js";
import "./chunk-456CERQI.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  discoverEnvRoots,
  environmentFile,
  findingsOf,
  forEachStaticResult,
  runStaticValidation
};
