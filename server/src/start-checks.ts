import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError } from './config';
import { adminPasswordProblem } from './modules/auth';

/**
 * Settings that can only be judged by trying them, checked at start so a wrong one ends the start with the same
 * one-line setting error as the others (config.ts), never a stack trace or a silent hang.
 */
const settingError = (name: string, problem: string) =>
  new ConfigError(`Invalid environment:\n  ${name}: ${problem}`);

/** How long DATA_DIR may take to answer (a network mount, a pseudo file system) before it counts as unusable. */
const DATA_DIR_TIMEOUT_MS = 10_000;

const reasonOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'it (or a folder on its path) is a file, not a folder';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'this process may not write there';
  if (code === 'ENOENT') return 'it cannot be created there';
  return error instanceof Error ? error.message : String(error);
};

/**
 * Creates `dir` and its missing parents one level at a time. Node's recursive mkdir never returns for some
 * paths (under /proc it retries forever); this fails with the first level that cannot be made.
 */
const makeFolders = async (dir: string): Promise<void> => {
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (found) {
    if (!found.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    return;
  }
  const parent = path.dirname(dir);
  if (parent !== dir) await makeFolders(parent);
  await mkdir(dir);
};

/** DATA_DIR must be a folder this process can create and write files in. */
export const checkDataDir = async (dataDir: string): Promise<void> => {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  const attempt = async () => {
    await makeFolders(dataDir);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('it did not answer within 10 s')), DATA_DIR_TIMEOUT_MS);
  });
  try {
    await Promise.race([attempt(), timeout]);
  } catch (error) {
    throw settingError('DATA_DIR', `${dataDir} cannot be used: ${reasonOf(error)}`);
  } finally {
    clearTimeout(timer);
  }
};

/** ADMIN_PASSWORD follows the users' rule: not common, not easy to guess. */
export const checkAdminPassword = (config: Config): void => {
  const problem = adminPasswordProblem(config.ADMIN_PASSWORD, config.ADMIN_EMAIL);
  if (problem) throw settingError('ADMIN_PASSWORD', problem);
};

/** A listen failure told as the setting to change: a busy PORT, a HOST that is not this machine's. */
export const listenError = (
  error: unknown,
  config: Pick<Config, 'HOST' | 'PORT'>,
): ConfigError | undefined => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return settingError('PORT', `${config.PORT} is already in use on ${config.HOST}; choose another port`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return settingError('HOST', `${config.HOST} cannot be resolved to an address of this machine`);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') {
    return settingError('HOST', `${config.HOST} is not an address of this machine`);
  }
  if (code === 'EACCES') {
    return settingError('PORT', `${config.PORT} needs privileges this process does not have`);
  }
  return undefined;
};
