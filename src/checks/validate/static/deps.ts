/** deps/ criteria (validator.md §3.2). */
import type { EnvContext } from './env.js';
import { globsMatcher, lineOf, lineOfLineStarting, utf8Problem } from './env.js';
import { contributingStages } from './dockerfile.js';
import { runCommands } from './shell.js';
import { loadDocker, runInstructions } from './docker.js';
import {
  dockerfileLineInstallsOpenEnv,
  matchesOpenEnvDependency,
  normalizeName,
  parseRequirement,
  projectDependencies,
  readPyproject,
  readUvLockRoot,
  requirementProblem,
  stringList,
  table,
  type Requirement,
} from './pyproject.js';
import { splitLines, trailingRun } from '../../../engine/text.js';

const HEX40 = /^[0-9a-f]{40}$/i;

export async function checkDeps(env: EnvContext): Promise<void> {
  const pyproject = await readPyproject(env);

  // deps/lockfile-present (parity)
  if (env.has('uv.lock')) env.pass('deps/lockfile-present', 'uv.lock exists.', { file: 'uv.lock' });
  // openenv validate only asks whether the path exists; deps/lockfile-in-sync reports the directory.
  else if (env.hasDir('uv.lock')) env.pass('deps/lockfile-present', 'uv.lock exists, but as a directory (deps/lockfile-in-sync reports it).');
  else env.fail('deps/lockfile-present', "uv.lock not found. Fix: run 'uv lock' in the env root and commit uv.lock.", { key: 'uv.lock' });

  await checkOpenEnvRuntime(env, pyproject);
  await checkLockInSync(env);
  await checkDockerInstalls(env);
  await checkVcsPinned(env);
}

async function checkOpenEnvRuntime(env: EnvContext, pyproject: Awaited<ReturnType<typeof readPyproject>>): Promise<void> {
  if (!pyproject.present || pyproject.error) {
    const why = !pyproject.present ? 'pyproject.toml is missing' : 'pyproject.toml does not parse';
    env.skip('deps/openenv-runtime', `skipped: ${why} (dependency failed)`);
    env.skip('deps/openenv-current-name', `skipped: ${why}`);
    return;
  }
  // The CLI always reads server/Dockerfile, then Dockerfile, with read_text(encoding="utf-8") (it only
  // stops early at one that installs OpenEnv) and catches only OSError: a non-UTF-8 byte crashes it.
  for (const file of ['server/Dockerfile', 'Dockerfile']) {
    const decoded = await env.decoded(file);
    if (!decoded) continue;
    const badBytes = utf8Problem(file, decoded);
    if (badBytes) {
      env.fail('deps/openenv-runtime', `${badBytes}, so openenv validate crashes reading it while looking for an OpenEnv install (UnicodeDecodeError, exit 1). Fix: save ${file} as UTF-8.`, {
        file,
        line: 1,
        key: 'dockerfile-encoding',
      });
      env.skip('deps/openenv-current-name', `skipped: ${file} is not UTF-8`);
      return;
    }
    if (splitLines(decoded.text).some((l) => dockerfileLineInstallsOpenEnv(l))) break;
  }
  const deps = projectDependencies(pyproject);
  const matches = deps.map((d) => ({ d, m: matchesOpenEnvDependency(d) })).filter((x) => x.m);
  const depsLine = lineOf(pyproject.text ?? '', /^\s*dependencies\s*=/);
  if (matches.length) {
    env.pass('deps/openenv-runtime', `[project].dependencies has ${matches[0]!.d}.`, { file: 'pyproject.toml', line: depsLine });
  } else {
    // Dockerfile fallback: server/Dockerfile, then the root Dockerfile.
    let dockerHit: { file: string; line: number } | undefined;
    for (const file of ['server/Dockerfile', 'Dockerfile']) {
      const text = await env.text(file);
      if (text === undefined) continue;
      const lines = splitLines(text);
      const idx = lines.findIndex((l) => dockerfileLineInstallsOpenEnv(l));
      if (idx !== -1) {
        dockerHit = { file, line: idx + 1 };
        break;
      }
    }
    if (dockerHit)
      env.pass('deps/openenv-runtime', `${dockerHit.file} line ${dockerHit.line} installs OpenEnv (Dockerfile fallback).`, { file: dockerHit.file, line: dockerHit.line });
    else
      env.fail(
        'deps/openenv-runtime',
        'No OpenEnv runtime dependency: [project].dependencies lacks openenv (or legacy openenv-core) and no Dockerfile installs it. Fix: add "openenv[core]>=0.2.2" to dependencies and run uv lock.',
        { file: 'pyproject.toml', line: depsLine ?? lineOf(pyproject.text ?? '', /^\s*\[project\]/), key: 'openenv-runtime' },
      );
  }
  // deps/openenv-current-name (info)
  if (matches.some((x) => x.m === 'openenv')) env.pass('deps/openenv-current-name', 'Depends on openenv (current name).', { file: 'pyproject.toml' });
  else if (matches.length)
    env.fail('deps/openenv-current-name', `Depends on legacy openenv-core (${matches[0]!.d}). Fix: switch to openenv[core] (same modules) and re-lock.`, {
      file: 'pyproject.toml',
      line: lineOf(pyproject.text ?? '', /openenv-core/i),
      key: 'openenv-core',
    });
  else env.skip('deps/openenv-current-name', 'skipped: no OpenEnv dependency in [project].dependencies');
}

