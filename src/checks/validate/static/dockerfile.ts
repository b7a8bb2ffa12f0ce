/**
 * A small Dockerfile reader for the docker/ criteria: parser directives (`# escape=`), line
 * continuations, heredocs, exec and shell forms, instruction flags; the stage graph; ARG resolution of
 * FROM; whole-context copies and whether the build context reaches the final image.
 */
import { posix } from 'node:path';
import { splitLines } from '../../../engine/text.js';

export interface Instruction {
  keyword: string;
  /**
   * The arguments after the keyword and its flags: continuations joined, comments inside them dropped,
   * heredoc bodies appended on lines of their own.
   */
  args: string;
  /** Leading `--name=value` / `--name` flags (COPY, ADD, FROM, RUN, HEALTHCHECK); a flag without a value is 'true'. */
  flags: Record<string, string>;
  /** The exec form's words, when the arguments are a JSON array of strings (`CMD ["uvicorn", …]`). */
  exec: string[] | undefined;
  /** ENV, ARG and LABEL pairs, values unquoted; undefined for `ARG NAME` without a default. */
  properties: [string, string | undefined][];
  /** 1-based line of the keyword. */
  line: number;
  heredocs: string[];
  /**
   * The RUN text as simple commands, filled by runCommands on first use (several criteria read them). A
   * field, not a WeakMap: a weak map's entries cost the garbage collector more than the tokenising they save.
   */
  commands: readonly (readonly string[])[] | undefined;
}

export interface Stage {
  index: number;
  name?: string;
  /** FROM reference as written. */
  base: string;
  fromLine: number;
  instructions: Instruction[];
}

export interface DockerfileModel {
  path: string;
  escape: string;
  instructions: Instruction[];
  stages: Stage[];
  globalArgs: Map<string, string | undefined>;
}

export function parseDockerfile(path: string, text: string): DockerfileModel {
  const physical = splitLines(text);
  let escape = '\\';
  // Parser directives: leading comment lines of the form `# key=value`.
  for (const line of physical) {
    const m = /^\s*#\s*([a-zA-Z]+)\s*=\s*(\S+)\s*$/.exec(line);
    if (!m) break;
    if (m[1]!.toLowerCase() === 'escape' && (m[2] === '`' || m[2] === '\\')) escape = m[2]!;
  }
  const instructions: Instruction[] = [];
  let i = 0;
  while (i < physical.length) {
    const startLine = i + 1;
    let line = physical[i]!;
    i++;
    if (isBlankOrComment(line)) continue;
    let joined = '';
    // Join continuation lines; comment lines inside a continuation are dropped.
    for (;;) {
      const trimmedEnd = line.trimEnd();
      if (trimmedEnd.endsWith(escape)) {
        joined += trimmedEnd.slice(0, -1) + ' ';
        while (i < physical.length && isComment(physical[i]!)) i++;
        if (i >= physical.length) break;
        line = physical[i]!;
        i++;
        continue;
      }
      joined += line;
      break;
    }
    const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(joined);
    if (!m) continue;
    const keyword = m[1]!.toUpperCase();
    let args = m[2]!.trim();
    // Heredocs: `<<EOF`, `<<-EOF`, `<<"EOF"` open bodies that follow the instruction line.
    const heredocs: string[] = [];
    if (keyword === 'RUN' || keyword === 'COPY' || keyword === 'ADD') {
      const re = /<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/g;
      let h: RegExpExecArray | null;
      while ((h = re.exec(args))) {
        const terminator = h[3]!;
        const stripTabs = h[1] === '-';
        const body: string[] = [];
        while (i < physical.length) {
          const l = physical[i]!;
          i++;
          if ((stripTabs ? l.replace(/^\t+/, '') : l).trim() === terminator) break;
          body.push(l);
        }
        heredocs.push(body.join('\n'));
      }
      if (heredocs.length) args = `${args}\n${heredocs.join('\n')}`;
    }
    const { flags, rest } = splitFlags(args);
    instructions.push({ keyword, args: rest, flags, exec: execForm(rest), properties: propertiesOf(keyword, rest), line: startLine, heredocs, commands: undefined });
  }
  const stages: Stage[] = [];
  const globalArgs = new Map<string, string | undefined>();
  for (const ins of instructions) {
    if (ins.keyword === 'FROM') {
      const parts = ins.args.split(/\s+/).filter(Boolean);
      const asIndex = parts.findIndex((p) => p.toLowerCase() === 'as');
      const stage: Stage = { index: stages.length, base: parts[0] ?? '', fromLine: ins.line, instructions: [] };
      if (asIndex !== -1 && parts[asIndex + 1]) stage.name = parts[asIndex + 1]!.toLowerCase();
      stages.push(stage);
      continue;
    }
    if (stages.length === 0) {
      if (ins.keyword === 'ARG') for (const [k, v] of ins.properties) globalArgs.set(k, v);
      continue;
    }
    stages[stages.length - 1]!.instructions.push(ins);
  }
  return { path, escape, instructions, stages, globalArgs };
}

