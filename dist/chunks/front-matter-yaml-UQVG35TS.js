import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-7U3IUQLA.js";
import {
  __toESM
} from "./chunk-4FUATO47.js";

// src/checks/validate/static/front-matter-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
function parseFrontMatterYaml(text) {
  return (0, import_yaml.parse)(text, { maxAliasCount: 50 });
}
export {
  parseFrontMatterYaml
};
