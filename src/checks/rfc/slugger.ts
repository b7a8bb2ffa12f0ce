/**
 * GitHub-compatible heading slugs (the algorithm of github-slugger, which GitHub uses for heading ids):
 * lower-case, drop everything that is not a letter, mark, number, connector punctuation, space or
 * hyphen, turn each space into a hyphen (no trimming, no collapsing), then de-duplicate within a
 * document with `-1`, `-2`, ... suffixes.
 */

const STRIP = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

/** The slug of one heading text, without de-duplication. */
export function slugify(text: string): string {
  return text.toLowerCase().replace(STRIP, '').replace(/ /g, '-');
}

/** Stateful slugger for one document: the second "Examples" heading becomes `examples-1`. */
export class GithubSlugger {
  private readonly occurrences = new Map<string, number>();

  slug(text: string): string {
    const original = slugify(text);
    let result = original;
    // Mirrors github-slugger: bump the counter of the original slug until the suffixed one is unused.
    while (this.occurrences.has(result)) {
      const next = (this.occurrences.get(original) ?? 0) + 1;
      this.occurrences.set(original, next);
      result = `${original}-${next}`;
    }
    this.occurrences.set(result, 0);
    return result;
  }
}
