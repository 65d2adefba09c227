import {
  effectiveTenderStatus,
  pickLanguage,
  procurementCategoryLabel,
  regionLabel,
  tenderStatusLabel,
  type Language,
  type SearchHit,
  type TenderStatusCode,
} from '@tenderscout/domain';
import { requirementFields } from '../tenders';
import { commodityLabel } from './query-understanding';
import type { RankedCandidate, SearchHitRow } from './search.store';

/** Names the searching user's own upload in a highlight (nobody else's uploads are ever quoted). */
const OWN_UPLOAD_LABEL: Record<Language, string> = {
  eng: 'Your upload: ',
  fra: 'Votre document téléversé : ',
};

const roundScore = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 10_000) / 10_000;

/** A plain-text excerpt: whitespace collapsed, cut at a word boundary near `max` characters. */
export const excerpt = (text: string, max = 300): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
};

export type MatchedBy = SearchHit['matched_by'][number];

/** A tender row as a search result card shows it, in one language, with its score and why it matched. */
export const toHit = (
  row: SearchHitRow,
  language: Language,
  score: number,
  matchedBy: MatchedBy[],
  nowMs: number,
  commodityCodes: ReadonlySet<string> = new Set(),
): SearchHit => {
  const closingDate = row.closing_at === null ? null : new Date(row.closing_at).toISOString();
  const statusCode = effectiveTenderStatus(row.status as TenderStatusCode, closingDate, nowMs);
  const categoryLabels = row.procurement_categories.map((code) => procurementCategoryLabel(code, language));
  const unspsc =
    language === 'fra' && row.unspsc_descriptions_fr.length > 0
      ? row.unspsc_descriptions_fr
      : row.unspsc_descriptions_en;
  const title = pickLanguage(language, row.title_en, row.title_fr) ?? '';
  return {
    id: row.id,
    tender_id: row.id,
    reference_number: row.id,
    solicitation_number: row.solicitation_number,
    title,
    description: excerpt(row.description),
    organization: pickLanguage(language, row.organization_en, row.organization_fr),
    amount: row.value_amount,
    date: row.publication_date,
    publish_date: row.publication_date,
    closing_date: closingDate,
    status: tenderStatusLabel(statusCode, language),
    status_code: statusCode,
    categories: [...new Set([...categoryLabels, ...unspsc])],
    category_codes: row.procurement_categories,
    category_values: row.procurement_categories.map((code, index) => ({
      value: code,
      label: categoryLabels[index] ?? code,
    })),
    regions: row.regions,
    notice_type: pickLanguage(language, row.notice_type_en, row.notice_type_fr),
    score: roundScore(score),
    relevance_score: roundScore(score),
    matched_by: matchedBy,
    matched_commodities: [...row.unspsc_codes, ...row.gsin_codes]
      .filter((code) => commodityCodes.has(code))
      .map((code) => ({ code, label: commodityLabel(row, code, language) })),
    highlights: {
      title: row.title_headline?.includes('<mark>') ? [row.title_headline] : [],
      description: [
        ...(row.description_headline?.includes('<mark>') ? [row.description_headline] : []),
        // A match inside a document, named: `rfp.pdf: … <mark>word</mark> …` (issue 8); the searching user's
        // own upload says so: `Your upload: sow.pdf: …`.
        ...(row.document_headline?.includes('<mark>')
          ? [
              row.document_is_upload
                ? `${OWN_UPLOAD_LABEL[language]}${row.document_headline}`
                : row.document_headline,
            ]
          : []),
      ],
    },
    pdfProcessingStatus: (row.pdf_processing_status as SearchHit['pdfProcessingStatus']) ?? null,
    language,
    ...requirementFields(
      row,
      categoryLabels,
      row.regions.map((region) => regionLabel(region, language)),
    ),
  };
};

/** The lists a ranked candidate was found in (and the exact reference), in a fixed order. */
export const matchedByOf = (candidate: RankedCandidate | undefined, isReference: boolean): MatchedBy[] => {
  const sources: MatchedBy[] = [];
  if (isReference) sources.push('reference');
  if (candidate?.keyword_rank !== null && candidate?.keyword_rank !== undefined) sources.push('keyword');
  if (candidate?.semantic_rank !== null && candidate?.semantic_rank !== undefined) sources.push('semantic');
  if (candidate?.fuzzy_rank !== null && candidate?.fuzzy_rank !== undefined) sources.push('similar_title');
  if (candidate?.synonym_rank !== null && candidate?.synonym_rank !== undefined) sources.push('synonym');
  if (candidate?.commodity_rank !== null && candidate?.commodity_rank !== undefined)
    sources.push('commodity');
  return sources;
};

/**
 * The page's hits in page order (a hit found by no list is a keyword match past the ranked window) and the
 * related tenders by similarity; ids without a row (gone since ranking) are left out.
 */
export const toRankedHits = (
  rows: SearchHitRow[],
  page: Array<{ id: string; score: number; candidate?: RankedCandidate }>,
  related: RankedCandidate[],
  context: { language: Language; referenceIds: string[]; commodityCodes: string[]; nowMs: number },
): { hits: SearchHit[]; relatedHits: SearchHit[] } => {
  const { language, nowMs } = context;
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const referenceSet = new Set(context.referenceIds);
  const commoditySet = new Set(context.commodityCodes);
  const hits = page.flatMap(({ id, score, candidate }) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const matchedBy = matchedByOf(candidate, referenceSet.has(id));
    return [toHit(row, language, score, matchedBy.length > 0 ? matchedBy : ['keyword'], nowMs, commoditySet)];
  });
  const relatedHits = related.flatMap((candidate) => {
    const row = rowsById.get(candidate.id);
    return row ? [toHit(row, language, candidate.similarity ?? 0, ['semantic'], nowMs)] : [];
  });
  return { hits, relatedHits };
};
