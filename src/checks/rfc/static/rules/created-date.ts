import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, field, readable } from '../context.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export interface ParsedDate {
  year: number;
  month: number;
  day: number;
  format: 'iso' | 'us' | 'long';
}

function valid(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 9999) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * The three formats seen in the repository (spec 4): `YYYY-MM-DD`, `MM/DD/YYYY` and `Month D, YYYY`.
 * Returns undefined for anything else or for an impossible calendar date (`2026-02-30`).
 */
export function parseCreatedDate(value: string): ParsedDate | undefined {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? { year: y, month: mo, day: d, format: 'iso' } : undefined;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? { year: y, month: mo, day: d, format: 'us' } : undefined;
  }
  m = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(v);
  if (m) {
    const name = m[1].toLowerCase();
    const index = MONTHS.findIndex((full) => full === name || (name.length >= 3 && full.startsWith(name)));
    const [d, y] = [Number(m[2]), Number(m[3])];
    return index !== -1 && valid(y, index + 1, d) ? { year: y, month: index + 1, day: d, format: 'long' } : undefined;
  }
  return undefined;
}

export function isoOf(d: ParsedDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

const DAY = 24 * 60 * 60 * 1000;

/** Spec 4: Created is a real date in an accepted format, not later than the commit adding the file (1 day tolerance). */
export const createdDateRule: Rule<StaticContext> = {
  id: 'rfc/created-date',
  description: 'Created is a real date (YYYY-MM-DD preferred; MM/DD/YYYY and "Month D, YYYY" accepted), not in the future.',
  details:
    'Unparseable, placeholder ([Date]) and future dates (later than the commit adding the file, one day tolerance) are errors; a new RFC with a non-ISO date gets a notice. Spec section 4.',
  defaultSeverity: 'error',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const created = field(doc, 'Created');
      if (!created) continue;
      const where = {
        file: doc.path,
        line: created.line,
        column: created.valueColumn,
        endLine: created.line,
        endColumn: created.valueEndColumn,
        key: 'Created',
      };
      const value = created.value;
      const parsed = parseCreatedDate(value);
      const today = ctx.now.toISOString().slice(0, 10);
      if (!parsed) {
        const placeholder = value === '' || /^\[.*\]$/.test(value);
        report({
          ...where,
          message: placeholder
            ? `Created is ${value ? `the placeholder "${clip(value)}"` : 'empty'}; write the date the RFC was written, e.g. ${today}.`
            : `Created "${clip(value)}" is not a real date in an accepted format; use YYYY-MM-DD (e.g. ${today}), MM/DD/YYYY or "Month D, YYYY".`,
        });
        continue;
      }
      const reference = ctx.options.addedAt?.(doc.path) ?? ctx.now;
      const when = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
      if (when > reference.getTime() + DAY) {
        const refText = reference.toISOString().slice(0, 10);
        report({
          ...where,
          message: `Created "${clip(value)}" is later than ${ctx.options.addedAt?.(doc.path) ? `the commit that adds this file (${refText})` : `today (${refText})`}; use the date the RFC was written${parsed.format === 'us' ? ' (MM/DD/YYYY is month first)' : ''}.`,
        });
        continue;
      }
      if (parsed.format !== 'iso' && ctx.isAdded(doc.path)) {
        report({
          ...where,
          severity: 'notice',
          message: `Created "${value}" is valid but not ISO 8601; prefer ${isoOf(parsed)}.`,
        });
      }
    }
  },
};
