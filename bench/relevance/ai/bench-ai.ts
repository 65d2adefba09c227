/**
 * `npm run bench:ai`: quality of the AI features on judged queries (judged.ts) over generated tenders.
 * - Filter extraction: each query's structure from the built-in parser against the filters it must produce, field
 *   by field (exact), and whole queries (every field exact).
 * - nDCG@10 of natural-language search (the real service: parser → hybrid search → value range) and of smart
 *   recommendations for five judged profiles.
 * A fresh embedded store, BENCH_COUNT generated notices (default 400) ingested and embedded by the built-in model
 * (BENCH_EMBED=off: words only, faster). Prints the per-query misses so the rules can be improved.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  aiUserProfileSchema,
  nlSearchRequestSchema,
  recommendationsRequestSchema,
  type AiUserProfile,
  type NlQueryStructure,
} from '@tenderscout/domain';
import { sql } from 'kysely';
import { loadConfig } from '../../../server/src/config';
import type { Db } from '../../../server/src/db/database';
import { createStore } from '../../../server/src/db/store';
import { createEmbedder, type Embedder } from '../../../server/src/embeddings';
import {
  CSV_HEADER_LINE,
  createRandom,
  generateNotice,
  toCsvLine,
} from '../../../server/src/modules/tenders/ingest/generator';
import { ingestSource } from '../../../server/src/modules/tenders/ingest/ingest-runner';
import { createEmbeddingJob } from '../../../server/src/modules/search/embedding-job';
import { smartRecommendations, type AiContext } from '../../../server/src/modules/ai/ai.service';
import { aiStore } from '../../../server/src/modules/ai/ai.store';
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  todayInEastern,
} from '../../../server/src/modules/ai/nl/dates';
import { parseNaturalLanguageQuery } from '../../../server/src/modules/ai/nl';
import { naturalLanguageSearch } from '../../../server/src/modules/ai/nl-search.service';
import { searchTenders } from '../../../server/src/modules/search/search.service';
import { storedFileRemover } from '../../../server/src/modules/documents/document-storage';
import { ensureSystemAccounts } from '../../../server/src/modules/users/users.service';
import { usersStore } from '../../../server/src/modules/auth/accounts/users.store';
import { JUDGED_PROFILES, JUDGED_QUERIES, type JudgedProfile, type JudgedQuery } from './judged';

const count = Number(process.env.BENCH_COUNT ?? 400);
const embed = process.env.BENCH_EMBED !== 'off';
const GOAL_FILTER_ACCURACY = 0.9;

const resolveDate = (value: string | undefined, today: string): string | null => {
  if (value === undefined) return null;
  if (value === 'today') return today;
  if (value === 'eow') return endOfWeek(today);
  if (value === 'som+1') return addMonths(startOfMonth(today), 1);
  if (value === 'eom+1') return endOfMonth(addMonths(startOfMonth(today), 1));
  const offset = /^([+-]\d+)d$/.exec(value);
  if (offset) return addDays(today, Number(offset[1]));
  return value;
};

const expectedStructure = (judged: JudgedQuery, today: string): NlQueryStructure => ({
  search_terms: judged.expected.search_terms ?? '',
  regions: judged.expected.regions ?? [],
  categories: judged.expected.categories ?? [],
  organizations: judged.expected.organizations ?? [],
  closing_from: resolveDate(judged.expected.closing_from, today),
  closing_to: resolveDate(judged.expected.closing_to, today),
  published_from: resolveDate(judged.expected.published_from, today),
  published_to: resolveDate(judged.expected.published_to, today),
  value_min: judged.expected.value_min ?? null,
  value_max: judged.expected.value_max ?? null,
  security_clearance_required: judged.expected.security_clearance_required ?? null,
  indigenous_set_aside: judged.expected.indigenous_set_aside ?? null,
  canadian_made: judged.expected.canadian_made ?? null,
  experience_required: judged.expected.experience_required ?? null,
  status: judged.expected.status ?? 'open',
});

const same = (left: unknown, right: unknown): boolean =>
  Array.isArray(left) && Array.isArray(right)
    ? left.length === right.length &&
      (left as unknown[]).map(String).sort().join('|') === (right as unknown[]).map(String).sort().join('|')
    : left === right;

const ndcgAt = (ranked: string[], grades: Map<string, number>, k = 10): number => {
  const dcg = ranked
    .slice(0, k)
    .reduce((sum, id, index) => sum + (2 ** (grades.get(id) ?? 0) - 1) / Math.log2(index + 2), 0);
  const ideal = [...grades.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
  return ideal === 0 ? Number.NaN : dcg / ideal;
};

interface CorpusRow {
  id: string;
  title_en: string;
  regions: string[];
  organization_en: string | null;
  closing_day: string | null;
  publication_date: string | null;
  is_open: boolean;
  security_clearance_required: boolean;
  indigenous_business_required: boolean;
  canadian_made: boolean;
  clearance_levels: string[];
}

const subjectOf = (title: string): string => title.replace(/ - [^-]+$/, '');

const passes = (row: CorpusRow, structure: NlQueryStructure): boolean => {
  if (structure.status === 'open' && !row.is_open) return false;
  if (structure.status === 'closed' && row.is_open) return false;
  if (
    structure.regions.length > 0 &&
    !row.regions.some((region) => (structure.regions as string[]).includes(region))
  )
    return false;
  if (structure.organizations.length > 0 && !structure.organizations.includes(row.organization_en ?? ''))
    return false;
  if (structure.closing_from && (!row.closing_day || row.closing_day < structure.closing_from)) return false;
  if (structure.closing_to && (!row.closing_day || row.closing_day > structure.closing_to)) return false;
  if (structure.published_from && (!row.publication_date || row.publication_date < structure.published_from))
    return false;
  if (
    structure.security_clearance_required !== null &&
    row.security_clearance_required !== structure.security_clearance_required
  )
    return false;
  if (
    structure.indigenous_set_aside !== null &&
    row.indigenous_business_required !== structure.indigenous_set_aside
  )
    return false;
  if (structure.canadian_made !== null && row.canadian_made !== structure.canadian_made) return false;
  return true;
};

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const writeGeneratedNotices = async (dir: string, nowMs: number): Promise<string> => {
  const random = createRandom(2026);
  const file = path.join(dir, 'generated.csv');
  await writeFile(
    file,
    CSV_HEADER_LINE +
      Array.from({ length: count }, (_, index) => toCsvLine(generateNotice(random, index + 1, nowMs))).join(
        '',
      ),
  );
  return file;
};

/** Ingests (and embeds) the generated notices and reads back what the judgements need from each tender. */
const loadCorpus = async (db: Db, embedder: Embedder, file: string): Promise<CorpusRow[]> => {
  await ingestSource(db, file, { feed: 'generated' });
  if (embed) {
    const started = performance.now();
    const embedded = await createEmbeddingJob({ db: () => db, embedder }).runUntilIdle();
    console.log(`embedded ${embedded} tenders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { rows } = await sql<CorpusRow>`
    SELECT id, title_en, regions, organization_en,
      to_char(closing_at AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS closing_day,
      to_char(publication_date, 'YYYY-MM-DD') AS publication_date,
      (status = 'open' AND closing_at > now()) AS is_open, security_clearance_required,
      indigenous_business_required, canadian_made, clearance_levels
    FROM tenders`.execute(db);
  return rows;
};

const insertBenchUser = async (db: Db): Promise<string> => {
  const user = await usersStore.insert(db, {
    email: 'bench-ai@example.invalid',
    passwordHash: 'x',
    name: 'Bench',
    company: 'Bench',
    role: 'user',
    accountStatus: 'approved',
    featureFlags: {},
  });
  if (!user) throw new Error('bench user');
  return user.id;
};

interface FilterExtraction {
  fieldsRight: number;
  fieldsTotal: number;
  queriesRight: number;
  misses: string[];
}

type Organizations = Awaited<ReturnType<typeof aiStore.listOrganizations>>;

const scoreFilterExtraction = (today: string, organizations: Organizations): FilterExtraction => {
  const result: FilterExtraction = { fieldsRight: 0, fieldsTotal: 0, queriesRight: 0, misses: [] };
  for (const judged of JUDGED_QUERIES) {
    const expected = expectedStructure(judged, today);
    const { structure } = parseNaturalLanguageQuery(judged.query, { today, organizations });
    let isExact = true;
    for (const key of Object.keys(expected) as Array<keyof NlQueryStructure>) {
      result.fieldsTotal += 1;
      if (same(structure[key], expected[key])) result.fieldsRight += 1;
      else {
        isExact = false;
        result.misses.push(
          `  "${judged.query}": ${key} = ${JSON.stringify(structure[key])}, expected ${JSON.stringify(expected[key])}`,
        );
      }
    }
    if (isExact) result.queriesRight += 1;
  }
  return result;
};

interface Judging {
  context: AiContext;
  userId: string;
  corpus: CorpusRow[];
}

const scoreNlSearch = async ({ context, userId, corpus }: Judging, today: string) => {
  const scores: number[] = [];
  const times: number[] = [];
  for (const judged of JUDGED_QUERIES) {
    const expected = expectedStructure(judged, today);
    const grades = new Map(
      corpus
        .filter((row) => judged.subjects.includes(subjectOf(row.title_en)) && passes(row, expected))
        .map((row) => [row.id, 1]),
    );
    const started = performance.now();
    const response = await naturalLanguageSearch(
      { ...context, searchTenders },
      nlSearchRequestSchema.parse({ query: judged.query, max_results: 20 }),
      userId,
    );
    times.push(performance.now() - started);
    const score = ndcgAt(
      response.results.map((result) => result.id),
      grades,
    );
    if (!Number.isNaN(score)) scores.push(score);
  }
  return { scores, times };
};

/** Open tenders on the profile's subjects, a grade lower for each thing that makes them a worse fit. */
const profileGrades = (judged: JudgedProfile, profile: AiUserProfile, corpus: CorpusRow[]) => {
  const grades = new Map<string, number>();
  for (const row of corpus.filter((item) => item.is_open)) {
    const subject = subjectOf(row.title_en);
    let grade = judged.primary.includes(subject) ? 2 : judged.related.includes(subject) ? 1 : 0;
    const inRegion =
      profile.regions.length === 0 ||
      row.regions.some((region) => (profile.regions as string[]).includes(region) || region === 'National');
    if (!inRegion) grade -= 1;
    if (row.security_clearance_required && !profile.security_clearance) grade -= 1;
    if (row.indigenous_business_required) grade -= 1;
    if (grade > 0) grades.set(row.id, grade);
  }
  return grades;
};

const scoreRecommendations = async ({ context, userId, corpus }: Judging) => {
  const scores: Array<[string, number]> = [];
  for (const judged of JUDGED_PROFILES) {
    const profile = aiUserProfileSchema.parse(judged.profile);
    const grades = profileGrades(judged, profile, corpus);
    const response = await smartRecommendations(
      context,
      recommendationsRequestSchema.parse({ user_profile: profile, max_results: 10, min_score: 0 }),
      userId,
    );
    scores.push([
      judged.name,
      ndcgAt(
        response.recommendations.map((item) => item.tender_id),
        grades,
      ),
    ]);
  }
  return scores;
};

const printReport = (
  { fieldsRight, fieldsTotal, queriesRight, misses }: FilterExtraction,
  search: { scores: number[]; times: number[] },
  recommendationScores: Array<[string, number]>,
) => {
  const accuracy = fieldsRight / fieldsTotal;
  console.log(`\nAI relevance on ${count} generated tenders (${embed ? 'with' : 'without'} embeddings)`);
  console.log(
    `filter extraction: ${(accuracy * 100).toFixed(1)} % of fields exact (${fieldsRight}/${fieldsTotal}), ` +
      `${queriesRight}/${JUDGED_QUERIES.length} queries entirely exact; goal ≥ ${GOAL_FILTER_ACCURACY * 100} %: ${accuracy >= GOAL_FILTER_ACCURACY ? 'met' : 'NOT met'}`,
  );
  if (misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
  const sorted = [...search.times].sort((a, b) => a - b);
  console.log(
    `NL search nDCG@10: ${mean(search.scores).toFixed(3)} over ${search.scores.length} queries with relevant tenders; ` +
      `latency median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, p95 ${sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]?.toFixed(0)} ms`,
  );
  console.log(`recommendations nDCG@10: ${mean(recommendationScores.map(([, score]) => score)).toFixed(3)}`);
  for (const [name, score] of recommendationScores) console.log(`  ${name}: ${score.toFixed(3)}`);
};

const main = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-bench-ai-'));
  const nowMs = Date.now();
  const file = await writeGeneratedNotices(dir, nowMs);
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const store = createStore({ embedded: { kind: 'in-process', dataDir: path.join(dir, 'pglite') } });
  await store.start();
  await ensureSystemAccounts(store.db, config, storedFileRemover(config.dataDir));
  const embedder = createEmbedder(config);
  try {
    const corpus = await loadCorpus(store.db, embedder, file);
    const userId = await insertBenchUser(store.db);
    const judging: Judging = { context: { db: store.db, embedder, llm: null }, userId, corpus };
    const today = todayInEastern(new Date(nowMs));
    const organizations = await aiStore.listOrganizations(store.db);
    const filters = scoreFilterExtraction(today, organizations);
    const search = await scoreNlSearch(judging, today);
    const recommendations = await scoreRecommendations(judging);
    printReport(filters, search, recommendations);
  } finally {
    await embedder.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
};

await main();
