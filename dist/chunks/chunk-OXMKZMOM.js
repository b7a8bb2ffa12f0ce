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
function firstCodePoints(text, count) {
  if (text.length <= count) return text;
  let at = 0;
  for (let n = 0; n < count && at < text.length; n++) {
    at += isHighSurrogate(text.charCodeAt(at)) && at + 1 < text.length && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
  }
  return text.slice(0, at);
}
function clipCodePoints(text, max, ellipsis = "\u2026") {
  const kept = firstCodePoints(text, max);
  if (kept.length === text.length) return text;
  return `${firstCodePoints(kept, Math.max(0, max - [...ellipsis].length))}${ellipsis}`;
}

export {
  trimTrailing,
  trailingRun,
  splitLines,
  firstCodePoints,
  clipCodePoints
};
