/**
 * `npm run bench:search`: latency and throughput of `POST /api/search` through HTTP, for hybrid search with two
 * filters (status and region) and aggregations, at 20,000 and 100,000 generated notices (BENCH_SIZES, e.g.
 * `20000` or `20000,100000`), on the embedded store, and also on PostgreSQL when DATABASE_URL is set (a
 * database `tenderscout_bench_<n>` is created on that server and kept).
 *
 * - Loading is cached between runs: the embedded store lives in `.tmp/bench-search/n<count>/`; delete it to
 *   rebuild. Generation + ingest of 100,000 notices takes several minutes on 2 cores.
 * - Vectors: embedding 100,000 descriptions with the built-in model (~15 notices/s here) would take hours, and
 *   this benchmark measures the query path, not embedding. Each generated notice gets the built-in model's real
 *   vector of its own title (330 distinct titles) plus a small deterministic per-notice perturbation
 *   (cosine ~0.9 to the title's vector), so the HNSW index holds 100,000 distinct, clustered vectors as a real
 *   corpus would. Semantic quality is measured by `npm run bench:relevance` on truly embedded notices.
 * - Latency: 200 sequential requests, each a different query (so each query embedding is computed on the
 *   request path, uncached): median and p95. Throughput: autocannon, 16 connections for 15 s, cycling 40
 *   queries (their embeddings are cached after the first request, as repeated queries are in real use).
 * - Then 60 hybrid searches without filters (new queries: every match counted and faceted), and 60 of the
 *   latency run's queries again (their vectors cached: the API without the embedding model, as the floor).
 * - Floor (floor.ts): the same work done by four plain SQL statements on the same store and corpus, in the same
 *   run, and the API's ratio to it. Soak (soak.ts, BENCH_SOAK=1): 16 clients for 60 s of mixed searches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../server/src/db/database';
import { refreshIndexesAfterLoad } from '../../server/src/db/index-maintenance';
import { createStore } from '../../server/src/db/store';
import { createBuiltinEmbedder, toPgVector } from '../../server/src/embeddings';
import { createRandom, generateCsv } from '../../server/src/modules/tenders/ingest/generator';
import { ingestSource } from '../../server/src/modules/tenders/ingest/ingest-runner';
import { repoRoot } from '../../server/src/lib/paths';
import { BUILTIN_MODEL } from '../../server/src/embeddings/builtin-model';
import { measureFloor, percentile, type FloorQuery, type FloorResult } from './floor';
import { soak } from './soak';

const sizes = (process.env.BENCH_SIZES ?? '20000,100000').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL;
const GOALS: Record<string, number> = { 'embedded 20000': 80, 'postgres 20000': 30, 'embedded 100000': 200 };

const SUBJECTS = [
  'snow removal',
  'roof replacement',
  'wharf repairs',
  'HVAC upgrade',
  'parking lot resurfacing',
  'bridge deck rehabilitation',
  'laboratory centrifuges',
  'rugged laptops',
  'winter tires',
  'body armour',
  'office furniture',
  'marine safety equipment',
  'cloud migration',
  'cybersecurity assessment',
  'janitorial services',
  'translation services',
  'facilitation services',
  'software development',
  'generator maintenance',
  'elevator maintenance',
  'marine engine repair',
  'IT security',
];
const CITIES = [
  'Toronto',
  'Montréal',
  'Ottawa',
  'Vancouver',
  'Edmonton',
  'Winnipeg',
  'Regina',
  'Halifax',
  'Fredericton',
];
const REGIONS = [
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Nova Scotia',
  'Manitoba',
  'National Capital Region (NCR)',
];

/** The i-th query of the latency run, and the i-th of the throughput run's cycle (40 queries). */
const latencyQuery = (index: number): string =>
  `${SUBJECTS[index % SUBJECTS.length]} ${CITIES[Math.floor(index / SUBJECTS.length) % CITIES.length]}`;
const cycleQuery = (index: number): string =>
  index < SUBJECTS.length
    ? SUBJECTS[index]!
    : `${SUBJECTS[(index - SUBJECTS.length + 5) % SUBJECTS.length]} contract`;
