/**
 * The environment of every child process: built from an allow-list, never inherited. A child sees
 * the locale, paths and temp folders it needs to work, plus what the caller names, and never a token:
 * no `INPUT_*` (the action's inputs include `token` and `hub-token`), no `ACTIONS_*` (runtime and OIDC
 * request tokens), no `GITHUB_TOKEN`, no `HF_TOKEN`, nothing named like a credential.
 */

import { trustedPath } from './tools.js';

/** Variables every tool may see. */
const BASE_NAMES = new Set(['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR', 'TMP', 'TEMP', 'TERM']);
const BASE_PREFIXES = ['LC_'];

/** Names that hold or lead to credentials: dropped even when a caller's prefix would admit them. */
const SECRET_NAME = /^(?:INPUT_|ACTIONS_)|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|_KEY(?:_|$)|_AUTH(?:_|$)/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** What Python tooling (uv, pyenv shims, virtualenvs) needs to find interpreters, caches and indexes. */
export const PYTHON_TOOLCHAIN: readonly string[] = ['UV_', 'PYENV_', 'XDG_', 'VIRTUAL_ENV', 'CONDA_PREFIX', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];

export interface ChildEnvironmentOptions {
  /** Extra variable names or prefixes (ending in `_`, e.g. `UV_`) the tool needs from the parent. */
  inherit?: readonly string[];
  /** Values set explicitly (PORT, the `server-env` input). Secret-named ones are refused. */
  set?: Readonly<Record<string, string>>;
  /**
   * Keep PATH's folders inside the checkout (an activated `.venv/bin`): only for a child that runs the
   * repository's code anyway, which src/process/policy.ts gates (the probe's server). Its command is
   * still resolved outside the checkout (startProcess).
   */
  checkoutPath?: boolean;
}

/** The scrubbed environment for a child process. */
export function childEnvironment(options: ChildEnvironmentOptions = {}, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const prefixes = [...BASE_PREFIXES, ...(options.inherit ?? []).filter((n) => n.endsWith('_'))];
  const names = new Set([...BASE_NAMES, ...(options.inherit ?? []).filter((n) => !n.endsWith('_'))]);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined || isSecretName(name)) continue;
    if (names.has(name) || prefixes.some((p) => name.startsWith(p))) env[name] = value;
  }
  for (const [name, value] of Object.entries(options.set ?? {})) env[name] = value;
  // No program from the checkout: its folders (npx's <cwd>/node_modules/.bin) leave PATH (src/process/tools.ts).
  if (env.PATH !== undefined && !options.checkoutPath) env.PATH = trustedPath(env.PATH);
  return env;
}

/**
 * `server-env` lines (`NAME=value`, or a bare `NAME` to pass the runner's value through): what the
 * workflow author chose to give the server. A secret-looking name is refused unless the line sets the
 * value explicitly, so a bare `HF_TOKEN` cannot forward a secret by accident.
 */
export function parseServerEnv(text: string, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    const name = (eq === -1 ? line : line.slice(0, eq)).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`server-env: "${name}" is not a variable name (write NAME=value or NAME)`);
    if (eq !== -1) out[name] = line.slice(eq + 1);
    else if (isSecretName(name)) throw new Error(`server-env: ${name} looks like a secret; write ${name}=\${{ secrets.… }} to pass it on purpose`);
    else if (parent[name] !== undefined) out[name] = parent[name]!;
  }
  return out;
}
