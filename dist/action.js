import {
  startAction
} from "./chunks/chunk-4OV64I7D.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
