import type { Finding } from './finding.js';

/**
 * Findings made compact for keeping: a run that holds the findings of thousands of environments until
 * its report (the audit) keeps each one as a small object of flat strings.
 *
 * Why: a message built from a template over a parsed file is a chain of V8 string pieces, and a piece cut
 * from the file (`text.slice(…)`, a YAML scalar) keeps the whole file text alive; one short finding can
 * hold a 10 KB manifest. Messages also repeat: the same rule says the same sentence in most
 * environments. So every message and rule id is shared through a pool (one copy of each distinct text),
 * and every other string is copied flat, which lets the file texts go.
 */
export class FindingPool {
  private readonly shared = new Map<string, string>();
  /** Findings this pool made: compacting one again returns it (a record may pass through twice). */
  private readonly made = new WeakSet<Finding>();

  /** The finding with shared messages, flat strings and one object shape; `undefined` fields are dropped. */
  compact(finding: Finding): Finding {
    if (this.made.has(finding)) return finding;
    const rule = this.share(finding.rule);
    const file = flatCopy(finding.file);
    const message = this.share(finding.message);
    const fingerprint = flatCopy(finding.fingerprint);
    // One literal per common shape: properties added later would live in a separate array per object.
    const out: Finding =
      finding.line === undefined
        ? { rule, severity: finding.severity, file, message, fingerprint }
        : { rule, severity: finding.severity, file, line: finding.line, message, fingerprint };
    if (finding.column !== undefined) out.column = finding.column;
    if (finding.endLine !== undefined) out.endLine = finding.endLine;
    if (finding.endColumn !== undefined) out.endColumn = finding.endColumn;
    if (finding.help !== undefined) out.help = this.share(finding.help);
    if (finding.check !== undefined) out.check = this.share(finding.check);
    if (finding.scope !== undefined) out.scope = finding.scope;
    this.made.add(out);
    return out;
  }

  compactAll(findings: readonly Finding[]): Finding[] {
    return findings.map((f) => this.compact(f));
  }

  /** One copy of each distinct text. Looking a string up flattens it; the copy kept is flat and owns its bytes. */
  share(text: string): string {
    let kept = this.shared.get(text);
    if (kept === undefined) {
      kept = flatCopy(text);
      this.shared.set(kept, kept);
    }
    return kept;
  }
}

/**
 * A copy that owns its characters: no reference to the string pieces (or the file text) it was cut from.
 * A round trip through bytes is the one copy JavaScript guarantees (`slice`, `+ ''` may return a view);
 * latin1 when every character fits (one byte each, as V8 keeps such strings), UTF-16 otherwise (exact,
 * lone surrogates included).
 */
export function flatCopy(text: string): string {
  if (text === '') return '';
  const encoding = ONE_BYTE.test(text) ? 'latin1' : 'utf16le';
  return Buffer.from(text, encoding).toString(encoding);
}

const ONE_BYTE = /^[\u0000-\u00ff]*$/;
