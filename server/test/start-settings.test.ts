import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcess, startServerProcess, type ServerProcess } from './support/server-process';
import { createPostgresDatabase, testEngine } from './support/test-app';

/**
 * Settings that are wrong end the start with one clear setting error (exit code 1, no stack trace), like every
 * other setting: real server processes, on the store the suite runs with.
 */
describe(`a wrong setting stops the start with a one-line error (${testEngine()} store, real processes)`, () => {
  let dir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  const servers: ServerProcess[] = [];

  const refusal = async (env: Record<string, string>): Promise<string> => {
    const server = await startServerProcess({
      DATA_DIR: path.join(dir, 'data'),
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    });
    servers.push(server);
    expect((await server.exited).code).toBe(1);
    const output = server.output();
    expect(output).not.toMatch(/\n\s+at /);
    return output;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-settings-'));
    if (testEngine() === 'postgres') database = await createPostgresDatabase();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await killServerProcess(server);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses an ADMIN_PASSWORD that breaks the users rule: too short, or common', async () => {
    const short = await refusal({ ADMIN_EMAIL: 'admin@example.ca', ADMIN_PASSWORD: 'password' });
    expect(short).toContain('Invalid environment:\n  ADMIN_PASSWORD: must be at least 10 characters');
    const common = await refusal({ ADMIN_EMAIL: 'admin@example.ca', ADMIN_PASSWORD: 'password1234' });
    expect(common).toContain('Invalid environment:\n  ADMIN_PASSWORD: is too common or too easy to guess');
  }, 120_000);

  it('refuses a DATA_DIR it cannot use: under /proc, or a file', async () => {
    const proc = await refusal({ DATA_DIR: '/proc/nope' });
    expect(proc).toContain('Invalid environment:\n  DATA_DIR: /proc/nope cannot be used');
    const file = path.join(dir, 'a-file');
    await writeFile(file, 'not a folder');
    const asFile = await refusal({ DATA_DIR: file });
    expect(asFile).toContain(`Invalid environment:\n  DATA_DIR: ${file} cannot be used: it (or a folder`);
  }, 120_000);

  it('refuses a HOST that does not resolve and a PORT already in use', async () => {
    const host = await refusal({ HOST: 'no-such-host.invalid' });
    expect(host).toContain('Invalid environment:\n  HOST: no-such-host.invalid cannot be resolved');
    const busy = net.createServer();
    busy.listen(0, '127.0.0.1');
    await once(busy, 'listening');
    const { port } = busy.address() as net.AddressInfo;
    try {
      const taken = await refusal({ PORT: String(port) });
      expect(taken).toContain(`Invalid environment:\n  PORT: ${port} is already in use on 127.0.0.1`);
    } finally {
      busy.close();
    }
  }, 120_000);

  it('refuses a PUBLIC_URL that is not an http(s) origin', async () => {
    for (const value of ['javascript:alert(1)', 'ftp://files.example.ca', 'https://user:pw@example.ca']) {
      const output = await refusal({ PUBLIC_URL: value });
      expect(output).toContain('Invalid environment:\n  PUBLIC_URL: must be an http:// or https:// origin');
    }
  }, 120_000);
});
