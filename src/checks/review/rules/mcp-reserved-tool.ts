import type { ReviewRule } from '../context.js';
import { changedTextMatches, someChangedLine } from '../diff.js';
import { isPython } from '../context.js';
import { definedFunction, isCall, mcpTools } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, statementLines } from '../tokens.js';
import { isTestPath } from './paths.js';

export const RESERVED_TOOL_NAMES = ['reset', 'step', 'state', 'close'];
/** Calls that register a tool by name: Tool(name="reset", ...), add_tool(fn, name="step"). */
const REGISTERS_TOOL = new Set(['Tool', 'add_tool', 'tool', 'register_tool']);

export const mcpReservedTool: ReviewRule = {
  id: 'review/mcp-reserved-tool',
  description: 'MCP tool named reset, step, state or close (simulation control exposed to the agent).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Agent isolation (dual API boundary)', patterns: [/MCP tools must not expose/i, /agent isolation/i, /dual api boundary/i] },
  run(context, report) {
    for (const file of context.files) {
      // Tests register reserved names on purpose, to assert they are rejected.
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      // Only files where a tool decorator/registration or a reserved-name def was touched can have a new flag.
      if (!changedTextMatches(file, /tool|def/) || !someChangedLine(file, 'added', (l) => l.text.includes('tool') || /def\s+(reset|step|state|close)\b/.test(l.text))) continue;
      const { statements } = pythonViewOf(file);
      const seen = new Set<number>();
      for (const tool of mcpTools(statements)) {
        if (!RESERVED_TOOL_NAMES.includes(tool.name)) continue;
        const { first, last } = statementLines(tool.decorator);
        if (![first, last, tool.defLine].some((l) => file.addedLines.has(l))) continue;
        // Point at where the reserved name is written: the decorator's name=..., else the def.
        const namedByDecorator = definedFunction(tool.signature.tokens) !== tool.name;
        const nameLine = tool.nameToken?.line ?? tool.decoratorLine;
        const line = (namedByDecorator && file.addedLines.has(nameLine)) || !file.addedLines.has(tool.defLine) ? nameLine : tool.defLine;
        // One finding per tool: the name=... pass below must not report the same decorator again.
        for (let l = first; l <= last; l++) seen.add(l);
        seen.add(tool.defLine);
        report({
          file: file.path,
          line,
          message: `MCP tool named \`${tool.name}\`: agents would get simulation control. Rename the tool to what it does for the agent (e.g. "restart_level" as a game action) and keep ${tool.name}() on the Gym-like API only.`,
          key: `tool:${tool.name}`,
        });
      }
      // Tools registered by name: Tool(name="reset", ...), add_tool(fn, name="step").
      for (const { tokens } of statements) {
        // One pass: each `name="..."` keyword is checked against the call it is an argument of.
        const open: number[] = [];
        tokens.forEach((token, k) => {
          if (token.type === 'op' && '([{'.includes(token.value)) open.push(k);
          else if (token.type === 'op' && ')]}'.includes(token.value)) open.pop();
          const value = tokens[k + 2];
          if (!isNameToken(token, 'name') || !isOpToken(tokens[k + 1], '=') || value?.type !== 'string') return;
          const call = open.length ? open[open.length - 1]! - 1 : -1;
          if (call < 0 || !REGISTERS_TOOL.has(tokens[call]!.value) || !isCall(tokens, call)) return;
          if (seen.has(token.line) || !file.addedLines.has(token.line) || !RESERVED_TOOL_NAMES.includes(value.content!)) return;
          seen.add(token.line);
          report({
            file: file.path,
            line: token.line,
            message: `MCP tool registered as \`${value.content}\`: agents would get simulation control. Give the tool another name and keep ${value.content}() on the Gym-like API only.`,
            key: `tool:${value.content}`,
          });
        });
      }
    }
  },
};
