import type { ReviewRule } from '../context.js';
import { decoratorsAbove, definedFunction, displayOf } from '../statements.js';
import { pythonViewOf, statementLines, viewOfLines, viewOfText, type PythonView } from '../tokens.js';

const GYM_METHODS = new Set(['reset', 'step', 'state', 'reset_async', 'step_async']);

interface MethodSignature {
  key: string;
  line: number;
  lines: number[];
  signature: string;
}

/** `Class.method` → normalised signature text for the Gym-like methods of every class in a file. */
export function gymSignatures(view: PythonView): Map<string, MethodSignature> {
  const out = new Map<string, MethodSignature>();
  view.statements.forEach((statement, index) => {
    const method = definedFunction(statement.tokens);
    if (method === undefined || !GYM_METHODS.has(method)) return;
    const owner = [...statement.enclosing].reverse().find((e) => e.keyword === 'class');
    const className = owner?.tokens[1]?.value;
    if (!className) return;
    // Decorators such as @property change how `state` is called: include them.
    const decorators = decoratorsAbove(view.statements, index).map((d) => displayOf(d.tokens));
    const signature = displayOf(statement.tokens)
      .replace(/([([]) /g, '$1')
      .replace(/ ([)\]])/g, '$1')
      .replace(/, ?\)/g, ')');
    const { first, last } = statementLines(statement);
    const lines = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const key = `${className}.${method}`;
    out.set(key, { key, line: statement.line, lines, signature: [...decorators, signature].join(' ') });
  });
  return out;
}

export const gymSignature: ReviewRule = {
  id: 'review/gym-signature',
  description: 'Changed signature of reset/step/state in the core environment or client classes.',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Gymnasium API signatures', patterns: [/gymnasium api/i, /reset\(seed/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== 'modified' && file.status !== 'renamed') continue;
      if (!context.options.coreEnvFiles.includes(file.path)) continue;
      const before = gymSignatures(file.base !== undefined ? viewOfText(file.base) : viewOfLines(file.removed));
      const after = gymSignatures(pythonViewOf(file));
      for (const [key, old] of before) {
        const now = after.get(key);
        if (file.head === undefined && !now) continue; // diff-only: an untouched method is simply not in the diff
        if (now && now.signature === old.signature) continue;
        if (now && !now.lines.some((l) => file.addedLines.has(l))) continue;
        report({
          file: file.path,
          line: now?.lines.find((l) => file.addedLines.has(l)) ?? file.added[0]?.line ?? 1,
          message: now
            ? `Signature of ${key} changed from \`${old.signature}\` to \`${now.signature}\`. The Gym-like API (reset(seed?, episode_id?) -> Observation, step(action) -> Observation, state -> State) changes only with a major version: keep the old call working or plan the break in an RFC.`
            : `${key} was removed. The Gym-like API changes only with a major version: keep it, or plan the removal in an RFC.`,
          key,
        });
      }
    }
  },
};
