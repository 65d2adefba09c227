import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedInProcess } from './embedded';

/** Worker-thread entry: owns the PGlite instance and its socket server (see startEmbeddedInWorker). */
const port = parentPort;
if (!port) throw new Error('embedded-worker must run in a worker thread');
const { dataDir } = workerData as { dataDir: string };

try {
  const store = await startEmbeddedInProcess(dataDir);
  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    void store.stop().finally(() => process.exit(0));
  });
  port.postMessage({ type: 'ready', connectionString: store.connectionString });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
