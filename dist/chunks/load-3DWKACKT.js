import {
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
} from "./chunk-NBP7E4FC.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-DLL57RMM.js";
import {
  CURRENT_FORMAT_KEYS,
  recogniseFormat
} from "./chunk-JBJJNFC3.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
export {
  CRITICAL_KEYS,
  CURRENT_FORMAT_KEYS,
  loadOpenEnvManifest,
  pythonRepr,
  recogniseFormat
};
