// src/engine/fingerprint.ts
import { createRequire } from "node:module";
var crypto;
function fingerprint(rule, file, key) {
  const normalizedKey = key.replace(/\s+/g, " ").trim();
  crypto ??= createRequire(import.meta.url)("node:crypto");
  const text = `${rule}\0${file}\0${normalizedKey}`;
  return crypto.hash("sha256", text, "hex").slice(0, 32);
}

export {
  fingerprint
};
