/** Helpers for the patterns the rules share with the published JSON Schemas (which allow no regex flags). */

/** `[tT][oO]…`: the case-insensitive spelling of the letters of a pattern fragment without character classes. */
export function anyCase(fragment: string): string {
  return fragment.replace(/[A-Za-z]/g, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
}
