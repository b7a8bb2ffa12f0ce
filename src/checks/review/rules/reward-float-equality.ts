import type { Token } from '../../../python/tokenize.js';
import type { ReviewRule } from '../context.js';
import { someChangedLine } from '../diff.js';
import { isPython } from '../context.js';
import { displayOf } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches } from '../tokens.js';
import { isTestPath } from './paths.js';

/** `reward`, `obs.reward`, `total_reward`, `self.best_reward`. */
const REWARD_NAME = /^(?:\w+_)?reward$/;
/** `rewards[...]`, `episode_rewards[...]`: one reward out of a collection. */
const REWARDS_NAME = /^(?:\w+_)?rewards$/;
/** A float literal: `1.0`, `.5`, `0.`, `1e-3` (not an int, a hex or a complex literal). */
const FLOAT_LITERAL = /^(?:\d[\d_]*\.[\d_]*|\.\d[\d_]*|\d[\d_]*)(?:[eE][-+]?\d[\d_]*)?$/;
const isFloatLiteral = (t: Token | undefined): boolean => t?.type === 'number' && FLOAT_LITERAL.test(t.value) && /[.eE]/.test(t.value);

/** Index of the bracket opening the one closed at `close` (-1 when unmatched). */
function openingBracket(tokens: readonly Token[], close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.type !== 'op') continue;
    if (')]}'.includes(t.value)) depth++;
    else if ('([{'.includes(t.value) && --depth === 0) return i;
  }
  return -1;
}

/** The operand `a.b.c[...]` ending at `end`, as its first index (or -1 when it is not of that shape). */
function operandStartingBefore(tokens: readonly Token[], end: number): number {
  let i = end;
  while (isOpToken(tokens[i], ']')) i = openingBracket(tokens, i) - 1;
  if (!isNameToken(tokens[i])) return -1;
  while (isOpToken(tokens[i - 1], '.') && isNameToken(tokens[i - 2])) i -= 2;
  return i;
}

/** The operand `a.b.c[...]` starting at `start`, as its last index. */
function operandEndingAfter(tokens: readonly Token[], start: number): number {
  let i = start;
  if (!isNameToken(tokens[i])) return -1;
  while (isOpToken(tokens[i + 1], '.') && isNameToken(tokens[i + 2])) i += 2;
  while (isOpToken(tokens[i + 1], '[')) {
    let depth = 0;
    let j = i + 1;
    for (; j < tokens.length; j++) {
      if (isOpToken(tokens[j], '[')) depth++;
      else if (isOpToken(tokens[j], ']') && --depth === 0) break;
    }
    if (j >= tokens.length) break;
    i = j;
  }
  return i;
}

/**
 * Is this operand a reward value: a name `reward`/`*_reward` (also as an attribute), a subscript of
 * `rewards`/`*_rewards`, or a subscript with a `"reward"`/`"*_reward"` key (`info["reward"]`)?
 */
function isReward(operand: readonly Token[]): boolean {
  const subscript = operand.findIndex((t) => isOpToken(t, '['));
  const names = (subscript < 0 ? operand : operand.slice(0, subscript)).filter((t) => t.type === 'name');
  const last = names[names.length - 1]?.value ?? '';
  if (subscript < 0) return REWARD_NAME.test(last);
  if (REWARDS_NAME.test(last)) return true;
  const key = operand[subscript + 1];
  return key?.type === 'string' && REWARD_NAME.test(key.content ?? '') && isOpToken(operand[subscript + 2], ']') && subscript + 3 === operand.length;
}

/** One side of a comparison: a float literal (with its sign) or an operand of the `a.b[...]` shape. */
interface Side {
  tokens: Token[];
  float: boolean;
  reward: boolean;
}

function leftSide(tokens: readonly Token[], op: number): Side | undefined {
  if (isFloatLiteral(tokens[op - 1])) {
    const before = tokens[op - 3];
    const unary = before === undefined || (before.type === 'op' && !')]}'.includes(before.value));
    const signed = unary && (isOpToken(tokens[op - 2], '-') || isOpToken(tokens[op - 2], '+'));
    return { tokens: tokens.slice(op - (signed ? 2 : 1), op), float: true, reward: false };
  }
  const start = operandStartingBefore(tokens, op - 1);
  if (start < 0) return undefined;
  const operand = tokens.slice(start, op);
  return { tokens: operand, float: false, reward: isReward(operand) };
}

function rightSide(tokens: readonly Token[], op: number): Side | undefined {
  const signed = isOpToken(tokens[op + 1], '-') || isOpToken(tokens[op + 1], '+');
  const literal = op + (signed ? 2 : 1);
  if (isFloatLiteral(tokens[literal])) return { tokens: tokens.slice(op + 1, literal + 1), float: true, reward: false };
  const end = operandEndingAfter(tokens, op + 1);
  if (end < 0) return undefined;
  const operand = tokens.slice(op + 1, end + 1);
  return { tokens: operand, float: false, reward: isReward(operand) };
}

export const rewardFloatEquality: ReviewRule = {
  id: 'review/reward-float-equality',
  description: 'Reward compared with == or != to a float literal or to another reward (exact float equality).',
  details:
    'Changed lines of non-test Python files only. A reward is `reward`/`*_reward` (also as an attribute: `obs.reward`), `rewards[...]`/`*_rewards[...]` or `x["reward"]`; the other side must be a float literal (`1.0`, `-0.5`, `1e-3`) or another reward. Comparisons with an int literal (`reward == 0`) are not flagged: many environments give exact integer or ±1 rewards, and a float literal is the sign the author treats the value as a float. Tests are exempt (`assert reward == 1.0` on a constant reward is exact; pytest.approx is the fix where it is not).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'check',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!someChangedLine(file, 'added', (l) => /reward/i.test(l.text)) || !viewTextMatches(file, /==|!=/)) continue;
      for (const { tokens } of pythonViewOf(file).statements) {
        tokens.forEach((op, i) => {
          if (op.type !== 'op' || (op.value !== '==' && op.value !== '!=') || !file.addedLines.has(op.line)) return;
          const left = leftSide(tokens, i);
          const right = rightSide(tokens, i);
          if (!left || !right || !(left.reward || right.reward) || !(left.float || right.float || (left.reward && right.reward))) return;
          const comparison = `${displayOf(left.tokens)} ${op.value} ${displayOf(right.tokens)}`;
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
