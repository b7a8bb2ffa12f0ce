import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-FJGK5UCM.js";
import "./chunk-4HGBNROI.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-4FUATO47.js";
export {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
};
