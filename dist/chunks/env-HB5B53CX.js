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
} from "./chunk-PQRYFYK2.js";
import "./chunk-2AJRLDHE.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-BFZOZURU.js";
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
