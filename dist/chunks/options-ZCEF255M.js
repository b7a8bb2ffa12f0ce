import {
  OptionError,
  VALIDATE_OPTION_SPECS,
  parseValidateOptions
} from "./chunk-4T2CWKEI.js";
import "./chunk-DCETX67J.js";
import "./chunk-SEWDMQ6Q.js";
export {
  OptionError,
  VALIDATE_OPTION_SPECS,
  parseValidateOptions
};
