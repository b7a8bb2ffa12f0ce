import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { bracketItems, codeOf, decoratorsAbove } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches, type Statement } from '../tokens.js';
import { isTestPath } from './paths.js';
import { isStandaloneScript } from './scripts.js';

const WIRE_CLASS = /^\w*(?:Action|Observation|State)$/;
const NON_MODEL_BASES = new Set(['', 'object', 'TypedDict', 'NamedTuple', 'dict', 'typing.TypedDict', 'typing.NamedTuple', 'Protocol', 'ABC']);
const ENUM_BASE = /\b(Enum|IntEnum|StrEnum|Flag)\b/;

/** A class statement's name and its base expressions as code (`Base`, `Environment[A, B]`, `metaclass=M`). */
function classHeader(statement: Statement): { name: string; bases: string[] } | undefined {
  const t = statement.tokens;
  if (!isNameToken(t[0], 'class') || !isNameToken(t[1])) return undefined;
  const bases = isOpToken(t[2], '(') ? bracketItems(t, 2).map((item) => codeOf(item).text) : [];
  return { name: t[1]!.value, bases };
}

export const wireTypeNotPydantic: ReviewRule = {
  id: 'review/wire-type-not-pydantic',
  description: 'New Action/Observation/State class that is not a Pydantic model (dataclass, TypedDict, plain class).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Pydantic serialization of wire types', patterns: [/pydantic serialization/i, /wire types/i] },
  run(context, report) {
    for (const file of context.files) {
      // Only `class` statements are read.
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /class/)) continue;
      const statements = pythonViewOf(file).statements;
      // A script's own helper types (OpenEnv #612's inference.py parses model output into a ParsedAction
      // dataclass) never cross the environment's wire.
      if (isStandaloneScript(file, statements, context)) continue;
      statements.forEach((statement, index) => {
        const header = classHeader(statement);
        if (!header || !WIRE_CLASS.test(header.name)) return;
        const bases = header.bases.filter((b) => !b.includes('='));
        if (bases.some((b) => ENUM_BASE.test(b))) return; // an enum used as a field type, not a wire type
        const dataclass = decoratorsAbove(statements, index).some((d) => /^@(dataclasses\.)?dataclass\b/.test(codeOf(d.tokens).text));
        const plain = bases.length === 0 || bases.every((b) => NON_MODEL_BASES.has(b));
        if (!dataclass && !plain) return;
        const shape = dataclass ? 'a dataclass' : bases.length === 0 ? 'a plain class' : `based on ${bases.join(', ')}`;
        report({
          file: file.path,
          line: statement.line,
          message: `${header.name} is ${shape}, but everything that crosses the wire must be a Pydantic model. Derive it from the framework's Action/Observation/State (Pydantic BaseModel) types.`,
          key: header.name,
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
  perFile: true,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Generic type safety', patterns: [/generic type safety/i, /Environment\[ActT/] },
  run(context, report) {
    for (const file of context.files) {
      // Only `class` statements are read.
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /class/)) continue;
      if (file.path.startsWith(context.options.corePackage + '/')) continue; // the framework's own bases
      for (const statement of pythonViewOf(file).statements) {
        const header = classHeader(statement);
        if (!header) continue;
        const bare = header.bases.map((b) => b.replace(/^[\w.]*\./, '')).find((b) => GENERIC_BASE.test(b));
        if (!bare) continue;
        report({
          file: file.path,
          line: statement.line,
          message: `${header.name} derives from ${bare} without type parameters. Write ${bare}[MyAction, MyObservation, MyState] so client and server types are checked against each other.`,
          key: header.name,
        });
      }
    }
  },
};
