/**
 * The bare-engine floor of `npm run bench:search`: the same work as one API search done by four plain SQL
 * statements on the same store and corpus — a keyword top-20 with the status and region filters, its count,
 * the region facet and a vector top-20 through the HNSW index — with no API, no fusion and no highlights.
 * Latency: the benchmark's 200 queries one after another (their vectors computed beforehand: the floor does not
 * embed). Throughput: 16 concurrent clients for 15 s (the embedded store answers one statement at a time).
 */
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { toPgVector } from '../../server/src/embeddings';

export interface FloorQuery {
  text: string;
  region: string;
  vector: Float32Array;
}

export interface FloorResult {
  median: number;
  p95: number;
  rps: number;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

const vectorType = (dimensions: number) => sql.raw(`vector(${Math.trunc(dimensions)})`);

/** One search's worth of plain statements, in sequence (as one API request would send them). */
const floorSearch = async (db: Db, model: string, query: FloorQuery): Promise<void> => {
  const match = sql`t.search_en @@ websearch_to_tsquery('ts_en', ${query.text})
    AND t.status = 'open' AND (t.closing_at IS NULL OR t.closing_at > now())
    AND t.regions && ${[query.region]}::text[]`;
  await sql`SELECT t.id FROM tenders AS t WHERE ${match}
    ORDER BY ts_rank_cd(t.search_en, websearch_to_tsquery('ts_en', ${query.text})) DESC, t.id LIMIT 20`.execute(
    db,
  );
  await sql`SELECT count(*)::int AS n FROM tenders AS t WHERE ${match}`.execute(db);
  await sql`SELECT r, count(*)::int AS n FROM tenders AS t, unnest(t.regions) AS r WHERE ${match} GROUP BY r`.execute(
    db,
  );
  const type = vectorType(query.vector.length);
  await sql`SELECT e.tender_id FROM tender_embeddings AS e WHERE e.model = ${sql.lit(model)}
    ORDER BY e.embedding::${type} <=> ${toPgVector(query.vector)}::${type} LIMIT 20`.execute(db);
};

export const measureFloor = async (
  db: Db,
  model: string,
  latencyQueries: FloorQuery[],
  throughputQueries: FloorQuery[],
): Promise<FloorResult> => {
  for (const query of throughputQueries.slice(0, 10)) await floorSearch(db, model, query);
  const timings: number[] = [];
  for (const query of latencyQueries) {
    const started = performance.now();
    await floorSearch(db, model, query);
    timings.push(performance.now() - started);
  }
  const until = performance.now() + 15_000;
  let done = 0;
  const client = async (offset: number) => {
    for (let index = offset; performance.now() < until; index += 1) {
      await floorSearch(db, model, throughputQueries[index % throughputQueries.length]!);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 16 }, (_, index) => client(index)));
  return {
    median: percentile(timings, 50),
    p95: percentile(timings, 95),
    rps: done / ((performance.now() - started) / 1000),
  };
};
