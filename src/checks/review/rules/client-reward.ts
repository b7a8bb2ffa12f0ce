import type { ReviewRule } from '../context.js';
import { headLineText } from '../diff.js';
import { codeOf, definedFunction, tokenAtOffset } from '../statements.js';
import { pythonViewOf } from '../tokens.js';
import { isClientModule, isTestPath } from './paths.js';

const REWARD_FUNCTION = /^(\w*(?:compute|calc|calculate|score|shape|shaped)_?\w*reward\w*|\w*reward_(?:fn|function|shaping))$/i;
const AUGMENTED = /\b(\w*reward\w*)\s*[-+*/]=/;
const COMPUTED = /\b(\w*reward\w*)\s*=(?!=)\s*(.+)$/;

export const clientReward: ReviewRule = {
  id: 'review/client-reward',
  description: 'Reward computation added to client code (rewards are computed inside the environment).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Rewards inside the environment', patterns: [/rewards in environment/i, /reward computation must stay/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isClientModule(file.path) || isTestPath(file.path)) continue;
      for (const statement of pythonViewOf(file).statements) {
        // Matched on the statement's code: string contents are left out, so `"reward = a + b"` is text.
        const code = codeOf(statement.tokens).text;
        let what: string | undefined;
        let at = 0;
        const fn = definedFunction(statement.tokens);
        if (fn !== undefined && REWARD_FUNCTION.test(fn)) what = `defines ${fn}()`;
        const augmented = AUGMENTED.exec(code);
        if (!what && augmented) [what, at] = [`adjusts \`${augmented[1]}\``, augmented.index];
        const computed = COMPUTED.exec(code);
        // Reading the server's reward (payload.get("reward"), obs.reward) is fine; arithmetic on it is not.
        if (!what && computed && /[-+*/]|\b(max|min|sum|round|abs)\s*\(/.test(computed[2]!)) [what, at] = [`computes \`${computed[1]}\``, computed.index];
        if (!what) continue;
        const line = tokenAtOffset(statement.tokens, at).line;
        report({
          file: file.path,
          line,
          message: `Client code ${what}. Rewards are computed inside the environment: move this to the server (a rubric or a server-side Transform) and let the client read observation.reward.`,
          key: headLineText(file, line),
        });
      }
    }
  },
};
