import {
  startAction
} from "./chunks/chunk-A7ECTI53.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
