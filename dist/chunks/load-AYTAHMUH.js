import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-NS5P6XER.js";
import "./chunk-4Y4ZD6HL.js";
import "./chunk-YGCRCGPR.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-JBJJNFC3.js";
import "./chunk-D4NEWJ47.js";
import "./chunk-HK67JKL6.js";
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
