// src/engine/fingerprint.ts
import { createRequire } from "node:module";
var createHash;
function fingerprint(rule, file, key) {
  const normalizedKey = key.replace(/\s+/g, " ").trim();
  createHash ??= createRequire(import.meta.url)("node:crypto").createHash;
  return createHash("sha256").update(`${rule}\0${file}\0${normalizedKey}`).digest("hex").slice(0, 32);
}

export {
  fingerprint
};
