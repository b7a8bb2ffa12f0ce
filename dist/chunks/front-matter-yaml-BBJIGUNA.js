import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/front-matter-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
function parseFrontMatterYaml(text) {
  return (0, import_yaml.parse)(text, { maxAliasCount: 50 });
}
export {
  parseFrontMatterYaml
};
