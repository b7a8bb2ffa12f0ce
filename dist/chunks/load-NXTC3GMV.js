import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-TET2HZRC.js";
import "./chunk-UMA4KYDT.js";
import "./chunk-YGCRCGPR.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-JBJJNFC3.js";
import "./chunk-B3QFBAES.js";
import "./chunk-LIG734A7.js";
import "./chunk-456CERQI.js";
import "./chunk-4TIKK3ZB.js";
import "./chunk-SEWDMQ6Q.js";
export {
  CRITICAL_KEYS,
  CURRENT_FORMAT_KEYS,
  loadOpenEnvManifest,
  pythonRepr,
  recogniseFormat
};
