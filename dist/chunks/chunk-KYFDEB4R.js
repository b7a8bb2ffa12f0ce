import {
  isSecretName
} from "./chunk-JRTPWSBC.js";

// src/process/token-kinds.ts
var TOKEN_KINDS = [
  { kind: "Hugging Face token", regex: /\bhf_[A-Za-z0-9]{30,}\b/g, prefixLength: 3 },
  { kind: "GitHub token", regex: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g, prefixLength: 4 },
  { kind: "GitHub fine-grained token", regex: /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g, prefixLength: 11 },
  { kind: "Anthropic API key", regex: /\bsk-ant-[A-Za-z0-9_-]{20,}/g, prefixLength: 7 },
  { kind: "OpenAI-style API key", regex: /\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, prefixLength: 3 },
  { kind: "AWS access key id", regex: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, prefixLength: 4 },
  { kind: "private key block", regex: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----/g, prefixLength: 0 }
];

// src/process/redact.ts
var registered = /* @__PURE__ */ new Set();
function registerSecret(value) {
  if (value && value.trim().length >= 4) registered.add(value.trim());
}
function environmentSecrets(env) {
  const values = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.trim().length < 8 || !isSecretName(name)) continue;
    if (name.startsWith("INPUT_") && !/TOKEN|KEY|SECRET|PASSWORD/i.test(name.slice(6))) continue;
    values.push(value.trim());
  }
  return values;
}
function redactSecrets(text, env = process.env) {
  let out = text;
  const known = [.../* @__PURE__ */ new Set([...registered, ...environmentSecrets(env)])].sort((a, b) => b.length - a.length);
  for (const secret of known) out = out.split(secret).join("***");
  for (const { regex } of TOKEN_KINDS) out = out.replace(new RegExp(regex.source, regex.flags), "***");
  return out;
}

export {
  TOKEN_KINDS,
  registerSecret,
  redactSecrets
};
