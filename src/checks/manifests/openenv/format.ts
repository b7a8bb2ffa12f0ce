/**
 * Which manifest format a loaded openenv.yaml mapping is (spec §5), apart from the loader so a reader that
 * has the mapping already (validate's simple-YAML scanner) needs no YAML parser to tell.
 */
export type OpenEnvFormat = 'current' | 'legacy' | 'unrecognised' | 'unreadable';

export const CURRENT_FORMAT_KEYS = ['type', 'runtime', 'app', 'port'] as const;

/** Spec §5: current when `spec_version` or any of type/runtime/app/port; legacy when action+observation strings. */
export function recogniseFormat(raw: Record<string, unknown>): Exclude<OpenEnvFormat, 'unreadable'> {
  if ('spec_version' in raw || CURRENT_FORMAT_KEYS.some((k) => k in raw)) return 'current';
  if (typeof raw.action === 'string' && typeof raw.observation === 'string') return 'legacy';
  return 'unrecognised';
}
