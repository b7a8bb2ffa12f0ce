import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);

// src/engine/errors.ts
var UserError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UserError";
  }
};

export {
  UserError
};
