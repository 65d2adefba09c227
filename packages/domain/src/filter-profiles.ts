import { z } from 'zod';
import { formatEnglishMessage } from './i18n/catalogue';
import { en } from './i18n/en';
import { isCalendarDate } from './common';
import type { SearchFiltersInput } from './search';

/**
 * The dashboard's filters and the saved filter profiles (stored on the server per user). One shape serves the
 * sidebar, the URL, the profiles and the search request, so a profile applies exactly the filters it was saved with.
 */

export const MAX_FILTER_PROFILES = 3;
export const FILTER_PROFILE_NAME_MAX = 100;
export const FILTER_PROFILE_DESCRIPTION_MAX = 500;

/** English texts (the web's own screens); each language's text is in the message catalogue. */
export const filterProfileMessages = {
  ...en.filterProfiles,
  duplicateName: (name: string) => formatEnglishMessage('filterProfiles.duplicateName', { name }),
} as const;

/** Yes / No for a requirement flag; absent means either. */
export const filterFlagSchema = z.enum(['yes', 'no']);
export type FilterFlag = z.infer<typeof filterFlagSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateOnlySchema = z
  .string()
  .regex(DATE_ONLY, 'must be a date (YYYY-MM-DD)')
  .refine(
    (value) => !Number.isNaN(Date.parse(value)) && isCalendarDate(value),
    'must be a date (YYYY-MM-DD)',
  );

/** Blank values are allowed here and dropped by `normaliseDashboardFilters`. */
const valueListSchema = z.array(z.string().max(300)).max(100);

/** The dashboard's sidebar filters (every list empty or absent = no filter). Unknown keys are dropped. */
export const dashboardFiltersSchema = z.object({
  status: valueListSchema.optional(),
  categories: valueListSchema.optional(),
  regions: valueListSchema.optional(),
  organizations: valueListSchema.optional(),
  closing_from: dateOnlySchema.optional(),
  closing_to: dateOnlySchema.optional(),
  /** Publication window (a natural-language search sets it: "posted in the last 2 weeks"). */
  published_from: dateOnlySchema.optional(),
  published_to: dateOnlySchema.optional(),
  /** Disclosed value range in dollars (tenders that disclose none are kept). */
  value_min: z.number().nonnegative().max(1e15).optional(),
  value_max: z.number().nonnegative().max(1e15).optional(),
  canadianMade: filterFlagSchema.optional(),
  indigenousBusinessRequired: filterFlagSchema.optional(),
  experienceRequired: filterFlagSchema.optional(),
  securityClearanceRequired: filterFlagSchema.optional(),
  pdfProcessingStatus: valueListSchema.optional(),
});
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;

export const DASHBOARD_LIST_FILTERS = [
  'status',
  'categories',
  'regions',
  'organizations',
  'pdfProcessingStatus',
] as const;
export type DashboardListFilter = (typeof DASHBOARD_LIST_FILTERS)[number];

export const DASHBOARD_FLAG_FILTERS = [
  'canadianMade',
  'indigenousBusinessRequired',
  'experienceRequired',
  'securityClearanceRequired',
] as const;
export type DashboardFlagFilter = (typeof DASHBOARD_FLAG_FILTERS)[number];

/** The same filters without empty lists and blank values, lists de-duplicated (what is stored and sent). */
export const normaliseDashboardFilters = (filters: DashboardFilters): DashboardFilters => {
  const result: DashboardFilters = {};
  for (const key of DASHBOARD_LIST_FILTERS) {
    const list = [...new Set((filters[key] ?? []).map((value) => value.trim()).filter(Boolean))];
    if (list.length > 0) result[key] = list;
  }
  for (const key of DASHBOARD_FLAG_FILTERS) {
    const flag = filters[key];
    if (flag) result[key] = flag;
  }
  if (filters.closing_from) result.closing_from = filters.closing_from;
  if (filters.closing_to) result.closing_to = filters.closing_to;
  if (filters.published_from) result.published_from = filters.published_from;
  if (filters.published_to) result.published_to = filters.published_to;
  if (filters.value_min !== undefined) result.value_min = filters.value_min;
  if (filters.value_max !== undefined) result.value_max = filters.value_max;
  return result;
};

