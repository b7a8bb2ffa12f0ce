import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { UserError } from './errors.js';
import { SEVERITIES, type Finding } from './finding.js';

// Loaded only when reports are imported (--import-reports / import-reports): the schema needs zod.
const importedReportSchema = z.object({
  version: z.literal(1),
  findings: z
    .array(
      z.object({
        // Strict shapes: the report may come from an untrusted job, and its findings reach the PR comment.
        rule: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'not a rule id (group/kebab-name)'),
        severity: z.enum(SEVERITIES),
        file: z
          .string()
          .max(1024)
          .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\0'), 'not a repository-relative path'),
        line: z.number().int().positive().optional(),
        column: z.number().int().positive().optional(),
        endLine: z.number().int().positive().optional(),
        endColumn: z.number().int().positive().optional(),
        message: z.string().max(20_000),
        fingerprint: z.string().max(200),
        check: z.string().regex(/^[a-z0-9-]{1,40}$/, 'not a check id').optional(),
        scope: z.enum(['new', 'pre-existing']).optional(),
        // An advisory finding (the model pass's) stays advisory: it never counts toward a later verdict.
        advisory: z.literal(true).optional(),
      }),
    )
    .max(100_000),
});

/** Findings of earlier jobs, from their JSON reports (validated: they may come from an untrusted job). */
export async function importReports(paths: readonly string[]): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const path of paths) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw new UserError(`import-reports: cannot read ${path} as JSON (${(error as Error).message}).`);
    }
    const parsed = importedReportSchema.safeParse(data);
    if (!parsed.success) throw new UserError(`import-reports: ${path} is not an openenv-ci JSON report (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}).`);
    // A finding without its check would pass for one of the review's own: name where it came from.
    out.push(...parsed.data.findings.map((f) => ({ ...f, check: f.check ?? 'imported' })));
  }
  return out;
}

