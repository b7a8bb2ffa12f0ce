import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  displayPath,
  validateCheck
} from "./chunk-TRZMWQHZ.js";
import "./chunk-URNNUJXC.js";
import "./chunk-3JQEH2EV.js";
import "./chunk-TC2LQV33.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-7NF6D34X.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-S2SG5J2X.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-ADUWDFRZ.js";
import "./chunk-5GAVVPSD.js";
import "./chunk-4LHKLWYZ.js";
import "./chunk-4FUATO47.js";
export {
  displayPath,
  validateCheck
};
