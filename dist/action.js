import {
  startAction
} from "./chunks/chunk-3UPKM4OZ.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
