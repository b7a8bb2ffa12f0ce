import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  EnvContext,
  codingDeclaration,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-4SBZ7GUR.js";
import "./chunk-G2WUBPTB.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4FUATO47.js";
export {
  EnvContext,
  codingDeclaration,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
};
