import type { ReviewRule } from '../context.js';
import { scannedLines, scannedTextMatches } from '../diff.js';
import { TOKEN_KINDS } from '../../../process/token-kinds.js';

// The token shapes live in the process layer, which redacts them from child output too: one list.
export { TOKEN_KINDS };

/** Cheap pre-filter: every token kind contains one of these. */
const MAYBE_SECRET = /hf_|gh[pousr]_|github_pat_|sk-|AKIA|ASIA|PRIVATE KEY/;

const PLACEHOLDER = /x{4,}|X{4,}|\*{3,}|\.{3}|<|your|example|dummy|fake|placeholder|redacted|changeme|0{8,}|1234567|abcdef/i;

function looksReal(kind: string, secret: string): boolean {
  if (kind === 'private key block') return true;
  if (PLACEHOLDER.test(secret)) return false;
  const body = secret.replace(/^[a-z]+[-_](?:[a-z]+[-_])?/i, '');
  // Random material mixes letters and digits; `sk-this-is-not-a-key` style text does not.
  return /[0-9]/.test(body) && /[A-Za-z]/.test(body);
}

/** Never show a secret: its kind, its public prefix and its length are enough to find and revoke it. */
export function maskSecret(secret: string, prefixLength: number): string {
  if (prefixLength === 0) return secret.replace(/[^-A-Z ]/g, '');
  return `${secret.slice(0, prefixLength)}${'*'.repeat(4)} (${secret.length} characters)`;
}

export const credentialToken: ReviewRule = {
  id: 'review/credential-token',
  description: 'Token-shaped secret (Hugging Face, GitHub, OpenAI/Anthropic, AWS, private key) in the change, notebooks included.',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      // Every token kind contains one of MAYBE_SECRET's words (and none spans lines): one regex over the text first.
      if (file.status === 'deleted' || file.binary || !scannedTextMatches(file, MAYBE_SECRET)) continue;
      for (const { line, text } of scannedLines(file)) {
        if (text.length > 20000) continue; // minified blobs: too costly to scan line by line, and not hand-written
        if (!MAYBE_SECRET.test(text)) continue;
        for (const { kind, regex, prefixLength } of TOKEN_KINDS) {
          for (const match of text.matchAll(regex)) {
            const secret = match[0];
            if (!looksReal(kind, secret)) continue;
            report({
              file: file.path,
              line,
              column: (match.index ?? 0) + 1,
              message: `${kind} ${maskSecret(secret, prefixLength)} committed in the change. Revoke it now (it is in the branch history even after a fix), remove it, and read it from an environment variable or a secret store instead.`,
              key: `${kind}:${secret}`,
            });
          }
        }
      }
    }
  },
};
