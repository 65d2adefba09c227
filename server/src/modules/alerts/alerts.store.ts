import type { Language, MatchReason } from '@tenderscout/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { NotificationsTable, SavedSearchesTable } from './alerts.tables';

export type SavedSearchRow = Selectable<SavedSearchesTable>;
export type NotificationRow = Selectable<NotificationsTable>;

/** A user whose company profile is an active alert source. */
export interface CompanyAlertUser {
  id: string;
  company_alert_frequency: string;
  company_alert_since: Date;
  company_alert_digest_at: Date | null;
}

export interface NotificationListRow extends NotificationRow {
  title_en: string | null;
  title_fr: string | null;
  organization_en: string | null;
  organization_fr: string | null;
  closing_at: Date | null;
  saved_search_name: string | null;
}

export interface NewNotification {
  userId: string;
  eventKey: string;
  kind: 'new_match' | 'amendment' | 'deadline' | 'company_match';
  tenderId: string;
  savedSearchId: string | null;
  amendmentNumber?: number | null;
  daysBeforeClosing?: number | null;
  details?: NotificationDetails | null;
  mailState: 'none' | 'pending' | 'queued';
}

/** What a notification says beyond its kind (jsonb `details`). */
export interface NotificationDetails {
  /** An amendment's changes, in each language: its material ones, or all when none is material. */
  changes?: { eng: string; fra: string };
  /** Whether the amendment changed anything material. */
  material?: boolean;
  /** Why a saved search alerted the tender. */
  why?: MatchReason;
  /** Why the company profile alerted it: the profile's facts it fits, in each language. */
  facts?: { eng: string[]; fra: string[] };
  /** An amendment's effect on the owner's fit: "Fit 72 → 58: new mandatory criterion …", in each language. */
  fit?: { eng: string; fra: string };
}

export const detailsOf = (row: { details: unknown }): NotificationDetails =>
  row.details !== null && typeof row.details === 'object' ? row.details : {};

/** Why a match was alerted, in the reader's language: a saved search's words and codes, the profile's facts. */
export const whyOf = (row: { details: unknown }, language: Language): MatchReason | null => {
  const details = detailsOf(row);
  if (details.why) return details.why;
  if (details.facts) return { words: [], codes: [], meaning: false, facts: details.facts[language] };
  return null;
};

