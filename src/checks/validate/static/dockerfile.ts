/**
 * The Dockerfile model the docker/ criteria read. dockerfile-ast lexes the file (parser directives such
 * as `# escape=`, line continuations and the comments inside them, heredocs, instruction flags, ENV/ARG/
 * LABEL pairs); this module keeps what the criteria need from it: the stage graph, ARG resolution of
 * FROM, whole-context copies and whether the build context reaches the final image, and the ports.
 */
import { posix } from 'node:path';
import { DockerfileParser, Instruction as AstInstruction, type Heredoc } from 'dockerfile-ast';
import { splitLines } from '../../../engine/text.js';

/**
 * dockerfile-ast splits an instruction's arguments again on every call that reads them: its parser does
 * two or three times per instruction, getFlags, getHeredocs and getArgumentsRanges once more each, and
 * that splitting was half of its time. The documents parsed here are never modified, so each
 * instruction keeps its split (callers get a copy: ModifiableInstruction shifts its flags off the array).
 */
{
  const prototype = AstInstruction.prototype as unknown as { getRawArguments?: (this: object) => unknown[] };
  const split = prototype.getRawArguments;
  // On the instruction itself, not in a WeakMap: cheaper to look up, nothing for the collector to track.
  const kept = Symbol('openenv-ci raw arguments');
  if (typeof split === 'function')
    prototype.getRawArguments = function (this: { [kept]?: unknown[] }) {
      return (this[kept] ??= split.call(this)).slice();
    };
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

/** The instructions dockerfile-ast gives heredocs for (its getHeredocs is public on Run and Copy only). */
const HEREDOC_KEYWORDS = new Set(['RUN', 'COPY', 'ADD']);
const PROPERTY_KEYWORDS = new Set(['ENV', 'ARG', 'LABEL']);

export function parseDockerfile(path: string, text: string): DockerfileModel {
  const document = DockerfileParser.parse(text);
  const lines = splitLines(text);
  const escape = document.getEscapeCharacter();
  // Comment lines inside a continuation, as dockerfile-ast finds them (Docker drops them); only an
  // instruction over several lines needs them.
  let commentLines: Set<number> | undefined;
  const instructions: Instruction[] = [];
  for (const ast of document.getInstructions()) {
    const keyword = ast.getKeyword();
    const words = ast.getArguments();
    let args: string;
    if (words.length === 0) args = '';
    else {
      const start = words[0]!.getRange().start;
      // On one line, getArgumentsRanges is this one range (its own shortcut); its walk over the
      // characters, a positionAt per line, is for continued lines.
      if (start.line === words[words.length - 1]!.getRange().end.line) args = (lines[start.line] ?? '').slice(start.character).trim();
      else {
        commentLines ??= new Set(document.getComments().map((c) => c.getRange().start.line));
        args = argumentsText(lines, ast.getArgumentsRanges(), commentLines, escape).trim();
      }
    }
    const heredocs: string[] = [];
    // A heredoc opens with `<<` in the instruction's text: without one there is none to ask for.
    if (HEREDOC_KEYWORDS.has(keyword) && ast.getTextContent().includes('<<')) {
      const found = (ast as unknown as { getHeredocs(): Heredoc[] }).getHeredocs();
      if (found.length) {
        for (const h of found) heredocs.push(rangeText(lines, h.getContentRange()));
        // The bodies follow the line that opens them: keep that line's arguments, then the bodies.
        args = `${args.split('\n')[0]!.trimEnd()}\n${heredocs.join('\n')}`;
      }
    }
    instructions.push({
      keyword,
      args,
      flags: flagsOf(ast),
      exec: execForm(args),
      properties: PROPERTY_KEYWORDS.has(keyword) ? propertiesOf(ast) : [],
      line: ast.getRange().start.line + 1,
      heredocs,
      commands: undefined,
    });
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

type Range = NonNullable<ReturnType<Heredoc['getContentRange']>>;

/** The text of a range. */
function rangeLines(lines: readonly string[], range: Range): string[] {
  const out: string[] = [];
  for (let l = range.start.line; l <= range.end.line && l < lines.length; l++) {
    const line = lines[l]!;
    out.push(line.slice(l === range.start.line ? range.start.character : 0, l === range.end.line ? range.end.character : line.length));
  }
  return out;
}

/** The text of a heredoc's content range (empty for a heredoc with no body). */
function rangeText(lines: readonly string[], range: Range | null): string {
  return range ? rangeLines(lines, range).join('\n') : '';
}

/**
 * An instruction's arguments from dockerfile-ast's ranges, one per continued line. Each range is taken
 * to the end of its line, less the escape character that continues it: the ranges stop before an escape
 * sequence that ends a line (`echo '#!/bin/bash\n\` loses its `\n`). An indented comment line inside a
 * continuation (`    # Python 3.11`, in OpenEnv's carla_env) is in the ranges too, though Docker drops
 * it; the parser records it as a comment, so comment lines are left out. The lines of one range (a
 * comment between them, a heredoc) stay on lines of their own.
 */
function argumentsText(lines: readonly string[], ranges: readonly Range[], commentLines: ReadonlySet<number>, escape: string): string {
  let out = '';
  ranges.forEach((range, i) => {
    const parts: string[] = [];
    for (let l = range.start.line; l <= range.end.line && l < lines.length; l++) {
      if (commentLines.has(l)) continue;
      const line = (l === range.start.line ? lines[l]!.slice(range.start.character) : lines[l]!).trimEnd();
      parts.push(i < ranges.length - 1 && l === range.end.line && line.endsWith(escape) ? line.slice(0, -1) : line);
    }
    out += parts.join('\n');
  });
  return out;
}

function flagsOf(ast: AstInstruction): Record<string, string> {
  const flags: Record<string, string> = {};
  const withFlags = ast as unknown as { getFlags?(): { getName(): string; getValue(): string | null }[] };
  for (const flag of withFlags.getFlags?.() ?? []) flags[flag.getName().toLowerCase()] = flag.getValue() ?? 'true';
  return flags;
}

function propertiesOf(ast: AstInstruction): [string, string | undefined][] {
  const withProperties = ast as unknown as { getProperties?(): { getName(): string; getValue(): string | null }[] };
  return (withProperties.getProperties?.() ?? []).map((p) => [p.getName(), p.getValue() ?? undefined]);
}

/**
 * Docker's reading of the exec form: the arguments parse as a JSON array of strings, else it is the
 * shell form. JSON.parse decodes the strings (dockerfile-ast 0.7's getJSONStrings drops the spaces
 * inside them: `["a b.txt", "/dst/"]` gives `ab.txt`).
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