const cycleRegion = (index: number): number =>
  index < SUBJECTS.length ? index : index - SUBJECTS.length + 3;
const CYCLE = 2 * SUBJECTS.length;

const body = (query: string, index: number) =>
  JSON.stringify({
    query,
    search_type: 'hybrid',
    filters: { status: ['open'], regions: [REGIONS[index % REGIONS.length]] },
    size: 20,
  });
const unfilteredBody = (query: string) => JSON.stringify({ query, search_type: 'hybrid', size: 20 });
const UNFILTERED_RUNS = 60; // searches without filters (most start so): every match counted and faceted

/** Deterministic unit-normal noise per tender id. */
const perturbed = (base: Float32Array, id: string): Float32Array => {
  let seed = 0;
  for (const char of id) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  const random = createRandom(seed);
  const vector = new Float32Array(base.length);
  let norm = 0;
  for (let index = 0; index < base.length; index += 1) {
    const gaussian = Math.sqrt(-2 * Math.log(random.next() || 1e-12)) * Math.cos(2 * Math.PI * random.next());
    vector[index] = (base[index] ?? 0) + 0.021 * gaussian;
    norm += vector[index]! * vector[index]!;
  }
  const length = Math.sqrt(norm);
  for (let index = 0; index < vector.length; index += 1) vector[index] = vector[index]! / length;
  return vector;
};

const load = async (db: Db, count: number, dir: string): Promise<void> => {
  // A cached store made before migration 0004 gained its trigram indexes gets them here (same names).
  await sql`CREATE INDEX IF NOT EXISTS tenders_title_en_trgm_idx ON tenders USING gin (title_en gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS tenders_title_fr_trgm_idx ON tenders USING gin (title_fr gin_trgm_ops)`.execute(
    db,
  );
  const existing =
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM tenders`.execute(db)).rows[0]?.n ?? 0;
  if (existing < count) {
    const file = path.join(dir, `generated-${count}.csv`);
    await mkdir(dir, { recursive: true });
    await pipeline(Readable.from(generateCsv(count, 2026)), createWriteStream(file));
    const started = performance.now();
    const summary = await ingestSource(db, file, { feed: 'generated' });
    process.stderr.write(
      `  ingested ${summary.inserted + summary.updated} notices in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  const missing = (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM tenders AS t WHERE NOT EXISTS (
      SELECT 1 FROM tender_embeddings AS e WHERE e.tender_id = t.id AND e.model = ${BUILTIN_MODEL})`.execute(
      db,
    )
  ).rows[0]?.n;
  if (!missing) return;
  const started = performance.now();
  const embedder = createBuiltinEmbedder();
  const titles = (
    await sql<{
      title: string;
    }>`SELECT DISTINCT title_en AS title FROM tenders WHERE title_en IS NOT NULL`.execute(db)
  ).rows.map((row) => row.title);
  const vectors = await embedder.embed(titles, { priority: 'bulk' });
  await embedder.close();
  const byTitle = new Map(titles.map((title, index) => [title, vectors[index]!]));
  for (;;) {
    const { rows } = await sql<{ id: string; title_en: string; content_hash: string }>`
      SELECT t.id, t.title_en, t.content_hash FROM tenders AS t WHERE NOT EXISTS (
        SELECT 1 FROM tender_embeddings AS e WHERE e.tender_id = t.id AND e.model = ${BUILTIN_MODEL})
      ORDER BY t.id LIMIT 500`.execute(db);
    if (rows.length === 0) break;
    const values = rows.map(
      (row) =>
        sql`(${row.id}, ${BUILTIN_MODEL}, ${row.content_hash}, ${toPgVector(perturbed(byTitle.get(row.title_en)!, row.id))}::vector)`,
    );
    await sql`INSERT INTO tender_embeddings (tender_id, model, content_hash, embedding) VALUES ${sql.join(values)}`.execute(
      db,
    );
  }
  process.stderr.write(
    `  vectors for ${missing} notices (${titles.length} distinct titles embedded) in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
};

const startServer = (env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'bench', 'search', 'serve.ts')],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit ${code})`)));
  });

const stopServer = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

const measure = async (label: string, port: number) => {
  const url = `http://127.0.0.1:${port}/api/search`;
  const post = async (payload: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as { total_hits: number };
  };
  for (let index = 0; index < 10; index += 1) await post(body(`warm up ${SUBJECTS[index]}`, index));
  /** `count` searches one after another: each one's time, and the mean total_hits. */
  const inSequence = async (count: number, payloadOf: (index: number) => string) => {
    const timings: number[] = [];
    let hits = 0;
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      const result = await post(payloadOf(index));
      timings.push(performance.now() - started);
      hits += result.total_hits;
    }
    return { timings, meanHits: hits / count };
  };
  const latency = await inSequence(200, (index) => body(latencyQuery(index), index));
  const unfiltered = await inSequence(UNFILTERED_RUNS, (index) =>
    unfilteredBody(`${latencyQuery(index)} services`),
  );
  // The first queries again, vectors cached: the API without the embedding model (as the floor).
  const cached = await inSequence(UNFILTERED_RUNS, (index) => body(latencyQuery(index), index));
  const requests = Array.from({ length: CYCLE }, (_, index) => ({
    method: 'POST' as const,
    path: '/api/search',
    headers: { 'content-type': 'application/json' },
    body: body(cycleQuery(index), cycleRegion(index)),
  }));
  const cannon = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    duration: 15,
    requests,
  });
  if (cannon.non2xx > 0 || cannon.errors > 0)
    process.stderr.write(
      `  ${label}: statuses ${JSON.stringify(cannon.statusCodeStats)}, ${cannon.errors} errors, ${cannon.timeouts} time-outs\n`,
    );
  const median = percentile(latency.timings, 50);
  const p95 = percentile(latency.timings, 95);
  const goal = GOALS[label];
  process.stdout.write(
    `| ${label} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${goal ? `${goal} ${p95 < goal ? 'met' : 'missed'}` : '–'} | ${cannon.requests.average.toFixed(0)} | ${cannon.latency.p50} / ${cannon.latency.p97_5} | ${cannon.non2xx} | ${Math.round(latency.meanHits)} |\n`,
  );
  return {
    median,
    p95,
    rps: cannon.requests.average,
    unfiltered: { median: percentile(unfiltered.timings, 50), p95: percentile(unfiltered.timings, 95) },
    cached: { median: percentile(cached.timings, 50), p95: percentile(cached.timings, 95) },
  };
};

