import { TOKEN_KINDS } from '../../../process/token-kinds.js';
import type { ReviewRule } from '../context.js';
import { scannedLines } from '../diff.js';

const TEMPLATE_SUFFIXES = new Set(['example', 'sample', 'template', 'dist', 'defaults', 'default', 'tmpl', 'tpl']);

export function isDotEnvFile(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base === '.env') return true;
  const match = /^\.env\.(.+)$/.exec(base) ?? /^(?:.+)\.env$/.exec(base);
  if (!match) return false;
  const suffix = (match[1] ?? '').toLowerCase();
  return !TEMPLATE_SUFFIXES.has(suffix) && !suffix.split('.').some((s) => TEMPLATE_SUFFIXES.has(s));
}

export const envFile: ReviewRule = {
  id: 'review/env-file',
  description: '`.env` file added to the repository (secrets belong in the environment, not in git).',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== 'added' && file.status !== 'renamed') continue;
      if (!isDotEnvFile(file.path) || (file.previousPath && isDotEnvFile(file.previousPath))) continue;
      report({
        file: file.path,
        line: 1,
        message:
          'Environment file added to git. Remove it (`git rm --cached`), add it to .gitignore, commit a `.env.example` with placeholder values instead, and rotate any real values it held.',
        key: 'env-file',
      });
    }
  },
};

/**
 * Files that are credential stores by name, and what in them makes one real (a template or a public
 * certificate is not): a Kaggle key, an OAuth or service-account secret, a password in a `.netrc`/`.pypirc`,
 * an npm token, a binary keystore. Private keys in `id_rsa`/`*.pem`/`*.key` carry a PRIVATE KEY block,
 * which is `review/credential-token`'s (one of TOKEN_KINDS), as is any token shape in these files.
 */
const CREDENTIAL_FILES: { name: RegExp; what: string; holds?: RegExp }[] = [
  { name: /^kaggle\.json$/, what: 'a Kaggle API key', holds: /"key"\s*:\s*"[0-9a-f]{32}"/ },
  { name: /^(credentials|client_secrets?[^/]*|service[-_]?account[^/]*|gcloud[^/]*credentials[^/]*)\.json$/i, what: 'a service-account or OAuth secret', holds: /"(private_key|client_secret|refresh_token)"\s*:\s*"[^"]{8,}"/ },
  { name: /^(\.netrc|_netrc|\.pypirc)$/, what: 'a password', holds: /\bpassword\s*[=:\s]\s*\S{6,}/ },
  { name: /^\.npmrc$/, what: 'a registry token', holds: /_authToken\s*=\s*[^\s$]{8,}/ },
  { name: /\.(p12|pfx|jks|keystore)$/i, what: 'a keystore (private keys)' },
];

const PLACEHOLDER_VALUE = /x{4,}|\*{3,}|<[^>]*>|your[-_ ]|example|dummy|fake|placeholder|redacted|changeme|\$\{/i;

/** Does a credential file's text hold a token shape (`review/credential-token` reports those)? */
const holdsTokenShape = (text: string): boolean => TOKEN_KINDS.some(({ regex }) => text.search(regex) >= 0);

export const credentialFile: ReviewRule = {
  id: 'review/credential-file',
  description: 'A credential store added to the repository: `kaggle.json` with a key, a service-account or OAuth `credentials.json`, a `.netrc`/`.pypirc` password, an `.npmrc` token, a keystore.',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  details:
    "Defect: anyone who can read the repository has the credential (issue 26 found a real-looking Kaggle key at the root of an environment repository). False-positive guards: only files the change adds (or renames from another name), by exact name; the value must look real (a 32-hex Kaggle key, a secret field of 8+ characters, a password of 6+), placeholders (`xxxx`, `<...>`, `your_...`, `${VAR}`) and templates (`.example`/`.sample`/... suffixes) are silent; `.env` files are `review/env-file`'s, and a file whose secret has a token shape (a PRIVATE KEY block in `id_rsa`/`*.pem`, a `hf_`/`sk-` token) is `review/credential-token`'s: one line per file.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== 'added' && file.status !== 'renamed') continue;
      const base = file.path.slice(file.path.lastIndexOf('/') + 1);
      const kind = CREDENTIAL_FILES.find((k) => k.name.test(base));
      if (!kind || (file.previousPath && kind.name.test(file.previousPath.slice(file.previousPath.lastIndexOf('/') + 1)))) continue;
      if (kind.holds) {
        if (file.binary) continue;
        const text = file.head ?? scannedLines(file).map((l) => l.text).join('\n');
        const match = kind.holds.exec(text);
        if (!match || PLACEHOLDER_VALUE.test(match[0]) || holdsTokenShape(text)) continue;
      }
      report({
        file: file.path,
        line: 1,
        message: `\`${base}\` added to git holds ${kind.what}: anyone who can read the repository has it. Revoke it, remove the file (\`git rm --cached\`), list it in .gitignore, and pass the value as a secret at run time.`,
        key: 'credential-file',
      });
    }
  },
};
