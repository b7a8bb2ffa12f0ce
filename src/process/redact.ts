/**
 * Text taken from a child process (a server's log tail, a tool's stderr) reaches the job summary, the
 * report file and the pull-request comment. Before it does, every known secret value and every
 * token-shaped string becomes `***`. The token shapes are the review's credential patterns: one list, src/process/token-kinds.ts.
 */
import { TOKEN_KINDS } from './token-kinds.js';
import { isSecretName } from './environment.js';

const registered = new Set<string>();

/** A secret value to redact wherever it appears (the action registers its token inputs). */
export function registerSecret(value: string | undefined): void {
  if (value && value.trim().length >= 4) registered.add(value.trim());
}

/** Values of secret-named variables in the environment (INPUT_TOKEN, HF_TOKEN, ACTIONS_*...). */
function environmentSecrets(env: NodeJS.ProcessEnv): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.trim().length < 8 || !isSecretName(name)) continue;
    // Plain inputs (INPUT_PATH=.) are not secrets; only inputs named like one are.
    if (name.startsWith('INPUT_') && !/TOKEN|KEY|SECRET|PASSWORD/i.test(name.slice(6))) continue;
    values.push(value.trim());
  }
  return values;
}

export function redactSecrets(text: string, env: NodeJS.ProcessEnv = process.env): string {
  let out = text;
  // Longest first, so a secret that contains another is replaced whole.
  const known = [...new Set([...registered, ...environmentSecrets(env)])].sort((a, b) => b.length - a.length);
  for (const secret of known) out = out.split(secret).join('***');
  for (const { regex } of TOKEN_KINDS) out = out.replace(new RegExp(regex.source, regex.flags), '***');
  return out;
}
