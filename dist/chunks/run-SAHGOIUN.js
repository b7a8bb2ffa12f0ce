import {
  discoverEnvRoots,
  environmentFile,
  findingsOf,
  forEachStaticResult,
  runStaticValidation,
  staticFindingFile
} from "./chunk-5ZKDT2GC.js";
import "./chunk-ZKRAT4SF.js";
import "./chunk-533CT4FO.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-NEFMONKN.js";
import "./chunk-42E6DO7S.js";
import "./chunk-HSGSYT45.js";
import "./chunk-XKYF2WI5.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-UP5OX67O.js";
import "./chunk-L4EESXOX.js";
import "./chunk-V2E3RBUP.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  discoverEnvRoots,
  environmentFile,
  findingsOf,
  forEachStaticResult,
  runStaticValidation,
  staticFindingFile
};
