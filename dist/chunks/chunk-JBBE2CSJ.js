import {
  clipText
} from "./chunk-CX2PQOLX.js";

// src/engine/error-body.ts
var ERROR_BODY_CHARACTERS = 300;
var ERROR_BODY_BYTES = 4 * ERROR_BODY_CHARACTERS;
function errorBodyExcerpt(body, limit = ERROR_BODY_CHARACTERS) {
  const head = body.length > limit * 4 ? body.slice(0, limit * 4) : body;
  return clipText(head.replace(/\s+/g, " ").trim(), limit);
}

export {
  ERROR_BODY_BYTES,
  errorBodyExcerpt
};
