import {
  discoverEnvRoots,
  environmentFile,
  findingsOf,
  forEachStaticResult,
  runStaticValidation,
  staticFindingFile
} from "./chunk-JNP7RMSC.js";
import "./chunk-APVIE4IX.js";
import "./chunk-533CT4FO.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-ZBVNIRW7.js";
import "./chunk-3COVKHEO.js";
import "./chunk-MMJAL3D7.js";
import "./chunk-XKYF2WI5.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-UP5OX67O.js";
import "./chunk-L4EESXOX.js";
import "./chunk-FLCBFKBD.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-HQHWVO6G.js";
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
