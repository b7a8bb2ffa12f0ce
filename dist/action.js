import {
  startAction
} from "./chunks/chunk-L66G3HFZ.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
