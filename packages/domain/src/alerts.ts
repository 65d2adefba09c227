import { z } from 'zod';
import { en } from './i18n/en';
import { languageSchema } from './common';
import { searchFiltersInputSchema, searchTypeSchema, SEARCH_MAX_QUERY_LENGTH } from './search';

/**
 * Alerts: saved searches that notify their owner of new matching tenders (e-mail, in the app, Atom feed), and
 * in-app notices about the tenders a user saved (amendments, approaching deadlines). Per user and private.
 */

export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
/** Matches listed in one alert e-mail; the rest are counted and linked. */
export const MAX_TENDERS_PER_MAIL = 25;
/** Deadline reminders for saved tenders, in days before closing. */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;

export const alertMessages = en.alerts;

export const alertFrequencySchema = z.enum(['off', 'instant', 'daily', 'weekly']);
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

export const alertChannelSchema = z.enum(['email', 'in_app']);
export type AlertChannel = z.infer<typeof alertChannelSchema>;

export const alertSettingsSchema = z.object({
  frequency: alertFrequencySchema,
  /** In-app notifications always; e-mail unless turned off. */
  channels: z.array(alertChannelSchema),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

const alertSettingsInputSchema = z.object({
  frequency: alertFrequencySchema,
  channels: z
    .array(alertChannelSchema)
    .max(2)
    .transform((channels) => [...new Set(channels)])
    .optional(),
});

const nameSchema = z
  .string({ error: alertMessages.nameRequired })
  .trim()
  .min(1, alertMessages.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, `must be at most ${SAVED_SEARCH_NAME_MAX} characters`);

const querySchema = z
  .string()
  .max(SEARCH_MAX_QUERY_LENGTH, `must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`);

/** The filters as a search request takes them (unknown keys dropped, blank values removed). */
export const savedSearchFiltersSchema = searchFiltersInputSchema;

export const createSavedSearchBodySchema = z.object({
  name: nameSchema,
  query: querySchema.default(''),
  search_type: searchTypeSchema.default('hybrid'),
  filters: savedSearchFiltersSchema.nullable().optional(),
  alert: alertSettingsInputSchema.default({ frequency: 'instant' }),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchBodySchema>;
export type CreateSavedSearchBody = z.output<typeof createSavedSearchBodySchema>;

export const updateSavedSearchBodySchema = z.object({
  name: nameSchema.optional(),
  query: querySchema.optional(),
  search_type: searchTypeSchema.optional(),
  filters: savedSearchFiltersSchema.nullable().optional(),
  alert: alertSettingsInputSchema.optional(),
  /** Words the search leaves out of its alerts (set from "Not relevant"; send the list without one to undo). */
  exclusions: z.array(z.string().trim().min(2).max(60)).max(20).optional(),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchBodySchema>;
export type UpdateSavedSearchBody = z.output<typeof updateSavedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  search_type: searchTypeSchema,
  /** The filters as sent (search request form), blanks dropped. */
  filters: z.record(z.string(), z.unknown()),
  alert: alertSettingsSchema,
  /** The signed Atom feed of this search's matches (regenerable). */
  feed_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  last_notified_at: z.string().nullable(),
  /** Words left out of its alerts: a tender whose title or description has one is not alerted. */
  exclusions: z.array(z.string()),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = z.object({
  saved_searches: z.array(savedSearchSchema),
  max_saved_searches: z.number().int(),
});
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

export const savedSearchParamsSchema = z.object({ id: z.uuid({ error: alertMessages.notFound }) });

/** The feed route's id ends with `.atom`. */
export const savedSearchFeedParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.atom$/i, alertMessages.invalidFeedLink),
});
export const savedSearchFeedQuerySchema = z.object({ token: z.string().min(1).max(200) });

// ---------------------------------------------------------------------------------------------------------
// Notifications.

/** new_match: a saved search's; company_match: "New tenders for my company" (the company profile's). */
export const notificationKindSchema = z.enum(['new_match', 'amendment', 'deadline', 'company_match']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Why an alert matched: the query's words the tender contains, the commodity codes it matched, or its meaning. */
export const matchReasonSchema = z.object({
  words: z.array(z.string()),
  codes: z.array(z.string()),
  /** Found by meaning (semantic search) without any of the words. */
  meaning: z.boolean(),
  /** The company profile's facts it fits ("Delivered in Quebec, one of your regions"), in the reader's language. */
  facts: z.array(z.string()).optional(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  tender_id: z.string(),
  /** The tender's title in the requested language. */
  title: z.string(),
  organization: z.string().nullable(),
  closing_date: z.string().nullable(),
  /** The saved search that found it (new matches). */
  saved_search: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Amendment number (amendments) or days before closing (deadlines). */
  amendment_number: z.number().int().nullable(),
  days_before_closing: z.number().int().nullable(),
  /** What an amendment changed, in the requested language: its material changes ("Closing moved …"). */
  changes: z.string().nullable(),
  /** What a material amendment did to the user's fit ("Fit 72 → 58: …"), in the requested language. */
  fit: z.string().nullable().optional(),
  /** Why a saved search's or the company profile's match matched (new matches), else null. */
  why: matchReasonSchema.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  limit: z.coerce.number<unknown>().int().min(1).max(100).default(30),
  language: languageSchema.default('eng'),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markNotificationsReadBodySchema = z
  .object({
    ids: z.array(z.uuid()).max(500).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.ids !== undefined && body.ids.length > 0), {
    message: alertMessages.idsOrAll,
  });

export const markNotificationsReadResponseSchema = z.object({
  marked: z.number().int(),
  unread_count: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------
// Unsubscribe (signed link in every alert e-mail, no sign-in).

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });
export const unsubscribeResponseSchema = z.object({
  /**
   * What the link turns off: one saved search's alerts, the e-mails about saved tenders, or the alerts of the
   * company profile ("New tenders for my company").
   */
  scope: z.enum(['saved_search', 'saved_tenders', 'company_profile']),
  /** The saved search (scope saved_search), else null. */
  saved_search: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** `off` once turned off; for saved tenders `instant` means the e-mails are on. */
  frequency: alertFrequencySchema,
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Saved tenders: their amendments and closing reminders, in the app always and by e-mail unless turned off.

export const savedTenderAlertsSchema = z.object({
  email: z.boolean(),
  /** Amendments notify when they change something material; with this on, every amendment does. */
  every_change: z.boolean(),
});
export type SavedTenderAlerts = z.infer<typeof savedTenderAlertsSchema>;
/** Turning the e-mails on or off keeps the amendment setting unless it is given. */
export const savedTenderAlertsBodySchema = savedTenderAlertsSchema.partial({ every_change: true });
export type SavedTenderAlertsBody = z.infer<typeof savedTenderAlertsBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// "New tenders for my company": the company profile (its codes, regions, description) as an alert source, matched
// like the recommendations; a daily digest by default for new accounts. Nothing comes without a completed profile.

export const companyAlertsBodySchema = z.object({ frequency: alertFrequencySchema });
export type CompanyAlertsBody = z.infer<typeof companyAlertsBodySchema>;

export const companyAlertsSchema = z.object({
  frequency: alertFrequencySchema,
  /** Whether the user has completed the company profile this source matches (without it, nothing comes). */
  has_profile: z.boolean(),
});
export type CompanyAlerts = z.infer<typeof companyAlertsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Digest schedule: pure rules, Eastern time.

export const ALERT_TIME_ZONE = 'America/Toronto';

/** The calendar date and hour of an instant in `timeZone`. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const zonedParts = (
  instant: Date,
  timeZone: string = ALERT_TIME_ZONE,
): { date: string; hour: number; weekday: number } => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    weekday: weekdays.indexOf(part('weekday')),
  };
};

/** Weekly digests go out on Mondays. */
export const WEEKLY_DIGEST_WEEKDAY = 1;

/**
 * The digest slot an instant falls in: the last `hour` o'clock (Eastern) at or before it, on any day (daily) or on
 * a Monday (weekly), as that slot's local date. A digest is due when the current slot differs from the one it
 * was last sent in; so a server that was down at the hour sends it as soon as it is back, once.
 */
export const digestSlot = (
  instant: Date,
  frequency: 'daily' | 'weekly',
  hour: number,
  timeZone: string = ALERT_TIME_ZONE,
): string => {
  // Step back hour by hour (at most 8 days) to the slot's start; DST days have 23 or 25 hours.
  const probe = new Date(instant.getTime());
  probe.setUTCMinutes(0, 0, 0);
  for (let step = 0; step < 24 * 8 + 2; step += 1) {
    const parts = zonedParts(probe, timeZone);
    const isSlotHour =
      parts.hour === hour && (frequency === 'daily' || parts.weekday === WEEKLY_DIGEST_WEEKDAY);
    if (isSlotHour) return parts.date;
    probe.setTime(probe.getTime() - 3_600_000);
  }
  return 'none';
};

export const isDigestDue = (options: {
  now: Date;
  frequency: 'daily' | 'weekly';
  hour: number;
  /** When the last digest for this search went out (null: never). */
  lastDigestAt: Date | null;
  /** When the saved search was created (its first digest is the first slot after that). */
  createdAt: Date;
}): boolean => {
  const current = digestSlot(options.now, options.frequency, options.hour);
  const since = options.lastDigestAt ?? options.createdAt;
  return digestSlot(since, options.frequency, options.hour) !== current;
};

// ---------------------------------------------------------------------------------------------------------
// Delivery log of a saved search (GET /api/me/saved-searches/{id}/deliveries): what was mailed, and when.

export const deliveryStatusSchema = z.enum(['queued', 'sent', 'failed']);
export const deliverySchema = z.object({
  id: z.number().int(),
  /** queued (waiting or being retried), sent (accepted by the mail server), failed (given up). */
  status: deliveryStatusSchema,
  subject: z.string(),
  to: z.string(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** The Message-ID the mail server accepted, to prove what was sent. */
  message_id: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveriesResponseSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveriesResponse = z.infer<typeof deliveriesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// "Not relevant" (POST /api/me/notifications/{id}/not-relevant): hides the item and offers to refine the search.

export const notificationParamsSchema = z.object({ id: z.uuid() });
export const notRelevantResponseSchema = z.object({
  hidden: z.literal(true),
  /** The saved search that found it, to refine; null for other kinds of notification. */
  saved_search: z.object({ id: z.string(), name: z.string(), exclusions: z.array(z.string()) }).nullable(),
  /** Words of the tender the search did not ask for: adding one as an exclusion stops such alerts. */
  suggested_exclusions: z.array(z.string()),
});
export type NotRelevantResponse = z.infer<typeof notRelevantResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// "Not relevant" as a link in an alert mail: the signed token is the credential (no sign-in).

export const notRelevantLinkQuerySchema = z.object({
  token: z.string().min(1).max(300),
  language: languageSchema.default('eng'),
});

/** What a mail's "Not relevant" link would hide (the page asks before acting: mail scanners follow links). */
export const notRelevantLinkSchema = z.object({
  tender_id: z.string(),
  title: z.string(),
  /** Already hidden (the link was used before): acting again changes nothing. */
  hidden: z.boolean(),
  saved_search: z.object({ id: z.string(), name: z.string(), exclusions: z.array(z.string()) }).nullable(),
});
export type NotRelevantLink = z.infer<typeof notRelevantLinkSchema>;

/** A word to leave out of the saved search that found the item (the refinement "Not relevant" offers). */
export const notRelevantExcludeBodySchema = z.object({ word: z.string().trim().min(2).max(60) });

export const notRelevantExcludeResponseSchema = z.object({
  saved_search: z.object({ id: z.string(), name: z.string(), exclusions: z.array(z.string()) }),
});
export type NotRelevantExcludeResponse = z.infer<typeof notRelevantExcludeResponseSchema>;
