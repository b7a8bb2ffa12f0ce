/** "Did you mean" suggestions for unknown keys. */
import { editDistance } from '../../../../engine/edit-distance.js';

/** Lower case without separators: `Space-ID`, `space_id` and `spaceid` compare equal. */
export function foldKey(key: string): string {
  return key.toLowerCase().replace(/[-_.\s]/g, '');
}

/**
 * The known key the user most likely meant: same folded spelling, an explicit alias, or an edit
 * distance of at most 2 (1 for short keys), a swap of adjacent letters counting as one edit.
 */
export function suggestKey(key: string, known: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | undefined {
  const folded = foldKey(key);
  // Own properties only: a key such as `constructor` must not find Object.prototype's.
  if (Object.prototype.hasOwnProperty.call(aliases, folded)) return aliases[folded];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const target = foldKey(candidate);
    if (target === folded) return candidate;
    const distance = editDistance(folded, target, 3);
    const limit = target.length <= 4 ? 1 : 2;
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export function didYouMean(key: string, known: readonly string[], aliases?: Readonly<Record<string, string>>): string {
  const suggestion = suggestKey(key, known, aliases);
  return suggestion ? ` Did you mean "${suggestion}"?` : '';
}
