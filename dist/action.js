import {
  startAction
} from "./chunks/chunk-7H7LMRR6.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
