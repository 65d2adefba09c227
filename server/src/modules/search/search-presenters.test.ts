import { describe, expect, it } from 'vitest';
import { toAggregations } from './search-aggregations-presenter';
import { excerpt, toRankedHits } from './search-hit-presenter';
import type { RankedCandidate, SearchHitRow } from './search.store';

const row = (id: string, overrides: Partial<SearchHitRow> = {}): SearchHitRow => ({
  id,
  solicitation_number: null,
  title_en: `Title ${id}`,
  title_fr: `Titre ${id}`,
  description: 'Snow   removal\nfor the harbour.',
  organization_en: 'Public Services',
  organization_fr: 'Services publics',
  value_amount: null,
  publication_date: '2026-01-02',
  closing_at: null,
  status: 'open',
  procurement_categories: [],
  unspsc_codes: ['72102100'],
  unspsc_descriptions_en: ['Snow removal services'],
  unspsc_descriptions_fr: ['Services de déneigement'],
  gsin_codes: [],
  gsin_descriptions_en: [],
  gsin_descriptions_fr: [],
  regions: [],
  notice_type_en: null,
  notice_type_fr: null,
  pdf_processing_status: null,
  canadian_made: false,
  experience_required: false,
  indigenous_business_required: false,
  security_clearance_required: false,
  product_certifications: [],
  business_certifications: [],
  contract_length_months: null,
  title_headline: null,
  description_headline: null,
  document_headline: null,
  document_is_upload: null,
  ...overrides,
});

const ranks = (id: string, found: Partial<RankedCandidate>): RankedCandidate => ({
  id,
  keyword_rank: null,
  semantic_rank: null,
  fuzzy_rank: null,
  synonym_rank: null,
  commodity_rank: null,
  keyword_score: null,
  similarity: null,
  score: 0,
  publication_date: null,
  closing_at: null,
  status: null,
  ...found,
});

const context = { language: 'eng' as const, referenceIds: [], commodityCodes: [], nowMs: Date.now() };

describe('toRankedHits', () => {
  it('names every list a hit was found in, the exact reference first', () => {
    const { hits } = toRankedHits(
      [row('a'), row('b'), row('c')],
      [
        {
          id: 'a',
          score: 1,
          candidate: ranks('a', { keyword_rank: 3, semantic_rank: 1, commodity_rank: 2 }),
        },
        { id: 'b', score: 0.5, candidate: ranks('b', { fuzzy_rank: 1, synonym_rank: 4 }) },
        { id: 'c', score: 0 },
      ],
      [],
      { ...context, referenceIds: ['a'] },
    );
    expect(hits.map((hit) => [hit.id, hit.matched_by])).toEqual([
      ['a', ['reference', 'keyword', 'semantic', 'commodity']],
      ['b', ['similar_title', 'synonym']],
      // Past the ranked window: a keyword match in date order.
      ['c', ['keyword']],
    ]);
  });

  it('keeps the page order, leaves out tenders gone since ranking and scores related tenders by similarity', () => {
    const { hits, relatedHits } = toRankedHits(
      [row('a'), row('r')],
      [
        { id: 'gone', score: 0.9 },
        { id: 'a', score: 0.123456 },
      ],
      [ranks('r', { semantic_rank: 7, similarity: 0.45 })],
      context,
    );
    expect(hits.map((hit) => [hit.id, hit.score])).toEqual([['a', 0.1235]]);
    expect(relatedHits.map((hit) => [hit.id, hit.score, hit.matched_by])).toEqual([
      ['r', 0.45, ['semantic']],
    ]);
  });

  it('shows the reader language, the commodities the query named and only marked highlights', () => {
    const { hits } = toRankedHits(
      [
        row('a', {
          title_headline: '<mark>Snow</mark> removal',
          description_headline: 'no mark here',
          document_headline: 'rfp.pdf: <mark>snow</mark> …',
        }),
      ],
      [{ id: 'a', score: 1, candidate: ranks('a', { commodity_rank: 1 }) }],
      [],
      { ...context, language: 'fra', commodityCodes: ['72102100'] },
    );
    expect(hits[0]).toMatchObject({
      title: 'Titre a',
      organization: 'Services publics',
      description: 'Snow removal for the harbour.',
      matched_commodities: [{ code: '72102100', label: 'Services de déneigement' }],
      highlights: { title: ['<mark>Snow</mark> removal'], description: ['rfp.pdf: <mark>snow</mark> …'] },
    });
  });
});

describe('excerpt', () => {
  it('collapses whitespace and cuts a long text at a word boundary', () => {
    expect(excerpt('a  b\n c')).toBe('a b c');
    expect(excerpt('word '.repeat(100), 22)).toBe('word word word word…');
  });
});

describe('toAggregations', () => {
  const rows = [
    { facet: 'total', value: null, other: null, count: 7 },
    { facet: 'organization', value: 'Public Services', other: 'Services publics', count: 2 },
    { facet: 'organization', value: 'Defence', other: null, count: 5 },
    { facet: 'organization', value: 'Agriculture', other: 'Agriculture Canada', count: 2 },
    { facet: 'canadianMade', value: 'true', other: null, count: 3 },
    { facet: 'status', value: null, other: null, count: 1 },
  ];

  it('counts the total, sorts each facet by count then value and labels it in the reader language', () => {
    const { total, aggregations } = toAggregations(rows, 'fra');
    expect(total).toBe(7);
    expect(aggregations.organizations).toEqual([
      { value: 'Defence', label: 'Defence', count: 5 },
      { value: 'Agriculture', label: 'Agriculture Canada', count: 2 },
      { value: 'Public Services', label: 'Services publics', count: 2 },
    ]);
    expect(aggregations.statuses).toEqual([]);
    expect(aggregations.flags.canadianMade).toEqual({ true: 3, false: 0 });
  });

  it('keeps the English value as the English label', () => {
    expect(toAggregations(rows, 'eng').aggregations.organizations.map((option) => option.label)).toEqual([
      'Defence',
      'Agriculture',
      'Public Services',
    ]);
  });
});