/** SQL only: saved searches and notifications. Every per-user query is scoped to its owner. */
export const alertsStore = {
  listSavedSearches: (db: Db, userId: string): Promise<SavedSearchRow[]> =>
    db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),

  findSavedSearch: (db: Db, userId: string, id: string): Promise<SavedSearchRow | undefined> =>
    db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** By id alone: for signed links, whose signature names the owner. */
  findSavedSearchById: (db: Db, id: string): Promise<SavedSearchRow | undefined> =>
    db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Locks the owner's row so two saves at once cannot both pass the limit. */
  lockUser: async (db: Db, userId: string): Promise<void> => {
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  },

  countSavedSearches: async (db: Db, userId: string): Promise<number> => {
    const row = await db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  insertSavedSearch: (
    db: Db,
    values: {
      userId: string;
      name: string;
      query: string;
      searchType: string;
      filters: Record<string, unknown>;
      frequency: string;
      channels: string[];
      feedKey: string;
    },
  ): Promise<SavedSearchRow> =>
    db
      .insertInto('saved_searches')
      .values({
        user_id: values.userId,
        name: values.name,
        query: values.query,
        search_type: values.searchType,
        filters: JSON.stringify(values.filters),
        frequency: values.frequency,
        channels: values.channels,
        feed_key: values.feedKey,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  updateSavedSearch: (
    db: Db,
    userId: string,
    id: string,
    values: Partial<{
      name: string;
      query: string;
      searchType: string;
      filters: Record<string, unknown>;
      frequency: string;
      channels: string[];
      exclusions: string[];
    }>,
  ): Promise<SavedSearchRow | undefined> =>
    db
      .updateTable('saved_searches')
      .set({
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.query !== undefined ? { query: values.query } : {}),
        ...(values.searchType !== undefined ? { search_type: values.searchType } : {}),
        ...(values.filters !== undefined ? { filters: JSON.stringify(values.filters) } : {}),
        ...(values.frequency !== undefined ? { frequency: values.frequency } : {}),
        ...(values.channels !== undefined ? { channels: values.channels } : {}),
        ...(values.exclusions !== undefined ? { exclusions: values.exclusions } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  /** A new feed key for the saved search (undefined: not the user's). */
  setFeedKey: (db: Db, userId: string, id: string, feedKey: string): Promise<SavedSearchRow | undefined> =>
    db
      .updateTable('saved_searches')
      .set({ feed_key: feedKey })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  deleteSavedSearch: async (db: Db, userId: string, id: string): Promise<boolean> => {
    const result = await db
      .deleteFrom('saved_searches')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Saved searches that alert (frequency not off) of approved users. */
  activeSavedSearches: (db: Db): Promise<SavedSearchRow[]> =>
    db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('s')
      .where('s.frequency', '<>', 'off')
      .where('u.account_status', '=', 'approved')
      .orderBy('s.created_at')
      .execute(),

  /** Approved users with a completed company profile whose "New tenders for my company" alerts are on. */
  activeCompanyAlertUsers: (db: Db): Promise<CompanyAlertUser[]> =>
    db
      .selectFrom('users')
      // The profile is the organization's (0028): every member with the alerts on gets them.
      .innerJoin('org_members as m', 'm.user_id', 'users.id')
      .innerJoin('organizations as o', 'o.id', 'm.org_id')
      .select(['users.id', 'company_alert_frequency', 'company_alert_since', 'company_alert_digest_at'])
      .where('company_alert_frequency', '<>', 'off')
      .where('account_status', '=', 'approved')
      .where('o.company_profile', 'is not', null)
      .where('onboarding_complete', '=', true)
      .orderBy('users.created_at')
      .execute(),

  /** Inserts the events not seen before; returns the ones inserted (the others already notified). */
  insertNotifications: async (db: Db, rows: NewNotification[]): Promise<NotificationRow[]> => {
    if (rows.length === 0) return [];
    return db
      .insertInto('notifications')
      .values(
        rows.map((row) => ({
          user_id: row.userId,
          event_key: row.eventKey,
          kind: row.kind,
          tender_id: row.tenderId,
          saved_search_id: row.savedSearchId,
          amendment_number: row.amendmentNumber ?? null,
          days_before_closing: row.daysBeforeClosing ?? null,
          details: row.details ? JSON.stringify(row.details) : null,
          mail_state: row.mailState,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'event_key']).doNothing())
      .returningAll()
      .execute();
  },

  listNotifications: async (
    db: Db,
    userId: string,
    options: { unreadOnly: boolean; limit: number },
  ): Promise<NotificationListRow[]> => {
    let query = db
      .selectFrom('notifications as n')
      .innerJoin('tenders as t', 't.id', 'n.tender_id')
      .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
      .selectAll('n')
      .select([
        't.title_en',
        't.title_fr',
        't.organization_en',
        't.organization_fr',
        't.closing_at',
        's.name as saved_search_name',
      ])
      .where('n.user_id', '=', userId)
      .where('n.hidden_at', 'is', null);
    if (options.unreadOnly) query = query.where('n.read_at', 'is', null);
    return query.orderBy('n.created_at', 'desc').orderBy('n.id').limit(options.limit).execute();
  },

  unreadCount: async (db: Db, userId: string): Promise<number> => {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  markRead: async (db: Db, userId: string, ids: string[] | 'all'): Promise<number> => {
    let query = db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== 'all') query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** A saved search's matches for its feed, newest first. */
  feedEntries: (db: Db, savedSearchId: string, limit: number): Promise<NotificationListRow[]> =>
    db
      .selectFrom('notifications as n')
      .innerJoin('tenders as t', 't.id', 'n.tender_id')
      .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
      .selectAll('n')
      .select([
        't.title_en',
        't.title_fr',
        't.organization_en',
        't.organization_fr',
        't.closing_at',
        's.name as saved_search_name',
      ])
      .where('n.saved_search_id', '=', savedSearchId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id')
      .limit(limit)
      .execute(),
};
