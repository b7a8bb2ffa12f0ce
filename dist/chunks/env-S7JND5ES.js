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
} from "./chunk-V2E3RBUP.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-YHG43ED4.js";
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
