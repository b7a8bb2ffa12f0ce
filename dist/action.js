import {
  startAction
} from "./chunks/chunk-PIHS2PUJ.js";
import "./chunks/chunk-LB67NYHI.js";
import "./chunks/chunk-KIZ6KU7F.js";
export {
  startAction
};
