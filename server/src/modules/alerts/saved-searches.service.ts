import {
  MAX_SAVED_SEARCHES,
  searchTypeSchema,
  type AlertChannel,
  type AlertFrequency,
  type CreateSavedSearchBody,
  type SavedSearch,
  type SavedSearchesResponse,
  type SavedTenderAlerts,
  type SavedTenderAlertsBody,
  type UnsubscribeResponse,
  type UpdateSavedSearchBody,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  feedToken,
  isFeedTokenValid,
  isUnsubscribeTokenValid,
  newFeedKey,
  savedSearchIdOfUnsubscribeToken,
  userIdOfCompanyAlertsToken,
  userIdOfSavedTendersToken,
} from './alert-tokens';
import { alertsStore, type SavedSearchRow } from './alerts.store';
import { readSavedTenderAlerts, readSavedTenderMail, writeSavedTenderAlerts } from './alert-settings.store';
import { companyAlertFrequencyOf, setCompanyAlerts } from './company-alerts.service';

export interface SavedSearchContext {
  db: Db;
  /** The server's signing secret. */
  secret: Uint8Array;
  /** Origin of the links handed out (PUBLIC_URL, else the request's). */
  origin: string;
}

const DEFAULT_CHANNELS: AlertChannel[] = ['email', 'in_app'];

