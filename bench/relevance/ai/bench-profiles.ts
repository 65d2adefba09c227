/**
 * Part of `npm run bench:ai`: nDCG@10 of smart recommendations for judged company profiles over the real bundled
 * notices (data/canadabuys/*.csv; judgments in judged-profiles.ts, written from the notices). Each profile is
 * saved as the user's company profile (onboarding) and recommendations are asked for with no `user_profile`, as
 * the AI panel does. Every notice is treated as open (its closing date moved a month ahead in the bench's own
 * store), so the measure is the ranking, not the calendar. BENCH_EMBED=off: words only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recommendationsRequestSchema, updateOnboardingBodySchema } from '@tenderscout/domain';
import { sql } from 'kysely';
import { loadConfig } from '../../../server/src/config';
import { createStore } from '../../../server/src/db/store';
import { createEmbedder } from '../../../server/src/embeddings';
import { ingestSource } from '../../../server/src/modules/tenders/ingest/ingest-runner';
import { createEmbeddingJob } from '../../../server/src/modules/search/embedding-job';
import { smartRecommendations, type AiContext } from '../../../server/src/modules/ai/ai.service';
import { saveOnboarding } from '../../../server/src/modules/onboarding/onboarding.service';
import { storedFileRemover } from '../../../server/src/modules/documents/document-storage';
import { ensureSystemAccounts } from '../../../server/src/modules/users/users.service';
import { usersStore } from '../../../server/src/modules/auth/accounts/users.store';
import { JUDGED_COMPANIES } from './judged-profiles';
import { blindCompanies } from '../blind/blind-set';
import { loadBundledSample } from '../../../server/src/modules/tenders/ingest/bundled';
import type { Db } from '../../../server/src/db/database';

const embed = process.env.BENCH_EMBED !== 'off';
const root = path.resolve(import.meta.dirname, '../../..');
const FILES = [
  'data/canadabuys/openTenderNotice-sample-2026-08-03.csv',
  'data/canadabuys/newTenderNotice-nouvelAvisAppelOffres.csv',
];
const GOAL = 0.7;

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

interface Scored {
  name: string;
  score: number;
  accepted: boolean;
  top: string[];
}

/** A store of `load`'s notices, every one open (closing a month ahead), embedded unless BENCH_EMBED=off. */
const openStore = async (load: (db: Db) => Promise<unknown>) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-bench-profiles-'));
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const store = createStore({ embedded: { kind: 'in-process', dataDir: path.join(dir, 'pglite') } });
  await store.start();
  await ensureSystemAccounts(store.db, config, storedFileRemover(config.dataDir));
  const embedder = createEmbedder(config);
  await load(store.db);
  await sql`UPDATE tenders SET closing_at = now() + interval '30 days', status = 'open'`.execute(store.db);
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM tenders`.execute(store.db);
  if (embed) {
    const started = performance.now();
    const embedded = await createEmbeddingJob({ db: () => store.db, embedder }).runUntilIdle();
    console.log(`embedded ${embedded} tenders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const close = async () => {
    await embedder.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { db: store.db, embedder, count: rows[0]?.count ?? 0, close };
};

/**
 * Each profile saved as a user's company profile, as the onboarding route would accept it (a profile the route
 * refuses scores 0), then the AI panel's recommendations: nDCG@10 against the grades.
 */
const scoreCompanies = async (
  context: AiContext,
  companies: Array<{ name: string; profile: unknown; grades: Record<string, number> }>,
  prefix: string,
): Promise<Scored[]> => {
  const scores: Scored[] = [];
  for (const [index, judged] of companies.entries()) {
    const grades = new Map(Object.entries(judged.grades));
    const body = updateOnboardingBodySchema.safeParse({
      company_profile: judged.profile,
      onboarding_complete: true,
    });
    if (!body.success) {
      scores.push({ name: judged.name, score: 0, accepted: false, top: [] });
      continue;
    }
    const user = await usersStore.insert(context.db, {
      email: `bench-${prefix}-${index}@example.invalid`,
      passwordHash: 'x',
      name: 'Bench',
      company: judged.name,
      role: 'user',
      accountStatus: 'approved',
      featureFlags: {},
    });
    if (!user) throw new Error('bench user');
    await saveOnboarding(context.db, user.id, body.data);
    const response = await smartRecommendations(
      context,
      recommendationsRequestSchema.parse({ max_results: 10, min_score: 0 }),
      user.id,
    );
    const ranked = response.recommendations.map((item) => item.tender_id);
    scores.push({
      name: judged.name,
      score: ndcgAt(ranked, grades),
      accepted: true,
      top: response.recommendations
        .slice(0, 3)
        .map((item) => `${grades.get(item.tender_id) ?? 0} ${item.title.slice(0, 60)}`),
    });
  }
  return scores;
};

const meanOf = (scores: Scored[]) => scores.reduce((sum, item) => sum + item.score, 0) / scores.length;

const main = async () => {
  const own = await openStore(async (db) => {
    for (const file of FILES) await ingestSource(db, path.join(root, file));
  });
  try {
    // --own-words: the same companies with no listed service, as a trade the list lacks saves its profile.
    const ownWords = process.argv.includes('--own-words');
    const companies = ownWords
      ? JUDGED_COMPANIES.map((judged) => ({ ...judged, profile: { ...judged.profile, primaryServices: [] } }))
      : JUDGED_COMPANIES;
    const scores = await scoreCompanies({ db: own.db, embedder: own.embedder, llm: null }, companies, 'own');
    const mean = meanOf(scores);
    console.log(
      `\nrecommendations from the company profile${ownWords ? ' (description and codes only)' : ''}, ${own.count} real notices (${embed ? 'with' : 'without'} embeddings), load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `nDCG@10: ${mean.toFixed(3)} over ${scores.length} judged profiles; goal ≥ ${GOAL}: ${mean >= GOAL ? 'met' : 'NOT met'}`,
    );
    for (const { name, score, top } of scores) {
      console.log(`  ${name}: ${score.toFixed(3)}`);
      for (const line of top) console.log(`      ${line}`);
    }
  } finally {
    await own.close();
  }
  if (!process.argv.includes('--blind')) return;
  // The blind set (../blind/SOURCE.md) over every bundled notice: its mean and acceptance only.
  const blind = await openStore((db) => loadBundledSample(db));
  try {
    const companies = blindCompanies();
    const scores = await scoreCompanies(
      { db: blind.db, embedder: blind.embedder, llm: null },
      companies,
      'blind',
    );
    console.log(
      `\nblind profiles over ${blind.count} notices: nDCG@10 ${meanOf(scores).toFixed(3)} over ${scores.length}; accepted ${scores.filter((item) => item.accepted).length}/${scores.length}`,
    );
  } finally {
    await blind.close();
  }
};

await main();
