import {
  OptionError,
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy,
  parseValidateOptions
} from "./chunk-6IYMTZNY.js";
import "./chunk-DCETX67J.js";
import "./chunk-SEWDMQ6Q.js";
export {
  OptionError,
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy,
  parseValidateOptions
};
