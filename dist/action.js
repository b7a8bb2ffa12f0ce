import {
  startAction
} from "./chunks/chunk-GBLZB6BP.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
