import { sql, type RawBuilder } from 'kysely';

/** The full-text part of the search SQL: a keyword plan's queries, how a tender matches them and their ranks. */

/**
 * What a keyword search matches (built by search-query-plan.ts): the query's own words, the trade vocabulary's
 * other words for what it names (and a close spelling of a misspelt word), and the commodity codes it names.
 */
export interface KeywordPlan {
  /** The query as typed. */
  text: string;
  /**
   * Multi-word queries without search syntax: every word in the title, reference, buyer or commodity names, or
   * the words together as a phrase anywhere (description, documents). Words scattered over a long description
   * ("legal" here, "services" there) are not a match.
   */
  strict: boolean;
  /** A websearch_to_tsquery text of the vocabulary's phrases (`"snow clearing" OR deneigement`), or null. */
  expansion: string | null;
  /**
   * The vocabulary's phrases alone, each once (`"snow clearing" OR deneigement`), to highlight: the expansion
   * repeats the query's other words with every phrase, which costs `ts_headline` a cover search per phrase.
   */
  highlight: string | null;
  /** GSIN / UNSPSC codes the query names (with their families): tenders carrying one match. */
  commodityCodes: string[];
  /** The searching user: the words of their own uploads match their tenders (for them alone); null: nobody's. */
  uploaderId: string | null;
}

/** A lexeme of a tsquery's text form (`'snow'`), to restrict it to weights A–C. */
const LEXEME_PATTERN = "('(?:[^']|'')+')";

const matchQuery = (config: 'ts_en' | 'ts_fr', plan: KeywordPlan): RawBuilder<unknown> => {
  const cfg = sql.lit(config);
  if (!plan.strict) return sql`websearch_to_tsquery(${cfg}::regconfig, ${plan.text})`;
  return sql`((regexp_replace(websearch_to_tsquery(${cfg}::regconfig, ${plan.text})::text, ${LEXEME_PATTERN}, ${'\\1:ABC'}, 'g'))::tsquery
    || phraseto_tsquery(${cfg}::regconfig, ${plan.text}))`;
};

/** The text-search queries of a plan (see `tsQueries`). */
export interface TsQueries {
  /** The query's words, to rank (English, French). */
  qen: RawBuilder<unknown>;
  qfr: RawBuilder<unknown>;
  /** What matches (the strict form of a multi-word query). */
  men: RawBuilder<unknown>;
  mfr: RawBuilder<unknown>;
  /** The vocabulary's phrases. */
  sen: RawBuilder<unknown>;
  sfr: RawBuilder<unknown>;
  /** Every query that may match the English, French and document words (one test per column). */
  aen: RawBuilder<unknown>;
  afr: RawBuilder<unknown>;
  adoc: RawBuilder<unknown>;
  /** What highlights mark: the query's words and the vocabulary's phrases alone (`KeywordPlan.highlight`). */
  hq: RawBuilder<unknown>;
}

/**
 * The queries of a plan as expressions written into the statement where they are used, not a joined row: they
 * are immutable functions of the statement's parameters, so the planner folds each into a constant and
 * estimates from the words' own statistics how many tenders match (a rare word: read the full-text index; a
 * common one: walk the newest tenders). Behind a join, every query looked alike to it, whatever its words.
 */
export const tsQueries = (plan: KeywordPlan): TsQueries => {
  const expansion = plan.expansion ?? '';
  const men = matchQuery('ts_en', plan);
  const mfr = matchQuery('ts_fr', plan);
  const sen = sql`websearch_to_tsquery('ts_en', ${expansion})`;
  const sfr = sql`websearch_to_tsquery('ts_fr', ${expansion})`;
  const qen = sql`websearch_to_tsquery('ts_en', ${plan.text})`;
  const qfr = sql`websearch_to_tsquery('ts_fr', ${plan.text})`;
  return {
    qen,
    qfr,
    men,
    mfr,
    sen,
    sfr,
    aen: sql`(${men} || ${sen})`,
    afr: sql`(${mfr} || ${sfr})`,
    adoc: sql`(${men} || ${mfr} || ${sen} || ${sfr})`,
    hq: sql`(${qen} || ${qfr} || websearch_to_tsquery('ts_en', ${plan.highlight ?? ''})
      || websearch_to_tsquery('ts_fr', ${plan.highlight ?? ''}))`,
  };
};

