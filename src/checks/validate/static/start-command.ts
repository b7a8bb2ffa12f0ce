/**
 * What an image runs when it starts, read statically: the final stage's ENTRYPOINT and CMD (exec or
 * shell form, combined as Docker combines them), into `sh -c "…"` scripts and into start scripts of the
 * build context (`CMD ["./entrypoint.sh"]`, `CMD ["bash", "start.sh"]`), as simple commands with the
 * directory each runs in and the variables the image sets (ENV and ARG of the stage chain, a start
 * script's own defaults). The port the app serves on and the uvicorn app it starts are read from these.
 */
import { posix } from 'node:path';
import { baseChain, contextCopies, finalStage, substituteArgs, type DockerfileModel, type Instruction, type Stage } from './dockerfile.js';
import { shellCommands } from './shell.js';

/** Reads a build-context file (env-relative path), undefined when it is not there. */
export type ContextReader = (path: string) => Promise<string | undefined>;

export interface StartCommand {
  words: readonly string[];
  /** The CMD or ENTRYPOINT instruction it comes from. */
  instruction: Instruction;
  /** The build-context path of the start script it is in, when it is in one. */
  script?: string;
  /** Absolute directory it runs in (WORKDIR, then `cd`). */
  cwd: string;
  /** Variables it sees: ENV/ARG of the stages, then the script's own assignments and defaults. */
  vars: ReadonlyMap<string, string | undefined>;
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'ash', 'zsh']);
/** Wrappers that run the rest of the line as the command. */
const WRAPPERS = new Set(['exec', 'env', 'tini', 'dumb-init', 'gosu', 'su-exec', 'nohup', 'command']);
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
/** A start script is read when it is at most this long (a start script, not a program). */
const MAX_SCRIPT_CHARS = 64 * 1024;
const MAX_SCRIPT_DEPTH = 2;

interface ImageConfig {
  /** ENV and ARG values of the final stage chain, as set at its end. */
  vars: Map<string, string | undefined>;
  entrypoint?: { ins: Instruction; workdir: string };
  cmd?: { ins: Instruction; workdir: string };
  instructions: Instruction[];
}

