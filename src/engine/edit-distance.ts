/**
 * Edit distance for "did you mean" suggestions: the optimal-string-alignment distance, which counts an
 * insertion, a deletion, a substitution or a swap of two adjacent characters as one edit (`prot` →
 * `port` is 1, where plain Levenshtein says 2: swapped letters are the commonest typo). Quadratic in the
 * lengths; callers only compare short keys and ids. `cap`: give up (return cap + 1) once the length
 * difference alone exceeds it.
 */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, beforePrevious[j - 2]! + 1);
      current[j] = d;
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}
