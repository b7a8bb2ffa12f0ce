/**
 * Builds the Dockerfile model (dockerfile.ts) from dockerfile-ast's lexing: parser directives such as
 * `# escape=`, line continuations and the comments inside them, heredocs, instruction flags, ENV/ARG/
 * LABEL pairs. Loaded on first use (readDockerfile).
 */
import { DockerfileParser, Instruction as AstInstruction, type Heredoc } from 'dockerfile-ast';
import { splitLines } from '../../../engine/text.js';
import type { DockerfileModel, Instruction, Stage } from './dockerfile.js';

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
      operands: undefined,
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
