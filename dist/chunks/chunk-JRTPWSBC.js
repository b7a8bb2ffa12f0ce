// src/process/tools.ts
import { accessSync, constants, lstatSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, isAbsolute, join, resolve, sep } from "node:path";
function checkoutFolders(cwd = process.cwd(), env = process.env) {
  const folders = /* @__PURE__ */ new Set();
  const home = real(homedir());
  const top = workTreeAround(real(cwd));
  if (top && !isInside(home, top)) folders.add(top);
  if (env.GITHUB_WORKSPACE) folders.add(real(resolve(env.GITHUB_WORKSPACE)));
  return [...folders];
}
function trustedPath(pathEnv = process.env.PATH ?? "", checkout = checkoutFolders()) {
  return pathEnv.split(delimiter).filter((dir) => dir !== "" && isAbsolute(dir) && !checkout.some((folder) => isInside(real(dir), folder))).join(delimiter);
}
function findOnPath(command, pathEnv = process.env.PATH ?? "", checkout = checkoutFolders()) {
  if (command.includes("/") || command.includes(sep)) return command;
  const names = process.platform === "win32" ? [`${command}.exe`, `${command}.cmd`] : [command];
  for (const dir of trustedPath(pathEnv, checkout).split(delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
      }
    }
  }
  return void 0;
}
function isInside(path, folder) {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
function real(path) {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
function workTreeAround(start) {
  for (let dir = start; ; dir = dirname(dir)) {
    try {
      lstatSync(join(dir, ".git"));
      return dir;
    } catch {
    }
    if (dirname(dir) === dir) return void 0;
  }
}

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
  if (env.PATH !== void 0 && !options.checkoutPath) env.PATH = trustedPath(env.PATH);
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
  findOnPath,
  isSecretName,
  PYTHON_TOOLCHAIN,
  childEnvironment,
  parseServerEnv
};
