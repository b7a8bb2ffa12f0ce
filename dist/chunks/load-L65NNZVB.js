import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-GC5EIJVP.js";
import "./chunk-V5WMJ7D3.js";
import "./chunk-YGCRCGPR.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-JBJJNFC3.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  CRITICAL_KEYS,
  CURRENT_FORMAT_KEYS,
  loadOpenEnvManifest,
  pythonRepr,
  recogniseFormat
};
