import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { mcpTools, pythonLines, type CodeLine } from '../python.js';
import { isTestPath } from './paths.js';

const CONTROL_CALL = /(?:^|[^\w])(?:\w+\.)*(reset|_reset|reset_episode|set_task|select_task|load_task|switch_task|set_split|select_split|load_split|set_seed|seed|manual_seed|set_episode|load_episode|select_episode)\s*\(/;
const CONTROL_PARAM = /^(task|task_id|task_name|task_index|split|split_name|seed|episode_id|episode)$/;
/** Selection: indexing a collection of tasks/splits/scenarios, or setting the episode's task/seed on self. */
const SELECTS_FROM = /\b\w*(?:tasks|splits|seeds|episodes|scenarios|levels|task_map|task_registry)\w*\s*\[/i;
const SETS_STATE = /^\s*self\.\w*(?:task|split|seed|episode|scenario|level)\w*\s*(?::[^=]*)?=(?!=)/i;

const IDENTIFIER = /[A-Za-z_]\w*/g;
const ASSIGNED = /^\s*([A-Za-z_]\w*)\s*(?::[^=]*)?=(?!=)(.*)$/;

/**
 * Does the argument reach episode, task, split or seed selection inside the tool's body? Followed
 * through plain local assignments (`idx = int(task_id)`), so a value only copied into the result
 * (`return {"task_id": task_id}`) is not simulation control.
 */
function reachesControl(param: string, body: readonly CodeLine[]): boolean {
  const tainted = new Set([param]);
  for (const line of body) {
    const names = new Set(line.code.match(IDENTIFIER) ?? []);
    if (![...tainted].some((t) => names.has(t))) continue;
    if (CONTROL_CALL.test(line.code) || SELECTS_FROM.test(line.code) || SETS_STATE.test(line.code)) return true;
    const assigned = ASSIGNED.exec(line.code);
    if (assigned) tainted.add(assigned[1]!);
  }
  return false;
}

export const mcpSimulationControl: ReviewRule = {
  id: 'review/mcp-simulation-control',
  description: 'MCP tool that resets the episode, or whose task/split/seed argument reaches episode or task selection (agent-reachable simulation control).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Agent isolation (dual API boundary)', patterns: [/any mechanism that lets an agent/i, /agents cannot access reset/i, /agent isolation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      for (const tool of mcpTools(pythonLines(scannedLines(file)))) {
        const signatureEnd = tool.lines.findIndex((l) => endsSignature(l.code));
        const signature = tool.lines.slice(0, signatureEnd + 1);
        const body = tool.lines.slice(signatureEnd + 1);
        for (const line of tool.lines) {
          if (!file.addedLines.has(line.line)) continue;
          const inSignature = signature.includes(line);
          const params = inSignature
            ? [...line.code.replace(/^.*?def\s+\w+\s*\(/, '').matchAll(/(?:^|[(,])\s*(\w+)\s*[:=,)]/g)].map((m) => m[1]!)
            : [];
          const param = params.find((p) => CONTROL_PARAM.test(p) && reachesControl(p, body));
          const call = inSignature ? undefined : CONTROL_CALL.exec(line.code)?.[1];
          if (!param && !call) continue;
          const what = param ? `passes its \`${param}\` argument to episode/task selection` : `calls \`${call}()\``;
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
