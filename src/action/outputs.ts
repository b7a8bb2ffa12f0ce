import { codeBlock } from '../report/escape.js';
import * as core from '@actions/core';
import { writeReport } from '../report/write.js';
import { UserError } from '../engine/errors.js';
import type { RunResult } from '../engine/run.js';
import type { ChangedLines } from '../repo/changed-lines.js';
import { annotationProperties, planAnnotations, stepAnnotationLimits } from '../report/annotations.js';
import { renderMarkdown } from '../report/markdown.js';

/** Annotations within GitHub's per-step budget; the log says how many more the summary holds. */
export function annotate(result: RunResult, changedFiles: ReadonlySet<string> | undefined, changedLines: ChangedLines | undefined): void {
  // One slot for the failure message, one per internal-error line.
  const plan = planAnnotations(result.findings, changedFiles, stepAnnotationLimits(1 + result.internalErrors.length), changedLines);
  for (const f of plan.shown) {
    const props = annotationProperties(f);
    if (f.severity === 'error') core.error(f.message, props);
    else if (f.severity === 'warning') core.warning(f.message, props);
    else core.notice(f.message, props);
  }
  const hidden = plan.hidden.error + plan.hidden.warning + plan.hidden.notice;
  if (hidden > 0) {
    core.info(`openenv-ci: ${hidden} more finding(s) than GitHub shows as annotations (${plan.hidden.error} errors, ${plan.hidden.warning} warnings, ${plan.hidden.notice} notices); all are in the job summary and the report file.`);
  }
}

/**
 * A usage error (a bad input, a config file that sets a trusted option) stops the run before any check:
 * the job summary still says what was refused and why, so the reader of the pull request's checks sees it.
 */
export async function writeUsageErrorSummary(message: string): Promise<void> {
  try {
    await core.summary.addRaw(['## openenv-ci did not run', '', 'It stopped before any check ran:', '', codeBlock(message), ''].join('\n'), true).write();
  } catch {
    /* no summary file (outside a runner): the failure message is in the log */
  }
}

/** The job summary (GITHUB_STEP_SUMMARY); a failure to write it is a warning, never a failed job. */
export async function writeSummary(result: RunResult, label?: string, changedFiles?: ReadonlySet<string>): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(renderMarkdown(result, undefined, label, changedFiles ? { changedFiles } : {}), true).write();
  } catch (error) {
    // The report is still complete in the annotations and the report file; a summary problem must not fail the job.
    core.warning(`openenv-ci: could not write the job summary: ${(error as Error).message}`);
  }
}

/** Writes a report file, making its folder; an unwritable place is the user's to fix. */
export async function writeOut(path: string, content: string | Iterable<string>): Promise<void> {
  try {
    await writeReport(typeof content === 'string' ? [content] : content, { file: path });
  } catch (error) {
    // A report-file or sarif-file input naming a folder or an unwritable place: the user's to fix.
    throw new UserError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
}
