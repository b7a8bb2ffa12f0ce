import {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-OFTOW6AO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-6DICFFOT.js";
import "./chunk-AY53CZXU.js";
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
