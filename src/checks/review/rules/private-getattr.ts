import { isPython, type ReviewRule } from '../context.js';
import { headLineText } from '../diff.js';
import { isCall } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches } from '../tokens.js';
import { isTestPath } from './paths.js';

export const privateGetattr: ReviewRule = {
  id: 'review/private-getattr',
  description: '`getattr(obj, "_name")` with a literal private name on another object: private-member access that ruff\'s SLF001 does not see.',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'check',
  perFile: true,
  wholeFile: true,
  details:
    "Couples the code to another class's internals through a string, where a rename breaks it at run time (OpenEnv #694 read a client's `_session` this way). False-positive guards: only a string literal with one leading underscore (not a dunder), not on `self`/`cls`, not in test files.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /getattr/)) continue;
      for (const { tokens } of pythonViewOf(file).statements) {
        tokens.forEach((t, i) => {
          if (!isNameToken(t, 'getattr') || !isCall(tokens, i) || isOpToken(tokens[i - 1], '.') || !file.addedLines.has(t.line)) return;
          const target = tokens[i + 2];
          const comma = tokens[i + 3];
          const name = tokens[i + 4];
          if (!isNameToken(target) || target!.value === 'self' || target!.value === 'cls' || !isOpToken(comma, ',') || name?.type !== 'string' || name.prefix !== '') return;
          if (!/^_[A-Za-z0-9]\w*$/.test(name.content ?? '') || /^__\w+__$/.test(name.content ?? '')) return;
          report({
            file: file.path,
            line: t.line,
            message: `\`getattr(${target!.value}, "${name.content}")\` reads a private member of another object through a string: a rename of \`${name.content}\` breaks it at run time and no linter sees it. Use a public attribute or method of that class (add one if needed).`,
            key: headLineText(file, t.line),
          });
        });
      }
    }
  },
};
