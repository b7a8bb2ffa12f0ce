import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import {
  _enum,
  array,
  literal,
  number,
  object,
  string
} from "./chunk-NO5C67FT.js";
import {
  SEVERITIES
} from "./chunk-KBUQXIYL.js";
import "./chunk-SEWDMQ6Q.js";

// src/engine/imported-reports.ts
import { readFile } from "node:fs/promises";
var importedReportSchema = object({
  version: literal(1),
  findings: array(
    object({
      // Strict shapes: the report may come from an untrusted job, and its findings reach the PR comment.
      rule: string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "not a rule id (group/kebab-name)"),
      severity: _enum(SEVERITIES),
      file: string().max(1024).refine((p) => !p.startsWith("/") && !p.split("/").includes("..") && !p.includes("\0"), "not a repository-relative path"),
      line: number().int().positive().optional(),
      column: number().int().positive().optional(),
      endLine: number().int().positive().optional(),
      endColumn: number().int().positive().optional(),
      message: string().max(2e4),
      fingerprint: string().max(200),
      check: string().regex(/^[a-z0-9-]{1,40}$/, "not a check id").optional(),
      scope: _enum(["new", "pre-existing"]).optional(),
      // An advisory finding (the model pass's) stays advisory: it never counts toward a later verdict.
      advisory: literal(true).optional()
    })
  ).max(1e5)
});
async function importReports(paths) {
  const out = [];
  for (const path of paths) {
    let data;
    try {
      data = JSON.parse(await readFile(path, "utf8"));
    } catch (error) {
      throw new UserError(`import-reports: cannot read ${path} as JSON (${error.message}).`);
    }
    const parsed = importedReportSchema.safeParse(data);
    if (!parsed.success) throw new UserError(`import-reports: ${path} is not an openenv-ci JSON report (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}).`);
    out.push(...parsed.data.findings.map((f) => ({ ...f, check: f.check ?? "imported" })));
  }
  return out;
}
export {
  importReports
};