/** What the final stage (and the stages it is based on) configures, in order. */
function imageConfig(model: DockerfileModel, target?: string): ImageConfig | undefined {
  const final = finalStage(model, target);
  if (!final) return undefined;
  const config: ImageConfig = { vars: new Map(), instructions: [] };
  const { vars } = config;
  let workdir = '/';
  let cmdStage: Stage | undefined;
  for (const stage of baseChain(model, final).reverse()) {
    for (const ins of stage.instructions) {
      config.instructions.push(ins);
      if (ins.keyword === 'WORKDIR') {
        const dir = ins.args.trim().replace(/^["'](.*)["']$/, '$1');
        workdir = posix.resolve(workdir, substituteArgs(dir, vars) ?? dir);
      } else if (ins.keyword === 'ENV') {
        for (const [k, v] of ins.properties) vars.set(k, v === undefined ? undefined : (substituteArgs(v, vars) ?? v));
      } else if (ins.keyword === 'ARG') {
        for (const [k, v] of ins.properties) if (!vars.has(k) || v !== undefined) vars.set(k, v);
      } else if (ins.keyword === 'ENTRYPOINT') {
        config.entrypoint = { ins, workdir };
        // An ENTRYPOINT resets the CMD a base stage set (not one set in its own stage).
        if (cmdStage !== stage) config.cmd = undefined;
      } else if (ins.keyword === 'CMD') {
        config.cmd = { ins, workdir };
        cmdStage = stage;
      }
    }
  }
  return config;
}

/** The commands the final stage runs at start, through shell scripts and start scripts. */
export async function startCommands(model: DockerfileModel, read: ContextReader, target?: string): Promise<StartCommand[]> {
  const config = imageConfig(model, target);
  return config ? commandsOf(model, config, read) : [];
}

async function commandsOf(model: DockerfileModel, config: ImageConfig, read: ContextReader): Promise<StartCommand[]> {
  const { entrypoint, cmd } = config;
  const formWords = (ins: Instruction) => ins.exec ?? ['/bin/sh', '-c', ins.args];
  // The exec form of ENTRYPOINT takes CMD as its arguments; the shell form ignores CMD.
  const from = entrypoint ?? cmd;
  if (!from) return [];
  const words = entrypoint ? (entrypoint.ins.exec ? [...entrypoint.ins.exec, ...(cmd ? formWords(cmd.ins) : [])] : formWords(entrypoint.ins)) : formWords(from.ins);
  const out: StartCommand[] = [];
  await expand(words, { instruction: from.ins, cwd: from.workdir, vars: new Map(config.vars), depth: 0, read, copies: contextCopies(model), out });
  return out;
}

/** A port a Dockerfile names, and how. */
export interface DockerPort {
  port: number;
  /** `EXPOSE`, `CMD --port`, `ENTRYPOINT → start.sh --port`, `HEALTHCHECK`. */
  how: string;
  /** The value as written when it is not the number (`$PORT`, `${PORT:-7860}`). */
  written?: string;
  line: number;
}

/** `CMD --port 8000`, `ENTRYPOINT → entrypoint.sh --port $PORT = 7860`: how a port is named, for messages. */
export function describePort(p: DockerPort): string {
  return p.written !== undefined && p.written !== String(p.port) ? `${p.how} ${p.written} = ${p.port}` : `${p.how} ${p.port}`;
}

/**
 * The ports the final stage (and the stages it is based on) names: EXPOSE, and the ones that say which
 * port the app serves on: `--port` in the command the image starts (into `sh -c` and start scripts of the
 * build context, variables resolved through ENV/ARG and the script's defaults) and the port of a
 * HEALTHCHECK URL.
 */
export async function dockerfilePorts(model: DockerfileModel, read: ContextReader, target?: string): Promise<{ exposed: DockerPort[]; served: DockerPort[] }> {
  const exposed: DockerPort[] = [];
  const served: DockerPort[] = [];
  const config = imageConfig(model, target);
  if (!config) return { exposed, served };
  for (const ins of config.instructions) {
    if (ins.keyword === 'EXPOSE')
      for (const p of ins.args.split(/\s+/)) {
        const n = /^(\d{1,5})(?:\/(?:tcp|udp))?$/i.exec(substituteArgs(p, config.vars) ?? p);
        if (n) exposed.push({ port: Number(n[1]), how: 'EXPOSE', ...(n[0] !== p ? { written: p } : {}), line: ins.line });
      }
    if (ins.keyword === 'HEALTHCHECK') {
      const m = /:\/\/[^\s/:"']+:(\d{1,5}|\$\{?[A-Za-z_][A-Za-z0-9_]*(?::-[0-9]{1,5})?\}?)(?![\w}])/.exec(ins.args);
      const value = m ? (/^\d+$/.test(m[1]!) ? m[1]! : resolveWord(m[1]!, config.vars)) : undefined;
      if (m && value !== undefined && /^\d{1,5}$/.test(value))
        served.push({ port: Number(value), how: 'HEALTHCHECK', ...(value !== m[1] ? { written: m[1]! } : {}), line: ins.line });
    }
  }
  for (const command of await commandsOf(model, config, read)) {
    const found = commandPort(command);
    if (!found) continue;
    const how = `${command.instruction.keyword}${command.script ? ` → ${command.script}` : ''} --port`;
    served.push({ port: found.port, how, ...(found.written !== String(found.port) ? { written: found.written } : {}), line: command.instruction.line });
  }
  return { exposed, served };
}

/**
 * The Dockerfile declarations that contradict the port the app should serve on. A Dockerfile may EXPOSE
 * several ports (a second service, a debugger, a VNC viewer): EXPOSE only conflicts when none of its
 * ports is the app's. `--port` and a HEALTHCHECK URL name the app's own port, so each must match.
 */
export function portConflicts(port: number, ports: { exposed: readonly DockerPort[]; served: readonly DockerPort[] }): DockerPort[] {
  const out = ports.served.filter((p) => p.port !== port);
  if (ports.exposed.length && !ports.exposed.some((p) => p.port === port)) out.push(...ports.exposed);
  return out;
}

/**
 * The port the app serves on, by what says so most directly: the start command, a HEALTHCHECK, a single
 * EXPOSE, or of several EXPOSEd ports the one `claimed` elsewhere (the manifest's `port`).
 */
export function servedPortOf(ports: { exposed: readonly DockerPort[]; served: readonly DockerPort[] }, claimed?: number): DockerPort | undefined {
  return (
    ports.served.find((p) => p.how !== 'HEALTHCHECK') ??
    ports.served[0] ??
    (ports.exposed.length === 1 ? ports.exposed[0] : ports.exposed.find((p) => p.port === claimed))
  );
}

interface Expansion {
  instruction: Instruction;
  script?: string;
  cwd: string;
  vars: Map<string, string | undefined>;
  depth: number;
  read: ContextReader;
  copies: readonly { source: string; dest: string }[];
  out: StartCommand[];
}

async function expand(input: readonly string[], at: Expansion): Promise<void> {
  let words = [...input];
  // Leading assignments (`PORT=9000 uvicorn …`) and wrappers (`exec`, `env`, `tini --`).
  const vars = new Map(at.vars);
  let wrapped = false;
  for (;;) {
    const first = words[0];
    if (first === undefined) return;
    const assignment = ASSIGNMENT.exec(first);
    if (assignment) vars.set(assignment[1]!, substituteArgs(assignment[2]!, vars) ?? assignment[2]!);
    else if (WRAPPERS.has(posix.basename(first))) wrapped = true;
    else if (!(wrapped && first.startsWith('-'))) break; // a wrapper's own options (`tini -g --`)
    words = words.slice(1);
  }
  if (words.length === 0) {
    // An assignment alone sets the variable for the rest of the script.
    for (const [k, v] of vars) at.vars.set(k, v);
    return;
  }
  const program = posix.basename(words[0]!);
  if (SHELLS.has(program)) {
    const c = words.indexOf('-c');
    if (c !== -1) {
      if (words[c + 1] !== undefined) await expandScript(words[c + 1]!, { ...at, vars });
      return;
    }
    const file = words.slice(1).find((w) => !w.startsWith('-'));
    if (file !== undefined) await expandFile(file, { ...at, vars }, false);
    return;
  }
  if (/\.sh$/.test(program) || words[0]!.startsWith('./')) {
    if (await expandFile(words[0]!, { ...at, vars }, true)) return;
  }
  at.out.push({ words, instruction: at.instruction, script: at.script, cwd: at.cwd, vars });
}

/** The commands of a shell script text, in order: `cd` moves the directory, assignments set variables. */
async function expandScript(text: string, at: Expansion): Promise<void> {
  const scope: Expansion = { ...at, vars: new Map(at.vars) };
  for (const words of shellCommands(text)) {
    if (words[0] === 'cd' && words[1] !== undefined) {
      const dir = resolveWord(words[1], scope.vars);
      if (dir !== undefined) scope.cwd = posix.resolve(scope.cwd, dir);
      continue;
    }
    if (words[0] === 'export' || words[0] === 'readonly' || words[0] === 'local') {
      for (const w of words.slice(1)) {
        const a = ASSIGNMENT.exec(w);
        if (a) scope.vars.set(a[1]!, substituteArgs(a[2]!, scope.vars) ?? a[2]!);
      }
      continue;
    }
    if (words[0] === ':') {
      // `: "${PORT:=8000}"` gives PORT a default.
      for (const w of words.slice(1)) {
        const d = /^\$([A-Za-z_][A-Za-z0-9_]*):=(.*)$/s.exec(w);
        if (d && (scope.vars.get(d[1]!) ?? '') === '') scope.vars.set(d[1]!, d[2]!);
      }
      continue;
    }
    await expand(words, scope);
  }
}

const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * Reads a start script the image runs from the build context and expands it; false when it is not
 * there. A bare name run as a program (`CMD ["start.sh"]`) is looked up on PATH; given to a shell
 * (`bash start.sh`), in the working directory.
 */
async function expandFile(path: string, at: Expansion, onPath: boolean): Promise<boolean> {
  if (at.depth >= MAX_SCRIPT_DEPTH) return false;
  const dirs = onPath && !path.includes('/') ? (at.vars.get('PATH') ?? DEFAULT_PATH).split(':').filter((d) => d.startsWith('/')) : [at.cwd];
  for (const source of dirs.flatMap((dir) => contextSourcesOf(at.copies, posix.resolve(dir, path)))) {
    const text = await at.read(source);
    if (text === undefined || text.length > MAX_SCRIPT_CHARS) continue;
    await expandScript(text, { ...at, script: source, depth: at.depth + 1 });
    return true;
  }
  return false;
}

/** The build-context paths a container path came from, through the COPY/ADD instructions (no --from). */
function contextSourcesOf(copies: readonly { source: string; dest: string }[], containerPath: string): string[] {
  const out: string[] = [];
  for (const c of copies) {
    if (c.dest === containerPath) out.push(c.source);
    const rel = posix.relative(c.dest, containerPath);
    if (rel && !rel.startsWith('..') && !posix.isAbsolute(rel)) out.push(posix.join(c.source, rel));
  }
  // A later COPY wins over an earlier one to the same place.
  return [...new Set(out.reverse())];
}

/**
 * A shell word as the shell would expand it, for the words shellCommands leaves: `$X`, `${X}` (both
 * `$X` there), `${X:-d}` and `${X:=d}` (`$X:-d`, `$X:=d` there). Undefined when a variable is unset.
 */
export function resolveWord(word: string, vars: ReadonlyMap<string, string | undefined>): string | undefined {
  const m = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)(?::([-=])(.*?))?\}?$/s.exec(word);
  if (!m) return word.includes('$') ? substituteArgs(word, vars) : word;
  const value = vars.get(m[1]!);
  if (value !== undefined && value !== '') return value;
  return m[2] ? m[3] : undefined;
}

/** The port a command serves on: `--port N`, `--port=N`, with variables resolved. */
export function commandPort(command: StartCommand): { port: number; written: string } | undefined {
  const { words } = command;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const written = w === '--port' ? words[i + 1] : w.startsWith('--port=') ? w.slice('--port='.length) : undefined;
    if (written === undefined) continue;
    const value = resolveWord(written, command.vars);
    const port = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
    if (port !== undefined && port >= 1 && port <= 65535) return { port, written };
  }
  return undefined;
}
