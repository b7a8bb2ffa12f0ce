import {
  startAction
} from "./chunks/chunk-CSCLT7EV.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
