import type { Finding } from '../../../engine/finding.js';
import { splitByFingerprint } from '../../../engine/scope.js';
import { runRules } from '../../../engine/rule.js';
import type { ReservationSite } from '../numbering/numbering.js';
import type { TransitionContext } from './context.js';
import { filesByNumber, topicPhrase, type TreeFacts } from './facts.js';
import { TRANSITION_RULES } from './rules.js';

/** Number → RFC file paths of a tree. */
export function existingNumbers(facts: TreeFacts): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [number, files] of filesByNumber(facts)) out.set(number, files.map((f) => f.path).sort());
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}

/** Reservations (spec 1, 6.3): mentions of numbers that have no RFC file in the tree, with their sites. */
export function reservations(facts: TreeFacts): Map<number, ReservationSite[]> {
  const files = filesByNumber(facts);
  const out = new Map<number, ReservationSite[]>();
  for (const m of facts.mentions) {
    if (files.has(m.number)) continue;
    const site = { file: m.file, line: m.line, topic: topicPhrase(m.context) };
    const list = out.get(m.number);
    if (list) list.push(site);
    else out.set(m.number, [site]);
  }
  for (const list of out.values()) list.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}

/**
 * HEAD findings whose fingerprint is not in BASE, as a multiset difference (spec 9.1 step 2): a second
 * identical problem in HEAD is still new.
 */
export function newFindings(head: readonly Finding[], base: readonly Finding[]): Finding[] {
  return splitByFingerprint(head, base).fresh;
}

/** Runs every transition rule (a crashing rule becomes an internal-error finding, not a failed run). */
export function runTransitionRules(context: TransitionContext): Promise<Finding[]> {
  return runRules(TRANSITION_RULES, context, '');
}

/** Spec 7.5: a title mismatch is not raised again on a mention that already has a stale reference. */
export function mergeFindings(staticFindings: readonly Finding[], transition: readonly Finding[]): Finding[] {
  const staleAt = new Set(
    transition.filter((f) => f.rule === 'rfc/stale-reference').map((f) => `${f.file}\0${f.line ?? 0}`),
  );
  const kept = staticFindings.filter(
    (f) => !(f.rule === 'rfc/reference-title-mismatch' && staleAt.has(`${f.file}\0${f.line ?? 0}`)),
  );
  return [...kept, ...transition];
}
