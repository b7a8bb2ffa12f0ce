/** Regex-source helpers for patterns shared with JSON Schema, whose patterns take no flags. */

/** `[tT][oO]…`: the case-insensitive spelling of the letters of a pattern fragment without character classes. */
export function anyCase(fragment: string): string {
  return fragment.replace(/[A-Za-z]/g, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
}
