import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, inLineRange, readable } from '../context.js';
import { keyDesignDecisionHeadings } from './sections.js';
import { trimTrailing } from '../../../../engine/text.js';

const LABELS = [
  { name: 'Chosen Approach', test: (t: string) => t.startsWith('chosen') },
  { name: 'Rationale', test: (t: string) => t.startsWith('rationale') },
  { name: 'Trade-offs', test: (t: string) => t.startsWith('trade-off') || t.startsWith('tradeoff') || t.startsWith('trade off') },
];

const norm = (s: string) => trimTrailing(s.toLowerCase(), /[:\s]/).trim();

/**
 * Spec 5: the headings one level below Key Design Decisions are the decisions; each needs Chosen
 * Approach, Rationale and Trade-offs labels. A section without sub-headings is a flat list (one warning).
 */
export const decisionStructureRule: Rule<StaticContext> = {
  id: 'rfc/decision-structure',
  description: 'Each Key Design Decision has its own heading with **Chosen Approach**, **Rationale** and **Trade-offs**.',
  details:
    'The headings one level below Key Design Decisions are the decisions; a section without sub-headings (PR 727\'s bullets, RFC 005\'s numbered list) gets one warning. Spec section 5.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const section of keyDesignDecisionHeadings(doc)) {
        // Normally one level below; a skipped level (### then #####) still counts as sub-headings.
        const inside = inLineRange(doc.headings, section.line + 1, section.sectionEndLine);
        const level = Math.min(...inside.map((h) => h.level));
        const decisions = inside.filter((h) => h.level === level);
        if (decisions.length === 0) {
          report({
            file: doc.path,
            line: section.line,
            column: section.column,
            key: `flat:${section.text}`,
            message: `${clip(section.text)} is a flat list; give each decision a heading with **Chosen Approach**, **Rationale** and **Trade-offs**.`,
          });
          continue;
        }
        for (const decision of decisions) {
          const labels = [
            ...inLineRange(doc.boldLabels, decision.line + 1, decision.sectionEndLine).map((b) => norm(b.label)),
            ...inLineRange(doc.headings, decision.line + 1, decision.sectionEndLine).map((h) => norm(h.text)),
          ];
          const missing = LABELS.filter((l) => !labels.some((t) => l.test(t))).map((l) => `**${l.name}**`);
          if (missing.length === 0) continue;
          report({
            file: doc.path,
            line: decision.line,
            column: decision.column,
            key: `decision:${decision.text}`,
            message: `Decision "${clip(decision.text)}" has no ${missing.join(', ').replace(/, ([^,]*)$/, ' or $1')}; give each decision **Chosen Approach**, **Rationale** and **Trade-offs** labels.`,
          });
        }
      }
    }
  },
};
