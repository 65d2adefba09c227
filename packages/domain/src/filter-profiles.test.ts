import { describe, expect, it } from 'vitest';
import {
  canAddFilterProfile,
  countActiveFilters,
  createFilterProfileBodySchema,
  dashboardFiltersSchema,
  filterProfileMessages,
  hasActiveFilters,
  MAX_FILTER_PROFILES,
  normaliseDashboardFilters,
  sortFilterProfiles,
  toSearchFilters,
  updateFilterProfileBodySchema,
} from './filter-profiles';
import { EMPTY_NL_STRUCTURE, nlStructureToDashboard } from './ai';
import { searchFiltersSchema } from './search';

describe('filter profile rules', () => {
  it('allows at most 3 profiles, with the exact alert text', () => {
    expect(MAX_FILTER_PROFILES).toBe(3);
    expect(canAddFilterProfile(0)).toBe(true);
    expect(canAddFilterProfile(2)).toBe(true);
    expect(canAddFilterProfile(3)).toBe(false);
    expect(filterProfileMessages.limit).toBe(
      'You can only save up to 3 filter profiles. Please delete an existing profile first.',
    );
    expect(filterProfileMessages.deleteConfirm).toBe('Are you sure you want to delete this filter profile?');
  });

  it('requires a name after trimming', () => {
    const blank = createFilterProfileBodySchema.safeParse({ name: '   ', filters: { regions: ['Ontario'] } });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Profile name is required');
    const missing = createFilterProfileBodySchema.safeParse({ filters: {} });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Profile name is required');
    const ok = createFilterProfileBodySchema.parse({ name: '  Ontario IT  ', filters: {} });
    expect(ok.name).toBe('Ontario IT');
    expect(ok.description).toBe('');
    expect(updateFilterProfileBodySchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(updateFilterProfileBodySchema.parse({}).name).toBeUndefined();
  });

  it('sorts profiles by last use, most recent first, then newest', () => {
    const profiles = [
      { id: 'a', lastUsed: '2025-01-01T00:00:00Z', createdAt: '2024-12-01T00:00:00Z' },
      { id: 'b', lastUsed: '2025-03-01T00:00:00Z', createdAt: '2024-11-01T00:00:00Z' },
      { id: 'c', lastUsed: '2025-01-01T00:00:00Z', createdAt: '2024-12-15T00:00:00Z' },
    ];
    expect(sortFilterProfiles(profiles).map((profile) => profile.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('dashboard filters', () => {
  it('counts set filters and ignores empty lists and blanks', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(hasActiveFilters({ regions: [], status: ['  '] })).toBe(false);
    expect(
      countActiveFilters({
        regions: ['Ontario', 'Quebec', 'Ontario'],
        canadianMade: 'yes',
        closing_from: '2025-01-01',
      }),
    ).toBe(4);
    expect(normaliseDashboardFilters({ regions: [' Ontario ', 'Ontario'], status: [] })).toEqual({
      regions: ['Ontario'],
    });
  });

  it('refuses values that cannot mean anything', () => {
    expect(dashboardFiltersSchema.safeParse({ closing_from: 'tomorrow' }).success).toBe(false);
    expect(dashboardFiltersSchema.safeParse({ canadianMade: 'maybe' }).success).toBe(false);
    expect(dashboardFiltersSchema.parse({ regions: ['Ontario'], surprise: 1 })).toEqual({
      regions: ['Ontario'],
    });
  });

  it('becomes the search API filters, with Yes/No as booleans', () => {
    const filters = toSearchFilters({
      regions: ['Ontario'],
      securityClearanceRequired: 'no',
      indigenousBusinessRequired: 'yes',
      closing_to: '2025-06-30',
    });
    const parsed = searchFiltersSchema.parse(filters);
    expect(parsed.regions).toEqual(['Ontario']);
    expect(parsed.securityClearanceRequired).toBe(false);
    expect(parsed.indigenousBusinessRequired).toBe(true);
    expect(parsed.canadianMade).toBeUndefined();
    expect(parsed.closingTo).toBe('2025-06-30');
    expect(parsed.status).toEqual([]);
  });
});

describe('a natural-language query as dashboard filters', () => {
  it('turns each understood filter into one dashboard filter and sends it to the search', () => {
    const dashboard = nlStructureToDashboard({
      ...EMPTY_NL_STRUCTURE,
      search_terms: 'snow removal',
      regions: ['Ontario', 'Quebec'],
      categories: ['SRV'],
      closing_from: '2026-11-24',
      closing_to: '2026-12-24',
      published_from: '2026-11-01',
      published_to: '2026-11-24',
      value_max: 500_000,
      security_clearance_required: false,
      indigenous_set_aside: true,
      status: 'closed',
    });
    expect(dashboard).toEqual({
      query: 'snow removal',
      filters: {
        status: ['closed', 'expired', 'cancelled', 'awarded'],
        regions: ['Ontario', 'Quebec'],
        categories: ['SRV'],
        closing_from: '2026-11-24',
        closing_to: '2026-12-24',
        published_from: '2026-11-01',
        published_to: '2026-11-24',
        value_max: 500_000,
        securityClearanceRequired: 'no',
        indigenousBusinessRequired: 'yes',
      },
    });
    expect(countActiveFilters(dashboard.filters)).toBe(14);
    expect(searchFiltersSchema.parse(toSearchFilters(dashboard.filters))).toMatchObject({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-24',
      closingFrom: '2026-11-24',
      valueMax: 500_000,
      securityClearanceRequired: false,
      indigenousBusinessRequired: true,
    });
    // "Any status" is no status filter; open is the Open filter.
    expect(nlStructureToDashboard({ ...EMPTY_NL_STRUCTURE, status: 'any' }).filters).toEqual({});
    expect(nlStructureToDashboard(EMPTY_NL_STRUCTURE).filters).toEqual({ status: ['open'] });
  });

  it('refuses a negative or non-numeric value bound', () => {
    expect(searchFiltersSchema.safeParse({ value_min: -1 }).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ value_max: 'lots' }).success).toBe(false);
    expect(searchFiltersSchema.parse({ value_min: '', value_max: null })).toMatchObject({
      valueMin: undefined,
      valueMax: undefined,
    });
  });
});
