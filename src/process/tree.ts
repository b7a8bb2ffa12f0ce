/**
 * Containing a child that daemonises (the probe's server, which runs the environment's own code). A
 * process group is not enough: a `setsid` child leaves the group, and a double-forked one leaves the
 * process tree too (it is reparented to init). Two ways, the first where the runner allows it:
 *
 *  - a PID namespace (`unshare --user --map-current-user --pid --fork --kill-child`): when its first
 *    process dies, the kernel kills every process in it, detached or not;
 *  - otherwise a marker: every process started under it inherits `OPENENV_CI_TREE=<random>` in its
 *    environment, and at the end every process that descends from the child (by /proc's parent links)
 *    or carries the marker is killed.
 */
import { nodeCrypto } from '../node-crypto.js';
import { readdirSync, readFileSync } from 'node:fs';

/** The environment variable that marks a contained child's processes. */
export const TREE_MARKER = 'OPENENV_CI_TREE';

export function newTreeMarker(): string {
  return nodeCrypto().randomBytes(12).toString('hex');
}

/** The processes descended from `rootPid` (parent links in /proc) or carrying `marker`; Linux only, else []. */
export function treeMembers(rootPid: number | undefined, marker: string | undefined): number[] {
  if (process.platform !== 'linux') return [];
  const children = new Map<number, number[]>();
  const marked: number[] = [];
  const needle = marker ? Buffer.from(`${TREE_MARKER}=${marker}\0`) : undefined;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ', 2)[1]);
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
      if (needle && readFileSync(`/proc/${pid}/environ`).includes(needle)) marked.push(pid);
    } catch {
      // gone meanwhile, or another user's (its environment is not ours to read)
    }
  }
  const out = new Set<number>(marked);
  const queue = rootPid === undefined ? [] : [rootPid];
  while (queue.length) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (out.has(child)) continue;
      out.add(child);
      queue.push(child);
    }
  }
  if (rootPid !== undefined) out.delete(rootPid);
  return [...out];
}

/** Sends `signal` to every member of the tree (see treeMembers); returns how many were signalled. */
export function killTree(rootPid: number | undefined, marker: string | undefined, signal: NodeJS.Signals = 'SIGKILL'): number {
  let count = 0;
  for (const pid of treeMembers(rootPid, marker)) {
    try {
      process.kill(pid, signal);
      count++;
    } catch {
      // already gone
    }
  }
  return count;
}

let namespaceCheck: readonly string[] | null | undefined;

/**
 * The command prefix that runs a child in its own PID (and user) namespace, when `unshare` is installed
 * and the kernel lets this user make one (checked once per run); undefined otherwise (an older
 * util-linux, AppArmor's `apparmor_restrict_unprivileged_userns`, another OS). OPENENV_CI_NO_NAMESPACE=1
 * turns it off (tests of the fallback).
 */
export function namespacePrefix(): readonly string[] | undefined {
  if (namespaceCheck !== undefined) return namespaceCheck ?? undefined;
  namespaceCheck = null;
  if (process.platform !== 'linux' || process.env.OPENENV_CI_NO_NAMESPACE === '1') return undefined;
  const prefix = ['unshare', '--user', '--map-current-user', '--pid', '--fork', '--kill-child', '--'];
  try {
    const result = process.getBuiltinModule('node:child_process').spawnSync(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore', timeout: 5000 });
    if (result.status === 0) namespaceCheck = prefix;
  } catch {
    // not installed
  }
  return namespaceCheck ?? undefined;
}

/** Forgets the namespace check (tests switch OPENENV_CI_NO_NAMESPACE). */
export function resetNamespaceCheck(): void {
  namespaceCheck = undefined;
}
