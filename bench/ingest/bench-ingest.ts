/**
 * `npm run bench:ingest`: generates 20,000 synthetic CanadaBuys notices (SYN- references) and loads them into a
 * fresh embedded store (PGlite), the way `npm run ingest` does; prints rows/s, batch latency (median, p95) and
 * peak resident memory. Goal: 20,000 notices in under 60 s, peak memory under 1 GB, on 2 cores.
 * BENCH_COUNT and BENCH_BATCH override the row count and the batch size; BENCH_DATABASE_URL runs on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createStore } from '../../server/src/db/store';
import { generateCsv } from '../../server/src/modules/tenders/ingest/generator';
import { formatSummary, ingestSource } from '../../server/src/modules/tenders/ingest/ingest-runner';

const count = Number(process.env.BENCH_COUNT ?? 20_000);
const batchSize = Number(process.env.BENCH_BATCH ?? 500);
const GOAL_SECONDS = 60;
const GOAL_MEMORY_MB = 1024;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const main = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-bench-'));
  const file = path.join(dir, `synthetic-${count}.csv`);
  await pipeline(Readable.from(generateCsv(count, 2026)), createWriteStream(file));

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const store = createStore(
    databaseUrl
      ? { databaseUrl, poolSize: 2 }
      : { embedded: { kind: 'in-process', dataDir: path.join(dir, 'pglite') } },
  );
  await store.start();

  const batchTimes: number[] = [];
  let batchStarted = performance.now();
  const started = performance.now();
  const summary = await ingestSource(store.db, file, {
    feed: 'generated',
    batchSize,
    onBatchCommitted: () => {
      const now = performance.now();
      batchTimes.push(now - batchStarted);
      batchStarted = now;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  await store.close();
  await rm(dir, { recursive: true, force: true });

  const peakMb = peakRss / 1_048_576;
  console.log(formatSummary(summary));
  console.log(
    `engine: ${databaseUrl ? 'postgres' : 'embedded (PGlite, in-process)'}; batch size ${batchSize}`,
  );
  console.log(
    `rows/s: ${(summary.rowsRead / seconds).toFixed(0)} (${summary.rowsRead} rows in ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `batch of ${batchSize}: median ${percentile(batchTimes, 50).toFixed(0)} ms, p95 ${percentile(batchTimes, 95).toFixed(0)} ms`,
  );
  console.log(`peak memory (RSS): ${peakMb.toFixed(0)} MB`);
  const ok = seconds < GOAL_SECONDS && peakMb < GOAL_MEMORY_MB && summary.inserted === count;
  console.log(
    `goal (< ${GOAL_SECONDS} s, < ${GOAL_MEMORY_MB} MB, all ${count} inserted): ${ok ? 'met' : 'NOT met'}`,
  );
  process.exit(ok ? 0 : 1);
};

await main();
