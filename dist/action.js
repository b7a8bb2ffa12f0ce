import {
  startAction
} from "./chunks/chunk-3JWU3D6W.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-SEWDMQ6Q.js";
export {
  startAction
};
