/** structure/ criteria (validator.md §3.1). */
import { parseFrontMatter } from './front-matter.js';
import type { EnvContext } from './env.js';
import { lineOf, utf8Problem } from './env.js';
import { readManifest, isMapping } from './manifest.js';
import { readPyproject, table } from './pyproject.js';
import { mainOnlyIndented, substringRule, type GuardVerdict } from './main-guard.js';
import { loadDocker } from './docker.js';
import { describePort, dockerfilePorts, portConflicts, servedPortOf, type DockerPort } from './start-command.js';

/** Returns false when openenv.yaml is missing (every other criterion is then skipped). */
export async function checkManifestPresence(env: EnvContext): Promise<boolean> {
  const manifest = await readManifest(env);
  if (!manifest.present) {
    env.fail(
      'structure/manifest-present',
      `${env.root || '.'}: openenv.yaml not found, so this is not an OpenEnv environment root. Fix: run the check on the directory that holds openenv.yaml, or create one (openenv init makes a template).`,
      { key: 'manifest' },
    );
    return false;
  }
  if (manifest.directory) env.pass('structure/manifest-present', 'openenv.yaml exists, but as a directory (openenv validate only checks that the path exists; structure/manifest-valid reports it).');
  else env.pass('structure/manifest-present', 'openenv.yaml exists.', { file: 'openenv.yaml' });
  return true;
}

export async function checkManifestFields(env: EnvContext): Promise<void> {
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (manifest.directory) {
    env.fail('structure/manifest-valid', 'openenv.yaml is a directory, not a file: openenv validate passes (it only checks that the path exists), but openenv push, the Hub and AutoEnv cannot read a manifest. Fix: replace the directory with an openenv.yaml file (name, app, port).', { key: 'directory' });
    env.skip('structure/manifest-runtime-fields', 'skipped: openenv.yaml is a directory');
    return;
  }
  if (!data) {
    env.fail('structure/manifest-valid', `openenv.yaml is not a YAML mapping (${manifest.problem ?? 'unreadable'}), and openenv push will refuse this environment. Fix: make it a mapping with at least name: my_env.`, {
      file: 'openenv.yaml',
      line: 1,
      key: 'mapping',
    });
    env.skip('structure/manifest-runtime-fields', 'skipped: openenv.yaml is not a mapping');
    return;
  }
  if (typeof data.name !== 'string' || data.name.trim() === '')
    env.fail(
      'structure/manifest-valid',
      `openenv.yaml: 'name' is ${data.name === undefined ? 'missing' : 'not a non-empty string'}, and openenv push will refuse this environment. Fix: add name: my_env.`,
      { file: 'openenv.yaml', line: manifest.lineOf(['name']) ?? 1, key: 'name' },
    );
  else env.pass('structure/manifest-valid', `openenv.yaml names ${data.name}.`, { file: 'openenv.yaml' });

  const problems: { msg: string; path: string }[] = [];
  if (data.spec_version !== 1) problems.push({ msg: `spec_version is ${data.spec_version === undefined ? 'missing' : JSON.stringify(data.spec_version)}, expected 1`, path: 'spec_version' });
  if (typeof data.app !== 'string') problems.push({ msg: `app is ${data.app === undefined ? 'missing' : 'not a string'} (the runtime probe's default start command needs it)`, path: 'app' });
  else if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(data.app))
    problems.push({ msg: `app is '${data.app}', expected module:attribute such as server.app:app`, path: 'app' });
  if (data.port === undefined) problems.push({ msg: 'port is missing (the runtime probe needs it)', path: 'port' });
  else if (!Number.isInteger(data.port) || (data.port as number) < 1 || (data.port as number) > 65535)
    problems.push({ msg: `port is ${JSON.stringify(data.port)}, expected an integer 1-65535`, path: 'port' });
  if (problems.length)
    env.fail('structure/manifest-runtime-fields', `openenv.yaml: ${problems.map((p) => p.msg).join('; ')}. Fix: set spec_version: 1, app: server.app:app and port: 8000 (or your port).`, {
      file: 'openenv.yaml',
      line: manifest.lineOf([problems[0]!.path]) ?? 1,
      key: problems.map((p) => p.path).join(','),
    });
  else env.pass('structure/manifest-runtime-fields', `spec_version 1, app ${String(data.app)}, port ${String(data.port)}.`, { file: 'openenv.yaml' });
}

