import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  discoverEnvRoots,
  findingsOf,
  forEachStaticResult,
  runStaticValidation
} from "./chunk-LSIDN25S.js";
import "./chunk-LEJCOHJO.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-JFD42TLP.js";
import "./chunk-4SBZ7GUR.js";
import "./chunk-G2WUBPTB.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-U2XRKHS4.js";
import "./chunk-O4DEDFER.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-I76G63RO.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4F4245D5.js";
import "./chunk-BYGI7NJG.js";
import "./chunk-4FUATO47.js";
export {
  discoverEnvRoots,
  findingsOf,
  forEachStaticResult,
  runStaticValidation
};
