import type { RetiredRfc } from '../history/git-history.js';
import type { ClaimsOutcome, OpenPrClaim } from './open-pr-claims.js';
import { formatRfcNumber } from './rfc-path.js';

/** Where a reservation is written: a mention of a number that has no RFC file in the tree. */
export interface ReservationSite {
  file: string;
  line: number;
  /** The reservation's topic as written (the mention's context, RFC token removed). */
  topic: string;
}

/** Everything the numbering rules and the numbering table know about RFC numbers (spec 6). */
export interface Numbering {
  /** Number → RFC file paths in the tree the numbers are computed for. */
  existing: ReadonlyMap<number, readonly string[]>;
  retired: readonly RetiredRfc[];
  /** Whether retired numbers are known (false without git history). */
  historyKnown: boolean;
  reserved: ReadonlyMap<number, readonly ReservationSite[]>;
  claims: readonly OpenPrClaim[];
  claimsOutcome: ClaimsOutcome;
  /** 1 + max(existing, retired, reserved, claimed); 0 in an empty repository (spec 6.5). Gaps are never filled. */
  nextFree: number;
}

export interface NumberingInput {
  existing: ReadonlyMap<number, readonly string[]>;
  retired?: readonly RetiredRfc[];
  reserved: ReadonlyMap<number, readonly ReservationSite[]>;
  claimsOutcome: ClaimsOutcome;
}

export function computeNumbering(input: NumberingInput): Numbering {
  const claims = input.claimsOutcome.status === 'checked' ? input.claimsOutcome.claims : [];
  const retired = input.retired ?? [];
  let max = -1;
  for (const n of input.existing.keys()) max = Math.max(max, n);
  for (const r of retired) max = Math.max(max, r.number);
  for (const n of input.reserved.keys()) max = Math.max(max, n);
  for (const c of claims) max = Math.max(max, c.number);
  return {
    existing: input.existing,
    retired,
    historyKnown: input.retired !== undefined,
    reserved: input.reserved,
    claims,
    claimsOutcome: input.claimsOutcome,
    nextFree: max + 1,
  };
}

/** Next free number for one of several RFCs a pull request adds: its own lower-numbered siblings count as taken. */
export function nextFreeFor(numbering: Numbering, number: number, addedNumbers: Iterable<number>): number {
  let next = numbering.nextFree;
  for (const n of addedNumbers) if (n < number) next = Math.max(next, n + 1);
  return next;
}

export const fmt = formatRfcNumber;
