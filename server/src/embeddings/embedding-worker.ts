import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-protocol';
import { loadUseLite } from './use-lite';

/** Worker-thread entry of the built-in embedder: loads the model once, then answers embed requests in order. */
const port = parentPort;
if (!port) throw new Error('embedding-worker must run in a worker thread');

const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []): void =>
  port.postMessage(message, transfer);
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const startedAt = performance.now();
try {
  const embed = await loadUseLite();
  port.on('message', (request: WorkerRequest) => {
    void (async () => {
      try {
        const vectors = await embed(request.texts);
        // One buffer for the whole batch, moved (not copied) to the parent thread.
        const dimensions = vectors[0]?.length ?? 0;
        const data = new Float32Array(vectors.length * dimensions);
        vectors.forEach((vector, index) => data.set(vector, index * dimensions));
        reply({ type: 'result', id: request.id, data, count: vectors.length }, [data.buffer]);
      } catch (error) {
        reply({ type: 'failed', id: request.id, message: describe(error) });
      }
    })();
  });
  reply({ type: 'ready', loadMs: performance.now() - startedAt });
} catch (error) {
  reply({ type: 'load-failed', message: describe(error) });
}
