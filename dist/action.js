import {
  startAction
} from "./chunks/chunk-G5336D3Y.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
