import {
  displayPath,
  progressEvery,
  validateCheck
} from "./chunk-7V6NTATH.js";
import "./chunk-FNELMLT4.js";
import "./chunk-LFVSDWGR.js";
import "./chunk-SSOAITD3.js";
import "./chunk-FMXEJPK7.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-BVQTXXQ5.js";
import "./chunk-BTDOCTY3.js";
import "./chunk-RYOSXF56.js";
import "./chunk-CK2YQOCC.js";
import "./chunk-UP5OX67O.js";
import "./chunk-RUXVKLK7.js";
import "./chunk-XKXAFS2E.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-DN6T6PYN.js";
import "./chunk-OLCU762N.js";
import "./chunk-RNNU4FJN.js";
import "./chunk-CIKIBEBP.js";
import "./chunk-I2XGUWJN.js";
import "./chunk-SEWDMQ6Q.js";
export {
  displayPath,
  progressEvery,
  validateCheck
};
