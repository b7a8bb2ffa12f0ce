import type { ReportSection } from '../../../engine/check.js';
import { escapeMarkdown, escapeTableCell } from '../../../report/escape.js';
import type { Numbering } from './numbering.js';
import { baseName, formatRfcNumber } from './rfc-path.js';
import { firstCodePoints } from '../../../engine/text.js';

const MAX_SITES = 8;
const MAX_TOPIC = 90;

interface Row {
  number: number;
  state: 'existing' | 'retired' | 'reserved' | 'claimed';
  /** Plain text; escaped per medium. */
  details: string;
}

/**
 * The numbering table of the job summary (spec 9.5): existing, retired, reserved (with sites), claimed
 * by open pull requests, and the next free number. Every piece of repository or PR text is escaped.
 */
export function numberingSection(numbering: Numbering, notes: readonly string[] = []): ReportSection {
  const rows = numberingRows(numbering);
  const headline = `Next free RFC number: ${formatRfcNumber(numbering.nextFree)}`;
  const allNotes = [...numberingNotes(numbering), ...notes];

  const markdown = [
    `**Next free RFC number: ${formatRfcNumber(numbering.nextFree)}**`,
    '',
    '| Number | State | Details |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${formatRfcNumber(r.number)} | ${r.state} | ${escapeTableCell(r.details)} |`),
    ...(allNotes.length ? ['', ...allNotes.map((n) => `- ${escapeMarkdown(n)}`)] : []),
  ].join('\n');

  const text = [
    headline,
    ...rows.map((r) => `  ${formatRfcNumber(r.number)}  ${r.state.padEnd(8)}  ${r.details}`),
    ...allNotes.map((n) => `  note: ${n}`),
  ].join('\n');

  return { title: 'RFC numbering', markdown, text };
}

export function numberingRows(numbering: Numbering): Row[] {
  const rows: Row[] = [];
  for (const [number, paths] of numbering.existing) rows.push({ number, state: 'existing', details: paths.join(', ') });
  for (const r of numbering.retired) {
    const when = new Date(r.time).toISOString().slice(0, 10);
    const what = r.how === 'renamed' ? `renamed to ${r.renamedTo}` : 'deleted';
    rows.push({ number: r.number, state: 'retired', details: `${r.path} ${what} (${r.commit.slice(0, 7)}, ${when})` });
  }
  for (const [number, sites] of numbering.reserved) {
    const topic = shorten(sites[0]?.topic ?? '', MAX_TOPIC);
    const shown = sites.slice(0, MAX_SITES).map((s) => `${baseName(s.file)}:${s.line}`);
    const more = sites.length > MAX_SITES ? ` and ${sites.length - MAX_SITES} more` : '';
    rows.push({ number, state: 'reserved', details: `"${topic}" (${shown.join(', ')}${more})` });
  }
  for (const c of numbering.claims) {
    rows.push({
      number: c.number,
      state: 'claimed',
      details: `open PR #${c.pull.number} ${c.path} (opened ${c.pull.createdAt.slice(0, 10)} by ${c.pull.author})`,
    });
  }
  const order = { existing: 0, retired: 1, reserved: 2, claimed: 3 };
  return rows.sort((a, b) => a.number - b.number || order[a.state] - order[b.state] || (a.details < b.details ? -1 : 1));
}

function numberingNotes(numbering: Numbering): string[] {
  const notes: string[] = [];
  if (!numbering.historyKnown) notes.push('Retired numbers unknown: no git history available.');
  if (numbering.claimsOutcome.status === 'skipped') notes.push(`Open pull requests not checked: ${numbering.claimsOutcome.reason}.`);
  else notes.push(`${numbering.claimsOutcome.pullsListed} open pull request(s) checked for RFC number claims.`);
  return notes;
}

export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${firstCodePoints(clean, max - 1).trimEnd()}…`;
}
