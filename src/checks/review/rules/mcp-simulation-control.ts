import type { Token } from '../../../python/tokenize.js';
import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { bracketItems, codeOf, isCall, mcpTools } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches, type Statement } from '../tokens.js';
import { isTestPath } from './paths.js';

const CONTROL_CALLS = new Set(['reset', '_reset', 'reset_episode', 'set_task', 'select_task', 'load_task', 'switch_task', 'set_split', 'select_split', 'load_split', 'set_seed', 'seed', 'manual_seed', 'set_episode', 'load_episode', 'select_episode']);
const CONTROL_PARAM = /^(task|task_id|task_name|task_index|split|split_name|seed|episode_id|episode)$/;
/** Selection: indexing a collection of tasks/splits/scenarios, or setting the episode's task/seed on self. */
const SELECTS_FROM = /\b\w*(?:tasks|splits|seeds|episodes|scenarios|levels|task_map|task_registry)\w*\s*\[/i;
const SETS_STATE = /^\s*self\.\w*(?:task|split|seed|episode|scenario|level)\w*\s*(?::[^=]*)?=(?!=)/i;

const ASSIGNED = /^\s*([A-Za-z_]\w*)\s*(?::[^=]*)?=(?!=)(.*)$/;

/** Calls of episode/task/split/seed control in a statement (`env.reset(`, `set_task(`, `torch.manual_seed(`). */
const controlCalls = (tokens: readonly Token[]): Token[] => tokens.filter((t, i) => CONTROL_CALLS.has(t.value) && isCall(tokens, i));

/**
 * Does the argument reach episode, task, split or seed selection inside the tool's body? Followed
 * through plain local assignments (`idx = int(task_id)`), so a value only copied into the result
 * (`return {"task_id": task_id}`) is not simulation control.
 */
function reachesControl(param: string, body: readonly Statement[]): boolean {
  const tainted = new Set([param]);
  for (const { tokens } of body) {
    if (!tokens.some((t) => t.type === 'name' && tainted.has(t.value))) continue;
    const code = codeOf(tokens).text;
    if (controlCalls(tokens).length > 0 || SELECTS_FROM.test(code) || SETS_STATE.test(code)) return true;
    const assigned = ASSIGNED.exec(code);
    if (assigned) tainted.add(assigned[1]!);
  }
  return false;
}

/** The parameter names of a `def` statement, as their tokens. */
function parameters(def: Statement): Token[] {
  const open = def.tokens.findIndex((t) => isOpToken(t, '('));
  if (open < 0) return [];
  return bracketItems(def.tokens, open).flatMap((item) => (isNameToken(item[0]) ? [item[0]!] : []));
}

export const mcpSimulationControl: ReviewRule = {
  id: 'review/mcp-simulation-control',
  description: 'MCP tool that resets the episode, or whose task/split/seed argument reaches episode or task selection (agent-reachable simulation control).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Agent isolation (dual API boundary)', patterns: [/any mechanism that lets an agent/i, /agents cannot access reset/i, /agent isolation/i] },
  run(context, report) {
    for (const file of context.files) {
      // An MCP tool's decorator names `tool`.
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /tool/)) continue;
      for (const tool of mcpTools(pythonViewOf(file).statements)) {
        const hits: { line: number; what: string; key: string }[] = [];
        for (const param of parameters(tool.signature)) {
          if (file.addedLines.has(param.line) && CONTROL_PARAM.test(param.value) && reachesControl(param.value, tool.body))
            hits.push({ line: param.line, what: `passes its \`${param.value}\` argument to episode/task selection`, key: param.value });
        }
        for (const statement of tool.body) {
          for (const call of controlCalls(statement.tokens)) {
            if (file.addedLines.has(call.line)) hits.push({ line: call.line, what: `calls \`${call.value}()\``, key: call.value });
          }
        }
        const reported = new Set<number>();
        for (const { line, what, key } of hits) {
          if (reported.has(line)) continue;
          reported.add(line);
          report({
            file: file.path,
            line,
            message: `MCP tool \`${tool.name}\` ${what}, so the agent can steer the simulation (episode, task, split or seed). Move that control to the orchestration side (reset(seed=..., episode_id=..., **kwargs)) and keep agent tools inside the episode.`,
            key: `${tool.name}:${key}`,
          });
        }
      }
    }
  },
};
