/**
 * `npm run bench:relevance`: search quality on real notices only (see `bench-relevance-real.ts`, the headline).
 * `npm run bench:relevance -- --generated`: the first version's set, search quality of keyword, semantic and hybrid search on a judged set of queries
 * (queries.ts) over the real CanadaBuys notices in data/ and 1,000 generated notices (seed 2026), all embedded
 * with the configured model (built-in by default). Prints nDCG@10 and recall@20 per search type, overall and
 * per kind of query, and where each reference-number query ranked.
 *
 * The corpus is built once into `.tmp/bench-relevance/` (PGlite) and reused (embedding ~1,100 notices takes a
 * few minutes on 2 cores); delete that folder to rebuild. BENCH_GENERATED changes the generated count.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { searchRequestSchema, type SearchType } from '@tenderscout/domain';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { createStore } from '../../server/src/db/store';
import { createEmbedder, type Embedder } from '../../server/src/embeddings';
import { loadBundledSample } from '../../server/src/modules/tenders/ingest/bundled';
import { generateCsv } from '../../server/src/modules/tenders/ingest/generator';
import { ingestSource } from '../../server/src/modules/tenders/ingest/ingest-runner';
import { createEmbeddingJob } from '../../server/src/modules/search/embedding-job';
import { repoRoot } from '../../server/src/lib/paths';
import { searchTenders } from '../../server/src/modules/search/search.service';
import { JUDGED_QUERIES, type JudgedQuery, type QueryKind } from './queries';

const GENERATED = Number(process.env.BENCH_GENERATED ?? 1_000);
const dir = path.join(repoRoot, '.tmp', 'bench-relevance', `g${GENERATED}`);
const MODES: SearchType[] = ['keyword', 'semantic', 'hybrid'];

const ndcgAt = (ranked: string[], relevant: Set<string>, k: number): number => {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, index) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(index + 2);
  });
  let ideal = 0;
  for (let index = 0; index < Math.min(k, relevant.size); index += 1) ideal += 1 / Math.log2(index + 2);
  return ideal === 0 ? 0 : dcg / ideal;
};

/** Recall capped at k: found / min(|relevant|, k), so a query with 45 relevant tenders can reach 1. */
const recallAt = (ranked: string[], relevant: Set<string>, k: number): number => {
  const found = ranked.slice(0, k).filter((id) => relevant.has(id)).length;
  return relevant.size === 0 ? 0 : found / Math.min(k, relevant.size);
};

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

/** Opens the corpus (loading it on the first run) and embeds what is new. */
const openCorpus = async () => {
  await mkdir(dir, { recursive: true });
  const marker = path.join(dir, 'loaded');
  const store = createStore({ embedded: { kind: 'in-process', dataDir: path.join(dir, 'pglite') } });
  await store.start();
  const db = store.db;
  const embedder = createEmbedder(process.env);
  if (!existsSync(marker)) {
    process.stdout.write(`Loading the real notices and ${GENERATED} generated notices into ${dir} …\n`);
    await loadBundledSample(db);
    const file = path.join(dir, `generated-${GENERATED}.csv`);
    await pipeline(Readable.from(generateCsv(GENERATED, 2026)), createWriteStream(file));
    await ingestSource(db, file, { feed: 'generated' });
    await writeFile(marker, new Date().toISOString());
  }
  const started = performance.now();
  const embedded = await createEmbeddingJob({ db: () => db, embedder, batchSize: 64 }).runUntilIdle();
  if (embedded > 0)
    process.stdout.write(
      `Embedded ${embedded} notices with ${embedder.model} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  return { store, db, embedder };
};

/** Generated notices by their index, so judged queries can name them before they exist. */
const generatedNotices = async (db: Db): Promise<Map<number, string>> => {
  const generatedIds = (
    await sql<{ id: string }>`SELECT id FROM tenders WHERE id LIKE 'SYN-%'`.execute(db)
  ).rows.map((row) => row.id);
  return new Map(generatedIds.map((id) => [Number(id.split('-')[1]), id]));
};

const relevantOf = async (
  db: Db,
  generatedByIndex: Map<number, string>,
  judged: JudgedQuery,
): Promise<Set<string>> => {
  const ids = new Set(judged.ids ?? []);
  if (judged.generated !== undefined) ids.add(generatedByIndex.get(judged.generated) ?? 'missing');
  for (const subject of judged.subjects ?? []) {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM tenders WHERE id LIKE 'SYN-%' AND title_en LIKE ${`${subject} - %`}`.execute(db);
    for (const row of rows) ids.add(row.id);
  }
  return ids;
};

