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

/**
 * `::group::` blocks for the log: the runner does not nest groups, so a group opened inside another
 * closes the outer one first (the lines after the inner group's end are then outside any group), and
 * an end with nothing open writes nothing. `write` takes the runner's own commands (core.startGroup and
 * core.endGroup); titles are made inert like every other log line.
 */
export function logGroups(write: { startGroup(title: string): void; endGroup(): void }): { startGroup(title: string): void; endGroup(): void } {
  let depth = 0;
  let open = false;
  return {
    startGroup(title) {
      if (open) write.endGroup();
      write.startGroup(inertLog(title).replace(/\n/g, ' '));
      open = true;
      depth++;
    },
    endGroup() {
      if (depth === 0) return;
      depth--;
      if (open) write.endGroup();
      open = false;
    },
  };
}
