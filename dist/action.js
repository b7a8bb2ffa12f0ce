import {
  startAction
} from "./chunks/chunk-X6W72XR7.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
