import { describe, expect, it } from 'vitest';
import { parseFilterFlag, searchRequestSchema, stripControl } from './search';

describe('search request', () => {
  it('fills the documented defaults', () => {
    const request = searchRequestSchema.parse({});
    expect(request).toMatchObject({
      query: '',
      search_type: 'hybrid',
      page: 1,
      size: 20,
      sort_by: 'relevance',
      language: 'eng',
      show_hidden: false,
    });
    expect(request.filters.status).toEqual([]);
    expect(searchRequestSchema.parse({ query: null, page: null, filters: null }).page).toBe(1);
  });

  it('accepts the client’s publication_date sort as date, and numeric strings for page and size', () => {
    const request = searchRequestSchema.parse({ sort_by: 'publication_date', page: '3', size: '12' });
    expect(request).toMatchObject({ sort_by: 'date', page: 3, size: 12 });
  });

  it('turns filter strings into lists and flags, dropping blanks and unknown keys', () => {
    const { filters } = searchRequestSchema.parse({
      filters: {
        status: 'open',
        regions: ['Ontario', ' ', 'Ontario'],
        categories: '',
        'canadianMade-fabriqué Canadien': 'true',
        experienceRequired: 'false',
        indigenousBusinessRequired: 'maybe',
        security_clearance_required: true,
        masterCategory: 'Services',
        date_from: '2025-01-31',
        colour: 'blue',
      },
    });
    expect(filters).toMatchObject({
      status: ['open'],
      regions: ['Ontario'],
      categories: [],
      canadianMade: true,
      experienceRequired: false,
      indigenousBusinessRequired: undefined,
      securityClearanceRequired: true,
      masterCategory: ['Services'],
      dateFrom: '2025-01-31',
    });
    expect(filters).not.toHaveProperty('colour');
  });

  it('refuses values that cannot mean anything, naming the field', () => {
    const problems = (body: unknown) =>
      searchRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(problems({ page: 0 })).toEqual(['page']);
    expect(problems({ size: 101 })).toEqual(['size']);
    expect(problems({ filters: { closing_to: '31/01/2025' } })).toEqual(['filters.closing_to']);
    expect(problems({ search_type: 'fuzzy' })).toEqual(['search_type']);
    expect(problems({ query: 'x'.repeat(10_001) })).toEqual(['query']);
  });
});

describe('parseFilterFlag', () => {
  it.each([
    [true, true],
    ['true', true],
    ['Yes', true],
    ['oui', true],
    [false, false],
    ['false', false],
    ['no', false],
    ['', undefined],
    ['any', undefined],
    [null, undefined],
    [7, undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseFilterFlag(input)).toBe(expected);
  });
});

it('stripControl replaces NUL and other control characters', () => {
  expect(stripControl('a\u0000b\nc')).toBe('a b c');
});
