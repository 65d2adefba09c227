import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { repoRoot } from '../../src/lib/paths';

/** A real server process (`node --import tsx server/src/main.ts`), its output collected line by line. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Resolves with the first output line matching `pattern`. */
  waitFor(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const freePort = async (): Promise<number> => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
};

export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      INGEST_ON_START: 'off',
      EMBEDDING_JOB: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    // Its own process group, so a test can signal the group as a terminal's Ctrl-C does.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      const line = text.split('\n').find((candidate) => waiter.pattern.test(candidate));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    waitFor: (pattern) => {
      const line = text.split('\n').find((candidate) => pattern.test(candidate));
      if (line !== undefined) return Promise.resolve(line);
      return new Promise<string>((resolve, reject) => {
        waiters.push({ pattern, resolve });
        void exited.then(({ code }) =>
          reject(new Error(`the server exited (${code}) before printing ${pattern}:\n${text}`)),
        );
      });
    },
    exited,
  };
};

/** Stops a server process that a test left running (its whole group). */
export const killServerProcess = async (server: ServerProcess | undefined): Promise<void> => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  try {
    process.kill(-server.child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
  await server.exited;
};
