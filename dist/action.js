import {
  startAction
} from "./chunks/chunk-5Q3O77KE.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
