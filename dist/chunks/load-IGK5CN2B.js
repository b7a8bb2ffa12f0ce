import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-D472CRGO.js";
import "./chunk-G4WYVWUB.js";
import "./chunk-YGCRCGPR.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-JBJJNFC3.js";
import "./chunk-T2SUS7WR.js";
import "./chunk-BAEXF6S7.js";
import "./chunk-HK67JKL6.js";
import "./chunk-456CERQI.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  CRITICAL_KEYS,
  CURRENT_FORMAT_KEYS,
  loadOpenEnvManifest,
  pythonRepr,
  recogniseFormat
};