/** The store of one engine and size (a PostgreSQL database `tenderscout_bench_<n>` is created if missing). */
const openStore = async (engine: 'embedded' | 'postgres', count: number, dir: string) => {
  if (engine === 'embedded') {
    return {
      store: createStore({ embedded: { kind: 'in-process', dataDir: path.join(dir, 'pglite') } }),
      env: { DATA_DIR: dir, DATABASE_URL: '' },
    };
  }
  const name = `tenderscout_bench_${count}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return {
    store: createStore({ databaseUrl: url.toString(), poolSize: 16 }),
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
  };
};

/** The floor's queries: the API run's, with their vectors computed here (the floor does not embed). */
const floorQueries = async (): Promise<{ latency: FloorQuery[]; cycle: FloorQuery[] }> => {
  const latencyTexts = Array.from({ length: 200 }, (_, index) => latencyQuery(index));
  const cycleTexts = Array.from({ length: CYCLE }, (_, index) => cycleQuery(index));
  const embedder = createBuiltinEmbedder();
  const vectors = await embedder.embed([...latencyTexts, ...cycleTexts], { priority: 'bulk' });
  await embedder.close();
  const toQuery = (text: string, region: number, vector: Float32Array | undefined): FloorQuery => ({
    text,
    region: REGIONS[region % REGIONS.length]!,
    vector: vector!,
  });
  return {
    latency: latencyTexts.map((text, index) => toQuery(text, index, vectors[index])),
    cycle: cycleTexts.map((text, index) => toQuery(text, cycleRegion(index), vectors[200 + index])),
  };
};

type Measured = Awaited<ReturnType<typeof measure>>;

const unfilteredTable = (rows: Array<{ label: string; api: Measured }>): string =>
  [
    '',
    `Hybrid searches without filters (${UNFILTERED_RUNS} sequential, each a new query, so embedded on the request path):`,
    '',
    '| Store, notices | Median ms | p95 ms |',
    '|---|---|---|',
    ...rows.map(
      ({ label, api }) =>
        `| ${label} | ${api.unfiltered.median.toFixed(1)} | ${api.unfiltered.p95.toFixed(1)} |`,
    ),
    '',
  ].join('\n');

const floorTable = (rows: Array<{ label: string; floor: FloorResult; api: Measured }>): string =>
  [
    '',
    'Bare-engine floor (4 plain statements: keyword top-20 with status + region, its count, the region facet, vector top-20), same corpus, same run:',
    '',
    '| Store, notices | Floor median ms | Floor p95 ms | Floor searches/s (16 clients) | API / floor, median | API median ms, vector cached | API, vector cached / floor, median | Floor / API, searches/s |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ label, floor, api }) =>
        `| ${label} | ${floor.median.toFixed(1)} | ${floor.p95.toFixed(1)} | ${floor.rps.toFixed(0)} | ${(api.median / floor.median).toFixed(1)}× | ${api.cached.median.toFixed(1)} | ${(api.cached.median / floor.median).toFixed(1)}× | ${(floor.rps / Math.max(api.rps, 0.1)).toFixed(1)}× |`,
    ),
    '',
  ].join('\n');

const soakTable = (rows: Array<{ label: string; result: Awaited<ReturnType<typeof soak>> }>): string =>
  [
    '',
    `Soak: 16 clients, ${process.env.BENCH_SOAK_SECONDS ?? 60} s, mixed searches (keyword / hybrid, filters, relevance / date, pages 1–5):`,
    '',
    '| Store, notices | Requests | Requests/s | Errors | Time-outs | Non-2xx | p50 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ label, result }) =>
        `| ${label} | ${result.requests} | ${result.rps.toFixed(0)} | ${result.errors} | ${result.timeouts} | ${result.non2xx} | ${result.p50} | ${result.p99} | ${result.max} |`,
    ),
    '',
  ].join('\n');

const main = async () => {
  process.stdout.write(
    '| Store, notices | Median ms | p95 ms | p95 goal | Requests/s (16 clients) | autocannon p50 / p97.5 ms | Non-2xx | Mean total_hits |\n|---|---|---|---|---|---|---|---|\n',
  );
  const queries = await floorQueries();
  const floors: Array<{ label: string; floor: FloorResult; api: Measured }> = [];
  const soaks: Array<{ label: string; result: Awaited<ReturnType<typeof soak>> }> = [];
  for (const count of sizes) {
    const dir = path.join(repoRoot, '.tmp', 'bench-search', `n${count}`);
    await mkdir(dir, { recursive: true });
    const engines: Array<'embedded' | 'postgres'> = databaseUrl ? ['embedded', 'postgres'] : ['embedded'];
    for (const engine of engines) {
      const label = `${engine} ${count}`;
      const { store, env } = await openStore(engine, count, dir);
      process.stderr.write(`${label}: loading (cached after the first run)…\n`);
      await store.start();
      await load(store.db, count, dir);
      // What an ingest run leaves behind (a corpus cached by an older version gets it here too).
      await refreshIndexesAfterLoad(store.db, 'tenders');
      await refreshIndexesAfterLoad(store.db, 'tender_embeddings');
      const floor = await measureFloor(store.db, BUILTIN_MODEL, queries.latency, queries.cycle);
      await store.close();
      const { child, port } = await startServer(env);
      try {
        floors.push({ label, floor, api: await measure(label, port) });
        if (process.env.BENCH_SOAK) soaks.push({ label, result: await soak(port, SUBJECTS, REGIONS) });
      } finally {
        await stopServer(child);
      }
    }
  }
  process.stdout.write(floorTable(floors));
  process.stdout.write(unfilteredTable(floors));
  if (soaks.length > 0) process.stdout.write(soakTable(soaks));
};

await main();
