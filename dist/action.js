import {
  startAction
} from "./chunks/chunk-TT4YYZK2.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
