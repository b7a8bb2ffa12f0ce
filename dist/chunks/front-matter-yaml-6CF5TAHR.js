import {
  firstDuplicateKey
} from "./chunk-5FO6HFHL.js";
import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/front-matter-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
function parseFrontMatterYaml(text) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { uniqueKeys: false, lineCounter });
  const duplicate = firstDuplicateKey(doc);
  const firstError = doc.errors[0];
  if (duplicate !== void 0 && (firstError === void 0 || duplicate < firstError.pos[0])) {
    const { line, col } = lineCounter.linePos(duplicate);
    throw new import_yaml.YAMLParseError([duplicate, duplicate + 1], "DUPLICATE_KEY", `Map keys must be unique at line ${line}, column ${col}`);
  }
  if (firstError) throw firstError;
  return doc.toJS({ maxAliasCount: 50 });
}
export {
  parseFrontMatterYaml
};