// ---------------------------------------------------------------------------------------------
// deps/lockfile-in-sync

function normalizeMarker(marker: string): string {
  return marker.replace(/\s+/g, '').replace(/"/g, "'").replace(/\bpython_version\b/g, 'python_full_version');
}

/** Splits `extra == 'g'` out of a lock marker; returns the group and the remaining marker. */
function splitExtraMarker(marker: string | undefined): { group?: string; rest: string } {
  if (!marker) return { rest: '' };
  const m = /extra\s*==\s*['"]([^'"]+)['"]/.exec(marker);
  if (!m) return { rest: normalizeMarker(marker) };
  const rest = marker
    .replace(m[0], '')
    .replace(/^\s*and\s+|\s+and\s*$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();
  return { group: normalizeName(m[1]!), rest: normalizeMarker(rest) };
}

/** Keys of a lock's requires-dist entry that make it a direct reference (compared by name only). */
const DIRECT_SOURCE_KEYS = ['url', 'git', 'path', 'directory', 'editable'];

function tupleOf(name: string, extras: string[], spec: string[], url: string, group: string, marker: string, nameOnly: boolean): string {
  return nameOnly ? `${name} (${group})` : `${name}${extras.length ? `[${extras.join(',')}]` : ''}${spec.join(',')}${url ? ` @ ${url}` : ''}${marker ? ` ; ${marker}` : ''} (${group})`;
}

/** deps/lockfile-in-sync for one project folder (the review runs it on touched projects that are not environments). */
export async function checkLockInSync(env: EnvContext): Promise<void> {
  const id = 'deps/lockfile-in-sync';
  // The only criterion that reads uv.lock's content (the biggest file of most environments): not read at all when off.
  if (env.isOff(id)) return env.skip(id, 'skipped: the criterion is off');
  const pyproject = await readPyproject(env);
  if (!pyproject.present || pyproject.error) return env.skip(id, 'skipped: pyproject.toml is missing or does not parse');
  if (!env.has('uv.lock') && env.hasDir('uv.lock'))
    return env.fail(id, "uv.lock is a directory, not a lock file: openenv validate passes (it only checks that the path exists), but uv sync --frozen and openenv build cannot use it. Fix: remove the directory, run 'uv lock' and commit uv.lock.", { key: 'directory' });
  if (!env.has('uv.lock')) return env.skip(id, 'skipped: no uv.lock (deps/lockfile-present)');
  const project = table(pyproject.data?.project) ?? {};
  const projectName = typeof project.name === 'string' ? normalizeName(project.name) : undefined;
  const lock = await readUvLockRoot(env, projectName);
  if (lock.error || !lock.data)
    return env.fail(id, `uv.lock does not parse: ${lock.error?.message ?? 'unreadable'}. Fix: run 'uv lock' and commit uv.lock.`, {
      file: 'uv.lock',
      line: lock.error?.line,
      key: 'parse',
    });
  if (lock.data.version !== 1) return env.skip(id, `skipped: uv.lock version ${String(lock.data.version)} is not the known version 1`, { severity: 'warning' });
  const packages = Array.isArray(lock.data.package) ? (lock.data.package as unknown[]).map(table).filter((p): p is Record<string, unknown> => !!p) : [];
  const root = packages.find((p) => {
    const src = table(p.source);
    return typeof p.name === 'string' && normalizeName(p.name) === projectName && (src?.editable === '.' || src?.virtual === '.');
  });
  if (!root)
    return env.fail(id, `uv.lock has no root package ${String(project.name ?? '(unnamed)')} with source editable/virtual ".", so it was locked for a different project. Fix: run 'uv lock' and commit uv.lock.`, {
      file: 'uv.lock',
      key: 'root',
    });
  const sources = new Set(Object.keys(table(table(table(pyproject.data?.tool)?.uv)?.sources) ?? {}).map(normalizeName));

  const declared = new Set<string>();
  // A string that is not one PEP 508 requirement: uv refuses the project, so no lock can match it.
  const invalid: string[] = [];
  const addDeclared = (reqs: string[], group: string) => {
    for (const raw of reqs) {
      const r = parseRequirement(raw);
      if (!r) {
        invalid.push(`"${raw}" is not a PEP 508 requirement (${requirementProblem(raw) ?? 'unreadable'})`);
        continue;
      }
      const nameOnly = sources.has(r.name) || r.url !== undefined;
      declared.add(tupleOf(r.name, r.extras, r.specifier, '', group, r.marker ? normalizeMarker(r.marker) : '', nameOnly));
    }
  };
  addDeclared(stringList(project.dependencies), 'main');
  for (const [g, reqs] of Object.entries(table(project['optional-dependencies']) ?? {})) addDeclared(stringList(reqs), normalizeName(g));
  const meta = table(root.metadata) ?? {};
  const locked = new Set<string>();
  // How a locked entry compared by name alone reads in the message: where the lock takes it from, which
  // is what pyproject.toml no longer says (a git fork locked, a version range declared).
  const shown = new Map<string, string>();
  for (const entry of Array.isArray(meta['requires-dist']) ? (meta['requires-dist'] as unknown[]) : []) {
    const e = table(entry);
    if (!e || typeof e.name !== 'string') continue;
    const name = normalizeName(e.name);
    const { group, rest } = splitExtraMarker(typeof e.marker === 'string' ? e.marker : undefined);
    const source = DIRECT_SOURCE_KEYS.find((k) => typeof e[k] === 'string');
    const spec = typeof e.specifier === 'string' ? e.specifier.split(',').map((p) => p.replace(/\s+/g, '')).filter(Boolean).sort() : [];
    const extras = stringList(e.extras).map(normalizeName).sort();
    const tuple = tupleOf(name, extras, spec, '', group ?? 'main', rest, sources.has(name) || source !== undefined);
    locked.add(tuple);
    if (source !== undefined && !sources.has(name)) shown.set(tuple, `${name} from ${source} ${String(e[source])} (${group ?? 'main'})`);
  }
  // Dependency groups against requires-dev.
  const groupsDeclared = new Set<string>();
  for (const [g, reqs] of Object.entries(table(pyproject.data?.['dependency-groups']) ?? {})) {
    for (const raw of stringList(reqs)) {
      const r = parseRequirement(raw);
      if (r) groupsDeclared.add(tupleOf(r.name, r.extras, r.specifier, '', normalizeName(g), r.marker ? normalizeMarker(r.marker) : '', sources.has(r.name) || r.url !== undefined));
    }
  }
  const groupsLocked = new Set<string>();
  for (const [g, entries] of Object.entries(table(meta['requires-dev']) ?? {})) {
    for (const entry of Array.isArray(entries) ? entries : []) {
      const e = table(entry);
      if (!e || typeof e.name !== 'string') continue;
      const name = normalizeName(e.name);
      const hasUrl = DIRECT_SOURCE_KEYS.some((k) => typeof e[k] === 'string');
      const spec = typeof e.specifier === 'string' ? e.specifier.split(',').map((p) => p.replace(/\s+/g, '')).filter(Boolean).sort() : [];
      groupsLocked.add(tupleOf(name, stringList(e.extras).map(normalizeName).sort(), spec, '', normalizeName(g), typeof e.marker === 'string' ? normalizeMarker(e.marker) : '', sources.has(name) || hasUrl));
    }
  }
  const onlyDeclared = [...declared].filter((d) => !locked.has(d)).concat([...groupsDeclared].filter((d) => !groupsLocked.has(d)));
  const onlyLocked = [...locked].filter((d) => !declared.has(d)).concat([...groupsLocked].filter((d) => !groupsDeclared.has(d)));
  const problems: string[] = [...invalid];
  if (onlyDeclared.length || onlyLocked.length) {
    const parts: string[] = [];
    if (onlyDeclared.length) parts.push(`pyproject.toml declares ${onlyDeclared.slice(0, 3).join(', ')}`);
    if (onlyLocked.length) parts.push(`the lock's requires-dist for ${String(root.name)} has ${onlyLocked.slice(0, 3).map((t) => shown.get(t) ?? t).join(', ')}`);
    problems.push(parts.join(', but '));
  }
  const pyRequires = typeof project['requires-python'] === 'string' ? project['requires-python'].replace(/\s+/g, '') : undefined;
  const lockRequires = typeof lock.data['requires-python'] === 'string' ? lock.data['requires-python'].replace(/\s+/g, '') : undefined;
  // Without requires-python in pyproject.toml, uv records the locking interpreter's bound itself: not drift.
  if (pyRequires !== undefined && pyRequires !== lockRequires) problems.push(`requires-python is ${pyRequires ?? '(unset)'} in pyproject.toml but ${lockRequires ?? '(unset)'} in uv.lock`);
  if (problems.length)
    env.fail(id, `uv.lock is stale: ${problems.join('; ')}. Fix: run 'uv lock' and commit uv.lock.`, {
      file: 'uv.lock',
      line: lineOfLineStarting(lock.text ?? '', 'name', new RegExp(`^name\\s*=\\s*"${String(root.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`)),
      key: 'stale',
    });
  else env.pass(id, 'uv.lock matches pyproject.toml.', { file: 'uv.lock' });
}

// ---------------------------------------------------------------------------------------------
// deps/frozen-install and deps/docker-installs-pinned

const PIP_VALUE_OPTIONS = new Set([
  '-r', '--requirement', '-c', '--constraint', '-i', '--index-url', '--extra-index-url', '-f', '--find-links', '-t', '--target', '--prefix', '--root',
  '--python', '-p', '--trusted-host', '--platform', '--python-version', '--implementation', '--abi', '--src', '--progress-bar', '--cache-dir',
  '--upgrade-strategy', '--index-strategy', '--exclude-newer', '--only-binary', '--no-binary', '--default-index', '--index', '--config-settings', '-C',
  '--resolution', '--prerelease', '--keyring-provider', '--link-mode', '--group', '--extra',
  // pip's general options that take a value (`--default-timeout 100` names no package "100")
  '--default-timeout', '--timeout', '--retries', '--proxy', '--cert', '--client-cert', '--log', '--exists-action', '--use-feature',
  '--use-deprecated', '--global-option', '--install-option', '--report', '--root-user-action', '--log-file',
]);

/** Redirection operators a tokenised RUN line keeps in its command. */
const REDIRECTS = new Set(['>', '<', '>>', '>&', '<&', '&>', '&>>', '>|', '<>']);

export interface PipInstall {
  packages: string[];
  requirementFiles: string[];
  editable: string[];
  /** `pip install pkg>=1.0` unquoted: the shell reads `>=1.0` as a redirect (`pkg` floats, output goes to a file `=1.0`). */
  redirected: { written: string; target: string; input: boolean }[];
}

/**
 * pipInstall of runCommands' commands, each parsed once per environment: frozen-install,
 * docker-installs-pinned and vcs-pinned each read every command (runCommands keeps the arrays as long
 * as the Dockerfile model). A plain map, dropped with the environment's models.
 */
async function pipInstallsOf(env: EnvContext): Promise<(words: readonly string[]) => PipInstall | undefined> {
  const parsed = await env.once('pip-installs', async () => new Map<readonly string[], PipInstall | undefined>());
  return (words) => {
    if (parsed.has(words)) return parsed.get(words);
    const pip = pipInstall(words);
    parsed.set(words, pip);
    return pip;
  };
}

/** Parses `pip install …`, `pip3 install`, `python -m pip install`, `uv pip install` (one simple command's words). */
export function pipInstall(words: readonly string[]): PipInstall | undefined {
  let k = -1;
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i]!;
    if ((/(^|\/)pip3?(\.\d+)?$/.test(w) && words[i + 1] === 'install') || (w === 'pip' && words[i + 1] === 'install')) {
      k = i + 2;
      break;
    }
  }
  if (k === -1) return undefined;
  const out: PipInstall = { packages: [], requirementFiles: [], editable: [], redirected: [] };
  for (let i = k; i < words.length; i++) {
    const w = words[i]!;
    if (REDIRECTS.has(w)) {
      const target = words[i + 1] ?? '';
      const before = words[i - 1] ?? '';
      i++;
      // `2>&1`: the 2 is a file descriptor, not a package.
      if (/^\d+$/.test(before) && out.packages[out.packages.length - 1] === before && w !== '>' && w !== '<') {
        out.packages.pop();
        continue;
      }
      // A version bound cut off by the shell: the package before it stays unpinned whatever the bound said.
      if ((w === '>' || w === '<') && i - 1 > k && (/^[=~!<>]/.test(target) || /^\d/.test(target)) && out.packages[out.packages.length - 1] === before) {
        out.packages.pop();
        out.redirected.push({ written: `${before}${w}${target}`, target, input: w === '<' });
      }
      continue;
    }
    if (w === '-r' || w === '--requirement') {
      if (words[i + 1]) out.requirementFiles.push(words[i + 1]!);
      i++;
      continue;
    }
    if (w.startsWith('--requirement=')) {
      out.requirementFiles.push(w.slice('--requirement='.length));
      continue;
    }
    if (w === '-e' || w === '--editable') {
      if (words[i + 1]) out.editable.push(words[i + 1]!);
      i++;
      continue;
    }
    if (PIP_VALUE_OPTIONS.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith('-')) continue;
    if (w.startsWith('$')) continue; // a variable: cannot be read statically
    out.packages.push(w);
  }
  return out;
}

