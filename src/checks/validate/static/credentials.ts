/**
 * Credentials and vendored environments in the build context (issue 26, seen on environment repositories
 * in the wild: a real-looking Kaggle key at a repository's root, a `.env` with an API key, a committed
 * virtualenv copied into the image by `COPY . .`).
 */
import type { EnvContext } from './env.js';
import { loadDocker } from './docker.js';
import { contextReachesFinal } from './dockerfile.js';
import { secretVariable, tokenIn } from '../../manifests/openenv/secrets.js';

/** A `.env`-style file that is a template, not a credential store. */
const ENV_TEMPLATE = /(^|\/)(\.env\.(example|sample|template|dist|defaults?)|example\.env|sample\.env|\.env\.[^/]*\.example)$/i;
const PRIVATE_KEY_FILE = /(^|\/)(id_(rsa|dsa|ecdsa|ed25519)|[^/]+\.pem|[^/]+\.key)$/;
/** Config files whose values are read for token shapes (small text files only). */
const CONFIG_FILE = /\.(json|ya?ml|toml|ini|cfg|conf|env)$|(^|\/)\.env(\.[^/]+)?$|(^|\/)\.(netrc|pypirc|npmrc)$/i;
const SCAN_BYTES = 64 * 1024;
const MAX_SCANNED = 400;

interface Credential {
  file: string;
  line?: number;
  why: string;
}

/** Why a file of the build context holds a credential, or undefined. */
async function credentialIn(env: EnvContext, file: string): Promise<Credential | undefined> {
  const name = file.split('/').pop()!;
  const size = (await env.size(file)) ?? 0;
  if (size === 0 || size > SCAN_BYTES) return undefined;
  const text = await env.text(file);
  if (text === undefined) return undefined;
  if (name === 'kaggle.json' && /"key"\s*:\s*"[0-9a-f]{32}"/.test(text)) return { file, why: 'a Kaggle API key' };
  if (PRIVATE_KEY_FILE.test(file) && /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return { file, why: 'a private key' };
  if (/(^|\/)(credentials|service[-_]?account[^/]*|client_secrets?)\.json$/i.test(file) && /"(private_key|client_secret|refresh_token)"\s*:\s*"[^"]{8,}"/.test(text))
    return { file, why: 'a service-account or OAuth secret' };
  if (/(^|\/)\.env(\.[^/]+)?$/.test(file) && !ENV_TEMPLATE.test(file)) {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*["']?([^"'#\s]*)/.exec(lines[i]!);
      if (m && m[2] && secretVariable(m[1]!.toUpperCase(), m[2])) return { file, line: i + 1, why: `${m[1]} (a secret set in a committed .env file)` };
    }
    return undefined;
  }
  if (ENV_TEMPLATE.test(file)) return undefined;
  const token = tokenIn(text);
  return token ? { file, line: token.line, why: token.label } : undefined;
}

export async function checkCredentials(env: EnvContext): Promise<void> {
  const id = 'security/no-credentials-in-context';
  const docker = await loadDocker(env);
  const candidates = env.files.filter((f) => (CONFIG_FILE.test(f) || PRIVATE_KEY_FILE.test(f) || f.endsWith('kaggle.json')) && !/(^|\/)(node_modules|\.venv|venv)\//.test(f) && !docker.ignore.excludes(f)).slice(0, MAX_SCANNED);
  const found: Credential[] = [];
  for (const f of candidates) {
    const c = await credentialIn(env, f);
    if (c) found.push(c);
  }
  if (found.length === 0) return env.pass(id, 'No credential file or token-shaped config value in the build context.');
  const reach = docker.model ? contextReachesFinal(docker.model, env.options.dockerTarget) : { reaches: false };
  const listed = found.slice(0, 3).map((c) => `${c.file}${c.line ? `:${c.line}` : ''} holds ${c.why}`).join('; ');
  const files = [...new Set(found.map((c) => c.file))];
  env.fail(
    id,
    `${listed}${found.length > 3 ? `, and ${found.length - 3} more` : ''}: anyone who can read the repository${reach.reaches ? ` or pull the image (it is copied in through ${reach.via})` : ''} has the credential. Fix: revoke it, remove ${files.join(', ')} from the repository (git rm --cached), list ${files.length === 1 ? 'it' : 'them'} in .gitignore and .dockerignore, and pass the value as a secret at run time.`,
    { file: found[0]!.file, line: found[0]!.line, key: files.join(',') },
  );
}

/** Folders of a committed virtualenv (a `pyvenv.cfg` marks one) or node_modules, env-relative. */
function vendoredFolders(files: readonly string[]): string[] {
  const out = new Set<string>();
  for (const f of files) {
    const node = /^(.*?(?:^|\/)node_modules)\//.exec(f);
    if (node) out.add(node[1]!);
    else if (f === 'pyvenv.cfg' || f.endsWith('/pyvenv.cfg')) out.add(f.slice(0, -'/pyvenv.cfg'.length) || '.');
  }
  // The outermost folders only (node_modules inside a virtualenv is one thing).
  return [...out].filter((d) => ![...out].some((o) => o !== d && d.startsWith(`${o}/`))).sort();
}

export async function checkVendoredEnvs(env: EnvContext): Promise<void> {
  const id = 'docker/no-vendored-env-in-image';
  const docker = await loadDocker(env);
  if (!docker.model) return env.skip(id, 'skipped: no usable Dockerfile (docker/dockerfile-present failed)');
  const reach = contextReachesFinal(docker.model, env.options.dockerTarget);
  const shipped = vendoredFolders(env.files).filter((d) => d !== '.' && !docker.ignore.excludes(`${d}/x`));
  if (!reach.reaches || shipped.length === 0)
    return env.pass(id, reach.reaches ? 'No committed virtualenv or node_modules in the build context.' : 'The build context does not reach the final image.', { file: docker.path });
  const count = env.files.filter((f) => shipped.some((d) => f.startsWith(`${d}/`))).length;
  env.fail(
    id,
    `${shipped.map((d) => `${d}/`).join(', ')} (${count} files, built for another machine) reach${shipped.length === 1 ? 'es' : ''} the final image through ${reach.via}: the image ships them, and a virtualenv's interpreter paths point at the machine that made it. Fix: add ${shipped.map((d) => `${d}/`).join(', ')} to .dockerignore (and .gitignore), and install dependencies in the image.`,
    { file: docker.path, line: reach.line, key: shipped.join(',') },
  );
}
