import {
  displayPath,
  progressEvery,
  validateCheck
} from "./chunk-PFMXGLII.js";
import "./chunk-B5BVYEFZ.js";
import "./chunk-QDSMNUVR.js";
import "./chunk-6FXMO5UK.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-Y5M4VGX2.js";
import "./chunk-HAYUBLVB.js";
import "./chunk-SYX7QW7L.js";
import "./chunk-CSV4BIVI.js";
import "./chunk-UP5OX67O.js";
import "./chunk-OFTOW6AO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-HYL6TTCC.js";
import "./chunk-MO33OSXX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-OLCU762N.js";
import "./chunk-456CERQI.js";
import "./chunk-H5JU3VQ3.js";
import "./chunk-DCETX67J.js";
import "./chunk-AY53CZXU.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  displayPath,
  progressEvery,
  validateCheck
};
