import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines, type CodeLine } from '../python.js';
import { isTestPath } from './paths.js';

const WIRE_CLASS = /^\s*class\s+(\w*(?:Action|Observation|State))\s*(?:\((.*)\))?\s*:/;
const NON_MODEL_BASES = new Set(['', 'object', 'TypedDict', 'NamedTuple', 'dict', 'typing.TypedDict', 'typing.NamedTuple', 'Protocol', 'ABC']);
const ENUM_BASE = /\b(Enum|IntEnum|StrEnum|Flag)\b/;

function decoratorsAbove(lines: readonly CodeLine[], index: number): string[] {
  const out: string[] = [];
  for (let k = index - 1; k >= 0 && /^\s*@/.test(lines[k]!.code) && lines[k]!.line === lines[k + 1]!.line - 1; k--) out.push(lines[k]!.code.trim());
  return out;
}

export const wireTypeNotPydantic: ReviewRule = {
  id: 'review/wire-type-not-pydantic',
  description: 'New Action/Observation/State class that is not a Pydantic model (dataclass, TypedDict, plain class).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Pydantic serialization of wire types', patterns: [/pydantic serialization/i, /wire types/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      const lines = pythonLines(scannedLines(file));
      lines.forEach((line, index) => {
        const match = WIRE_CLASS.exec(line.code);
        if (!match) return;
        const bases = (match[2] ?? '').split(',').map((b) => b.trim()).filter((b) => !b.includes('='));
        if (bases.some((b) => ENUM_BASE.test(b))) return; // an enum used as a field type, not a wire type
        const dataclass = decoratorsAbove(lines, index).some((d) => /^@(dataclasses\.)?dataclass\b/.test(d));
        const plain = bases.length === 0 || bases.every((b) => NON_MODEL_BASES.has(b));
        if (!dataclass && !plain) return;
        const shape = dataclass ? 'a dataclass' : bases.length === 0 ? 'a plain class' : `based on ${bases.join(', ')}`;
        report({
          file: file.path,
          line: line.line,
          message: `${match[1]} is ${shape}, but everything that crosses the wire must be a Pydantic model. Derive it from the framework's Action/Observation/State (Pydantic BaseModel) types.`,
          key: match[1]!,
        });
      });
    }
  },
};

const GENERIC_BASE = /^(Environment|EnvClient|MCPEnvClient)$/;

export const missingGenerics: ReviewRule = {
  id: 'review/missing-generics',
  description: 'Environment or client class deriving from Environment/EnvClient without its generic type parameters.',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Generic type safety', patterns: [/generic type safety/i, /Environment\[ActT/] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      if (file.path.startsWith(context.options.corePackage + '/')) continue; // the framework's own bases
      for (const line of pythonLines(scannedLines(file))) {
        const match = /^\s*class\s+(\w+)\s*\(([^)]*)\)/.exec(line.code);
        if (!match) continue;
        const bare = match[2]!.split(',').map((b) => b.trim().replace(/^[\w.]*\./, '')).find((b) => GENERIC_BASE.test(b));
        if (!bare) continue;
        report({
          file: file.path,
          line: line.line,
          message: `${match[1]} derives from ${bare} without type parameters. Write ${bare}[MyAction, MyObservation, MyState] so client and server types are checked against each other.`,
          key: match[1]!,
        });
      }
    }
  },
};
