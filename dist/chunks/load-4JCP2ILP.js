import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-TLRVDIHD.js";
import "./chunk-IKMG4IAB.js";
import "./chunk-YGCRCGPR.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-JBJJNFC3.js";
import "./chunk-BGGAN3MT.js";
import "./chunk-URORLO5S.js";
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