/** How many filters are set (each list value counts once, each flag and date once). */
export const countActiveFilters = (filters: DashboardFilters): number => {
  const normalised = normaliseDashboardFilters(filters);
  let count = 0;
  for (const key of DASHBOARD_LIST_FILTERS) count += normalised[key]?.length ?? 0;
  for (const key of DASHBOARD_FLAG_FILTERS) if (normalised[key]) count += 1;
  if (normalised.closing_from) count += 1;
  if (normalised.closing_to) count += 1;
  if (normalised.published_from) count += 1;
  if (normalised.published_to) count += 1;
  if (normalised.value_min !== undefined) count += 1;
  if (normalised.value_max !== undefined) count += 1;
  return count;
};

export const hasActiveFilters = (filters: DashboardFilters): boolean => countActiveFilters(filters) > 0;

/** The filters as the search API (POST /api/search) takes them. */
export const toSearchFilters = (filters: DashboardFilters): SearchFiltersInput => {
  const normalised = normaliseDashboardFilters(filters);
  const flag = (value: FilterFlag | undefined) => (value === undefined ? undefined : value === 'yes');
  return {
    status: normalised.status,
    categories: normalised.categories,
    regions: normalised.regions,
    organizations: normalised.organizations,
    closing_from: normalised.closing_from,
    closing_to: normalised.closing_to,
    date_from: normalised.published_from,
    date_to: normalised.published_to,
    value_min: normalised.value_min,
    value_max: normalised.value_max,
    pdfProcessingStatus: normalised.pdfProcessingStatus,
    canadianMade: flag(normalised.canadianMade),
    indigenousBusinessRequired: flag(normalised.indigenousBusinessRequired),
    experienceRequired: flag(normalised.experienceRequired),
    securityClearanceRequired: flag(normalised.securityClearanceRequired),
  };
};

// ---------------------------------------------------------------------------------------------------------
// Filter profiles: /api/me/filter-profiles.

const nameSchema = z
  .string({ error: filterProfileMessages.nameRequired })
  .trim()
  .min(1, filterProfileMessages.nameRequired)
  .max(FILTER_PROFILE_NAME_MAX, `must be at most ${FILTER_PROFILE_NAME_MAX} characters`);

const descriptionSchema = z
  .string()
  .trim()
  .max(FILTER_PROFILE_DESCRIPTION_MAX, `must be at most ${FILTER_PROFILE_DESCRIPTION_MAX} characters`);

export const filterProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  filters: dashboardFiltersSchema,
  createdAt: z.string(),
  lastUsed: z.string(),
});
export type FilterProfile = z.infer<typeof filterProfileSchema>;

export const filterProfilesResponseSchema = z.object({
  /** Most recently used first. */
  profiles: z.array(filterProfileSchema),
  max_profiles: z.number().int(),
});
export type FilterProfilesResponse = z.infer<typeof filterProfilesResponseSchema>;

export const createFilterProfileBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  filters: dashboardFiltersSchema,
});
export type CreateFilterProfileInput = z.input<typeof createFilterProfileBodySchema>;
export type CreateFilterProfileBody = z.output<typeof createFilterProfileBodySchema>;

export const updateFilterProfileBodySchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  filters: dashboardFiltersSchema.optional(),
});
export type UpdateFilterProfileInput = z.input<typeof updateFilterProfileBodySchema>;
export type UpdateFilterProfileBody = z.output<typeof updateFilterProfileBodySchema>;

export const filterProfileParamsSchema = z.object({ profileId: z.string().min(1).max(100) });

/** Sorted as the list shows them: most recently used first, then newest. */
export const sortFilterProfiles = <T extends Pick<FilterProfile, 'lastUsed' | 'createdAt'>>(
  profiles: readonly T[],
): T[] =>
  [...profiles].sort(
    (a, b) =>
      Date.parse(b.lastUsed) - Date.parse(a.lastUsed) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );

/** Whether another profile can be saved (at most 3). */
export const canAddFilterProfile = (existingCount: number): boolean => existingCount < MAX_FILTER_PROFILES;
