// src/process/environment.ts
var BASE_NAMES = /* @__PURE__ */ new Set(["PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TMP", "TEMP", "TERM"]);
var BASE_PREFIXES = ["LC_"];
var SECRET_NAME = /^(?:INPUT_|ACTIONS_)|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|_KEY(?:_|$)|_AUTH(?:_|$)/i;
function isSecretName(name) {
  return SECRET_NAME.test(name);
}
var PYTHON_TOOLCHAIN = ["UV_", "PYENV_", "XDG_", "VIRTUAL_ENV", "CONDA_PREFIX", "SSL_CERT_FILE", "SSL_CERT_DIR", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"];
function childEnvironment(options = {}, parent = process.env) {
  const prefixes = [...BASE_PREFIXES, ...(options.inherit ?? []).filter((n) => n.endsWith("_"))];
  const names = /* @__PURE__ */ new Set([...BASE_NAMES, ...(options.inherit ?? []).filter((n) => !n.endsWith("_"))]);
  const env = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === void 0 || isSecretName(name)) continue;
    if (names.has(name) || prefixes.some((p) => name.startsWith(p))) env[name] = value;
  }
  for (const [name, value] of Object.entries(options.set ?? {})) env[name] = value;
  return env;
}
function parseServerEnv(text, parent = process.env) {
  const out = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    const name = (eq === -1 ? line : line.slice(0, eq)).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`server-env: "${name}" is not a variable name (write NAME=value or NAME)`);
    if (eq !== -1) out[name] = line.slice(eq + 1);
    else if (isSecretName(name)) throw new Error(`server-env: ${name} looks like a secret; write ${name}=\${{ secrets.\u2026 }} to pass it on purpose`);
    else if (parent[name] !== void 0) out[name] = parent[name];
  }
  return out;
}

export {
  isSecretName,
  PYTHON_TOOLCHAIN,
  childEnvironment,
  parseServerEnv
};
