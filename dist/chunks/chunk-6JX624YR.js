// src/engine/clock.ts
var monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

export {
  monotonicMs
};
