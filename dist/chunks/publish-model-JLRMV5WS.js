import {
  checkEntry,
  detectGit,
  loadConfig,
  mergeCheckOptions,
  optInRulesOff,
  ruleSettings
} from "./chunk-VLOJNQMP.js";
import "./chunk-OBKECGMW.js";
import "./chunk-6JX624YR.js";
import {
  parseReviewOptions
} from "./chunk-7ACHR5O7.js";
import "./chunk-HZI53OYN.js";
import "./chunk-CAQTQBAS.js";
import "./chunk-G4GK4AQJ.js";
import "./chunk-XOQT5AGB.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-ZKRAT4SF.js";
import "./chunk-42E6DO7S.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-H3ZTQHZ5.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";

// src/action/publish-model.ts
function publishModelPass(settings, env, api, logger) {
  return async (publication) => {
    const config = await loadConfig(settings);
    const optionsOf = (id) => mergeCheckOptions(checkEntry(id), config.options[id], settings.checkOptions[id]);
    const options = parseReviewOptions(optionsOf("review"));
    if (options.llm.mode === "off") return void 0;
    const rules = ruleSettings(config, optInRulesOff(optionsOf));
    const { publishedModelPass } = await import("./publish-LUTQCYOB.js");
    return publishedModelPass({
      api,
      artifact: publication.artifact,
      pullNumber: publication.pullNumber,
      options,
      git: await detectGit(settings.root),
      logger,
      severityOf: rules.severityOf,
      ruleOff: rules.ruleOff,
      env
    });
  };
}
export {
  publishModelPass
};
