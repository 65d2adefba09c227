import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded store. The lock is a file in DATA_DIR created exclusively (O_EXCL) holding the
 * owner's pid and host. A second start finds it, sees the owner alive and refuses; a lock whose owner is gone
 * (killed, crashed) is removed and taken at once. A pid lock rather than a time-based one (proper-lockfile's
 * mtime staleness) so a restart right after a crash needs no waiting and a slow event loop never loses the lock.
 */
export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly file: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another TenderScout process (pid ${ownerPid}) is using the embedded store in ${path.dirname(file)}.\n` +
        'Only one process can use it at a time: stop that process first (a server, or `npm run ingest`), or\n' +
        'point this one at another DATA_DIR, or run both against PostgreSQL (DATABASE_URL).',
    );
  }
}

export const LOCK_FILE_NAME = 'tenderscout.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = async (file: string): Promise<LockOwner | null> => {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
};

export const acquireDataDirLock = async (dataDir: string): Promise<DataDirLock> => {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Written aside then linked into place: the lock appears atomically, already holding its owner.
    const draft = `${file}.${process.pid}.tmp`;
    await writeFile(draft, JSON.stringify(owner), { mode: 0o600 });
    try {
      await link(draft, file);
      let released = false;
      return {
        file,
        release: async () => {
          if (released) return;
          released = true;
          const current = await readOwner(file);
          if (current?.pid === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(draft, { force: true });
    }
    const existing = await readOwner(file);
    // A lock from this host whose process is gone (or an unreadable one) is stale.
    const stale =
      existing === null ||
      (existing.host === os.hostname() && existing.pid !== process.pid && !isAlive(existing.pid));
    if (!stale) throw new DataDirLockedError(file, existing.pid);
    await rm(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
};
