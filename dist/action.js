import {
  startAction
} from "./chunks/chunk-ZL32S5E7.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
