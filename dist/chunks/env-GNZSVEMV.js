import {
  EnvContext,
  codingDeclaration,
  globsMatcher,
  lineAtOffset,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-XA4T3SJO.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-XPOUDGAE.js";
import "./chunk-I2XGUWJN.js";
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
