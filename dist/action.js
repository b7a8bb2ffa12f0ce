import {
  startAction
} from "./chunks/chunk-MYS7I5FL.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
