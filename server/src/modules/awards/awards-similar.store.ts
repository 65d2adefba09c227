import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { AwardRow } from './award-columns';
import { orQueryOf, qualified } from './awards-columns';

/** What "similar" is measured against: a tender, or (in the benchmark) a held-back award. */
export interface SimilarityProbe {
  /** The tender asked about: its own awards are not "similar" to it. */
  ownTender: { id: string; solicitationNumber: string | null } | null;
  unspscCodes: string[];
  families: string[];
  buyerKey: string | null;
  regions: string[];
  text: string;
}

export type ScoredAwardRow = AwardRow & {
  score: number;
  /** The tender in the store this award was for, if any. */
  tender_id: string | null;
  same_commodity: boolean;
  same_family: boolean;
  same_buyer: boolean;
  same_region: boolean;
  similar_text: boolean;
};

/** Not an award of the probe's own tender (by reference number or solicitation number, as `forTender`). */
const notOwnAward = (probe: Pick<SimilarityProbe, 'ownTender'>) => {
  const own = probe.ownTender;
  if (!own) return sql<SqlBool>`true`;
  const bySolicitation = own.solicitationNumber
    ? sql`OR coalesce(awards.solicitation_key = award_solicitation_key(${own.solicitationNumber}), false)`
    : sql``;
  return sql<SqlBool>`NOT (coalesce(awards.reference_number = ${own.id}, false) ${bySolicitation})`;
};

/** How many candidates each source (same code, family, buyer, text) contributes before scoring. */
const PER_SOURCE = 80;
/** Codes and families of a probe that get their own look-up. */
const MAX_PROBE_CODES = 4;

/**
 * The bounded look-ups that supply candidates: same buyer and family, the newest of each code and family, the
 * buyer's newest, matching words. Each is an index scan that stops after its first rows (newest first).
 */
const candidateSources = (probe: SimilarityProbe, sameBuyer: boolean, tsQuery: string | null) => {
  const families = sql`${probe.families}::text[]`;
  const buyer = sameBuyer ? sql`AND buyer_key = ${probe.buyerKey}` : sql``;
  const newest = sql`ORDER BY award_date DESC NULLS LAST`;
  return [
    ...(probe.buyerKey && probe.families.length > 0
      ? [
          sql`(SELECT id FROM awards WHERE buyer_key = ${probe.buyerKey} AND commodity_families && ${families}
               ${newest} LIMIT ${PER_SOURCE})`,
        ]
      : []),
    ...probe.unspscCodes
      .slice(0, MAX_PROBE_CODES)
      .map(
        (code) =>
          sql`(SELECT id FROM awards WHERE unspsc_codes[1] = ${code} ${buyer} ${newest} LIMIT ${PER_SOURCE / 2})`,
      ),
    ...probe.families
      .slice(0, MAX_PROBE_CODES)
      .map(
        (family) =>
          sql`(SELECT id FROM awards WHERE commodity_families[1] = ${family} ${buyer} ${newest} LIMIT ${PER_SOURCE / 2})`,
      ),
    ...(probe.buyerKey
      ? [sql`(SELECT id FROM awards WHERE buyer_key = ${probe.buyerKey} ${newest} LIMIT ${PER_SOURCE / 4})`]
      : []),
    ...(tsQuery
      ? [
          sql`(SELECT id FROM awards WHERE search_en @@ to_tsquery('ts_en', ${tsQuery}) ${buyer} LIMIT ${PER_SOURCE})`,
        ]
      : []),
  ];
};

/**
 * The awards closest to a probe: same UNSPSC code (3), else same commodity family (2), same buyer (1.5), same
 * region (0.5), and the text of its title (1 + 3 × ts_rank). Candidates come from bounded index look-ups
 * (same buyer and family, newest first; the newest of each code and family; the buyer's newest; matching words),
 * so the cost does not grow with the number of awards; only those few hundred are scored.
 */
export const findSimilarAwards = async (
  db: Db,
  probe: SimilarityProbe,
  options: { limit: number; sameBuyer: boolean },
): Promise<ScoredAwardRow[]> => {
  const tsQuery = orQueryOf(probe.text);
  const query = tsQuery ? sql`to_tsquery('ts_en', ${tsQuery})` : sql`NULL::tsquery`;
  const families = sql`${probe.families}::text[]`;
  const codes = sql`${probe.unspscCodes}::text[]`;
  const regions = sql`${probe.regions}::text[]`;
  if (options.sameBuyer && !probe.buyerKey) return [];
  const sources = candidateSources(probe, options.sameBuyer, tsQuery);
  if (sources.length === 0) return [];
  const conditions = [
    sql`true`,
    ...(options.sameBuyer ? [sql`awards.buyer_key = ${probe.buyerKey}`] : []),
    notOwnAward(probe),
  ];
  const result = await sql<ScoredAwardRow>`
    WITH q AS (SELECT ${query} AS query),
    candidates AS (${sql.join(sources, sql` UNION `)}),
    scored AS (
      SELECT ${sql.join(qualified.map((column) => sql.ref(column)))},
        (awards.unspsc_codes && ${codes}) AS same_commodity,
        (awards.commodity_families && ${families}) AS same_family,
        coalesce(awards.buyer_key = ${probe.buyerKey}, false) AS same_buyer,
        (awards.regions && ${regions}) AS same_region,
        coalesce(awards.search_en @@ q.query, false) AS similar_text,
        coalesce(ts_rank(awards.search_en, q.query), 0) AS text_rank
      FROM candidates JOIN awards ON awards.id = candidates.id, q
      WHERE ${sql.join(conditions, sql` AND `)}
    ),
    -- The tender of each award kept is linked as tendersFor does: by solicitation key, then reference number.
    ranked AS (
      SELECT scored.*,
        ((CASE WHEN same_commodity THEN 3 WHEN same_family THEN 2 ELSE 0 END)
          + (CASE WHEN same_buyer THEN 1.5 ELSE 0 END) + (CASE WHEN same_region THEN 0.5 ELSE 0 END)
          + (CASE WHEN similar_text THEN 1 + 3 * text_rank ELSE 0 END))::float8 AS score
      FROM scored
      ORDER BY score DESC, award_date DESC NULLS LAST, id
      LIMIT ${options.limit}
    )
    SELECT ranked.*, coalesce(
        (SELECT t.id FROM tenders t
         WHERE ranked.solicitation_key IS NOT NULL
           AND award_solicitation_key(t.solicitation_number) = ranked.solicitation_key
         ORDER BY t.publication_date DESC NULLS LAST LIMIT 1),
        (SELECT t.id FROM tenders t WHERE t.id = ranked.reference_number)) AS tender_id
    FROM ranked
    ORDER BY score DESC, award_date DESC NULLS LAST, id`.execute(db);
  return result.rows;
};

/** The last winner of the same buyer and commodity family. */
export const findIncumbent = async (
  db: Db,
  probe: Pick<SimilarityProbe, 'families' | 'buyerKey' | 'ownTender'>,
): Promise<AwardRow | undefined> => {
  if (!probe.buyerKey || probe.families.length === 0) return undefined;
  return await db
    .selectFrom('awards')
    .select(qualified)
    .where('awards.buyer_key', '=', probe.buyerKey)
    .where(sql<SqlBool>`awards.commodity_families && ${sql`${probe.families}::text[]`}`)
    .where('awards.award_date', 'is not', null)
    .where(notOwnAward(probe))
    .orderBy('awards.award_date', 'desc')
    .limit(1)
    .executeTakeFirst();
};
