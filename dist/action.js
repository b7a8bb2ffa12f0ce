import {
  startAction
} from "./chunks/chunk-VH4NPQ2I.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
