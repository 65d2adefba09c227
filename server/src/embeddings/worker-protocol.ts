/** Messages between the built-in embedder and its worker threads. */
export interface WorkerRequest {
  id: number;
  texts: string[];
}

export type WorkerReply =
  | { type: 'ready'; loadMs: number }
  | { type: 'load-failed'; message: string }
  /** `data` holds `count` vectors back to back. */
  | { type: 'result'; id: number; data: Float32Array; count: number }
  | { type: 'failed'; id: number; message: string };
