import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/engine/yaml-duplicate-key.ts
var import_yaml = __toESM(require_dist(), 1);
function firstDuplicateKey(doc) {
  let found;
  (0, import_yaml.visit)(doc, {
    Map(_, map) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of map.items) {
        const key = (0, import_yaml.isScalar)(pair.key) ? pair.key.value : pair.key ?? null;
        if (seen.has(key)) {
          found = (0, import_yaml.isNode)(pair.key) ? pair.key.range?.[0] : map.range?.[0];
          return import_yaml.visit.BREAK;
        }
        seen.add(key);
      }
      return void 0;
    }
  });
  return found;
}

export {
  firstDuplicateKey
};
