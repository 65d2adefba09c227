import {
  formatClosingTime,
  notificationKindSchema,
  type Language,
  type Notification,
  type NotificationsResponse,
  pickLanguage,
} from '@tenderscout/domain';
import { Feed } from 'feed';
import type { Db } from '../../db/database';
import { alertsStore, detailsOf, whyOf, type NotificationListRow, type SavedSearchRow } from './alerts.store';
import { preferredLanguageOf } from './alert-settings.store';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const toNotification = (row: NotificationListRow, language: Language): Notification => ({
  id: row.id,
  kind: notificationKindSchema.parse(row.kind),
  tender_id: row.tender_id,
  title: pickLanguage(language, row.title_en, row.title_fr) ?? row.tender_id,
  organization: pickLanguage(language, row.organization_en, row.organization_fr),
  closing_date: iso(row.closing_at),
  saved_search:
    row.saved_search_id && row.saved_search_name
      ? { id: row.saved_search_id, name: row.saved_search_name }
      : null,
  amendment_number: row.amendment_number,
  days_before_closing: row.days_before_closing,
  changes: detailsOf(row).changes?.[language] ?? null,
  fit: detailsOf(row).fit?.[language] ?? null,
  why: whyOf(row, language),
  created_at: new Date(row.created_at).toISOString(),
  read_at: iso(row.read_at),
});

export const listNotifications = async (
  db: Db,
  userId: string,
  options: { unreadOnly: boolean; limit: number; language: Language },
): Promise<NotificationsResponse> => {
  const [rows, unread] = await Promise.all([
    alertsStore.listNotifications(db, userId, options),
    alertsStore.unreadCount(db, userId),
  ]);
  return { notifications: rows.map((row) => toNotification(row, options.language)), unread_count: unread };
};

export const markNotificationsRead = async (
  db: Db,
  userId: string,
  ids: string[] | 'all',
): Promise<{ marked: number; unread_count: number }> => {
  const marked = await alertsStore.markRead(db, userId, ids);
  return { marked, unread_count: await alertsStore.unreadCount(db, userId) };
};

const FEED_ENTRIES = 50;

/** The feed's own words, in each language. */
const feedTexts = {
  eng: {
    description: (name: string) => `New tenders for the saved search "${name}"`,
    closes: 'Closes',
    copyright: 'Government of Canada open data',
    language: 'en',
  },
  fra: {
    description: (name: string) => `Nouveaux appels d'offres pour la recherche « ${name} »`,
    closes: 'Clôture le',
    copyright: 'Données ouvertes du gouvernement du Canada',
    language: 'fr',
  },
} as const;

/**
 * The Atom feed of a saved search: its matches, newest first, in the language asked for (the owner's by
 * default); each entry says who buys and when it closes, in Eastern time as the notices state it (never raw
 * UTC), and why it matched.
 */
export const buildSavedSearchFeed = async (
  db: Db,
  search: SavedSearchRow,
  options: { origin: string; selfUrl: string; language?: Language },
): Promise<string> => {
  const rows = await alertsStore.feedEntries(db, search.id, FEED_ENTRIES);
  const language = options.language ?? (await ownerLanguage(db, search.user_id));
  const words = feedTexts[language];
  const feed = new Feed({
    title: `TenderScout: ${search.name}`,
    description: words.description(search.name),
    id: `${options.origin}/alerts#${search.id}`,
    link: `${options.origin}/alerts`,
    language: words.language,
    updated: rows[0] ? new Date(rows[0].created_at) : new Date(search.created_at),
    feedLinks: { atom: options.selfUrl },
    copyright: words.copyright,
  });
  for (const row of rows) {
    const notification = toNotification(row, language);
    const link = `${options.origin}/tender/${encodeURIComponent(row.tender_id)}`;
    feed.addItem({
      title: notification.title,
      id: link,
      link,
      date: new Date(row.created_at),
      description: [
        notification.organization,
        notification.closing_date === null
          ? null
          : `${words.closes} ${formatClosingTime(notification.closing_date, language)}`,
      ]
        .filter((part): part is string => part !== null)
        .join(' · '),
    });
  }
  return feed.atom1();
};

/** The language the owner reads the app in. */
const ownerLanguage = async (db: Db, userId: string): Promise<Language> => {
  const row = await preferredLanguageOf(db, userId);
  return row?.preferred_language === 'fr' ? 'fra' : 'eng';
};
