import type { Finding } from '../../engine/finding.js';
import type { CriterionResult } from './criteria.js';

/**
 * What validate keeps per environment until the report is written (its criterion records and findings),
 * kept small. A message built from a file's text (`${…} ${text.slice(…)}`) is a V8 rope over a slice of
 * that text, and a slice keeps its whole parent alive: 2,000 environments kept about 1,600 Python
 * sources through their records' messages (issue 29, heap snapshot). And most messages repeat from
 * one environment to the next. So each distinct string is kept once, as a fresh flat copy.
 */
export class StringPool {
  private readonly strings = new Map<string, string>();
  private readonly shared = new Map<string, CriterionResult>();

  intern(text: string): string {
    let kept = this.strings.get(text);
    if (kept === undefined) {
      // A JSON round trip makes a new sequential string (no slice, no rope), any code unit kept as it was.
      kept = JSON.parse(JSON.stringify(text)) as string;
      this.strings.set(kept, kept);
    }
    return kept;
  }

  /**
   * The record with its strings from the pool; keys, their order and every value unchanged. The usual
   * shapes are rebuilt as literals (their fields in the object, no separate property store), and a
   * record with no file of its own (most passes: "openenv.yaml exists.") is one object for every
   * environment that has it (records are never changed once made; the runtime skips are shared so too).
   */
  criterion(c: CriterionResult): CriterionResult {
    const keys = Object.keys(c);
    if (startsCanonical(keys)) {
      const { id, status, severity } = c;
      const message = this.intern(c.message);
      if (keys.length === 4) {
        const key = `${id}\0${status}\0${severity}\0${message}`;
        let shared = this.shared.get(key);
        if (!shared) this.shared.set(key, (shared = { id, status, severity, message }));
        return shared;
      }
      if (keys[4] === 'file' && c.file !== undefined) {
        const file = this.intern(c.file);
        if (keys.length === 5) return { id, status, severity, message, file };
        if (keys.length === 6 && keys[5] === 'line') return { id, status, severity, message, file, line: c.line };
      }
    }
    const out = { ...c };
    out.message = this.intern(c.message);
    if (c.evidence !== undefined) out.evidence = this.intern(c.evidence);
    if (c.file !== undefined) out.file = this.intern(c.file);
    return out;
  }

  /** The same for a finding (its message and file). */
  finding(f: Finding): Finding {
    const out = { ...f };
    out.message = this.intern(f.message);
    out.file = this.intern(f.file);
    return out;
  }
}

/** Keys begin `id, status, severity, message`, the order every criterion maker writes them in. */
function startsCanonical(keys: readonly string[]): boolean {
  return keys[0] === 'id' && keys[1] === 'status' && keys[2] === 'severity' && keys[3] === 'message';
}
