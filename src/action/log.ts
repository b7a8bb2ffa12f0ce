/**
 * Log text can carry names from the repository (folders, files, titles). The runner reads every output
 * line that starts with `::` (after leading spaces) as a workflow command, so a folder named
 * "x\n::error::…" would forge annotations or `::stop-commands::`. core.info does not escape; we break
 * the `::` of such lines with an invisible word joiner, and likewise the legacy `##[command]` form, which
 * the runner looks for anywhere in a line.
 */
export function inertLog(message: string): string {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^(\s*):(?=:)/, '$1:\u2060').replace(/##\[/g, '#\u2060#['))
    .join('\n');
}
