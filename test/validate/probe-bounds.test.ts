/**
 * Issue 30: what the probe's server can cost the step, bounded. A server that forks `setsid` children
 * holding its stdout kept the step alive for 678 s and left a detached child behind; its log's
 * unfinished line and its /schema and /metadata answers were read whole (1 GB each).
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ServerProcess } from '../../src/checks/validate/probe/server.js';
import { httpRequest } from '../../src/checks/validate/probe/http.js';
import { namespacePrefix, resetNamespaceCheck } from '../../src/process/tree.js';

const dirs: string[] = [];
const stopAll: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (stopAll.length) await stopAll.pop()!().catch(() => undefined);
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'probe-bounds-'));
  dirs.push(dir);
  return dir;
};

/** The `sleep <token>…` processes alive, by /proc (not the shell or unshare whose script names them). */
function alive(token: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.startsWith(`sleep\0${token}`)) out.push(Number(entry));
    } catch {
      // gone
    }
  }
  return out;
}

const until = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return condition();
};

/** A server that daemonises: one `setsid` child holding stdout, one double-forked (reparented) child. */
function daemonising(token: string): string {
  return [
    `setsid sleep ${token}1 &`, // its own session, stdout still ours
    `(setsid sleep ${token}2 </dev/null &)`, // double fork: reparented, out of the process tree
    `exec sleep ${token}3`,
  ].join('\n');
}

describe.each([
  ['in a PID namespace where the runner allows it', {}],
  ['by the process tree and its marker otherwise', { OPENENV_CI_NO_NAMESPACE: '1' }],
])('a daemonising server, contained %s', (_how, env) => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetNamespaceCheck();
  });

  test('stop() ends it and every child it detached, and closes our end of its pipes', async () => {
    Object.assign(process.env, env);
    resetNamespaceCheck();
    if (!('OPENENV_CI_NO_NAMESPACE' in env)) console.log(`PID namespace available: ${namespacePrefix() !== undefined}`);
    const token = `3${Math.floor(Math.random() * 1e6)}.`;
    const server = ServerProcess.start({ command: daemonising(token), cwd: tempDir(), port: await freePort(), deadlineMs: 60_000 });
    stopAll.push(() => server.stop(100));
    expect(await until(() => alive(token).length === 3, 5000)).toBe(true);
    const started = Date.now();
    await server.stop(500);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await until(() => alive(token).length === 0, 3000)).toBe(true);
    expect(server.child.stdout?.destroyed).toBe(true);
  });

  test('at its deadline the server and its detached children die, and the pipes close', async () => {
    Object.assign(process.env, env);
    resetNamespaceCheck();
    const token = `4${Math.floor(Math.random() * 1e6)}.`;
    const server = ServerProcess.start({ command: daemonising(token), cwd: tempDir(), port: await freePort(), deadlineMs: 1500 });
    stopAll.push(() => server.stop(100));
    const closed = new Promise<boolean>((resolve) => {
      server.child.stdout?.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 8000).unref();
    });
    expect(await until(() => alive(token).length === 3, 5000)).toBe(true);
    await server.exited;
    expect(await closed).toBe(true);
    expect(await until(() => alive(token).length === 0, 3000)).toBe(true);
    expect(server.tail()).toMatch(/deadline/);
  });
});

describe('the server log', () => {
  test('an unfinished line is capped: 20 MB without a newline keeps a bounded tail', async () => {
    const server = ServerProcess.start({ command: "head -c 20000000 /dev/zero | tr '\\0' a; sleep 30", cwd: tempDir(), port: await freePort(), deadlineMs: 60_000 });
    stopAll.push(() => server.stop(100));
    // Wait until the 20 MB went through the pipe (the log says it is cut).
    expect(await until(() => /cut/.test(server.tail(1)), 15_000)).toBe(true);
    expect(server.tail(200).length).toBeLessThan(20_000);
    await server.stop(200);
  });
});

describe('probe answers', () => {
  let http: Server | undefined;
  afterEach(async () => {
    if (http) {
      http.closeAllConnections();
      await new Promise((resolve) => http!.close(resolve));
    }
    http = undefined;
  });

  test('a /schema answer over the cap is not read whole', async () => {
    const huge = `{"action":{"description":"${'x'.repeat(20 * 1024 * 1024)}"}}`;
    http = createServer((_req, res) => res.end(huge));
    await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const result = await httpRequest(base, 'GET', '/schema', { timeoutMs: 10_000 });
    expect(result.text).toBeUndefined();
    expect(result.error).toMatch(/over the 8 MB the probe reads of one answer/);
    // A normal answer still reads.
    const small = await httpRequest(base.replace(/\d+$/, String((http.address() as AddressInfo).port)), 'GET', '/health', { timeoutMs: 10_000 }).catch(() => undefined);
    expect(small).toBeDefined();
  });
});
