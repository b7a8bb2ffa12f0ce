import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { mcpTools, pythonLines } from '../python.js';
import { isTestPath } from './paths.js';

export const RESERVED_TOOL_NAMES = ['reset', 'step', 'state', 'close'];

export const mcpReservedTool: ReviewRule = {
  id: 'review/mcp-reserved-tool',
  description: 'MCP tool named reset, step, state or close (simulation control exposed to the agent).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Agent isolation (dual API boundary)', patterns: [/MCP tools must not expose/i, /agent isolation/i, /dual api boundary/i] },
  run(context, report) {
    for (const file of context.files) {
      // Tests register reserved names on purpose, to assert they are rejected.
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      // Only files where a tool decorator/registration or a reserved-name def was touched can have a new flag.
      if (!file.added.some((l) => l.text.includes('tool') || /def\s+(reset|step|state|close)\b/.test(l.text))) continue;
      const lines = pythonLines(scannedLines(file));
      const seen = new Set<number>();
      for (const tool of mcpTools(lines)) {
        if (!RESERVED_TOOL_NAMES.includes(tool.name)) continue;
        if (!file.addedLines.has(tool.decoratorLine) && !file.addedLines.has(tool.defLine)) continue;
        // Point at where the reserved name is written: the decorator's name=..., else the def.
        const namedByDecorator = !new RegExp(String.raw`\bdef\s+${tool.name}\b`).test(tool.lines[0]?.code ?? '');
        const line = (namedByDecorator && file.addedLines.has(tool.decoratorLine)) || !file.addedLines.has(tool.defLine) ? tool.decoratorLine : tool.defLine;
        // One finding per tool: the name=... pass below must not report the same decorator again.
        seen.add(tool.decoratorLine).add(tool.defLine);
        report({
          file: file.path,
          line,
          message: `MCP tool named \`${tool.name}\`: agents would get simulation control. Rename the tool to what it does for the agent (e.g. "restart_level" as a game action) and keep ${tool.name}() on the Gym-like API only.`,
          key: `tool:${tool.name}`,
        });
      }
      // Tools registered by name: Tool(name="reset", ...), add_tool(fn, name="step").
      for (const line of pythonLines(file.added)) {
        if (seen.has(line.line) || !line.text.includes('name') || !/tool/i.test(line.text)) continue;
        const match = /\b(?:Tool|add_tool|tool|register_tool)\s*\([^)]*?\bname\s*=\s*["'](\w+)["']/.exec(line.text);
        if (!match || !RESERVED_TOOL_NAMES.includes(match[1]!)) continue;
        report({
          file: file.path,
          line: line.line,
          message: `MCP tool registered as \`${match[1]}\`: agents would get simulation control. Give the tool another name and keep ${match[1]}() on the Gym-like API only.`,
          key: `tool:${match[1]}`,
        });
      }
    }
  },
};
