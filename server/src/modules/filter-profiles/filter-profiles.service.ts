import {
  canAddFilterProfile,
  dashboardFiltersSchema,
  hasActiveFilters,
  MAX_FILTER_PROFILES,
  normaliseDashboardFilters,
  type CreateFilterProfileBody,
  type DashboardFilters,
  type FilterProfile,
  type FilterProfilesResponse,
  type UpdateFilterProfileBody,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { filterProfilesStore, type FilterProfileRow } from './filter-profiles.store';

/**
 * Saved dashboard filter sets: a name (trimmed, unique per user), at least one filter, at most
 * 3 per user. Applying one marks it used, which is the order of the list. Another user's profile is not found.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Stored filters are re-read through the schema, so a row written by an older version cannot break the list. */
const storedFilters = (value: unknown): DashboardFilters => {
  const parsed = dashboardFiltersSchema.safeParse(value);
  return parsed.success ? normaliseDashboardFilters(parsed.data) : {};
};

export const toFilterProfile = (row: FilterProfileRow): FilterProfile => ({
  id: row.id,
  name: row.name,
  description: row.description,
  filters: storedFilters(row.filters),
  createdAt: iso(row.created_at),
  lastUsed: iso(row.last_used_at),
});

const requireFilters = (filters: DashboardFilters): DashboardFilters => {
  const normalised = normaliseDashboardFilters(filters);
  if (!hasActiveFilters(normalised)) throw new AppError('validation', 'filterProfiles.filtersRequired');
  return normalised;
};

const notFound = () => new AppError('not_found', 'filterProfiles.notFound');

/** A malformed id cannot name a profile: not found rather than a database error. */
const checkId = (id: string): string => {
  if (!UUID.test(id)) throw notFound();
  return id;
};

export const listFilterProfiles = async (db: Db, userId: string): Promise<FilterProfilesResponse> => ({
  profiles: (await filterProfilesStore.listForUser(db, userId)).map(toFilterProfile),
  max_profiles: MAX_FILTER_PROFILES,
});

export const createFilterProfile = async (
  db: Db,
  userId: string,
  body: CreateFilterProfileBody,
): Promise<FilterProfile> => {
  const filters = requireFilters(body.filters);
  const row = await db.transaction().execute(async (trx) => {
    if (!(await filterProfilesStore.lockUser(trx, userId))) throw notFound();
    if (!canAddFilterProfile(await filterProfilesStore.countForUser(trx, userId))) {
      throw new AppError('conflict', 'filterProfiles.limit');
    }
    if (await filterProfilesStore.nameTaken(trx, userId, body.name)) {
      throw new AppError('conflict', 'filterProfiles.duplicateName', { params: { name: body.name } });
    }
    return filterProfilesStore.insert(trx, {
      userId,
      name: body.name,
      description: body.description,
      filters,
    });
  });
  return toFilterProfile(row);
};

/** Rename, re-describe or replace the filters; each part is optional, and a given name must not be blank. */
export const updateFilterProfile = async (
  db: Db,
  userId: string,
  profileId: string,
  body: UpdateFilterProfileBody,
): Promise<FilterProfile> => {
  const id = checkId(profileId);
  const filters = body.filters === undefined ? undefined : requireFilters(body.filters);
  const row = await db.transaction().execute(async (trx) => {
    await filterProfilesStore.lockUser(trx, userId);
    if (body.name !== undefined && (await filterProfilesStore.nameTaken(trx, userId, body.name, id))) {
      throw new AppError('conflict', 'filterProfiles.duplicateName', { params: { name: body.name } });
    }
    return filterProfilesStore.update(trx, userId, id, {
      name: body.name,
      description: body.description,
      filters,
    });
  });
  if (!row) throw notFound();
  return toFilterProfile(row);
};

/** Applying a profile marks it used now, so it moves to the top of the list. */
export const applyFilterProfile = async (
  db: Db,
  userId: string,
  profileId: string,
): Promise<FilterProfile> => {
  const row = await filterProfilesStore.touch(db, userId, checkId(profileId));
  if (!row) throw notFound();
  return toFilterProfile(row);
};

export const deleteFilterProfile = async (db: Db, userId: string, profileId: string): Promise<void> => {
  if (!(await filterProfilesStore.delete(db, userId, checkId(profileId)))) throw notFound();
};
