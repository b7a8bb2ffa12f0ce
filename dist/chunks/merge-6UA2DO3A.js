import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
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
} from "./chunk-7ZED3KMK.js";
import "./chunk-YEBTQRCO.js";
import "./chunk-P2KCFAJI.js";
import "./chunk-ZSSYYET6.js";
import "./chunk-NI5W2M4Z.js";
import "./chunk-TRZJGGQ4.js";
import "./chunk-4ECDOAMX.js";
import "./chunk-F6GZB2XF.js";
import "./chunk-V557AIXV.js";
import "./chunk-EWPO6GRO.js";
import "./chunk-BM4F2NEP.js";
import "./chunk-23OVOD77.js";
import "./chunk-QQMJVUR2.js";
import "./chunk-SVMG2LLU.js";
import "./chunk-IUJP2HYR.js";
import "./chunk-SVM4QAOB.js";
import "./chunk-MUAN7TB5.js";
import "./chunk-ZVVIMHPE.js";
import "./chunk-FJGK5UCM.js";
import "./chunk-QUYFYUBT.js";
import "./chunk-4HGBNROI.js";
import "./chunk-E5PBTPTC.js";
import "./chunk-LH6O4QTG.js";
import "./chunk-7R2HWFOB.js";
import "./chunk-ASQXGGFS.js";
import "./chunk-NEL46G6Q.js";
import "./chunk-OFXXYXDB.js";
import "./chunk-6ODF7H7U.js";
import "./chunk-U2XRKHS4.js";
import "./chunk-LKMPN4C5.js";
import "./chunk-PYSNX4Z2.js";
import "./chunk-7U3IUQLA.js";
import "./chunk-TSSCCVV2.js";
import "./chunk-V2MFS4YC.js";
import "./chunk-SYGEGTLK.js";
import "./chunk-ACIKRLL7.js";
import {
  compareFindings,
  severityRank
} from "./chunk-BYGI7NJG.js";
import "./chunk-N7YIIGL7.js";
import "./chunk-4FUATO47.js";

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
