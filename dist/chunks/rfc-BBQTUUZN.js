import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  RFC_RULES,
  rfcLintCheck
} from "./chunk-WMILA5CM.js";
import "./chunk-UMHPLTNV.js";
import "./chunk-3KBUEVD4.js";
import "./chunk-CH3CKMB2.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-7NF6D34X.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  RFC_RULES,
  rfcLintCheck
};
