import {
  EnvContext,
  MAX_TEXT_BYTES,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-CGSRMM6I.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";
export {
  EnvContext,
  MAX_TEXT_BYTES,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
};
