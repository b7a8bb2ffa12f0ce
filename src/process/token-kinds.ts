/**
 * Token shapes of the services OpenEnv environments talk to. Bodies are random, so placeholders are
 * skipped by their readers. One list for two readers: the review's `review/credential-token` rule
 * (src/checks/review/rules/credentials.ts) and the redaction of child output (src/process/redact.ts).
 * It lives in the process layer because that layer may import no check.
 */
export const TOKEN_KINDS: { kind: string; regex: RegExp; prefixLength: number }[] = [
  { kind: 'Hugging Face token', regex: /\bhf_[A-Za-z0-9]{30,}\b/g, prefixLength: 3 },
  { kind: 'GitHub token', regex: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g, prefixLength: 4 },
  { kind: 'GitHub fine-grained token', regex: /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g, prefixLength: 11 },
  { kind: 'Anthropic API key', regex: /\bsk-ant-[A-Za-z0-9_-]{20,}/g, prefixLength: 7 },
  { kind: 'OpenAI-style API key', regex: /\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, prefixLength: 3 },
  { kind: 'AWS access key id', regex: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, prefixLength: 4 },
  { kind: 'private key block', regex: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----/g, prefixLength: 0 },
];

