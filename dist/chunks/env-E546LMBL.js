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
} from "./chunk-KWBCTZ6Z.js";
import "./chunk-2AJRLDHE.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-FXLH7F47.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";
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
