import {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-64W7YKH4.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-T2SUS7WR.js";
import "./chunk-OXMKZMOM.js";
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
