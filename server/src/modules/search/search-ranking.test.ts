import { describe, expect, it } from 'vitest';
import { rankMatches, sortCandidates } from './search-ranking';
import { SEARCH_TUNING } from './search-tuning';
import type { RankedCandidate } from './search.store';

const candidate = (id: string, found: Partial<RankedCandidate> = {}): RankedCandidate => ({
  id,
  keyword_rank: null,
  semantic_rank: null,
  fuzzy_rank: null,
  synonym_rank: null,
  commodity_rank: null,
  keyword_score: null,
  similarity: null,
  score: 0.5,
  publication_date: null,
  closing_at: null,
  status: null,
  ...found,
});

describe('rankMatches', () => {
  const floor = SEARCH_TUNING.semanticMatchFloor;
  const related = SEARCH_TUNING.relatedFloor;

  it('keeps word matches and close neighbours as matches, and lists farther neighbours as related', () => {
    const { ranked, related: relatedTenders } = rankMatches(
      [
        candidate('words', { keyword_rank: 1 }),
        candidate('close', { semantic_rank: 1, similarity: floor }),
        candidate('near', { semantic_rank: 2, similarity: related + 0.01 }),
        candidate('nearer', { semantic_rank: 3, similarity: floor - 0.01 }),
        candidate('far', { semantic_rank: 4, similarity: related - 0.01 }),
      ],
      [],
    );
    expect(ranked.map((match) => match.id)).toEqual(['words', 'close']);
    expect(relatedTenders.map((tender) => tender.id)).toEqual(['nearer', 'near']);
  });

  it('pins the exact reference first with the top score, keeping the ranks the lists gave it', () => {
    const { ranked } = rankMatches(
      [candidate('other', { keyword_rank: 1 }), candidate('ref', { keyword_rank: 2, score: 0.2 })],
      ['ref', 'unranked'],
    );
    expect(ranked.map((match) => [match.id, match.score, match.keyword_rank])).toEqual([
      ['ref', 1, 2],
      ['unranked', 1, null],
      ['other', 0.5, 1],
    ]);
  });

  it('names the matches the keyword plan cannot find again, and the references', () => {
    const { extraIds } = rankMatches(
      [
        candidate('words', { keyword_rank: 1 }),
        candidate('vocabulary', { synonym_rank: 1 }),
        candidate('code', { commodity_rank: 1 }),
        candidate('title', { fuzzy_rank: 1 }),
        candidate('close', { similarity: floor + 0.1 }),
      ],
      ['ref'],
    );
    expect(extraIds).toEqual(['title', 'close', 'ref']);
  });
});

describe('sortCandidates', () => {
  const list = [
    candidate('b', { publication_date: '2026-01-02' }),
    candidate('a', { publication_date: '2026-01-02' }),
    candidate('c', { publication_date: '2026-03-01' }),
    candidate('d'),
  ];

  it('keeps the relevance order', () => {
    expect(sortCandidates(list, 'relevance').map((item) => item.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('orders by publication date, newest first, then by id', () => {
    expect(sortCandidates(list, 'date').map((item) => item.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('orders open tenders closing soonest first, then closed ones, then those without a closing date', () => {
    const day = 24 * 60 * 60 * 1000;
    const inDays = (days: number) => new Date(Date.now() + days * day);
    const sorted = sortCandidates(
      [
        candidate('none'),
        candidate('closed-long-ago', { status: 'closed', closing_at: inDays(-30) }),
        candidate('open-later', { status: 'open', closing_at: inDays(20) }),
        candidate('closed-recently', { status: 'closed', closing_at: inDays(-1) }),
        candidate('open-soon', { status: 'open', closing_at: inDays(2) }),
      ],
      'closing_date',
    );
    expect(sorted.map((item) => item.id)).toEqual([
      'open-soon',
      'open-later',
      'closed-recently',
      'closed-long-ago',
      'none',
    ]);
  });
});
