import type { Token } from '../../../python/tokenize.js';
import type { ReviewRule } from '../context.js';
import { someChangedLine } from '../diff.js';
import { isPython } from '../context.js';
import { bracketPairs, displayOf } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches } from '../tokens.js';
import { isTestPath } from './paths.js';

/** `reward`, `obs.reward`, `total_reward`, `self.best_reward`. */
const REWARD_NAME = /^(?:\w+_)?reward$/;
/** `rewards[...]`, `episode_rewards[...]`: one reward out of a collection. */
const REWARDS_NAME = /^(?:\w+_)?rewards$/;
/** A float literal: `1.0`, `.5`, `0.`, `1e-3` (not an int, a hex or a complex literal). */
const FLOAT_LITERAL = /^(?:\d[\d_]*\.[\d_]*|\.\d[\d_]*|\d[\d_]*)(?:[eE][-+]?\d[\d_]*)?$/;
const isFloatLiteral = (t: Token | undefined): boolean => t?.type === 'number' && FLOAT_LITERAL.test(t.value) && /[.eE]/.test(t.value);

/** A statement's bracket partners: any kind (an operand's trailing subscripts, walked back) and `[` `]` only (walked forward). */
interface Brackets {
  any: Int32Array;
  square: Int32Array;
}

/** The operand `a.b.c[...]` ending at `end`, as its first index (or -1 when it is not of that shape). */
function operandStartingBefore(tokens: readonly Token[], brackets: Brackets, end: number): number {
  let i = end;
  while (isOpToken(tokens[i], ']')) i = brackets.any[i]! - 1;
  if (!isNameToken(tokens[i])) return -1;
  while (isOpToken(tokens[i - 1], '.') && isNameToken(tokens[i - 2])) i -= 2;
  return i;
}

/** The operand `a.b.c[...]` starting at `start`, as its last index. */
function operandEndingAfter(tokens: readonly Token[], brackets: Brackets, start: number): number {
  let i = start;
  if (!isNameToken(tokens[i])) return -1;
  while (isOpToken(tokens[i + 1], '.') && isNameToken(tokens[i + 2])) i += 2;
  while (isOpToken(tokens[i + 1], '[')) {
    const close = brackets.square[i + 1]!;
    if (close < 0) break;
    i = close;
  }
  return i;
}

/**
 * Is the operand `tokens[start, end)` a reward value: a name `reward`/`*_reward` (also as an attribute), a
 * subscript of `rewards`/`*_rewards`, or a subscript with a `"reward"`/`"*_reward"` key (`info["reward"]`)?
 * Only the names before the first `[` and the key after it are read, so an operand is not copied.
 */
function isReward(tokens: readonly Token[], start: number, end: number): boolean {
  let subscript = start;
  while (subscript < end && !isOpToken(tokens[subscript], '[')) subscript++;
  let last = '';
  for (let i = subscript - 1; i >= start && last === ''; i--) if (tokens[i]!.type === 'name') last = tokens[i]!.value;
  if (subscript === end) return REWARD_NAME.test(last);
  if (REWARDS_NAME.test(last)) return true;
  const key = tokens[subscript + 1];
  return key?.type === 'string' && REWARD_NAME.test(key.content ?? '') && isOpToken(tokens[subscript + 2], ']') && subscript + 3 === end;
}

/** One side of a comparison, `tokens[start, end)`: a float literal (with its sign) or an operand of the `a.b[...]` shape. */
interface Side {
  start: number;
  end: number;
  float: boolean;
  reward: boolean;
}

function leftSide(tokens: readonly Token[], brackets: Brackets, op: number): Side | undefined {
  if (isFloatLiteral(tokens[op - 1])) {
    const before = tokens[op - 3];
    const unary = before === undefined || (before.type === 'op' && !')]}'.includes(before.value));
    const signed = unary && (isOpToken(tokens[op - 2], '-') || isOpToken(tokens[op - 2], '+'));
    return { start: op - (signed ? 2 : 1), end: op, float: true, reward: false };
  }
  const start = operandStartingBefore(tokens, brackets, op - 1);
  if (start < 0) return undefined;
  return { start, end: op, float: false, reward: isReward(tokens, start, op) };
}

function rightSide(tokens: readonly Token[], brackets: Brackets, op: number): Side | undefined {
  const signed = isOpToken(tokens[op + 1], '-') || isOpToken(tokens[op + 1], '+');
  const literal = op + (signed ? 2 : 1);
  if (isFloatLiteral(tokens[literal])) return { start: op + 1, end: literal + 1, float: true, reward: false };
  const last = operandEndingAfter(tokens, brackets, op + 1);
  if (last < 0) return undefined;
  return { start: op + 1, end: last + 1, float: false, reward: isReward(tokens, op + 1, last + 1) };
}

export const rewardFloatEquality: ReviewRule = {
  id: 'review/reward-float-equality',
  description: 'Reward compared with == or != to a float literal (exact float equality).',
  details:
    'Changed lines of non-test Python files only. A reward is `reward`/`*_reward` (also as an attribute: `obs.reward`), `rewards[...]`/`*_rewards[...]` or `x["reward"]`; the other side must be a float literal (`1.0`, `-0.5`, `1e-3`). Two rewards compared (`verify_reward != trace_reward`) are not flagged: a value forwarded or copied is meant to be identical, and rounding cannot tell them apart. Comparisons with an int literal (`reward == 0`) are not flagged: many environments give exact integer or ±1 rewards, and a float literal is the sign the author treats the value as a float. Tests are exempt (`assert reward == 1.0` on a constant reward is exact; pytest.approx is the fix where it is not).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'check',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!someChangedLine(file, 'added', (l) => /reward/i.test(l.text)) || !viewTextMatches(file, /==|!=/)) continue;
      for (const { tokens } of pythonViewOf(file).statements) {
        let brackets: Brackets | undefined;
        tokens.forEach((op, i) => {
          if (op.type !== 'op' || (op.value !== '==' && op.value !== '!=') || !file.addedLines.has(op.line)) return;
          brackets ??= { any: bracketPairs(tokens), square: bracketPairs(tokens, '[', ']') };
          const left = leftSide(tokens, brackets, i);
          const right = rightSide(tokens, brackets, i);
          if (!left || !right || !((left.reward && right.float) || (left.float && right.reward))) return;
          const comparison = `${displayOf(tokens.slice(left.start, left.end))} ${op.value} ${displayOf(tokens.slice(right.start, right.end))}`;
          report({
            file: file.path,
            line: op.line,
            column: op.column + 1,
            message: `\`${comparison}\` compares a float reward exactly: rounding makes sums and averages miss (0.1 + 0.2 != 0.3), so the branch silently never (or always) runs. Use math.isclose(...) with a tolerance, or test the condition that set the reward.`,
            key: comparison,
          });
        });
      }
    }
  },
};
