/**
 * `npm run bench:relevance`: search quality on real CanadaBuys notices only, with hand-judged queries
 * (queries-real.ts). Corpus: the notices bundled in data/ (the 17-notice file, the 80 notices of the July 2026
 * open-notices capture, the 117-notice corpus), 194 distinct, every one embedded with the configured model
 * (built-in by default). Each query runs as `keyword`, `semantic` and `hybrid` through the search service
 * (no filters, a first page of 20).
 *
 * Reported per search type: nDCG@10 over every query with a relevant notice (binary gain, log2 discount),
 * per kind; P@5; the share of the first page that is relevant on narrow queries (at most 3 relevant notices;
 * an empty page counts 0); and how many results (`total_hits`) a query with no relevant notice claims.
 * The corpus is built once into `.tmp/bench-relevance/real/` (PGlite) and reused; delete it to rebuild.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { searchRequestSchema, type SearchType } from '@tenderscout/domain';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { createStore } from '../../server/src/db/store';
import { createEmbedder, type Embedder } from '../../server/src/embeddings';
import { loadBundledSample } from '../../server/src/modules/tenders/ingest/bundled';
import { createEmbeddingJob } from '../../server/src/modules/search/embedding-job';
import { repoRoot } from '../../server/src/lib/paths';
import { toPgVector } from '../../server/src/embeddings';
import { resolveFilters } from '../../server/src/modules/tenders/tender-filters.store';
import { SEARCH_TUNING, searchTenders } from '../../server/src/modules/search/search.service';
import { searchStore } from '../../server/src/modules/search/search.store';
import { REAL_JUDGED_QUERIES, type RealJudgedQuery, type RealQueryKind } from './queries-real';
import { blindQueries } from './blind/blind-set';

const dir = path.join(repoRoot, '.tmp', 'bench-relevance', 'real');
const MODES: SearchType[] = ['keyword', 'semantic', 'hybrid'];
const PAGE = 20;
const NARROW = 3;

const ndcgAt = (ranked: string[], relevant: Set<string>, k: number): number => {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, index) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(index + 2);
  });
  let ideal = 0;
  for (let index = 0; index < Math.min(k, relevant.size); index += 1) ideal += 1 / Math.log2(index + 2);
  return ideal === 0 ? 0 : dcg / ideal;
};

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

interface Scores {
  kind: RealQueryKind;
  query: string;
  ndcg: number;
  p5: number;
  pagePrecision: number;
  narrow: boolean;
  total: number;
  related: number;
}

type Results = Map<SearchType, Scores[]>;

/** Opens the corpus (loading the real notices on the first run), embeds what is new, checks every judged id. */
const openCorpus = async (blind: boolean) => {
  await mkdir(dir, { recursive: true });
  const marker = path.join(dir, 'loaded');
  const store = createStore({ embedded: { kind: 'in-process', dataDir: path.join(dir, 'pglite') } });
  await store.start();
  const db = store.db;
  const embedder = createEmbedder(process.env);
  if (!existsSync(marker)) {
    process.stdout.write(`Loading the real notices into ${dir} …\n`);
    await loadBundledSample(db);
    await writeFile(marker, new Date().toISOString());
  }
  const started = performance.now();
  const embedded = await createEmbeddingJob({ db: () => db, embedder, batchSize: 64 }).runUntilIdle();
  if (embedded > 0)
    process.stdout.write(
      `Embedded ${embedded} notices with ${embedder.model} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  const known = new Set(
    (await sql<{ id: string }>`SELECT id FROM tenders`.execute(db)).rows.map((row) => row.id),
  );
  const judgedIds = [...REAL_JUDGED_QUERIES, ...(blind ? blindQueries() : [])].flatMap(
    (judged) => judged.ids,
  );
  const missing = judgedIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw new Error(`Judged notices missing from the corpus: ${missing.join(', ')}`);
  return { store, db, embedder, noticeCount: known.size };
};

const runQueries = async (
  db: Db,
  embedder: Embedder,
  judgedQueries: RealJudgedQuery[] = REAL_JUDGED_QUERIES,
): Promise<Results> => {
  const results: Results = new Map(MODES.map((mode) => [mode, []]));
  for (const judged of judgedQueries) {
    const relevant = new Set(judged.ids);
    for (const mode of MODES) {
      const response = await searchTenders(
        { db, embedder },
        searchRequestSchema.parse({ query: judged.query, search_type: mode, size: PAGE }),
        { userId: null },
      );
      const ranked = response.hits.map((hit) => hit.id);
      const found = ranked.filter((id) => relevant.has(id)).length;
      results.get(mode)!.push({
        kind: judged.kind,
        query: judged.query,
        ndcg: ndcgAt(ranked, relevant, 10),
        p5: ranked.slice(0, 5).filter((id) => relevant.has(id)).length / 5,
        pagePrecision: ranked.length === 0 ? 0 : found / ranked.length,
        narrow: relevant.size > 0 && relevant.size <= NARROW,
        total: response.total_hits,
        related: response.related.length,
      });
    }
  }
  return results;
};

const KINDS: RealQueryKind[] = ['buyer', 'supplier', 'french', 'misspelling', 'reference', 'broad'];
const line = (cells: string[]) => `| ${cells.join(' | ')} |`;

const tableRow = (mode: SearchType, scores: Scores[], kinds: RealQueryKind[]): string => {
  const judged = scores.filter((score) => score.kind !== 'none');
  const none = scores.filter((score) => score.kind === 'none');
  return line([
    mode,
    mean(judged.map((score) => score.ndcg)).toFixed(3),
    ...kinds.map((kind) =>
      mean(judged.filter((score) => score.kind === kind).map((score) => score.ndcg)).toFixed(3),
    ),
    mean(judged.map((score) => score.p5)).toFixed(3),
    `${(100 * mean(judged.filter((score) => score.narrow).map((score) => score.pagePrecision))).toFixed(0)} %`,
    `${mean(none.map((score) => score.total)).toFixed(1)} (max ${Math.max(...none.map((score) => score.total))})`,
  ]);
};

const scoreTable = (results: Results, kinds: RealQueryKind[] = KINDS): string[] => {
  const header = [
    'Search type',
    'nDCG@10',
    ...kinds.map((kind) => `nDCG@10 ${kind}`),
    'P@5',
    'narrow: page relevant',
    'no-match: results claimed',
  ];
  return [
    line(header),
    line(header.map(() => '---')),
    ...MODES.map((mode) => tableRow(mode, results.get(mode)!, kinds)),
  ];
};

// Calibration of the semantic match floor: how many nearest neighbours (by meaning alone) are relevant, by
// similarity band, over every judged query but the reference numbers.
const calibrateSemanticFloor = async (db: Db, embedder: Embedder): Promise<string> => {
  const bands = [0.3, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 1.01];
  const bandCounts = bands.slice(0, -1).map(() => ({ relevant: 0, all: 0 }));
  for (const judged of REAL_JUDGED_QUERIES.filter((query) => query.kind !== 'reference')) {
    const [vector] = await embedder.embed([judged.query], { priority: 'query' });
    const { candidates: neighbours } = await searchStore.rankCandidates(db, {
      keyword: null,
      semantic: {
        vector: toPgVector(vector!),
        model: embedder.model,
        dimensions: vector!.length,
        limit: 50,
        scanLimit: 400,
        minSimilarity: bands[0]!,
      },
      filters: resolveFilters(searchRequestSchema.parse({}).filters),
      keywordCap: 1,
      keywordWindow: 1,
      fuzzy: null,
      weights: { keyword: 1, semantic: 1, fuzzy: 1, synonym: 1, commodity: 1 },
      rrfK: 60,
    });
    for (const neighbour of neighbours) {
      const band = bands.findIndex(
        (floor, index) =>
          (neighbour.similarity ?? 0) >= floor && (neighbour.similarity ?? 0) < bands[index + 1]!,
      );
      if (band < 0) continue;
      bandCounts[band]!.all += 1;
      if (judged.ids.includes(neighbour.id)) bandCounts[band]!.relevant += 1;
    }
  }
  return bandCounts
    .map(
      (count, index) =>
        `${bands[index]!.toFixed(2)}–${Math.min(1, bands[index + 1]!).toFixed(2)}: ${count.relevant}/${count.all}`,
    )
    .join(', ');
};

/** The hybrid queries worth a look: weak ones, ones fusion made worse, and what no-match queries claim. */
const printHybridDiagnostics = (results: Results) => {
  const weakest = results
    .get('hybrid')!
    .filter((score) => score.kind !== 'none' && score.ndcg < 0.5)
    .map((score) => `"${score.query}" ${score.ndcg.toFixed(2)}`);
  if (weakest.length > 0) process.stdout.write(`\nHybrid queries under nDCG@10 0.5: ${weakest.join(', ')}\n`);
  // Where fusion costs a query what keyword search alone finds (the tuning's target: hybrid never below).
  const keywordScores = new Map(results.get('keyword')!.map((score) => [score.query, score.ndcg]));
  const below = results
    .get('hybrid')!
    .filter((score) => score.ndcg < (keywordScores.get(score.query) ?? 0) - 0.005)
    .map(
      (score) =>
        `"${score.query}" ${score.ndcg.toFixed(2)} (keyword ${keywordScores.get(score.query)!.toFixed(2)})`,
    );
  if (below.length > 0) process.stdout.write(`Hybrid below keyword: ${below.join(', ')}\n`);
  const claims = results
    .get('hybrid')!
    .filter((score) => score.kind === 'none')
    .map((score) => `"${score.query}" ${score.total} (+${score.related} related)`);
  process.stdout.write(`Hybrid, no relevant notice: ${claims.join(', ')}\n`);
};

/**
 * `--blind`: the blind set (blind/SOURCE.md) beside the own set, aggregates only (no query is printed, so
 * nothing is tuned on it): nDCG@10 of supplier words and French, P@5, page precision, no-match claims.
 */
const printBlind = async (db: Db, embedder: Embedder, noticeCount: number) => {
  const queries = blindQueries();
  const results = await runQueries(db, embedder, queries);
  const own = await runQueries(
    db,
    embedder,
    REAL_JUDGED_QUERIES.filter((query) => ['supplier', 'french', 'none'].includes(query.kind)),
  );
  const kinds: RealQueryKind[] = ['supplier', 'french'];
  process.stdout.write(
    `\nBlind set: ${queries.length} queries (${queries.filter((q) => q.kind === 'none').length} with no relevant notice) over ${noticeCount} notices\n\n${scoreTable(results, kinds).join('\n')}\n`,
  );
  process.stdout.write(
    `\nOwn set, same kinds (supplier, French, none):\n\n${scoreTable(own, kinds).join('\n')}\n`,
  );
};

export const mainReal = async (options: { blind?: boolean } = {}): Promise<void> => {
  const { store, db, embedder, noticeCount } = await openCorpus(options.blind ?? false);
  const results = await runQueries(db, embedder);
  const rows = scoreTable(results);
  const calibration = await calibrateSemanticFloor(db, embedder);

  const queries = REAL_JUDGED_QUERIES.length;
  const narrowCount = results.get('hybrid')!.filter((score) => score.narrow).length;
  process.stdout.write(
    `\n${queries} judged queries (${narrowCount} narrow, ${REAL_JUDGED_QUERIES.filter((q) => q.kind === 'none').length} with no relevant notice) over ${noticeCount} real notices, model ${embedder.model}, load ${os.loadavg()[0]!.toFixed(1)}\n\n${rows.join('\n')}\n`,
  );
  printHybridDiagnostics(results);
  process.stdout.write(
    `Semantic neighbours relevant by similarity (match floor ${SEARCH_TUNING.semanticMatchFloor}): ${calibration}\n`,
  );
  if (options.blind) await printBlind(db, embedder, noticeCount);
  await embedder.close();
  await store.close();
};
