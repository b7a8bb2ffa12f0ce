import {
  startAction
} from "./chunks/chunk-I7K3ZZC3.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
