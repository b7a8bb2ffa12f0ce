import {
  startAction
} from "./chunks/chunk-CIV56RX5.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
