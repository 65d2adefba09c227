import { statfs } from 'node:fs/promises';
import type { DbOrTrx } from './documents.store';
import { lockUploads, sumUploads } from './upload-capacity.store';
import { AppError } from '../../lib/app-error';

/**
 * Limits on the storage uploads take beyond each user's quota, so anonymous visitors (demo copies need no
 * sign-in) or many accounts together cannot fill the disk: the demo copies' uploads together
 * (DEMO_UPLOAD_QUOTA_MB, 0 for none), every upload on the server together (UPLOAD_TOTAL_MB), and the free space
 * the data disk keeps (UPLOAD_MIN_FREE_MB). Each refusal is a 507 with a message in the caller's language.
 */
export interface UploadCapacity {
  demoTotalBytes: number;
  serverTotalBytes: number;
  minFreeBytes: number;
  /** A folder on the disk uploads are written to (DATA_DIR). */
  dataDir: string;
}

const MB = 1024 * 1024;

export const uploadCapacityOf = (config: {
  DEMO_UPLOAD_QUOTA_MB: number;
  UPLOAD_TOTAL_MB: number;
  UPLOAD_MIN_FREE_MB: number;
  dataDir: string;
}): UploadCapacity => ({
  demoTotalBytes: config.DEMO_UPLOAD_QUOTA_MB * MB,
  serverTotalBytes: config.UPLOAD_TOTAL_MB * MB,
  minFreeBytes: config.UPLOAD_MIN_FREE_MB * MB,
  dataDir: config.dataDir,
});

/** Before any byte is received: a demo copy may upload at all, and the disk has room for `incomingBytes`. */
export const assertMayReceive = async (
  capacity: UploadCapacity,
  uploader: { isDemo: boolean },
  incomingBytes: number,
): Promise<void> => {
  if (uploader.isDemo && capacity.demoTotalBytes === 0) {
    throw new AppError('insufficient_storage', 'documents.demoUploadsOff');
  }
  const disk = await statfs(capacity.dataDir);
  if (Number(disk.bavail) * Number(disk.bsize) - incomingBytes < capacity.minFreeBytes) {
    throw new AppError('insufficient_storage', 'documents.diskFull');
  }
};

/**
 * Inside the upload's transaction, once its size is known: the server-wide and demo totals, under one lock so
 * parallel uploads (any user, any instance) are checked in turn, and the disk's free space again.
 */
export const assertRoomFor = async (
  trx: DbOrTrx,
  capacity: UploadCapacity,
  uploader: { isDemo: boolean },
  bytes: number,
): Promise<void> => {
  await lockUploads(trx);
  await assertMayReceive(capacity, uploader, bytes);
  if ((await sumUploads(trx, false)) + bytes > capacity.serverTotalBytes) {
    throw new AppError('insufficient_storage', 'documents.serverStorageFull', {
      params: { limit: capacity.serverTotalBytes },
    });
  }
  if (uploader.isDemo && (await sumUploads(trx, true)) + bytes > capacity.demoTotalBytes) {
    throw new AppError('insufficient_storage', 'documents.demoStorageFull', {
      params: { quota: capacity.demoTotalBytes },
    });
  }
};