/**
 * `pip install --upgrade pip setuptools wheel` refreshes the installer, not the environment's
 * dependencies: 4 of the 8 docker-installs-pinned warnings at OpenEnv main were only this, and no
 * maintainer pins pip there. Bare names only (`pip==24.0` or `pip<25` are judged as usual).
 */
const INSTALLER_BOOTSTRAP = new Set(['pip', 'setuptools', 'wheel']);

/** A package argument counts as pinned (validator.md deps/docker-installs-pinned). */
export function isPinnedArg(arg: string): boolean {
  if (arg === '.' || arg.startsWith('./') || arg.startsWith('../') || arg.startsWith('/')) return true;
  if (/#sha256=[0-9a-f]{64}/i.test(arg)) return true;
  const vcs = /^(?:[A-Za-z0-9._-]+(?:\[[^\]]*\])?\s*@\s*)?(git|hg|svn|bzr)\+\S+@([0-9a-f]+)(#.*)?$/i.exec(arg);
  if (vcs) return HEX40.test(vcs[2]!);
  return pinsExactVersion(arg) && !/[<>~!]=?|\*/.test(arg.replace(/===?/, ''));
}

/**
 * `arg` ends in `==version` (or `===version`, spaces allowed after the operator): the linear form of
 * `/(===?)\s*[^*,\s]+$/`, which rescans from every `=` of a crafted argument (quadratic).
 */
function pinsExactVersion(arg: string): boolean {
  const version = trailingRun(arg, /[^*,\s]/);
  if (version === '') return false;
  const spacesStart = arg.slice(0, arg.length - version.length).trimEnd().length;
  // The operator ends at `end` (2 or 3 characters after it starts); what follows must be the spaces and
  // a non-empty version, i.e. `end` lies in [spacesStart, arg.length - 1].
  for (let at = arg.indexOf('==', Math.max(0, spacesStart - 3)); at !== -1; at = arg.indexOf('==', at + 1)) {
    const ends = arg[at + 2] === '=' ? [at + 2, at + 3] : [at + 2];
    if (ends.some((end) => end >= spacesStart && end <= arg.length - 1)) return true;
  }
  return false;
}

/** A requirements line without its ` # comment` (the linear form of `line.replace(/\s+#.*$/, '')`). */
function withoutRequirementComment(line: string): string {
  for (let hash = line.indexOf('#'); hash !== -1; hash = line.indexOf('#', hash + 1)) {
    if (hash > 0 && /\s/.test(line[hash - 1]!)) return line.slice(0, hash).trimEnd();
  }
  return line;
}

function requirementLinePinned(line: string): boolean {
  if (/--hash[=\s]/.test(line)) return true;
  const withoutComment = withoutRequirementComment(line).trim();
  const spec = withoutComment.split(';')[0]!.trim();
  return isPinnedArg(spec);
}

async function requirementFile(env: EnvContext, name: string): Promise<{ file: string; unpinned: string[] } | undefined> {
  const candidates = [name.replace(/^\.\//, ''), name.split('/').pop()!, `server/${name.split('/').pop()!}`];
  for (const c of candidates) {
    const text = await env.text(c);
    if (text === undefined) continue;
    const unpinned: string[] = [];
    for (const raw of splitLines(text)) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#') || line.startsWith('-')) continue;
      if (!requirementLinePinned(line)) unpinned.push(withoutRequirementComment(line));
    }
    return { file: c, unpinned };
  }
  return undefined;
}

async function checkDockerInstalls(env: EnvContext): Promise<void> {
  const docker = await loadDocker(env);
  if (!docker.model || !docker.path || docker.model.stages.length === 0) {
    env.skip('deps/frozen-install', 'skipped: no usable Dockerfile');
    env.skip('deps/docker-installs-pinned', 'skipped: no usable Dockerfile');
    return;
  }
  const file = docker.path;
  const runs = runInstructions(contributingStages(docker.model, env.options.dockerTarget));
  const pipInstallOf = await pipInstallsOf(env);
  const inRepoNote = /(^|\/)envs\//.test(`${env.root}/`)
    ? 'openenv build deletes uv.lock from the temporary context of an in-repo env (under envs/) and rewrites the OpenEnv dependency to a local path, so in-repo images are never lock-pinned.'
    : undefined;

  // `unpinned-allow` names packages that may float, in a requirements file as on the command line.
  const allow = env.options.unpinnedAllow?.length ? globsMatcher(env.options.unpinnedAllow) : () => false;
  const allowed = (requirement: string) => allow(parseRequirement(requirement)?.name ?? requirement);

  // deps/frozen-install. A warning when the image does not install what a committed uv.lock pins (ranges
  // from a requirements file beside a lock the author installs with, a lock the .dockerignore keeps out); otherwise reproducibility
  // advice, a notice: ranges with no lock to install from, or `uv sync` without --frozen from a lock that
  // is in sync (it installs the locked versions; deps/lockfile-in-sync reports a lock that drifted).
  {
    const problems: { msg: string; line: number; lockIgnored: boolean }[] = [];
    const lockCommitted = env.has('uv.lock') && !docker.ignore.excludes('uv.lock');
    // The lock is the author's when their README or scripts install with it; a lock added only for
    // `openenv validate` beside the requirements.txt they use is not a lock the image ignores.
    const lockUsed = lockCommitted && (await env.workflows()).uvLock;
    let installs = 0;
    for (const ins of runs) {
      const text = ins.args;
      if (/\buv\s+sync\b/.test(text)) {
        installs++;
        if (!/--frozen\b|--locked\b/.test(text)) problems.push({ msg: `line ${ins.line} runs 'uv sync' without --frozen or --locked${lockCommitted ? ' (it installs the lock while the lock matches pyproject.toml; a lock that drifts is re-resolved in the build instead of failing it)' : ''}`, line: ins.line, lockIgnored: false });
        // One defect, one finding: a uv.lock directory is deps/lockfile-in-sync's, a missing uv.lock
        // deps/lockfile-present's (said here only when that criterion is off).
        else if (!env.has('uv.lock') && !env.hasDir('uv.lock')) {
          if (env.isOff('deps/lockfile-present')) problems.push({ msg: `line ${ins.line} syncs from uv.lock, but uv.lock is not committed`, line: ins.line, lockIgnored: true });
        }
        else if (docker.ignore.excludes('uv.lock')) problems.push({ msg: `line ${ins.line} syncs from uv.lock, but ${docker.ignoreFile} excludes it`, line: ins.line, lockIgnored: true });
      }
      for (const cmd of runCommands(ins)) {
        // `sync` lies inside one word of a match (the words are joined with spaces): no such word, no match.
        const uvPipSync = cmd.some((w) => w.includes('sync')) ? /\buv\s+pip\s+sync\s+(\S+)/.exec(cmd.join(' ')) : null;
        const pip = pipInstallOf(cmd);
        const files = uvPipSync ? [...(pip?.requirementFiles ?? []), uvPipSync[1]!] : (pip?.requirementFiles ?? []);
        for (const f of files) {
          installs++;
          const req = await requirementFile(env, f);
          const ranges = (req?.unpinned ?? []).filter((line) => !allowed(line));
          if (req && ranges.length) problems.push({ msg: `line ${ins.line} installs from ${req.file}, which has ranges (${ranges.slice(0, 3).join(', ')})${lockUsed ? '' : lockCommitted ? ' (uv.lock pins versions, but neither the README nor a script installs from it)' : ' and no lock pins them'}`, line: ins.line, lockIgnored: lockUsed });
        }
      }
    }
    const ignored = problems.filter((p) => p.lockIgnored);
    if (ignored.length)
      env.fail('deps/frozen-install', `${file}: ${problems.map((p) => p.msg).join('; ')}${lockUsed ? ', so the image does not install the versions uv.lock pins (the ones uv sync and uv run install)' : ''}. Fix: install from the lock (uv sync --frozen), or pin every line with == (uv export --frozen --no-hashes -o requirements.txt writes the lock's versions).`, {
        file,
        line: ignored[0]!.line,
        key: 'frozen',
      });
    else if (problems.length)
      env.fail('deps/frozen-install', `If you want images that rebuild the same: ${file}: ${problems.map((p) => p.msg).join('; ')}. Fix: install from a lock (uv lock, then uv sync --frozen or --locked), or pin every line with ==.`, {
        file,
        line: problems[0]!.line,
        key: 'frozen',
        severity: 'notice',
      });
    else env.pass('deps/frozen-install', installs ? 'Python dependencies install from the lock or pinned files.' : 'Nothing to check: no Python dependency install found.', { file });
    if (inRepoNote) env.note('deps/frozen-install', inRepoNote);
  }

  // deps/docker-installs-pinned: the packages named on the command line. A requirements file with
  // ranges is deps/frozen-install's finding above (one defect, one finding, one piece of advice). An
  // unquoted `pkg>=1.0` (a shell redirect: the command is not what it says) is a warning; a package that
  // floats is reproducibility advice, a notice (`pip install torch --index-url …/cpu` is how Spaces pick
  // CPU wheels; the 4 seen on 18 environment repositories were such installs, none a broken image).
  {
    const problems: { msg: string; line: number; redirect: boolean }[] = [];
    for (const ins of runs) {
      for (const cmd of runCommands(ins)) {
        const pip = pipInstallOf(cmd);
        if (!pip) continue;
        for (const r of pip.redirected)
          problems.push({
            msg: `line ${ins.line}: pip install ${r.written} is not quoted, so the shell reads ${r.written.slice(r.written.length - r.target.length - 1)} as a redirect: nothing is pinned and ${r.input ? `pip's input comes from a file named "${r.target}" (the build fails without it)` : `pip's output goes to a file named "${r.target}"`} (quote it: "${r.written}")`,
            line: ins.line,
            redirect: true,
          });
        const floating = pip.packages.filter((p) => !isPinnedArg(p) && !allowed(p) && !INSTALLER_BOOTSTRAP.has(p.toLowerCase()));
        if (floating.length) problems.push({ msg: `line ${ins.line}: pip install ${floating.map((f) => `"${f}"`).join(' ')} floats`, line: ins.line, redirect: false });
      }
    }
    const redirects = problems.filter((p) => p.redirect);
    if (redirects.length)
      env.fail('deps/docker-installs-pinned', `${file} ${problems.map((p) => p.msg).join('; ')}. Fix: pin an exact version (==x.y.z), or install through uv sync --frozen.`, {
        file,
        line: redirects[0]!.line,
        key: 'pinned',
      });
    else if (problems.length)
      env.fail('deps/docker-installs-pinned', `If you want images that rebuild the same: ${file} ${problems.map((p) => p.msg).join('; ')}. Fix: pin an exact version (==x.y.z), or install through uv sync --frozen.`, {
        file,
        line: problems[0]!.line,
        key: 'pinned',
        severity: 'notice',
      });
    else env.pass('deps/docker-installs-pinned', 'Every pip install argument is pinned.', { file });
  }
}

// ---------------------------------------------------------------------------------------------
// deps/vcs-pinned

async function checkVcsPinned(env: EnvContext): Promise<void> {
  const id = 'deps/vcs-pinned';
  const pyproject = await readPyproject(env);
  const problems: { msg: string; file: string; line?: number }[] = [];
  if (pyproject.data) {
    const project = table(pyproject.data.project) ?? {};
    const all: string[] = [...stringList(project.dependencies)];
    for (const reqs of Object.values(table(project['optional-dependencies']) ?? {})) all.push(...stringList(reqs));
    for (const reqs of Object.values(table(pyproject.data['dependency-groups']) ?? {})) all.push(...stringList(reqs));
    for (const raw of all) {
      // Only a direct reference (`name @ url`) has a URL: a string without `@` needs no parse.
      if (!raw.includes('@')) continue;
      const r: Requirement | undefined = parseRequirement(raw);
      if (!r?.url || !/^(git|hg|svn|bzr)\+/.test(r.url)) continue;
      const at = /@([^@/#]+)(#.*)?$/.exec(r.url.replace(/^[a-z+]+:\/\/[^/]*@/, ''));
      if (!at || !HEX40.test(at[1]!))
        problems.push({ msg: `pyproject.toml: "${raw}" has no commit`, file: 'pyproject.toml', line: lineOf(pyproject.text ?? '', new RegExp(escapeRe(raw.slice(0, 40)))) });
    }
    for (const [name, src] of Object.entries(table(table(table(pyproject.data.tool)?.uv)?.sources) ?? {})) {
      const entries = Array.isArray(src) ? src.map(table) : [table(src)];
      for (const s of entries) {
        if (!s || typeof s.git !== 'string') continue;
        if (!(typeof s.rev === 'string' && HEX40.test(s.rev)))
          problems.push({
            msg: `[tool.uv.sources] ${name} = { git = "${s.git}"${typeof s.tag === 'string' ? `, tag = "${s.tag}"` : typeof s.branch === 'string' ? `, branch = "${s.branch}"` : ''} } has no commit`,
            file: 'pyproject.toml',
            line: lineOf(pyproject.text ?? '', new RegExp(`^\\s*${escapeRe(name)}\\s*=`)),
          });
      }
    }
  }
  const docker = await loadDocker(env);
  if (docker.model && docker.path) {
    const pipInstallOf = await pipInstallsOf(env);
    for (const ins of runInstructions(docker.model.stages)) {
      for (const cmd of runCommands(ins)) {
        for (const p of pipInstallOf(cmd)?.packages ?? []) {
          if (!/(git|hg|svn|bzr)\+/.test(p)) continue;
          if (!isPinnedArg(p)) problems.push({ msg: `${docker.path} line ${ins.line}: pip install ${p} has no commit`, file: docker.path, line: ins.line });
        }
      }
    }
  }
  if (problems.length)
    env.fail(id, `${problems.map((p) => p.msg).join('; ')}. The lock pins the resolved commit, but re-locking floats and in-repo builds drop the lock. Fix: append @<40-hex sha> (or rev = "<sha>").`, {
      file: problems[0]!.file,
      line: problems[0]!.line,
      key: 'vcs',
    });
  else env.pass(id, 'No floating VCS references.');
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
