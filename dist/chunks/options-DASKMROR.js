import {
  OptionError,
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy,
  parseValidateOptions
} from "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-KIZ6KU7F.js";
export {
  OptionError,
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy,
  parseValidateOptions
};
