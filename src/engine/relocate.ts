import type { Finding } from './finding.js';
import type { RunResult } from './run.js';
import type { ChangedLines } from '../repo/changed-lines.js';

/**
 * Reported paths are repository paths (docs/scope.md): checks name files relative to the folder they
 * scan, and with `path: examples/openenv-repo` (or a CLI path argument below the repository root)
 * GitHub could not attach an annotation to `docs/x.md` nor code scanning open the right file. This
 * prefixes every finding and suppression path with the scanned folder's repository path, once, after
 * the checks (suppressions and baselines were matched against folder paths). Fingerprints are kept:
 * they identify a finding, and a baseline written before must still match.
 */
export function relocateResult(result: RunResult, folder: string): RunResult {
  if (folder === '') return result;
  // A check may name files outside the repository (the audit's Hub files): those stay as they are.
  const outside = new Map(result.outcomes.flatMap((o) => (o.outsideRepository ? [[o.check as string, o.outsideRepository] as const] : [])));
  const moved = new Map<Finding, Finding>();
  const move = (f: Finding): Finding => {
    let out = moved.get(f);
    if (!out) {
      out = f.file === '' || outside.get(f.check ?? '')?.(f.file) ? f : { ...f, file: relocatePath(f.file, folder) };
      moved.set(f, out);
    }
    return out;
  };
  return {
    ...result,
    scannedFolder: folder,
    findings: result.findings.map(move),
    preExisting: result.preExisting?.map(move),
    outcomes: result.outcomes.map((o) => ({ ...o, findings: o.findings.map(move), preExisting: o.preExisting?.map(move) })),
    suppressions: result.suppressions.map((s) => ({ ...s, file: joinPath(folder, s.file) })),
  };
}

export function relocateFiles(files: ReadonlySet<string> | undefined, folder: string): ReadonlySet<string> | undefined {
  return files && folder ? new Set([...files].map((f) => joinPath(folder, f))) : files;
}

export function relocateLines(lines: ChangedLines | undefined, folder: string): ChangedLines | undefined {
  return lines && folder ? new Map([...lines].map(([file, ranges]) => [joinPath(folder, file), ranges])) : lines;
}

/** A repository path back to a path inside the scanned folder (imported reports), unchanged when outside it. */
export function unrelocatePath(path: string, folder: string): string {
  return folder && path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : path;
}

/** A finding's path inside the scanned folder as a repository path (a repository-wide finding, file '', stays so). */
export function relocatePath(file: string, folder: string): string {
  return folder && file ? joinPath(folder, file) : file;
}

function joinPath(folder: string, file: string): string {
  return file === '' ? folder : `${folder}/${file}`;
}
