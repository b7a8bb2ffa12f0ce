import type { RunResult } from '../engine/run.js';
import type { RegisteredRule } from '../engine/registry.js';
import type { Format } from '../settings.js';
import { jsonReportChunks, renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';
import { VERSION } from '../version.js';

/** One report in the requested format. `preferComment`: markdown is the check's own comment (review). */
export function renderReport(result: RunResult, format: Format, options: { color: boolean; preferComment?: boolean; rules?: readonly RegisteredRule[] }): string {
  switch (format) {
    case 'json':
      return renderJson(result);
    case 'sarif':
      return renderSarif(result, VERSION, options.rules);
    case 'markdown':
      return options.preferComment && result.commentMarkdown !== undefined ? result.commentMarkdown : renderMarkdown(result);
    case 'text':
      return renderText(result, options.color);
    case 'compact':
      return renderText(result, options.color, { compact: true });
  }
}

/** The same report as text chunks: the JSON report is streamed (it grows with the environments checked), the others are one string. */
export function reportChunks(result: RunResult, format: Format, options: { color: boolean; preferComment?: boolean; rules?: readonly RegisteredRule[] }): Iterable<string> {
  return format === 'json' ? jsonReportChunks(result) : [renderReport(result, format, options)];
}
