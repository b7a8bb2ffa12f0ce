import {
  checkEntry,
  detectGit,
  loadConfig,
  mergeCheckOptions,
  optInRulesOff,
  ruleSettings
} from "./chunk-ZAKEZ54O.js";
import "./chunk-OBKECGMW.js";
import {
  parseReviewOptions
} from "./chunk-4NTODO6U.js";
import "./chunk-HZI53OYN.js";
import "./chunk-CAQTQBAS.js";
import "./chunk-KS4QODSP.js";
import "./chunk-J4A7NE4O.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-N4UB3ISQ.js";
import "./chunk-2AJRLDHE.js";
import "./chunk-LSNOSI3B.js";
import "./chunk-FXLH7F47.js";
import "./chunk-YO7FRLF3.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-HQHWVO6G.js";
import "./chunk-5QFY4CGT.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-KIZ6KU7F.js";

// src/action/publish-model.ts
function publishModelPass(settings, env, api, logger) {
  return async (publication) => {
    const config = await loadConfig(settings);
    const optionsOf = (id) => mergeCheckOptions(checkEntry(id), config.options[id], settings.checkOptions[id]);
    const options = parseReviewOptions(optionsOf("review"));
    if (options.llm.mode === "off") return void 0;
    const rules = ruleSettings(config, optInRulesOff(optionsOf));
    const { publishedModelPass } = await import("./publish-KKSVNVXX.js");
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
