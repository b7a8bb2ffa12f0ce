import {
  EnvContext,
  MAX_TEXT_BYTES,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  lineOfLineStarting,
  utf8Problem
} from "./chunk-OE7CSDRE.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-Z2D7RLZ5.js";
import "./chunk-YF2UHRRS.js";
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
  lineOfLineStarting,
  utf8Problem
};
