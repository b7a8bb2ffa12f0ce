import type { ReviewRule } from '../context.js';
import { splitLines, type DiffLine } from '../diff.js';
import { indentOf } from '../python.js';

const GYM_METHODS = new Set(['reset', 'step', 'state', 'reset_async', 'step_async']);

interface MethodSignature {
  key: string;
  line: number;
  lines: number[];
  signature: string;
}

/** `Class.method` → normalised signature text for the Gym-like methods of every class in a file. */
export function gymSignatures(lines: readonly DiffLine[]): Map<string, MethodSignature> {
  const out = new Map<string, MethodSignature>();
  let currentClass: { name: string; indent: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (text.trim() === '' || /^\s*#/.test(text)) continue;
    const indent = indentOf(text);
    if (currentClass && indent <= currentClass.indent) currentClass = undefined;
    const cls = /^(\s*)class\s+(\w+)/.exec(text);
    if (cls) {
      currentClass = { name: cls[2]!, indent: cls[1]!.length };
      continue;
    }
    const def = /^\s*(?:async\s+)?def\s+(\w+)\s*\(/.exec(text);
    if (!def || !currentClass || !GYM_METHODS.has(def[1]!)) continue;
    let signature = '';
    const covered: number[] = [];
    for (let j = i; j < Math.min(lines.length, i + 40); j++) {
      const part = lines[j]!.text.replace(/#.*$/, '').trim();
      signature += (signature && !signature.endsWith('(') && !part.startsWith(')') ? ' ' : '') + part;
      covered.push(lines[j]!.line);
      if (/\)\s*(->.*)?:$/.test(part)) break;
    }
    // Decorators such as @property change how `state` is called: include them.
    const decorators: string[] = [];
    for (let k = i - 1; k >= 0 && /^\s*@/.test(lines[k]!.text); k--) decorators.unshift(lines[k]!.text.trim());
    const normalized = [...decorators, signature.replace(/\s+/g, ' ').replace(/,\s*\)/g, ')')].join(' ');
    out.set(`${currentClass.name}.${def[1]}`, { key: `${currentClass.name}.${def[1]}`, line: lines[i]!.line, lines: covered, signature: normalized });
  }
  return out;
}

const numbered = (text: string): DiffLine[] => splitLines(text).map((t, i) => ({ line: i + 1, text: t }));

export const gymSignature: ReviewRule = {
  id: 'review/gym-signature',
  description: 'Changed signature of reset/step/state in the core environment or client classes.',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Gymnasium API signatures', patterns: [/gymnasium api/i, /reset\(seed/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== 'modified' && file.status !== 'renamed') continue;
      if (!context.options.coreEnvFiles.includes(file.path)) continue;
      const before = gymSignatures(file.base !== undefined ? numbered(file.base) : file.removed);
      const after = gymSignatures(file.head !== undefined ? numbered(file.head) : file.added);
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
