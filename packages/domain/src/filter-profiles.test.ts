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
import { searchFiltersSchema } from './search';

describe('filter profile rules (SPEC.md §5, §9)', () => {
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
