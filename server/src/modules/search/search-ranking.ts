import type { SearchRequest } from '@tenderscout/domain';
import type { PagePlan } from './search-page.store';
import { SEARCH_TUNING } from './search-tuning';
import type { RankedCandidate } from './search.store';

export const sortCandidates = (
  candidates: RankedCandidate[],
  sort: SearchRequest['sort_by'],
): RankedCandidate[] => {
  if (sort === 'relevance') return candidates;
  const nowMs = Date.now();
  const sorted = [...candidates];
  if (sort === 'date') {
    sorted.sort(
      (left, right) =>
        (right.publication_date ?? '').localeCompare(left.publication_date ?? '') ||
        left.id.localeCompare(right.id),
    );
  } else {
    // Open tenders closing soonest first, then the others (most recently closed first), then no closing date.
    const key = (candidate: RankedCandidate): [number, number] => {
      const closing = candidate.closing_at ? new Date(candidate.closing_at).getTime() : null;
      if (closing === null) return [2, 0];
      const open = candidate.status === 'open' && closing > nowMs;
      return open ? [0, closing] : [1, -closing];
    };
    sorted.sort((left, right) => {
      const [leftGroup, leftTime] = key(left);
      const [rightGroup, rightTime] = key(right);
      return leftGroup - rightGroup || leftTime - rightTime || left.id.localeCompare(right.id);
    });
  }
  return sorted;
};

/**
 * A match: found by words (the query's, the vocabulary's, a commodity, a close title), or by meaning alone when
 * the neighbour is really close. Other neighbours are only related.
 */
const isMatch = (candidate: RankedCandidate): boolean =>
  candidate.keyword_rank !== null ||
  candidate.synonym_rank !== null ||
  candidate.commodity_rank !== null ||
  candidate.fuzzy_rank !== null ||
  (candidate.similarity ?? 0) >= SEARCH_TUNING.semanticMatchFloor;

/** An exact reference, pinned first with the top score (with its ranks when the lists found it too). */
const pinned = (id: string, found: RankedCandidate | undefined): RankedCandidate =>
  ({
    ...(found ?? {
      id,
      keyword_rank: null,
      semantic_rank: null,
      fuzzy_rank: null,
      synonym_rank: null,
      commodity_rank: null,
      keyword_score: null,
      similarity: null,
      publication_date: null,
      closing_at: null,
      status: null,
    }),
    score: 1,
  }) satisfies RankedCandidate;

export interface RankedMatches {
  /** The exact references first, then the fused matches, best first. */
  ranked: RankedCandidate[];
  /** Neighbours by meaning that are not matches, closest first. */
  related: RankedCandidate[];
  /** Matches the keyword plan cannot find again in SQL (close neighbours, close titles, the references). */
  extraIds: string[];
}

/** The fused candidates split into matches (after the exact references) and related tenders. */
export const rankMatches = (candidates: RankedCandidate[], referenceIds: string[]): RankedMatches => {
  const matches = candidates.filter(isMatch);
  const related = candidates
    .filter((candidate) => !isMatch(candidate) && (candidate.similarity ?? 0) >= SEARCH_TUNING.relatedFloor)
    .sort((left, right) => (right.similarity ?? 0) - (left.similarity ?? 0));
  const referenceSet = new Set(referenceIds);
  const byCandidate = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const ranked = [
    ...referenceIds.map((id) => pinned(id, byCandidate.get(id))),
    ...matches.filter((candidate) => !referenceSet.has(candidate.id)),
  ];
  const extraIds = [
    ...matches
      .filter(
        (candidate) =>
          candidate.keyword_rank === null &&
          candidate.synonym_rank === null &&
          candidate.commodity_rank === null,
      )
      .map((candidate) => candidate.id),
    ...referenceIds,
  ];
  return { ranked, related, extraIds };
};

/**
 * Which tenders make the page (search-page.store.ts). By relevance (and for semantic-only searches): a page of
 * the ranked list; past its end, the remaining keyword matches follow in date order. By date or closing date:
 * the ranked list in that order while it holds every match, else the whole match set in that order.
 */
export const pagePlanFor = (query: {
  ranked: RankedCandidate[];
  hasKeywords: boolean;
  isSemanticOnly: boolean;
  request: Pick<SearchRequest, 'sort_by' | 'size'>;
  offset: number;
}): Omit<PagePlan, 'relatedIds'> => {
  const { ranked, offset } = query;
  const { size, sort_by: sortBy } = query.request;
  const ordered = sortCandidates(ranked, sortBy);
  const ids = ordered.slice(offset, offset + size).map((candidate) => candidate.id);
  if (sortBy === 'relevance' || query.isSemanticOnly) {
    const needsTail = query.hasKeywords && ids.length < size && offset + size > ranked.length;
    return {
      ids,
      idsUpTo: null,
      ordered: needsTail
        ? {
            order: 'date',
            excludeIds: ranked.map((candidate) => candidate.id),
            limit: size - ids.length,
            offset: Math.max(0, offset - ranked.length),
            whenTotalAbove: ranked.length,
          }
        : null,
    };
  }
  return {
    ids,
    idsUpTo: ranked.length,
    ordered: { order: sortBy, excludeIds: [], limit: size, offset, whenTotalAbove: ranked.length },
  };
};
