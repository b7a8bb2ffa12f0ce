// src/engine/text.ts
function trimTrailing(text, char) {
  let end = text.length;
  while (end > 0) {
    const pairStart = end >= 2 && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2));
    const width = pairStart ? 2 : 1;
    if (!char.test(text.slice(end - width, end))) break;
    end -= width;
  }
  return end === text.length ? text : text.slice(0, end);
}
function trailingRun(text, char) {
  return text.slice(trimTrailing(text, char).length);
}
function splitLines(text) {
  return text.includes("\r") ? text.split(/\r?\n/) : text.split("\n");
}
var isHighSurrogate = (code) => code >= 55296 && code <= 56319;
var isLowSurrogate = (code) => code >= 56320 && code <= 57343;

export {
  trimTrailing,
  trailingRun,
  splitLines
};
