import {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-RMSOVMM7.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-4TIKK3ZB.js";
import "./chunk-FWSJBTWG.js";
import "./chunk-SEWDMQ6Q.js";
export {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
};
