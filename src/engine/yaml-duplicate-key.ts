import { isNode, isScalar, visit, type Document } from 'yaml';

/**
 * Offset of the first key that repeats an earlier key of its mapping, or undefined: the `yaml` package's
 * `uniqueKeys` check (scalar keys equal by value, other keys only to themselves) with a set per mapping.
 * The package's own check compares every key with every earlier one, quadratic on hostile input (40,000
 * keys took 8 s), so callers parse with `uniqueKeys: false` and ask this instead.
 */
export function firstDuplicateKey(doc: Document): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? pair.key.value : (pair.key ?? null);
        if (seen.has(key)) {
          found = isNode(pair.key) ? pair.key.range?.[0] : map.range?.[0];
          return visit.BREAK;
        }
        seen.add(key);
      }
      return undefined;
    },
  });
  return found;
}
