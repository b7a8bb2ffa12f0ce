import {
  startAction
} from "./chunks/chunk-X56JIF35.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
