import type { Severity } from '../../../engine/finding.js';

/**
 * The bug-risk profile: ruff codes run on every changed Python line whatever the repository's own
 * ruff configuration says, because each one names a defect (or a security question) rather than a
 * style. `error` = Tier 1 (a mechanical fix), `warning` = Tier 2 (a question for a reviewer: the code
 * may be intended), `notice` = context. docs/review.md lists the same table with the reasons.
 */
export interface ProfileCode {
  code: string;
  severity: Exclude<Severity, 'off'>;
  reason: string;
  /**
   * Not a risk in a test file: a test reaches into internals and writes scratch files on purpose (OpenEnv's
   * pull requests #300–#792 got 75 such context lines from their tests, none a defect).
   */
  notInTests?: true;
}

export const BUG_RISK_PROFILE: readonly ProfileCode[] = [
  { code: 'B006', severity: 'error', reason: 'mutable default argument: shared across calls, so state leaks between episodes' },
  { code: 'B012', severity: 'error', reason: 'return/break/continue in finally swallows the exception' },
  { code: 'B015', severity: 'error', reason: 'comparison whose result is discarded: a missing assert or if' },
  { code: 'B017', severity: 'error', reason: 'assertRaises(Exception)/pytest.raises(Exception) passes on any error, including the bug' },
  { code: 'B018', severity: 'error', reason: 'expression statement with no effect' },
  { code: 'B020', severity: 'error', reason: 'loop variable overrides the iterable it iterates' },
  { code: 'B023', severity: 'error', reason: 'closure binds the loop variable late: every callback sees the last value' },
  { code: 'B025', severity: 'error', reason: 'duplicate except clause: the second is dead code' },
  { code: 'B030', severity: 'error', reason: 'except clause that is not an exception class: a TypeError at run time' },
  { code: 'B031', severity: 'error', reason: 'itertools.groupby group reused after the iterator moved on' },
  { code: 'B032', severity: 'error', reason: 'annotation where an assignment was meant (`x: 1`)' },
  { code: 'B033', severity: 'error', reason: 'duplicate item in a set literal' },
  { code: 'B035', severity: 'error', reason: 'static key in a dict comprehension: one entry, not many' },
  { code: 'F811', severity: 'error', reason: 'redefinition of an unused name: the first definition is dead' },
  { code: 'PLE', severity: 'error', reason: 'pylint errors: code that fails at run time (bad format strings, await outside async, ...)' },
  { code: 'RUF006', severity: 'error', reason: 'asyncio task without a reference: it can be garbage-collected mid-run' },
  { code: 'ASYNC210', severity: 'error', reason: 'blocking HTTP call in an async function stalls the server event loop' },
  { code: 'ASYNC230', severity: 'warning', reason: 'blocking open() in an async function: fine for small files, a stall for large ones' },
  { code: 'ASYNC251', severity: 'error', reason: 'time.sleep in an async function blocks every session of the server' },
  { code: 'S102', severity: 'warning', reason: 'exec(): code execution; intended in a code sandbox, a hole anywhere else' },
  { code: 'S307', severity: 'warning', reason: 'eval(): code execution on a string, often of agent input; ast.literal_eval for data' },
  { code: 'S602', severity: 'warning', reason: 'subprocess with shell=True: agent or user text can reach a shell' },
  { code: 'S605', severity: 'warning', reason: 'os.system/os.popen start a shell: same risk as shell=True' },
  { code: 'S101', severity: 'warning', reason: 'bare assert used outside tests: python -O strips it, so the check it makes never runs in an optimised deployment (raise ValueError or TypeError)', notInTests: true },
  { code: 'S108', severity: 'notice', reason: 'hard-coded /tmp path: collides between sessions sharing a container', notInTests: true },
  { code: 'SLF001', severity: 'notice', reason: "access to another object's private member: couples to internals that may change", notInTests: true },
];

/** Codes matched by prefix (`PLE` covers PLE0101, ...). */
export function profileEntry(code: string): ProfileCode | undefined {
  return BUG_RISK_PROFILE.find((p) => code === p.code || (!/\d/.test(p.code) && code.startsWith(p.code) && /^\d/.test(code.slice(p.code.length))));
}

/** What ruff runs when HEAD has no ruff configuration: syntax errors, undefined names, unused imports/variables. */
export const DEFAULT_SELECT = ['E9', 'F63', 'F7', 'F82', 'F401', 'F841'];

/** Whitespace-only codes: reported as context, never as Tier 1. */
export const WHITESPACE_CODES = new Set(['W291', 'W292', 'W293', 'W391']);
