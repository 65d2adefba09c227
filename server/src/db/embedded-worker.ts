import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedInProcess } from './embedded';

/** Worker-thread entry: owns the PGlite instance and its socket server (see startEmbeddedInWorker). */
const port = parentPort;
if (!port) throw new Error('embedded-worker must run in a worker thread');
const { dataDir, socketDir } = workerData as { dataDir: string; socketDir: string };

try {
  const store = await startEmbeddedInProcess(dataDir, socketDir);
  port.on('message', (message: { type: string }) => {
    // Answered between statements only: a missing answer means one statement is still running.
    if (message.type === 'ping') port.postMessage({ type: 'pong' });
    if (message.type !== 'stop') return;
    void store.stop().finally(() => process.exit(0));
  });
  port.postMessage({ type: 'ready', connectionString: store.connectionString });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