/** Filters as stored and returned: empty lists and unset values dropped. */
export const compactFilters = (
  filters: Record<string, unknown> | null | undefined,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(filters ?? {}).filter(
      ([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );

export const feedPath = (id: string): string => `/api/feeds/saved-searches/${id}.atom`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const toSavedSearch = (context: SavedSearchContext, row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  search_type: searchTypeSchema.catch('hybrid').parse(row.search_type),
  filters: row.filters,
  alert: {
    frequency: row.frequency as AlertFrequency,
    channels: row.channels.filter(
      (channel): channel is AlertChannel => channel === 'email' || channel === 'in_app',
    ),
  },
  feed_url: `${context.origin}${feedPath(row.id)}?token=${feedToken(context.secret, row.id, row.feed_key)}`,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  last_notified_at: iso(row.last_notified_at),
  exclusions: row.exclusions,
});

const notFound = () => new AppError('not_found', 'alerts.notFound');

export const listSavedSearches = async (
  context: SavedSearchContext,
  userId: string,
): Promise<SavedSearchesResponse> => ({
  saved_searches: (await alertsStore.listSavedSearches(context.db, userId)).map((row) =>
    toSavedSearch(context, row),
  ),
  max_saved_searches: MAX_SAVED_SEARCHES,
});

export const getSavedSearch = async (
  context: SavedSearchContext,
  userId: string,
  id: string,
): Promise<SavedSearch> => {
  const row = await alertsStore.findSavedSearch(context.db, userId, id);
  if (!row) throw notFound();
  return toSavedSearch(context, row);
};

/** Saves a search for its owner; at most MAX_SAVED_SEARCHES, checked under a lock on the owner's row. */
export const createSavedSearch = async (
  context: SavedSearchContext,
  userId: string,
  body: CreateSavedSearchBody,
): Promise<SavedSearch> => {
  const row = await context.db.transaction().execute(async (trx) => {
    await alertsStore.lockUser(trx, userId);
    if ((await alertsStore.countSavedSearches(trx, userId)) >= MAX_SAVED_SEARCHES)
      throw new AppError('conflict', 'alerts.limit');
    return alertsStore.insertSavedSearch(trx, {
      userId,
      name: body.name,
      query: body.query.trim(),
      searchType: body.search_type,
      filters: compactFilters(body.filters),
      frequency: body.alert.frequency,
      channels: body.alert.channels ?? DEFAULT_CHANNELS,
      feedKey: newFeedKey(),
    });
  });
  return toSavedSearch(context, row);
};

export const updateSavedSearch = async (
  context: SavedSearchContext,
  userId: string,
  id: string,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> => {
  const row = await alertsStore.updateSavedSearch(context.db, userId, id, {
    name: body.name,
    query: body.query?.trim(),
    searchType: body.search_type,
    filters: body.filters === undefined ? undefined : compactFilters(body.filters),
    frequency: body.alert?.frequency,
    channels: body.alert?.channels,
    exclusions: body.exclusions === undefined ? undefined : [...new Set(body.exclusions)],
  });
  if (!row) throw notFound();
  return toSavedSearch(context, row);
};

export const deleteSavedSearch = async (
  context: SavedSearchContext,
  userId: string,
  id: string,
): Promise<void> => {
  if (!(await alertsStore.deleteSavedSearch(context.db, userId, id))) throw notFound();
};

/** A new feed URL; every earlier one stops working. */
export const regenerateFeed = async (
  context: SavedSearchContext,
  userId: string,
  id: string,
): Promise<SavedSearch> => {
  const row = await alertsStore.setFeedKey(context.db, userId, id, newFeedKey());
  if (!row) throw notFound();
  return toSavedSearch(context, row);
};

/** The saved search a feed link opens; 401 for a forged or retired link. */
export const resolveFeed = async (
  context: Pick<SavedSearchContext, 'db' | 'secret'>,
  id: string,
  token: string,
): Promise<SavedSearchRow> => {
  const invalid = new AppError('unauthorized', 'alerts.invalidFeedLink');
  const row = await alertsStore.findSavedSearchById(context.db, id.toLowerCase());
  if (!row || !isFeedTokenValid(context.secret, row.id, row.feed_key, token)) throw invalid;
  return row;
};

type UnsubscribeTarget =
  | { scope: 'saved_search'; row: SavedSearchRow }
  | { scope: 'saved_tenders'; userId: string }
  | { scope: 'company_profile'; userId: string };

const resolveUnsubscribe = async (
  context: Pick<SavedSearchContext, 'db' | 'secret'>,
  token: string,
): Promise<UnsubscribeTarget> => {
  const invalid = new AppError('not_found', 'alerts.invalidUnsubscribeLink');
  const userId = userIdOfSavedTendersToken(context.secret, token);
  if (userId) return { scope: 'saved_tenders', userId };
  const companyUserId = userIdOfCompanyAlertsToken(context.secret, token);
  if (companyUserId) return { scope: 'company_profile', userId: companyUserId };
  const id = savedSearchIdOfUnsubscribeToken(token);
  if (!id) throw invalid;
  const row = await alertsStore.findSavedSearchById(context.db, id);
  if (!row || !isUnsubscribeTokenValid(context.secret, token, { id: row.id, userId: row.user_id }))
    throw invalid;
  return { scope: 'saved_search', row };
};

const savedTenderMailOf = async (db: Db, userId: string): Promise<boolean | undefined> =>
  (await readSavedTenderMail(db, userId))?.saved_tender_mail;

/** What an unsubscribe link would turn off (the confirmation page). */
export const describeUnsubscribe = async (
  context: Pick<SavedSearchContext, 'db' | 'secret'>,
  token: string,
): Promise<UnsubscribeResponse> => {
  const target = await resolveUnsubscribe(context, token);
  if (target.scope === 'saved_tenders') {
    const on = await savedTenderMailOf(context.db, target.userId);
    if (on === undefined) throw new AppError('not_found', 'alerts.invalidUnsubscribeLink');
    return { scope: 'saved_tenders', saved_search: null, frequency: on ? 'instant' : 'off' };
  }
  if (target.scope === 'company_profile') {
    const frequency = await companyAlertFrequencyOf(context.db, target.userId);
    if (frequency === undefined) throw new AppError('not_found', 'alerts.invalidUnsubscribeLink');
    return { scope: 'company_profile', saved_search: null, frequency };
  }
  const { row } = target;
  return {
    scope: 'saved_search',
    saved_search: { id: row.id, name: row.name },
    frequency: row.frequency as AlertFrequency,
  };
};

/**
 * One click: the search's alerts go off (the search itself stays, to turn back on), the e-mails about saved
 * tenders stop (they stay in the app), or "New tenders for my company" goes off. Idempotent.
 */
export const unsubscribe = async (
  context: Pick<SavedSearchContext, 'db' | 'secret'>,
  token: string,
): Promise<UnsubscribeResponse> => {
  const target = await resolveUnsubscribe(context, token);
  if (target.scope === 'saved_tenders') {
    await setSavedTenderAlerts(context.db, target.userId, { email: false });
    return { scope: 'saved_tenders', saved_search: null, frequency: 'off' };
  }
  if (target.scope === 'company_profile') {
    if ((await companyAlertFrequencyOf(context.db, target.userId)) === undefined)
      throw new AppError('not_found', 'alerts.invalidUnsubscribeLink');
    await setCompanyAlerts(context.db, target.userId, { frequency: 'off' });
    return { scope: 'company_profile', saved_search: null, frequency: 'off' };
  }
  const { row } = target;
  await alertsStore.updateSavedSearch(context.db, row.user_id, row.id, { frequency: 'off' });
  return { scope: 'saved_search', saved_search: { id: row.id, name: row.name }, frequency: 'off' };
};

/** Whether the amendments and closing reminders of the user's saved tenders also go by e-mail. */
export const getSavedTenderAlerts = async (db: Db, userId: string): Promise<SavedTenderAlerts> => {
  const row = await readSavedTenderAlerts(db, userId);
  return { email: row?.saved_tender_mail ?? true, every_change: row?.amendment_alerts === 'all' };
};

export const setSavedTenderAlerts = async (
  db: Db,
  userId: string,
  settings: SavedTenderAlertsBody,
): Promise<SavedTenderAlerts> => {
  await writeSavedTenderAlerts(db, userId, settings);
  return getSavedTenderAlerts(db, userId);
};
