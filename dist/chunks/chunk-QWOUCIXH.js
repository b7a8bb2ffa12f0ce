// src/version.ts
var VERSION = true ? "0.1.0" : packageVersion();

export {
  VERSION
};
