import {
  startAction
} from "./chunks/chunk-4CGXH6N7.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
