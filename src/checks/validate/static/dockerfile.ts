/**
 * The Dockerfile model the docker/ criteria read, as dockerfile-parse.ts builds it from dockerfile-ast's
 * lexing, and what the criteria need from it: the stage graph, ARG resolution of FROM, whole-context
 * copies and whether the build context reaches the final image (the ports and the start command are
 * start-command.ts's).
 */
import { posix } from 'node:path';

let parser: Promise<typeof import('./dockerfile-parse.js')> | undefined;

/**
 * The model of a Dockerfile. dockerfile-ast (with the two LSP type packages under it, a quarter of a
 * megabyte) loads on the first call, not when the checks load: a run that reads no Dockerfile never
 * evaluates it.
 */
export async function readDockerfile(path: string, text: string): Promise<DockerfileModel> {
  const { parseDockerfile } = await (parser ??= import('./dockerfile-parse.js'));
  return parseDockerfile(path, text);
}

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
  /** copyOperands' answer, filled on first use (null: none); a field for the same reason. */
  operands: CopyOperands | null | undefined;
}

export interface CopyOperands {
  readonly sources: readonly string[];
  readonly dest: string;
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

/**
 * What the criteria derive from a model, made once per model (and Docker target) and shared: several
 * criteria ask for the same stage graph, copies and workdirs (contextReachesFinal, for one, three times
 * per environment). Models are never changed once parsed. One entry per model, not per instruction.
 */
interface Derived {
  contributing: Map<string, readonly Stage[]>;
  reach: Map<string, ContextReach>;
  copies?: readonly { source: string; dest: string }[];
  /** Per stage, the working directory each of its instructions runs in (WORKDIR inherited from its base chain). */
  workdirs: Map<Stage, readonly string[]>;
}
const derivedOf = new WeakMap<DockerfileModel, Derived>();

function derived(model: DockerfileModel): Derived {
  let d = derivedOf.get(model);
  if (!d) derivedOf.set(model, (d = { contributing: new Map(), reach: new Map(), workdirs: new Map() }));
  return d;
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
export function contributingStages(model: DockerfileModel, target?: string): readonly Stage[] {
  const cache = derived(model).contributing;
  // finalStage reads an empty target as none.
  const key = target || '';
  let stages = cache.get(key);
  if (!stages) cache.set(key, (stages = findContributingStages(model, target)));
  return stages;
}

function findContributingStages(model: DockerfileModel, target?: string): Stage[] {
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
export function copyOperands(ins: Instruction): CopyOperands | undefined {
  if (ins.operands === undefined) {
    const parts = ins.exec ?? (ins.args.startsWith('[') ? [] : ins.args.split('\n')[0]!.trim().split(/\s+/).filter(Boolean));
    ins.operands = parts.length < 2 ? null : { sources: parts.slice(0, -1), dest: parts[parts.length - 1]! };
  }
  return ins.operands ?? undefined;
}

const WHOLE_CONTEXT = new Set(['.', './', '*', './*']);

export function isWholeContextCopy(ins: Instruction): boolean {
  if ((ins.keyword !== 'COPY' && ins.keyword !== 'ADD') || ins.flags.from) return false;
  const ops = copyOperands(ins);
  return !!ops && ops.sources.some((s) => WHOLE_CONTEXT.has(s));
}

/** A container path against a working directory: absolute, normalised, no trailing slash. */
export function resolveIn(workdir: string, path: string): string {
  return posix.normalize(path.startsWith('/') ? path : posix.join(workdir, path)).replace(/\/+$/, '') || '/';
}

/** Walks a stage's instructions, tracking WORKDIR; calls `visit` with the instruction and current workdir. */
export function walkStage(model: DockerfileModel, stage: Stage, visit: (ins: Instruction, workdir: string) => void): void {
  const workdirs = stageWorkdirs(model, stage);
  stage.instructions.forEach((ins, i) => visit(ins, workdirs[i]!));
}

function stageWorkdirs(model: DockerfileModel, stage: Stage): readonly string[] {
  const cache = derived(model).workdirs;
  let workdirs = cache.get(stage);
  if (workdirs) return workdirs;
  // WORKDIR is inherited from the base stage.
  const chain = baseChain(model, stage).reverse();
  const out: string[] = [];
  let workdir = '/';
  for (const s of chain) {
    for (const ins of s.instructions) {
      if (ins.keyword === 'WORKDIR') workdir = resolveIn(workdir, ins.args.trim().replace(/^["'](.*)["']$/, '$1'));
      if (s === stage) out.push(workdir);
    }
  }
  cache.set(stage, (workdirs = out));
  return workdirs;
}

/**
 * The build context's copies into the image, from every stage (a final stage that copies /app/env from a
 * builder sees the same paths): each source (context-relative, no trailing slash) and its absolute
 * destination.
 */
export function contextCopies(model: DockerfileModel): readonly { source: string; dest: string }[] {
  const d = derived(model);
  return (d.copies ??= findContextCopies(model));
}

function findContextCopies(model: DockerfileModel): { source: string; dest: string }[] {
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
  const cache = derived(model).reach;
  const key = target || '';
  let reach = cache.get(key);
  if (!reach) cache.set(key, (reach = findContextReach(model, target)));
  return reach;
}

function findContextReach(model: DockerfileModel, target?: string): ContextReach {
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