/** `/^\s*$/` or `/^\s*#/` (trimStart removes exactly the characters `\s` matches). */
function isBlankOrComment(line: string): boolean {
  const trimmed = line.trimStart();
  return trimmed === '' || trimmed.charCodeAt(0) === 0x23;
}

/** `/^\s*#/`. */
function isComment(line: string): boolean {
  return line.trimStart().charCodeAt(0) === 0x23;
}

function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const m = /^--([A-Za-z][A-Za-z0-9-]*)(?:=("[^"]*"|\S*))?\s*/.exec(rest);
    if (!m) break;
    flags[m[1]!.toLowerCase()] = (m[2] ?? 'true').replace(/^"(.*)"$/, '$1');
    rest = rest.slice(m[0].length);
  }
  return { flags, rest: rest.trim() };
}

/**
 * Docker's reading of the exec form: the arguments parse as a JSON array of strings, else it is the
 * shell form.
 */
function execForm(args: string): string[] | undefined {
  const first = args.split('\n')[0]!;
  if (!first.startsWith('[')) return undefined;
  try {
    const parsed = JSON.parse(first) as unknown;
    return Array.isArray(parsed) && parsed.every((w) => typeof w === 'string') ? (parsed as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/** ENV, ARG and LABEL pairs; `ENV KEY value` (the legacy form, one word) is one pair. */
function propertiesOf(keyword: string, rest: string): [string, string | undefined][] {
  if (keyword !== 'ENV' && keyword !== 'ARG' && keyword !== 'LABEL') return [];
  if (keyword === 'LABEL') return parseLabels(rest);
  const legacy = keyword === 'ENV' ? /^([A-Za-z_]\w*)\s+([^=\s][^\s]*)$/.exec(rest.trim()) : null;
  if (legacy) return [[legacy[1]!, legacy[2]!.replace(/^["'](.*)["']$/, '$1')]];
  return parseArgDecl(rest);
}

/** `LABEL a=b "c"="d e"` and the legacy `LABEL key value` form. */
function parseLabels(rest: string): [string, string][] {
  const out: [string, string][] = [];
  // A pair starts at the start of a word (`(?<!\S)`): without that anchor the engine retries the key
  // from every character of a long word that holds no `=` (400,000 `{`: 110 s).
  const re = /(?<!\S)("([^"]*)"|[^\s=]+)=("((?:[^"\\]|\\.)*)"|'([^']*)'|\S*)/g;
  let m: RegExpExecArray | null;
  let any = false;
  while ((m = re.exec(rest))) {
    any = true;
    out.push([m[2] ?? m[1]!, m[4] ?? m[5] ?? m[3] ?? '']);
  }
  if (!any) {
    const legacy = /^(\S+)\s+(.*)$/.exec(rest.trim());
    if (legacy) out.push([legacy[1]!, legacy[2]!.replace(/^"(.*)"$/, '$1')]);
  }
  return out;
}

/** `ARG A=1 B` → [[A,'1'],[B,undefined]]. */
function parseArgDecl(rest: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const part of rest.split(/\s+/).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq === -1) out.push([part, undefined]);
    else out.push([part.slice(0, eq), part.slice(eq + 1).replace(/^["'](.*)["']$/, '$1')]);
  }
  return out;
}

/** Substitutes `$X`, `${X}`, `${X:-d}` (and `${X:=d}`); returns undefined when a variable stays unresolved. */
export function substituteArgs(value: string, vars: ReadonlyMap<string, string | undefined>): string | undefined {
  let unresolved = false;
  const out = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-+=])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, op, word, b) => {
    const name = (a ?? b) as string;
    const v = vars.get(name);
    if (op === '-' || op === '=') return v !== undefined && v !== '' ? v : (word as string);
    if (op === '+') return v !== undefined && v !== '' ? (word as string) : '';
    if (v === undefined) {
      unresolved = true;
      return '';
    }
    return v;
  });
  return unresolved ? undefined : out;
}

/** The stage a name or index refers to (`FROM builder`, `COPY --from=0`). */
export function stageByRef(model: DockerfileModel, ref: string, before = Infinity): Stage | undefined {
  const lower = ref.toLowerCase();
  if (/^\d+$/.test(ref)) {
    const s = model.stages[Number(ref)];
    return s && s.index < before ? s : undefined;
  }
  return model.stages.find((s) => s.name === lower && s.index < before);
}

export function finalStage(model: DockerfileModel, target?: string): Stage | undefined {
  if (target) return stageByRef(model, target) ?? model.stages[model.stages.length - 1];
  return model.stages[model.stages.length - 1];
}

/** The stage a stage is based on (`FROM <earlier stage>`), if any. */
export function parentStage(model: DockerfileModel, stage: Stage): Stage | undefined {
  return stageByRef(model, stage.base, stage.index);
}

/** The final stage and the stages it is based on, nearest first. */
export function baseChain(model: DockerfileModel, stage: Stage): Stage[] {
  const out: Stage[] = [];
  for (let s: Stage | undefined = stage; s && !out.includes(s); s = parentStage(model, s)) out.push(s);
  return out;
}

/** Stages that feed the final image: base chain, COPY --from and RUN --mount from=, transitively. */
export function contributingStages(model: DockerfileModel, target?: string): Stage[] {
  const final = finalStage(model, target);
  if (!final) return [];
  const seen = new Set<Stage>();
  const queue = [final];
  while (queue.length) {
    const s = queue.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    const parent = parentStage(model, s);
    if (parent) queue.push(parent);
    for (const ins of s.instructions) {
      const refs: string[] = [];
      if ((ins.keyword === 'COPY' || ins.keyword === 'ADD') && ins.flags.from) refs.push(ins.flags.from);
      if (ins.keyword === 'RUN' && ins.flags.mount) {
        const m = /(?:^|,)from=([^,\s]+)/.exec(ins.flags.mount);
        if (m) refs.push(m[1]!);
      }
      for (const ref of refs) {
        const st = stageByRef(model, ref, s.index);
        if (st) queue.push(st);
      }
    }
  }
  return model.stages.filter((s) => seen.has(s));
}

/** Sources and destination of a COPY/ADD (exec or shell form), flags removed. */
export function copyOperands(ins: Instruction): { sources: string[]; dest: string } | undefined {
  const parts = ins.exec ?? (ins.args.startsWith('[') ? [] : ins.args.split('\n')[0]!.trim().split(/\s+/).filter(Boolean));
  if (parts.length < 2) return undefined;
  return { sources: parts.slice(0, -1), dest: parts[parts.length - 1]! };
}

const WHOLE_CONTEXT = new Set(['.', './', '*', './*']);

export function isWholeContextCopy(ins: Instruction): boolean {
  if ((ins.keyword !== 'COPY' && ins.keyword !== 'ADD') || ins.flags.from) return false;
  const ops = copyOperands(ins);
  return !!ops && ops.sources.some((s) => WHOLE_CONTEXT.has(s));
}

function resolveIn(workdir: string, path: string): string {
  return posix.normalize(path.startsWith('/') ? path : posix.join(workdir, path)).replace(/\/+$/, '') || '/';
}

/** Walks a stage's instructions, tracking WORKDIR; calls `visit` with the instruction and current workdir. */
export function walkStage(model: DockerfileModel, stage: Stage, visit: (ins: Instruction, workdir: string) => void): void {
  // WORKDIR is inherited from the base stage.
  const chain = baseChain(model, stage).reverse();
  let workdir = '/';
  for (const s of chain) {
    for (const ins of s.instructions) {
      if (ins.keyword === 'WORKDIR') workdir = resolveIn(workdir, ins.args.trim().replace(/^["'](.*)["']$/, '$1'));
      if (s === stage) visit(ins, workdir);
    }
  }
}

/**
 * The build context's copies into the image, from every stage (a final stage that copies /app/env from a
 * builder sees the same paths): each source (context-relative, no trailing slash) and its absolute
 * destination.
 */
export function contextCopies(model: DockerfileModel): { source: string; dest: string }[] {
  const out: { source: string; dest: string }[] = [];
  for (const stage of model.stages)
    walkStage(model, stage, (ins, workdir) => {
      if ((ins.keyword !== 'COPY' && ins.keyword !== 'ADD') || ins.flags.from) return;
      const operands = copyOperands(ins);
      if (!operands) return;
      for (const source of operands.sources) out.push({ source: source.replace(/\/+$/, '') || '.', dest: posix.resolve(workdir, operands.dest) });
    });
  return out;
}

/** Destinations (absolute) where a stage, or any stage it is based on, copied the whole context. */
function contextCopyDestinations(model: DockerfileModel, stage: Stage): { dest: string; line: number }[] {
  const out: { dest: string; line: number }[] = [];
  for (const s of baseChain(model, stage)) {
    walkStage(model, s, (ins, workdir) => {
      if (!isWholeContextCopy(ins)) return;
      const ops = copyOperands(ins)!;
      out.push({ dest: resolveIn(workdir, ops.dest), line: ins.line });
    });
  }
  return out;
}

function isUnderOrEqual(path: string, dir: string): boolean {
  return path === dir || dir === '/' || path.startsWith(`${dir}/`);
}

export interface ContextReach {
  reaches: boolean;
  /** Human description of the path, e.g. `COPY . /app/env (line 9) → COPY --from=builder /app/env (line 20)`. */
  via?: string;
  line?: number;
}

/** Whether the whole build context reaches the final image (validator.md §3.3). */
export function contextReachesFinal(model: DockerfileModel, target?: string): ContextReach {
  const final = finalStage(model, target);
  if (!final) return { reaches: false };
  const direct = contextCopyDestinations(model, final);
  if (direct.length) return { reaches: true, via: `COPY . ${direct[0]!.dest} (line ${direct[0]!.line})`, line: direct[0]!.line };
  // A copy of the whole destination (or a parent of it) is the one to name; a copy of a folder under it
  // (`/app/env/.venv`) also counts (validator.md §3.3) but names the context only when nothing better does.
  let whole: ContextReach | undefined;
  let part: ContextReach | undefined;
  walkStage(model, final, (ins, workdir) => {
    if (whole || (ins.keyword !== 'COPY' && ins.keyword !== 'ADD') || !ins.flags.from) return;
    const from = stageByRef(model, ins.flags.from, final.index);
    if (!from) return;
    const ops = copyOperands(ins);
    if (!ops) return;
    for (const d of contextCopyDestinations(model, from)) {
      for (const src of ops.sources) {
        const abs = resolveIn('/', src.startsWith('/') ? src : posix.join(workdir, src));
        const containsDest = isUnderOrEqual(d.dest, abs);
        if (!containsDest && !isUnderOrEqual(abs, d.dest)) continue;
        const reach = { reaches: true, via: `COPY . ${d.dest} (line ${d.line}) → COPY --from=${ins.flags.from} ${src} (line ${ins.line})`, line: ins.line };
        if (containsDest) {
          whole = reach;
          return;
        }
        part ??= reach;
      }
    }
  });
  return whole ?? part ?? { reaches: false };
}