export async function checkPyprojectStructure(env: EnvContext): Promise<void> {
  const py = await readPyproject(env);
  const scriptIds = ['structure/server-script', 'structure/server-script-main'];
  if (!py.present) {
    env.fail(
      'structure/pyproject-present',
      'pyproject.toml not found. Fix: add a pyproject.toml with [project] and [project.scripts] server = "<pkg>.server.app:main" (see the openenv init template).',
      { key: 'pyproject' },
    );
    env.skip('structure/pyproject-valid', 'skipped: pyproject.toml is missing (dependency failed)');
    for (const id of scriptIds) env.skip(id, 'skipped: pyproject.toml is missing (dependency failed)');
    return;
  }
  env.pass('structure/pyproject-present', 'pyproject.toml exists.', { file: 'pyproject.toml' });
  if (py.error || !py.data) {
    env.fail('structure/pyproject-valid', `pyproject.toml does not parse: ${py.error?.message ?? 'unreadable'}. Fix: correct the TOML syntax.`, {
      file: 'pyproject.toml',
      line: py.error?.line,
      column: py.error?.column,
      key: 'parse',
    });
    for (const id of scriptIds) env.skip(id, 'skipped: pyproject.toml does not parse (dependency failed)');
    return;
  }
  env.pass('structure/pyproject-valid', 'pyproject.toml parses.', { file: 'pyproject.toml' });
  const scripts = table(table(py.data.project)?.scripts);
  const text = py.text ?? '';
  const scriptsLine = lineOf(text, /^\s*\[project\.scripts\]/) ?? lineOf(text, /^\s*\[project\]/);
  if (!scripts || !('server' in scripts)) {
    env.fail(
      'structure/server-script',
      `pyproject.toml has no [project.scripts] server entry, so 'uv run server' and the Hub/uv launch modes won't work. Fix: add server = "<pkg>.server.app:main".`,
      { file: 'pyproject.toml', line: scriptsLine, key: 'server-script' },
    );
    env.skip('structure/server-script-main', 'skipped: no server entry (dependency failed)');
    return;
  }
  const serverLine = lineOf(text, /^\s*["']?server["']?\s*=/) ?? scriptsLine;
  env.pass('structure/server-script', `[project.scripts] server = ${JSON.stringify(scripts.server)}.`, { file: 'pyproject.toml', line: serverLine });
  const value = scripts.server;
  // CLI semantics: a substring test on the value.
  if (typeof value === 'string' && value.includes(':main')) {
    env.pass('structure/server-script-main', `server entry ${value} references main.`, { file: 'pyproject.toml', line: serverLine });
    if (!value.endsWith(':main')) env.note('structure/server-script-main', `The entry contains ':main' but does not end in it (${value}).`);
  } else
    env.fail(
      'structure/server-script-main',
      `[project.scripts] server = ${JSON.stringify(value)} does not point at a main function. Fix: point it at …:main.`,
      { file: 'pyproject.toml', line: serverLine, key: 'server-script-main' },
    );
}

/** What structure/server-main-guard still needs once the engine's verdict arrives: the source and its BOM. */
export interface PendingGuard {
  source: string;
  bom: boolean;
}

/**
 * The server/app.py criteria. structure/server-main-guard waits for the engine's verdict (python3 answers
 * a batch at a time), so its record is left to `recordServerMainGuard` when this returns a pending guard;
 * nothing else reads that record, so the other criteria need not wait.
 */
export async function checkServerApp(env: EnvContext): Promise<PendingGuard | undefined> {
  if (!env.has('server/app.py')) {
    env.fail('structure/server-app-present', 'server/app.py not found. Fix: create server/app.py that builds the app with create_app(...) and defines main().', { key: 'app' });
    env.skip('structure/server-main-defined', 'skipped: server/app.py is missing (dependency failed)');
    env.skip('structure/server-main-guard', 'skipped: server/app.py is missing (dependency failed)');
    return;
  }
  env.pass('structure/server-app-present', 'server/app.py exists.', { file: 'server/app.py' });
  const decoded = await env.decoded('server/app.py');
  // openenv validate reads server/app.py with read_text(encoding="utf-8"): a non-UTF-8 byte raises
  // UnicodeDecodeError, which nothing catches, so the CLI exits 1 (a coding declaration does not help).
  const badBytes = decoded && utf8Problem('server/app.py', decoded);
  if (badBytes) {
    env.fail('structure/server-main-defined', `${badBytes}, so openenv validate crashes reading it (UnicodeDecodeError, exit 1). Fix: save server/app.py as UTF-8.`, {
      file: 'server/app.py',
      line: 1,
      key: 'encoding',
    });
    env.skip('structure/server-main-guard', 'skipped: server/app.py is not UTF-8 (openenv validate crashes before this check)');
    return;
  }
  const source = (await env.text('server/app.py')) ?? '';
  if (source.includes('def main(')) {
    env.pass('structure/server-main-defined', 'server/app.py defines main().', { file: 'server/app.py', line: lineOf(source, /def main\(/) });
    if (mainOnlyIndented(source)) env.note('structure/server-main-defined', 'main is not module-level.');
  } else
    env.fail(
      'structure/server-main-defined',
      'server/app.py defines no main() function. Fix: add a module-level def main(host="0.0.0.0", port=8000) that runs uvicorn on app.',
      { file: 'server/app.py', line: 1, key: 'main' },
    );
  return { source, bom: decoded?.bom === true };
}

/** structure/server-main-guard from the engine's verdict (undefined: the source was not readable text). */
export function recordServerMainGuard(env: EnvContext, pending: PendingGuard, verdict: GuardVerdict | undefined): void {
  const { source } = pending;
  let guard = verdict;
  // The CLI keeps a byte-order mark in the text it hands ast.parse, which rejects it (U+FEFF), so only
  // the substring rule can pass the guard.
  if (pending.bom && guard) guard = { parsed: false, guard: substringRule(source), engine: guard.engine };
  if (!guard) {
    env.skip('structure/server-main-guard', 'skipped: server/app.py is not readable text');
    return;
  }
  const evidence = `engine: ${guard.engine}${guard.parsed ? '' : '; the file does not parse, so the substring rule applied'}`;
  if (guard.guard)
    env.pass('structure/server-main-guard', 'server/app.py calls main() under a module-level __main__ guard.', {
      file: 'server/app.py',
      line: guard.line,
      evidence,
    });
  else {
    env.fail(
      'structure/server-main-guard',
      `server/app.py never calls main() under a module-level if __name__ == "__main__": guard, so 'python -m server.app' starts nothing. Fix: add, at the end of the file and without indentation, a guard whose body calls main().`,
      { file: 'server/app.py', line: lineOf(source, /__main__/) ?? source.split('\n').length, evidence, key: 'guard' },
    );
    // One root cause, one finding: with no main() at all, no guard can call it. Both records still fail
    // (openenv validate reports both); main-defined's finding asks for the guard too.
    const defined = env.results.get('structure/server-main-defined');
    if (defined?.status === 'fail' && defined.key === 'main' && !env.isOff('structure/server-main-defined')) {
      env.folded.add('structure/server-main-guard');
      defined.message = `server/app.py defines no main() function, so neither 'uv run server' nor 'python -m server.app' starts it. Fix: add a module-level def main(host="0.0.0.0", port=8000) that runs uvicorn on app, and at the end of the file, without indentation, if __name__ == "__main__": main().`;
    }
  }
}

export async function checkPushLayout(env: EnvContext): Promise<void> {
  const rootDocker = env.has('Dockerfile');
  const required = ['openenv.yaml', '__init__.py', 'client.py', 'models.py', 'README.md', 'pyproject.toml'];
  // One root cause, one finding: a folder without pyproject.toml is structure/pyproject-present's.
  const missing = required.filter((f) => !env.has(f) && !(f === 'pyproject.toml' && env.status('structure/pyproject-present') === 'fail'));
  // A folder without any Dockerfile is docker/dockerfile-present's finding.
  if (!env.has('server/Dockerfile') && !rootDocker && env.isOff('docker/dockerfile-present')) missing.push('server/Dockerfile (or Dockerfile)');
  if (!rootDocker) {
    if (!env.hasDir('server')) missing.push('server/');
    for (const f of ['server/__init__.py', 'server/app.py']) if (!env.has(f) && !(f === 'server/app.py' && env.status('structure/server-app-present') === 'fail')) missing.push(f);
  }
  if (env.status('structure/pyproject-present') === 'fail' && missing.length === 0) return env.pass('structure/push-layout', 'The other files openenv push requires are present (pyproject.toml is structure/pyproject-present\'s).');
  if (missing.length)
    // The consequence is `openenv push`'s: a Space deployed by a git push builds without these files.
    await env.failForWorkflow(
      'structure/push-layout',
      ['openenvPush'],
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing; openenv validate may pass but openenv push will stop with "Invalid OpenEnv environment structure". Fix: add ${missing.map((f) => (f === 'models.py' ? 'models.py (your Action/Observation classes, or a re-export of them)' : f)).join(', ')}.`,
      { key: missing.join(',') },
    );
  else env.pass('structure/push-layout', 'All files openenv push requires are present.');
}

/** Parses README front matter (a leading `---` block). */
function readmeFrontMatter(env: EnvContext): Promise<{ present: boolean; data?: Record<string, unknown>; error?: string; text?: string }> {
  return env.once('readme-front-matter', async () => {
    const text = await env.text('README.md');
    if (text === undefined) return { present: false };
    const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
    if (!m) return { present: false, text };
    try {
      const data = await parseFrontMatter(m[1]!);
      return isMapping(data) ? { present: true, data, text } : { present: true, error: 'front matter is not a mapping', text };
    } catch (error) {
      return { present: true, error: (error as Error).message.split('\n')[0], text };
    }
  });
}

export async function checkReadmeFrontMatter(env: EnvContext): Promise<void> {
  const id = 'structure/readme-front-matter';
  const manifest = await readManifest(env);
  const declared = manifestPort(manifest.data);
  if ('unreadable' in declared) return env.skip(id, `skipped: ${declared.unreadable}`);
  // The port to advise is the one the image serves on (its start command, HEALTHCHECK or single EXPOSE),
  // never the manifest's: a Space that serves 7860 stays on 7860 whatever openenv.yaml says (a wrong
  // manifest port is structure/ports-consistent's). Unknown: no port is advised.
  const served = (await dockerServedPort(env, manifest.data?.port !== undefined ? declared.port : undefined))?.port;
  const appPort = served === undefined ? '' : `\`app_port: ${served}\``;
  if (!env.has('README.md'))
    return env.failForWorkflow(id, ['hub'], `README.md is missing, so a Hugging Face Space has no build settings. Fix: add README.md that starts with a front matter block (${['`sdk: docker`', appPort, '`tags: [openenv]`'].filter(Boolean).join(', ')} between two \`---\` lines).`, { key: 'readme' });
  const fm = await readmeFrontMatter(env);
  if (!fm.present)
    return env.failForWorkflow(id, ['hub'], `README.md has no front matter, so a Hugging Face Space has no build settings. Fix: start README.md with a front matter block: \`sdk: docker\`${appPort ? `, ${appPort}` : ''} and \`tags: [openenv]\` between two \`---\` lines.`, { file: 'README.md', line: 1, key: 'missing' });
  if (!fm.data) return env.fail(id, `README.md front matter does not parse (${fm.error}). Fix: correct the YAML between the --- lines.`, { file: 'README.md', line: 1, key: 'parse' });
  const problems: string[] = [];
  const fixes: string[] = [];
  if (fm.data.sdk !== 'docker') {
    problems.push(`sdk is ${JSON.stringify(fm.data.sdk ?? null)}, expected docker`);
    fixes.push('`sdk: docker`');
  }
  if (!Number.isInteger(fm.data.app_port)) {
    // A Docker Space without app_port is served on 7860: said only when the app serves another port. An
    // app_port that is no integer is wrong whatever the port; the fix names the port only when it is known.
    const routesTo7860 = fm.data.app_port === undefined;
    if (routesTo7860 ? served !== undefined && served !== 7860 : true) {
      problems.push(`app_port is ${routesTo7860 ? `missing, so the Space routes to 7860, but the app serves ${served}` : JSON.stringify(fm.data.app_port)}`);
      fixes.push(served !== undefined ? `\`app_port: ${served}\`` : '`app_port` (an integer: the port the app serves on)');
    }
  } else if (served !== undefined && fm.data.app_port !== served && env.isOff('structure/ports-consistent')) {
    // One defect, one finding: an app_port that disagrees with the port the app serves is
    // structure/ports-consistent's, which compares it with the manifest too; said here only when that
    // criterion is off.
    problems.push(`app_port ${String(fm.data.app_port)} differs from the port the app serves (${served})`);
    fixes.push(`\`app_port: ${served}\``);
  }
  const untagged = !Array.isArray(fm.data.tags) || !fm.data.tags.includes('openenv');
  if (untagged) {
    problems.push("tags does not include 'openenv', so Hub discovery will not list it");
    fixes.push('`tags: [openenv]`');
  }
  // The tag alone is discoverability: a warning when the repository publishes with `openenv push` (an
  // OpenEnv environment on the Hub), else advice. A Space the settings above would break stays a warning.
  if (untagged && problems.length === 1 && !(await env.workflows()).openenvPush)
    return env.fail(id, "If you want the Hub to list this Space among OpenEnv environments: README.md front matter: tags does not include 'openenv'. Fix: set `tags: [openenv]` in README.md's front matter.", {
      file: 'README.md',
      line: lineOf(fm.text ?? '', /^tags\s*:/) ?? 1,
      key: 'fields',
      severity: 'notice',
    });
  if (problems.length)
    await env.failForWorkflow(id, ['hub'], `README.md front matter: ${problems.join('; ')}. Fix: set ${fixes.join(', ')} in README.md's front matter.`, {
      file: 'README.md',
      line: lineOf(fm.text ?? '', problems[0]!.startsWith('app_port') ? /^app_port\s*:/ : problems[0]!.startsWith('sdk') ? /^sdk\s*:/ : /^tags\s*:/) ?? 1,
      key: 'fields',
    });
  else env.pass(id, 'README.md front matter is complete.', { file: 'README.md' });
}

/** What the environment's Dockerfile says about ports, start scripts followed (validator.md §3.1). */
function dockerPorts(env: EnvContext): Promise<{ path: string; exposed: DockerPort[]; served: DockerPort[] } | undefined> {
  return env.once('docker-ports', async () => {
    const docker = await loadDocker(env);
    if (!docker.model || !docker.path) return undefined;
    return { path: docker.path, ...(await dockerfilePorts(docker.model, (path) => env.text(path), env.options.dockerTarget)) };
  });
}

/**
 * The port the Dockerfile's app serves on (start command --port, HEALTHCHECK), else its single EXPOSE, or
 * the `claimed` port when it is one of several EXPOSEd; and where it says so.
 */
async function dockerServedPort(env: EnvContext, claimed?: number): Promise<{ port: number; where: string } | undefined> {
  const ports = await dockerPorts(env);
  const first = ports && servedPortOf(ports, claimed);
  return first ? { port: first.port, where: `${ports.path} ${describePort(first)} (line ${first.line})` } : undefined;
}

/** The port the repository serves on: the Dockerfile's, else README app_port. */
async function servedPort(env: EnvContext): Promise<{ port: number; where: string } | undefined> {
  const docker = await dockerServedPort(env);
  if (docker) return docker;
  const fm = await readmeFrontMatter(env);
  return fm.data && Number.isInteger(fm.data.app_port) ? { port: fm.data.app_port as number, where: `README.md app_port ${String(fm.data.app_port)}` } : undefined;
}

/**
 * The port openenv.yaml declares, as the file says it. Missing means OpenEnv's default 8000 (and the
 * message says so); a value that is not an integer is unreadable: never substitute the default for it
 * (a quoted `port: "7860"` is not 8000). The manifests rule openenv-yaml/port-numeric-string owns it.
 */
export function manifestPort(data: Record<string, unknown> | undefined): { port: number; source: string } | { unreadable: string } {
  const raw = data?.port;
  if (raw === undefined) return { port: 8000, source: 'openenv.yaml has no port (default 8000)' };
  if (typeof raw === 'number' && Number.isInteger(raw)) return { port: raw, source: `openenv.yaml says port: ${raw}` };
  return { unreadable: `openenv.yaml port ${JSON.stringify(raw)} is not an integer, so the ports cannot be compared (see structure/manifest-runtime-fields, or openenv-yaml/port-numeric-string when manifests runs)` };
}

export async function checkPortsConsistent(env: EnvContext): Promise<void> {
  const id = 'structure/ports-consistent';
  const manifest = await readManifest(env);
  const declared = manifestPort(manifest.data);
  if ('unreadable' in declared) return env.skip(id, `skipped: ${declared.unreadable}`);
  const explicit = manifest.data?.port !== undefined;
  // Without `port` in the manifest, the port is what the repository serves (Dockerfile, README app_port):
  // they must agree with each other, and nothing is said about the 8000 default nobody here reads.
  const served = explicit ? undefined : await servedPort(env);
  const port = served?.port ?? declared.port;
  const mismatches: { msg: string; file: string; line?: number }[] = [];
  const fm = await readmeFrontMatter(env);
  if (fm.data && Number.isInteger(fm.data.app_port) && fm.data.app_port !== port)
    mismatches.push({ msg: `README.md app_port is ${String(fm.data.app_port)}`, file: 'README.md', line: lineOf(fm.text ?? '', /^app_port\s*:/) });
  const ports = await dockerPorts(env);
  if (ports)
    for (const p of portConflicts(port, ports)) mismatches.push({ msg: `${ports.path} ${describePort(p)} (line ${p.line})`, file: ports.path, line: p.line });
  const says = explicit ? `openenv.yaml says port: ${port}` : `${served?.where ?? 'OpenEnv tools use 8000'}, and openenv.yaml declares no port`;
  if (mismatches.length)
    env.fail(id, `${mismatches.map((m) => m.msg).join('; ')} but ${says}. Fix: make them agree${!explicit ? ' (and declare port: in openenv.yaml)' : ''}.`, {
      file: mismatches[0]!.file,
      line: mismatches[0]!.line,
      key: 'ports',
    });
  else env.pass(id, `The app's port agrees everywhere it is declared (${port}${explicit ? '' : ', from what the repository serves'}).`);
}

export async function checkOutputsDir(env: EnvContext): Promise<void> {
  if (env.hasDir('outputs')) env.pass('structure/outputs-dir', 'outputs/ exists.');
  else env.fail('structure/outputs-dir', 'outputs/ is absent. Fix: add outputs/.gitkeep if your environment writes trajectories.', { key: 'outputs' });
}