type Scores = { ndcg: number; recall: number; kind: QueryKind; referenceRank?: number | null };

const scoreResponse = (judged: JudgedQuery, ranked: string[], relevant: Set<string>): Scores => {
  const scores: Scores = {
    ndcg: ndcgAt(ranked, relevant, 10),
    recall: recallAt(ranked, relevant, 20),
    kind: judged.kind,
  };
  if (judged.kind === 'reference') {
    const index = ranked.findIndex((id) => relevant.has(id));
    scores.referenceRank = index < 0 ? null : index + 1;
  }
  return scores;
};

const runQueries = async (db: Db, embedder: Embedder) => {
  const generatedByIndex = await generatedNotices(db);
  const results = new Map<SearchType, Scores[]>(MODES.map((mode) => [mode, []]));
  const weakest: Array<{ query: string; mode: SearchType; ndcg: number }> = [];
  for (const judged of JUDGED_QUERIES) {
    const relevant = await relevantOf(db, generatedByIndex, judged);
    const query =
      judged.generated !== undefined ? (generatedByIndex.get(judged.generated) ?? '') : judged.query;
    for (const mode of MODES) {
      const response = await searchTenders(
        { db, embedder },
        searchRequestSchema.parse({ query, search_type: mode, size: 20 }),
        { userId: null },
      );
      const scores = scoreResponse(
        judged,
        response.hits.map((hit) => hit.id),
        relevant,
      );
      results.get(mode)!.push(scores);
      if (mode === 'hybrid' && scores.ndcg < 0.5) weakest.push({ query, mode, ndcg: scores.ndcg });
    }
  }
  return { results, weakest };
};

const scoreTable = (results: Map<SearchType, Scores[]>): string[] => {
  const kinds: QueryKind[] = ['buyer', 'supplier', 'french', 'reference', 'misspelling'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rows = [
    line([
      'Search type',
      'nDCG@10',
      'recall@20',
      ...kinds.map((kind) => `nDCG@10 ${kind}`),
      'references first',
    ]),
    line(Array.from({ length: 4 + kinds.length }, () => '---')),
  ];
  for (const mode of MODES) {
    const scores = results.get(mode)!;
    const references = scores.filter((score) => score.kind === 'reference');
    rows.push(
      line([
        mode,
        mean(scores.map((score) => score.ndcg)).toFixed(3),
        mean(scores.map((score) => score.recall)).toFixed(3),
        ...kinds.map((kind) =>
          mean(scores.filter((score) => score.kind === kind).map((score) => score.ndcg)).toFixed(3),
        ),
        `${references.filter((score) => score.referenceRank === 1).length}/${references.length}`,
      ]),
    );
  }
  return rows;
};

const main = async () => {
  const { store, db, embedder } = await openCorpus();
  const { results, weakest } = await runQueries(db, embedder);
  const rows = scoreTable(results);
  const count = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM tenders`.execute(db)).rows[0]?.n;
  process.stdout.write(
    `\n${JUDGED_QUERIES.length} judged queries over ${count} notices (${GENERATED} generated + the real ones in data/), model ${embedder.model}\n\n${rows.join('\n')}\n`,
  );
  if (weakest.length > 0)
    process.stdout.write(
      `\nHybrid queries under nDCG@10 0.5: ${weakest.map((item) => `"${item.query}" ${item.ndcg.toFixed(2)}`).join(', ')}\n`,
    );
  await embedder.close();
  await store.close();
};

if (process.argv.includes('--generated')) await main();
else await (await import('./bench-relevance-real')).mainReal({ blind: process.argv.includes('--blind') });
