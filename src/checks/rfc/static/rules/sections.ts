import type { Heading, RfcDocument } from '../../document.js';
import { trimTrailing } from '../../../../engine/text.js';

/** Section matching helpers (spec 5): case-insensitive on the normalised heading text. */

const lower = (s: string) => s.toLowerCase();

export interface SectionSpec {
  name: string;
  /** How the message names the expected heading. */
  expected: string;
  hint: string;
  matches(doc: RfcDocument): boolean;
}

const h2 = (doc: RfcDocument, accept: readonly string[]) =>
  doc.headings.some((h) => h.level === 2 && accept.includes(lower(h.text)));

export const TOP_LEVEL_SECTIONS: readonly SectionSpec[] = [
  {
    name: 'Summary',
    expected: '"## Summary" section',
    hint: 'template: a 1-2 paragraph overview of the proposal',
    matches: (doc) => h2(doc, ['summary']),
  },
  {
    name: 'Motivation',
    expected: '"## Motivation" section',
    hint: 'template: Problem Statement and Goals',
    matches: (doc) => h2(doc, ['motivation']),
  },
  {
    name: 'Design',
    expected: '"## Design" section',
    hint: 'template: Architecture Overview, Core Abstractions, Key Design Decisions',
    matches: (doc) => h2(doc, ['design', 'detailed design', 'proposed design', 'technical design']),
  },
  {
    name: 'Examples',
    expected: '"## Examples" section',
    hint: 'any ## to #### heading containing "Example(s)", with code showing how the feature is used',
    matches: (doc) => doc.headings.some((h) => h.level >= 2 && h.level <= 4 && /\bexamples?\b/i.test(h.text)),
  },
];

const labelText = (s: string) => trimTrailing(lower(s), /[:\s]/).trim();

/** Every bold label of a document as `labelText` reads it, once per document (every label is tested against several sections). */
const labelTexts = new WeakMap<RfcDocument, readonly string[]>();
function labelTextsOf(doc: RfcDocument): readonly string[] {
  let texts = labelTexts.get(doc);
  if (!texts) labelTexts.set(doc, (texts = doc.boldLabels.map((b) => labelText(b.label))));
  return texts;
}

const headingOrLabel = (doc: RfcDocument, test: (text: string) => boolean) =>
  doc.headings.some((h) => h.level >= 2 && test(lower(h.text))) || labelTextsOf(doc).some(test);

export const SUBSECTIONS: readonly SectionSpec[] = [
  {
    name: 'Problem Statement',
    expected: '"Problem Statement" heading or bold label',
    hint: 'say what problem the RFC solves',
    matches: (doc) => headingOrLabel(doc, (t) => t.startsWith('problem')),
  },
  {
    name: 'Goals',
    expected: '"Goals" heading or bold label',
    hint: 'say what the RFC is trying to achieve',
    matches: (doc) => headingOrLabel(doc, (t) => /^goals\b/.test(t)),
  },
  {
    name: 'Architecture Overview',
    expected: '"Architecture Overview" heading',
    hint: 'give a high-level view of the design (diagrams encouraged)',
    matches: (doc) => doc.headings.some((h) => h.level >= 2 && lower(h.text).startsWith('architecture overview')),
  },
  {
    name: 'Core Abstractions',
    expected: '"Core Abstractions" heading',
    hint: 'label the part that defines the key interfaces',
    matches: (doc) => doc.headings.some((h) => h.level >= 2 && lower(h.text).startsWith('core abstractions')),
  },
  {
    name: 'Key Design Decisions',
    expected: '"Key Design Decisions" heading',
    hint: 'give each significant decision a heading with its Chosen Approach, Rationale and Trade-offs',
    matches: (doc) => keyDesignDecisionHeadings(doc).length > 0,
  },
];

export function keyDesignDecisionHeadings(doc: RfcDocument): Heading[] {
  return doc.headings.filter((h) => h.level >= 2 && lower(h.text).includes('design decisions'));
}