/**
 * The tenders whose uploads by the searching user hold the query's words (strict form, either language): an
 * uncorrelated list, read once per statement.
 */
export const ownUploadMatch = (plan: KeywordPlan): RawBuilder<boolean> =>
  plan.uploaderId
    ? sql<boolean>`t.id IN (SELECT d.tender_id FROM tender_documents AS d
        WHERE d.source = 'upload' AND d.uploaded_by = ${plan.uploaderId}::uuid
          AND (d.search_text @@ (${matchQuery('ts_en', plan)}) OR d.search_text @@ (${matchQuery('ts_fr', plan)})))`
    : sql<boolean>`FALSE`;

// document_search (migration 0010): the words of the notice's processed documents (PDF text, CSV), in either
// language, so a word found only inside a tender's PDF finds the tender. Uploads never feed it (migration 0013):
// the searching user's own uploads match through ownUploadMatch.
export const keywordMatch = (plan: KeywordPlan): RawBuilder<boolean> => {
  const q = tsQueries(plan);
  return sql<boolean>`(t.search_en @@ ${q.men} OR t.search_fr @@ ${q.mfr} OR t.document_search @@ (${q.men} || ${q.mfr})
    OR ${ownUploadMatch(plan)})`;
};

export const synonymMatch = (plan: KeywordPlan): RawBuilder<boolean> => {
  if (!plan.expansion) return sql<boolean>`FALSE`;
  const q = tsQueries(plan);
  return sql<boolean>`(t.search_en @@ ${q.sen} OR t.search_fr @@ ${q.sfr} OR t.document_search @@ (${q.sen} || ${q.sfr}))`;
};

export const commodityMatch = (plan: KeywordPlan): RawBuilder<boolean> =>
  plan.commodityCodes.length > 0
    ? sql<boolean>`(t.unspsc_codes && ${plan.commodityCodes}::text[] OR t.gsin_codes && ${plan.commodityCodes}::text[])`
    : sql<boolean>`FALSE`;

/**
 * Every way a plan matches: its words, the vocabulary's words, the commodities it names. Each text column is
 * tested once against the union of its queries: a test decompresses the column's vector, which is most of
 * what a filtered count costs.
 */
export const planMatch = (plan: KeywordPlan): RawBuilder<boolean> => {
  const q = tsQueries(plan);
  return sql<boolean>`(t.search_en @@ ${q.aen} OR t.search_fr @@ ${q.afr} OR t.document_search @@ ${q.adoc}
    OR ${commodityMatch(plan)} OR ${ownUploadMatch(plan)})`;
};

/** Rank of a keyword match in 0–1 (`32`: rank / (rank + 1)); the better of the two languages. */
export const keywordRank = (plan: KeywordPlan): RawBuilder<number> => {
  const q = tsQueries(plan);
  return sql<number>`greatest(ts_rank_cd(t.search_en, ${q.qen}, 32), ts_rank_cd(t.search_fr, ${q.qfr}, 32))`;
};
export const synonymRank = (plan: KeywordPlan): RawBuilder<number> => {
  const q = tsQueries(plan);
  return sql<number>`greatest(ts_rank_cd(t.search_en, ${q.sen}, 32), ts_rank_cd(t.search_fr, ${q.sfr}, 32))`;
};

/**
 * The tenders a search matches, for `FROM ${from} WHERE ${match}`: exactly `onlyIds` (semantic-only search),
 * or the keyword plan's matches plus `extraIds` (semantic neighbours, exact reference), or every tender.
 */
export const matchSetSql = (options: {
  keyword: KeywordPlan | null;
  extraIds: string[];
  onlyIds?: string[];
}): { from: RawBuilder<unknown>; match: RawBuilder<boolean> } => {
  if (options.onlyIds) {
    return { from: sql`tenders AS t`, match: sql<boolean>`t.id = ANY(${options.onlyIds}::text[])` };
  }
  if (options.keyword) {
    return {
      from: sql`tenders AS t`,
      match: sql<boolean>`(${planMatch(options.keyword)} OR t.id = ANY(${options.extraIds}::text[]))`,
    };
  }
  return { from: sql`tenders AS t`, match: sql<boolean>`TRUE` };
};
