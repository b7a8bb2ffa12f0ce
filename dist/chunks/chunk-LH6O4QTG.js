import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : packageVersion();

export {
  VERSION
};
