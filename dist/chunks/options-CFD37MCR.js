import {
  OptionError,
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy,
  parseValidateOptions
} from "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-SEWDMQ6Q.js";
export {
  OptionError,
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy,
  parseValidateOptions
};
