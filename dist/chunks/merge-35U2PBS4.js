import {
  TRACKING_ISSUE,
  computeDelta,
  previousEnvironments,
  previousRecords,
  publicRecord,
  renderAuditMarkdown,
  renderAuditText,
  summaryData,
  trackingIssueBody
} from "./chunk-DGPH52UY.js";
import "./chunk-OBKECGMW.js";
import "./chunk-FURUC7GW.js";
import "./chunk-ZH55U7Q6.js";
import "./chunk-GEB7PISZ.js";
import "./chunk-6JX624YR.js";
import "./chunk-OAIGAJBL.js";
import "./chunk-KYFDEB4R.js";
import "./chunk-6DRY2ITD.js";
import "./chunk-XN4EW7HB.js";
import "./chunk-ZCKK2XZD.js";
import "./chunk-MAYIA5LJ.js";
import "./chunk-KMOKYBJ6.js";
import "./chunk-YIJVLTA7.js";
import "./chunk-CZX43FPE.js";
import "./chunk-NO5C67FT.js";
import "./chunk-3B44EMFL.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-YGCRCGPR.js";
import "./chunk-5ZKDT2GC.js";
import "./chunk-ZKRAT4SF.js";
import "./chunk-533CT4FO.js";
import "./chunk-ZGWGJGKA.js";
import "./chunk-JBJJNFC3.js";
import "./chunk-NEFMONKN.js";
import "./chunk-42E6DO7S.js";
import "./chunk-HSGSYT45.js";
import "./chunk-XKYF2WI5.js";
import "./chunk-L6AJ3QIO.js";
import "./chunk-UP5OX67O.js";
import "./chunk-L4EESXOX.js";
import "./chunk-V2E3RBUP.js";
import "./chunk-BFZOZURU.js";
import "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import "./chunk-JBBE2CSJ.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-QWOUCIXH.js";
import "./chunk-UUJV2QZZ.js";
import "./chunk-JRTPWSBC.js";
import "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import {
  compareFindings,
  severityRank
} from "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";

// src/checks/audit/merge.ts
import { readFile } from "node:fs/promises";
async function mergeAuditReports(paths, options) {
  const byId = /* @__PURE__ */ new Map();
  const runFindings = /* @__PURE__ */ new Map();
  const incomplete = [];
  let cancelled = false;
  for (const path of paths) {
    const report = JSON.parse(await readFile(path, "utf8"));
    const environments2 = previousEnvironments(report);
    for (const env of environments2) byId.set(env.id, { ...env, findings: env.findings.map(stripJsonFields) });
    const owned = new Set(environments2.flatMap((e) => e.findings.map((f) => f.fingerprint)));
    for (const f of report.findings ?? []) if (!owned.has(f.fingerprint)) runFindings.set(`${f.rule}\0${f.fingerprint}`, stripJsonFields(f));
    incomplete.push(...report.audit?.incomplete ?? []);
    cancelled ||= report.audit?.cancelled ?? false;
  }
  const environments = [...byId.values()].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  let delta;
  if (options.previous) {
    const records = previousRecords(JSON.parse(await readFile(options.previous, "utf8")));
    if (records) delta = computeDelta(records, environments);
  }
  const summary = {
    environments,
    ...delta ? { delta } : {},
    incomplete: [...new Set(incomplete)],
    cancelled,
    skippedDatasets: 0,
    cacheHits: 0,
    durationMs: 0,
    sources: [`${paths.length} shard reports`],
    date: options.now,
    ...options.hubUrl ? { hubUrl: options.hubUrl } : {},
    notAudited: environments.filter((e) => e.status === "error").map((e) => e.id)
  };
  const markdown = renderAuditMarkdown(summary);
  const findings = [...environments.flatMap((e) => e.findings), ...runFindings.values()].sort(
    (a, b) => severityRank(b.severity) - severityRank(a.severity) || compareFindings(a, b)
  );
  return {
    outcomes: [{ check: "audit", title: "Audit", findings, sections: [{ title: "Audit", markdown, text: renderAuditText(summary) }], durationMs: 0, listFindings: false }],
    findings,
    suppressions: [],
    baselined: 0,
    data: { environments: environments.map(publicRecord), audit: summaryData(summary) },
    trackingIssue: { ...TRACKING_ISSUE, body: trackingIssueBody(`## ${TRACKING_ISSUE.title}

${markdown}`) },
    internalErrors: [],
    jsonFindingIndex: ["environments"]
  };
}
function stripJsonFields(f) {
  return { ...f };
}
export {
  mergeAuditReports
};
