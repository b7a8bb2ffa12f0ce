import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { mcpTools, pythonLines } from '../python.js';

const CONTROL_CALL = /(?:^|[^\w])(?:\w+\.)*(reset|_reset|reset_episode|set_task|select_task|load_task|set_split|select_split|load_split|set_seed)\s*\(/;
const CONTROL_PARAM = /^(task|task_id|task_name|task_index|split|split_name|seed|episode_id)$/;

export const mcpSimulationControl: ReviewRule = {
  id: 'review/mcp-simulation-control',
  description: 'MCP tool that resets the episode or selects task/split/seed (agent-reachable simulation control).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Agent isolation (dual API boundary)', patterns: [/any mechanism that lets an agent/i, /agents cannot access reset/i, /agent isolation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path)) continue;
      for (const tool of mcpTools(pythonLines(scannedLines(file)))) {
        const signatureEnd = tool.lines.findIndex((l) => endsSignature(l.code));
        const signature = tool.lines.slice(0, signatureEnd + 1);
        for (const line of tool.lines) {
          if (!file.addedLines.has(line.line)) continue;
          const inSignature = signature.includes(line);
          const params = inSignature
            ? [...line.code.replace(/^.*?def\s+\w+\s*\(/, '').matchAll(/(?:^|[(,])\s*(\w+)\s*[:=,)]/g)].map((m) => m[1]!)
            : [];
          const param = params.find((p) => CONTROL_PARAM.test(p));
          const call = inSignature ? undefined : CONTROL_CALL.exec(line.code)?.[1];
          if (!param && !call) continue;
          const what = param ? `takes a \`${param}\` argument` : `calls \`${call}()\``;
          report({
            file: file.path,
            line: line.line,
            message: `MCP tool \`${tool.name}\` ${what}, so the agent can steer the simulation (episode, task, split or seed). Move that control to the orchestration side (reset(seed=..., episode_id=..., **kwargs)) and keep agent tools inside the episode.`,
            key: `${tool.name}:${param ?? call}`,
          });
        }
      }
    }
  },
};

/**
 * The line ends a `def` signature: `)` then `:` (or `) -> Annotation:`) at the end of the code. The linear
 * form of `/\)\s*(->[^:]*)?:\s*$/`, which rescans from every `)->` of a crafted line (quadratic).
 */
export function endsSignature(code: string): boolean {
  const trimmed = code.trimEnd();
  if (!trimmed.endsWith(':')) return false;
  const head = trimmed.slice(0, -1);
  const closesParams = (end: number) => head.slice(0, end).trimEnd().endsWith(')');
  if (closesParams(head.length)) return true;
  // A return annotation: some `->` after the last colon, with `)` (and spaces) right before it.
  for (let arrow = head.indexOf('->', head.lastIndexOf(':') + 1); arrow !== -1; arrow = head.indexOf('->', arrow + 1)) {
    let before = arrow;
    while (before > 0 && /\s/.test(head[before - 1]!)) before--;
    if (head[before - 1] === ')') return true;
  }
  return false;
}
