import {
  startAction
} from "./chunks/chunk-FTRCABEH.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
