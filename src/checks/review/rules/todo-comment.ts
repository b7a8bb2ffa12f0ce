import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { pythonViewOf, viewTextMatches } from '../tokens.js';

const MARKER = /\b(TODO|FIXME|XXX|HACK)\b/;
/** A comment's text is part of the file's: without one of the words, no comment has the marker. */
const MARKER_WORD = /TODO|FIXME|XXX|HACK/;

export const todoComment: ReviewRule = {
  id: 'review/todo-comment',
  description: 'TODO/FIXME/XXX/HACK comment added to source code (context, never blocking).',
  defaultSeverity: 'notice',
  tier: 1,
  perFile: true,
  wholeFile: true,
  automated: 'debug',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path) || !viewTextMatches(file, MARKER_WORD)) continue;
      for (const comment of pythonViewOf(file).comments) {
        const marker = MARKER.exec(comment.text)?.[1];
        if (!marker) continue;
        report({
          file: file.path,
          line: comment.line,
          message: `${marker} comment added. Link it to an issue (e.g. "${marker}(#123): ...") or resolve it before merging.`,
          key: comment.text.trim(),
        });
      }
    }
  },
};
