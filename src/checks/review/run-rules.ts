import { collectFindings, ruleCrashed } from '../../engine/rule.js';
import type { Finding } from '../../engine/finding.js';
import type { ReviewContext, ReviewRule } from './context.js';
import { releaseScannedLines } from './diff.js';
import { releasePythonViews, shareTextViews } from './tokens.js';

/**
 * Runs the review rules. Rules marked `perFile` run file by file (each sees a context whose `files` is
 * that one file), and a file's split lines and added/removed-lines views are dropped as soon as they
 * have all read it. Tokenizing is shared between the rules through the per-file caches of tokens.ts and
 * diff.ts, and a whole text's view by its text for the whole run (`shareTextViews`): the rules that look
 * across files (or read only a few files), run afterwards over the whole change, read the same HEAD
 * texts again, and the class index reads them from the HEAD tree. Findings come out in
 * rule order, each rule's in the order it reported them, exactly as if every rule had run over the
 * whole change in turn; a rule that throws stops there, with one internal-error finding.
 */
export function runReviewRules(rules: readonly ReviewRule[], context: ReviewContext): Promise<Finding[]> {
  return shareTextViews(() => runRules(rules, context));
}

async function runRules(rules: readonly ReviewRule[], context: ReviewContext): Promise<Finding[]> {
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
