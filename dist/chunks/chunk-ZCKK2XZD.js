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
