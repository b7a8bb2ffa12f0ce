import type { ReviewRule } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines } from '../python.js';
import { isClientModule, isTestPath } from './paths.js';

const REWARD_FUNCTION = /^\s*(?:async\s+)?def\s+(\w*(?:compute|calc|calculate|score|shape|shaped)_?\w*reward\w*|\w*reward_(?:fn|function|shaping))\s*\(/i;
const AUGMENTED = /\b(\w*reward\w*)\s*[-+*/]=/;
const COMPUTED = /\b(\w*reward\w*)\s*=(?!=)\s*(.+)$/;

export const clientReward: ReviewRule = {
  id: 'review/client-reward',
  description: 'Reward computation added to client code (rewards are computed inside the environment).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Rewards inside the environment', patterns: [/rewards in environment/i, /reward computation must stay/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isClientModule(file.path) || isTestPath(file.path)) continue;
      for (const line of pythonLines(scannedLines(file))) {
        let what: string | undefined;
        const fn = REWARD_FUNCTION.exec(line.code);
        if (fn) what = `defines ${fn[1]}()`;
        const augmented = AUGMENTED.exec(line.code);
        if (!what && augmented) what = `adjusts \`${augmented[1]}\``;
        const computed = COMPUTED.exec(line.code);
        // Reading the server's reward (payload.get("reward"), obs.reward) is fine; arithmetic on it is not.
        if (!what && computed && /[-+*/]|\b(max|min|sum|round|abs)\s*\(/.test(computed[2]!)) what = `computes \`${computed[1]}\``;
        if (!what) continue;
        report({
          file: file.path,
          line: line.line,
          message: `Client code ${what}. Rewards are computed inside the environment: move this to the server (a rubric or a server-side Transform) and let the client read observation.reward.`,
          key: line.text.trim(),
        });
      }
    }
  },
};
