import { describe, expect, it } from 'vitest';
import { parseHighlight } from './highlight';
import { DEFAULT_SEARCH, readSearchParams, toApiSort, toSearchParams } from './url-state';

describe('dashboard URL state', () => {
  it('round-trips a full search and leaves defaults out of the URL', () => {
    const search = {
      query: 'snow removal',
      type: 'semantic' as const,
      sort: 'closing_date' as const,
      page: 3,
      filters: {
        regions: ['Ontario', 'Quebec'],
        status: ['open', 'closed'],
        organizations: ['Parks Canada'],
        securityClearanceRequired: 'no' as const,
        canadianMade: 'yes' as const,
        closing_from: '2025-01-01',
        closing_to: '2025-03-31',
        pdfProcessingStatus: ['completed'],
      },
      showHidden: true,
    };
    const params = toSearchParams(search);
    expect(params.toString()).toBe(
      'q=snow+removal&type=semantic&status=open&status=closed&region=Ontario&region=Quebec&org=Parks+Canada&documents=completed' +
        '&canadian_made=yes&clearance=no&closing_from=2025-01-01&closing_to=2025-03-31&sort=closing_date&hidden=show&page=3',
    );
    expect(readSearchParams(params)).toEqual(search);
    expect(toSearchParams(DEFAULT_SEARCH).toString()).toBe('');
  });

  it('falls back to defaults for anything unreadable', () => {
    const search = readSearchParams(
      new URLSearchParams('type=magic&sort=random&page=-2&clearance=maybe&closing_from=soon&region='),
    );
    expect(search).toEqual(DEFAULT_SEARCH);
    expect(readSearchParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('opens on open tenders; removing that filter is kept in the URL as status=any', () => {
    expect(readSearchParams(new URLSearchParams('q=snow')).filters).toEqual({ status: ['open'] });
    expect(toSearchParams({ ...DEFAULT_SEARCH, query: 'snow' }).toString()).toBe('q=snow');
    const everyStatus = { ...DEFAULT_SEARCH, query: 'snow', filters: {} };
    expect(toSearchParams(everyStatus).toString()).toBe('q=snow&status=any');
    expect(readSearchParams(toSearchParams(everyStatus))).toEqual(everyStatus);
    expect(readSearchParams(new URLSearchParams('status=closed')).filters).toEqual({ status: ['closed'] });
  });

  it('keeps a publication window and a value range (what a natural-language search can set)', () => {
    const search = {
      ...DEFAULT_SEARCH,
      query: 'construction',
      filters: {
        status: ['open'],
        published_from: '2026-11-01',
        published_to: '2026-11-20',
        value_min: 100_000,
        value_max: 500_000,
      },
    };
    const params = toSearchParams(search);
    expect(params.toString()).toBe(
      'q=construction&published_from=2026-11-01&published_to=2026-11-20&value_min=100000&value_max=500000',
    );
    expect(readSearchParams(params)).toEqual(search);
    expect(
      readSearchParams(new URLSearchParams('value_min=-5&value_max=lots&published_from=soon')).filters,
    ).toEqual({ status: ['open'] });
  });

  it('sends publication date as `date`', () => {
    expect(toApiSort('publication_date')).toBe('date');
    expect(toApiSort('closing_date')).toBe('closing_date');
    expect(toApiSort('relevance')).toBe('relevance');
  });
});

describe('highlights', () => {
  it('splits on <mark> only and decodes the escaped text', () => {
    expect(parseHighlight('a <mark>snow</mark> &amp; <mark>ice</mark> job')).toEqual([
      { text: 'a ', isMatch: false },
      { text: 'snow', isMatch: true },
      { text: ' & ', isMatch: false },
      { text: 'ice', isMatch: true },
      { text: ' job', isMatch: false },
    ]);
  });

  it('keeps any other markup as plain text', () => {
    const parts = parseHighlight('&lt;script&gt;alert(1)&lt;/script&gt; <b>bold</b> &#39;quoted&#x27;');
    expect(parts).toEqual([{ text: "<script>alert(1)</script> <b>bold</b> 'quoted'", isMatch: false }]);
  });
});
