import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Document files under `DATA_DIR/documents`, named `<2 hex>/<uuid>.<ext>` by the app: a client's file name is
 * never part of a path. Instances that share a store must share DATA_DIR (or mount the same volume) to serve
 * each other's files.
 */
export interface DocumentStorage {
  readonly root: string;
  /** Streams `source` to a temporary file, hashing and counting; stops writing past `maxBytes`. */
  receive(source: Readable, maxBytes: number): Promise<ReceivedFile>;
  /** Stores bytes already in memory (downloads). */
  storeBytes(
    bytes: Uint8Array,
    extension: string,
  ): Promise<{ storagePath: string; sizeBytes: number; checksum: string }>;
  /** Moves a received file to its final, generated name; returns the storage path relative to the root. */
  keep(file: ReceivedFile, extension: string): Promise<string>;
  discard(file: ReceivedFile): Promise<void>;
  /** Deletes a stored file (a deleted upload); a file already gone is not an error. */
  remove(storagePath: string): Promise<void>;
  absolutePath(storagePath: string): string;
  read(storagePath: string): Promise<Buffer>;
  openStream(storagePath: string): Readable;
  size(storagePath: string): Promise<number>;
}

export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  checksum: string;
  isOverLimit: boolean;
  /** The first 64 KB and the last 64 KB, for content checks. */
  head: Uint8Array;
  tail: Uint8Array;
}

const SAMPLE_BYTES = 64 * 1024;
const STORAGE_PATH = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

const readTail = async (filePath: string, size: number): Promise<Uint8Array> => {
  const length = Math.min(size, SAMPLE_BYTES);
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer;
  } finally {
    await handle.close();
  }
};

/** Streams `source` to a new file in `tempDir`, hashing and counting; stops writing past `maxBytes`. */
const receiveToTemp = async (tempDir: string, source: Readable, maxBytes: number): Promise<ReceivedFile> => {
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const output = createWriteStream(tempPath);
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          sizeBytes += chunk.length;
          // Past the limit keep counting (the message reports the real size) but write nothing more.
          if (sizeBytes > maxBytes) continue;
          hash.update(chunk);
          if (headBytes < SAMPLE_BYTES) {
            headChunks.push(chunk);
            headBytes += chunk.length;
          }
          yield chunk;
        }
      },
      output,
    );
  } catch (error) {
    // A body cut off at once can fail the pipeline while the write stream is still opening its file: wait
    // until the stream has closed (it emits the pipeline's error first), or the file appears after its removal.
    if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
    await rm(tempPath, { force: true });
    throw error;
  }
  const head = Buffer.concat(headChunks).subarray(0, SAMPLE_BYTES);
  const isOverLimit = sizeBytes > maxBytes;
  const tail = isOverLimit || sizeBytes === 0 ? head : await readTail(tempPath, sizeBytes);
  return { tempPath, sizeBytes, checksum: hash.digest('hex'), isOverLimit, head, tail };
};

export const createDocumentStorage = (dataDir: string): DocumentStorage => {
  const root = path.join(dataDir, 'documents');
  const tempDir = path.join(root, 'tmp');

  const absolutePath = (storagePath: string): string => {
    // Stored paths are generated here; anything else is refused rather than resolved.
    if (!STORAGE_PATH.test(storagePath)) throw new Error(`Invalid storage path: ${storagePath}`);
    return path.join(root, storagePath);
  };

  const newStoragePath = (extension: string): string => {
    const id = randomUUID();
    return `${id.slice(0, 2)}/${id}.${extension}`;
  };

  return {
    root,
    receive: (source, maxBytes) => receiveToTemp(tempDir, source, maxBytes),
    async storeBytes(bytes, extension) {
      const storagePath = newStoragePath(extension);
      const target = absolutePath(storagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return {
        storagePath,
        sizeBytes: bytes.length,
        checksum: createHash('sha256').update(bytes).digest('hex'),
      };
    },
    async keep(file, extension) {
      const storagePath = newStoragePath(extension);
      const target = absolutePath(storagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file.tempPath, target);
      return storagePath;
    },
    async discard(file) {
      await rm(file.tempPath, { force: true });
    },
    async remove(storagePath) {
      await rm(absolutePath(storagePath), { force: true });
    },
    absolutePath,
    read: (storagePath) => readFile(absolutePath(storagePath)),
    openStream: (storagePath) => createReadStream(absolutePath(storagePath)),
    size: async (storagePath) => (await stat(absolutePath(storagePath))).size,
  };
};

/** Removes stored files by storage path (deleted demo copies' uploads); a file already gone is not an error. */
export const storedFileRemover =
  (dataDir: string) =>
  async (storagePaths: string[]): Promise<void> => {
    const storage = createDocumentStorage(dataDir);
    for (const storagePath of storagePaths) await storage.remove(storagePath);
  };
