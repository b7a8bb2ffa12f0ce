import {
  startAction
} from "./chunks/chunk-G2H5XCGR.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
