import {
  discoverEnvRoots,
  findingsOf,
  forEachStaticResult,
  runStaticValidation
} from "./chunk-H2VYVJYV.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-EDPUQHFF.js";
import "./chunk-6Q23JO5N.js";
import "./chunk-RYOSXF56.js";
import "./chunk-CK2YQOCC.js";
import "./chunk-UP5OX67O.js";
import "./chunk-XA4T3SJO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-MO33OSXX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-RNNU4FJN.js";
import "./chunk-DCETX67J.js";
import "./chunk-CIKIBEBP.js";
import "./chunk-I2XGUWJN.js";
import "./chunk-SEWDMQ6Q.js";
export {
  discoverEnvRoots,
  findingsOf,
  forEachStaticResult,
  runStaticValidation
};
