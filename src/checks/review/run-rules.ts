import { collectFindings, ruleCrashed } from '../../engine/rule.js';
import type { Finding } from '../../engine/finding.js';
import type { ReviewContext, ReviewRule } from './context.js';
import { releaseScannedLines } from './diff.js';
import { releasePythonViews } from './tokens.js';

/**
 * Runs the review rules. Rules marked `perFile` run file by file (each sees a context whose `files` is
 * that one file), and a file's tokens and split lines are dropped as soon as they have all read it:
 * tokenizing is shared between the rules through the per-file caches of tokens.ts and diff.ts, and a
 * 25,000-line change never holds every file's tokens at once (keeping them alive made the garbage
 * collector copy them over and over, more than the tokenizing itself). The other rules (those that look
 * across files, or read only a few files) run afterwards over the whole change. Findings come out in
 * rule order, each rule's in the order it reported them, exactly as if every rule had run over the
 * whole change in turn; a rule that throws stops there, with one internal-error finding.
 */
export async function runReviewRules(rules: readonly ReviewRule[], context: ReviewContext): Promise<Finding[]> {
  const outputs = rules.map(() => [] as Finding[]);
  const reports = rules.map((rule, index) => collectFindings(rule, outputs[index]!));
  const crashed = new Set<number>();
  const crash = (index: number, error: unknown): void => {
    crashed.add(index);
    outputs[index]!.push(ruleCrashed(rules[index]!, '', error));
  };
  // Awaited only when the rule is asynchronous: 500 files times 20 rules need not be 10,000 promise turns.
  const run = (index: number, scope: ReviewContext): Promise<void> | undefined => {
    if (crashed.has(index)) return undefined;
    try {
      const pending = rules[index]!.run(scope, reports[index]!);
      return pending ? pending.catch((error: unknown) => crash(index, error)) : undefined;
    } catch (error) {
      crash(index, error);
      return undefined;
    }
  };
  const perFile = rules.flatMap((rule, index) => (rule.perFile ? [index] : []));
  for (const file of context.files) {
    const oneFile: ReviewContext = { ...context, files: [file] };
    for (const index of perFile) {
      const pending = run(index, oneFile);
      if (pending) await pending;
    }
    releasePythonViews(file);
    releaseScannedLines(file);
  }
  for (let index = 0; index < rules.length; index++) if (!rules[index]!.perFile) await run(index, context);
  return outputs.flat();
}
