import {
  startAction
} from "./chunks/chunk-XRL6CSYK.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
