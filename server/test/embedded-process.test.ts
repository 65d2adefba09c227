import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcess, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The embedded store as a user runs it: real server processes on one DATA_DIR. Always the embedded store
 * (this is about PGlite's files), whichever engine the rest of the suite uses.
 */
describe('one server per embedded store (real processes)', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };
  const ready = async (server: ServerProcess) => {
    await server.waitFor(/"store ready"/);
    return fetch(`${server.url}/api/health/ready`);
  };
  const pidFile = () => path.join(dataDir, 'pglite', 'postmaster.pid');
  const lockFile = () => path.join(dataDir, 'tenderscout.lock');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-process-'));
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await killServerProcess(server);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const first = await start();
    expect((await ready(first)).status).toBe(200);

    const second = await start();
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `Another TenderScout process (pid ${first.child.pid}) is using the embedded store in ${dataDir}`,
    );
    expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);
  }, 180_000);

  it('stops the start with the one-line setting error when DEFAULT_FEATURE_FLAGS is not JSON, and frees the store', async () => {
    const broken = await startServerProcess({ DATA_DIR: dataDir, DEFAULT_FEATURE_FLAGS: '{bad' });
    servers.push(broken);
    expect((await broken.exited).code).toBe(1);
    expect(broken.output()).toContain('Invalid environment:\n  DEFAULT_FEATURE_FLAGS: must be a JSON object');
    expect(broken.output()).not.toMatch(/\n\s+at /);
    const next = await start();
    expect((await ready(next)).status).toBe(200);
  }, 180_000);

  it('takes over the lock and PGlite files of a server that was killed, without anyone deleting files', async () => {
    const killed = await start();
    expect((await ready(killed)).status).toBe(200);
    process.kill(-killed.child.pid!, 'SIGKILL');
    await killed.exited;
    expect(existsSync(lockFile())).toBe(true);
    expect(existsSync(pidFile())).toBe(true);

    const next = await start();
    expect((await ready(next)).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: next.child.pid });
  }, 180_000);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`closes the store cleanly when the whole process group gets ${signal} twice`, async () => {
      const server = await start();
      expect((await ready(server)).status).toBe(200);
      // Ctrl-C in a terminal: the signal reaches every process of the group; `npm start` passes it on again.
      process.kill(-server.child.pid!, signal);
      await server.waitFor(/shutting down: finishing in-flight requests/);
      process.kill(server.child.pid!, signal);

      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(server.output()).not.toMatch(/second SIG/);
      expect(existsSync(pidFile())).toBe(false);
      expect(existsSync(lockFile())).toBe(false);
    }, 180_000);
  }

  it('serves the embedded database on a private Unix socket in DATA_DIR, not on TCP', async () => {
    const server = await start();
    expect((await ready(server)).status).toBe(200);

    const socketDir = path.join(dataDir, 'run');
    expect(statSync(socketDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);

    // Every TCP port the server process listens on: only the HTTP port.
    const pid = server.child.pid!;
    const inodes = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        const target = (() => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return '';
          }
        })();
        const match = /^socket:\[(\d+)\]$/.exec(target);
        return match ? [match[1]!] : [];
      }),
    );
    const listening = ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((file) => existsSync(file))
      .flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && inodes.has(fields[9]!))
      .map((fields) => Number.parseInt(fields[1]!.split(':')[1]!, 16));
    expect(listening).toEqual([server.port]);
  }, 180_000);
});
