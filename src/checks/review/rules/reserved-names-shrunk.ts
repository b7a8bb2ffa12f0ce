import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { changedTextMatches, someChangedLine, gitLines, type DiffLine } from '../diff.js';

const ASSIGNMENT = /\bRESERVED_TOOL_NAMES\s*(?::[^=]*)?=/;

/** The names in the RESERVED_TOOL_NAMES literal and the line it starts on (statement up to 30 lines). */
export function reservedNames(lines: readonly DiffLine[]): { line: number; names: Set<string> } | undefined {
  const start = lines.findIndex((l) => ASSIGNMENT.test(l.text));
  if (start < 0) return undefined;
  let depth = 0;
  let opened = false;
  let statement = '';
  for (let i = start; i < Math.min(lines.length, start + 30); i++) {
    const text = lines[i]!.text.replace(/#.*$/, '');
    statement += text + '\n';
    for (const c of text) {
      if (c === '(' || c === '[' || c === '{') {
        depth++;
        opened = true;
      } else if (c === ')' || c === ']' || c === '}') depth--;
    }
    if (!opened || depth <= 0) break;
  }
  const names = new Set([...statement.matchAll(/["'](\w+)["']/g)].map((m) => m[1]!));
  return { line: lines[start]!.line, names };
}

const numbered = (text: string): DiffLine[] => gitLines(text).map((t, i) => ({ line: i + 1, text: t }));

/** What a line that touches the reserved names has (also a test of the whole patch: no anchors). */
const MENTIONS = /RESERVED_TOOL_NAMES|["'](reset|step|state|close)["']/;
const mentions = (l: DiffLine): boolean => MENTIONS.test(l.text);

export const reservedNamesShrunk: ReviewRule = {
  id: 'review/reserved-names-shrunk',
  description: 'Edit removes names from RESERVED_TOOL_NAMES (the MCP tool names kept for simulation control).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  invariant: { document: 'invariants', title: 'Agent isolation (dual API boundary)', patterns: [/MCP tools must not expose/i, /agent isolation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'added' || !isPython(file.path)) continue;
      const touches = changedTextMatches(file, MENTIONS) && (someChangedLine(file, 'added', mentions) || someChangedLine(file, 'removed', mentions));
      if (!touches) continue;
      let before: Set<string> | undefined;
      let after: Set<string> | undefined;
      let line: number | undefined;
      if (file.base !== undefined && (file.head !== undefined || file.status === 'deleted')) {
        before = reservedNames(numbered(file.base))?.names;
        const headList = file.head !== undefined ? reservedNames(numbered(file.head)) : undefined;
        after = headList?.names ?? new Set();
        line = headList?.line;
      } else {
        // Diff only (API mode): compare the literal as removed with the literal as added.
        before = reservedNames(file.removed)?.names;
        const added = reservedNames(file.added);
        after = added?.names ?? new Set();
        line = added?.line;
      }
      if (!before) continue;
      const dropped = [...before].filter((n) => !after!.has(n)).sort();
      if (dropped.length === 0) continue;
      report({
        file: file.path,
        line: line ?? file.added[0]?.line ?? 1,
        message: `RESERVED_TOOL_NAMES no longer contains ${dropped.map((n) => `"${n}"`).join(', ')}: an MCP tool could then take that name and hand simulation control to the agent. Keep the names reserved, or explain in an RFC why the boundary moves.`,
        key: `dropped:${dropped.join(',')}`,
      });
    }
  },
};
