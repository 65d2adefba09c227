import { z } from 'zod';
import { en } from './i18n/en';
import { languageSchema } from './common';
import { EASTERN_TIME_ZONE } from './format';
import { tenderStatusCodeSchema } from './tender';

/**
 * Saving and tracking tenders (bookmarks, tender reviews and their review status),
 * stored on the server per user under `/api/me/…`.
 *
 * One rule keeps the two stores consistent: a tender is bookmarked exactly when its review is `saved`.
 * Saving bookmarks it; marking it not applicable removes the bookmark; unsaving (or removing the bookmark)
 * deletes both, back to unreviewed.
 */

export const REVIEW_STATUSES = ['unreviewed', 'saved', 'not_applicable'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** What a stored review can hold: unreviewed is the absence of a record. */
export const storedReviewStatusSchema = z.enum(['saved', 'not_applicable']);
export type StoredReviewStatus = z.infer<typeof storedReviewStatusSchema>;

export const savedMessages = en.saved;

export const DEFAULT_TENDER_TITLE = 'Untitled Tender';
export const DEFAULT_ORGANIZATION = 'Government of Canada';
export const SAVED_PAGE_SIZE = 12;

/** A tender as a saved list or a card shows it: enough to render without fetching the detail. */
export const tenderSummarySchema = z.object({
  id: z.string(),
  tender_id: z.string(),
  reference_number: z.string(),
  solicitation_number: z.string().nullable(),
  title: z.string(),
  organization: z.string(),
  /** Display status in the requested language (Open, Closed, …). */
  status: z.string(),
  status_code: tenderStatusCodeSchema,
  publish_date: z.string().nullable(),
  closing_date: z.string().nullable(),
  categories: z.array(z.string()),
  regions: z.array(z.string()),
  estimated_value: z.number().nullable(),
  notice_url: z.string().nullable(),
});
export type TenderSummary = z.infer<typeof tenderSummarySchema>;

/** A bookmark, with its camelCase and snake_case names, plus the tender's summary fields. */
export const bookmarkSchema = tenderSummarySchema.extend({
  tenderId: z.string(),
  publishDate: z.string().nullable(),
  closingDate: z.string().nullable(),
  bookmarkedAt: z.string(),
  location: z.object({ province: z.string().nullable(), delivery_regions: z.array(z.string()) }),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarksQuerySchema = z.object({
  /** Case-insensitive, over title (both languages), tender id / reference and solicitation numbers, organisation. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(SAVED_PAGE_SIZE),
  language: languageSchema.default('eng'),
});
export type BookmarksQuery = z.infer<typeof bookmarksQuerySchema>;

export const bookmarksResponseSchema = z.object({
  bookmarks: z.array(bookmarkSchema),
  /** Matches of the search (all bookmarks without one). */
  total: z.number().int(),
  /** Every bookmark the user has, whatever the search. */
  total_saved: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>;

export const tenderIdBodySchema = z.object({
  tender_id: z.string().trim().min(1, 'tender_id is required').max(500),
});

export const savedTenderParamsSchema = z.object({ tenderId: z.string().min(1).max(500) });

export const clearBookmarksResponseSchema = z.object({ deleted: z.number().int() });

/** A tender review. `id` is the tender id (reviews are keyed by tender). */
export const tenderReviewSchema = z.object({
  id: z.string(),
  tender_id: z.string(),
  status: storedReviewStatusSchema,
  reviewedAt: z.string(),
  tender: z.object({
    id: z.string(),
    title: z.string(),
    organization: z.string(),
    closingDate: z.string().nullable(),
    categories: z.array(z.string()),
    estimatedValue: z.number().nullable(),
  }),
});
export type TenderReview = z.infer<typeof tenderReviewSchema>;

export const reviewsQuerySchema = z.object({
  status: storedReviewStatusSchema.optional(),
  language: languageSchema.default('eng'),
});

export const reviewsResponseSchema = z.object({ reviews: z.array(tenderReviewSchema) });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const setReviewBodySchema = z.object({ status: storedReviewStatusSchema });

/** One tender's review state for the caller: `unreviewed` when there is no record. */
export const reviewStateSchema = z.object({
  tender_id: z.string(),
  status: reviewStatusSchema,
  reviewedAt: z.string().nullable(),
  is_bookmarked: z.boolean(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const reviewCountsSchema = z.object({
  total: z.number().int(),
  saved: z.number().int(),
  not_applicable: z.number().int(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

/** Review stats: all reviews, and those made today in the caller's time zone. */
export const reviewStatsSchema = reviewCountsSchema.extend({
  today: reviewCountsSchema,
  time_zone: z.string(),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const DEFAULT_TIME_ZONE = EASTERN_TIME_ZONE;

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const reviewStatsQuerySchema = z.object({
  tz: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, 'tz must be an IANA time zone such as America/Toronto')
    .default(DEFAULT_TIME_ZONE),
});

/** The per-user secret calendar feed (calendar apps cannot send headers). */
export const calendarFeedSchema = z.object({
  /** Absolute URL to paste into a calendar app's "subscribe by URL". */
  url: z.string(),
  /** The same, relative to the site. */
  path: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const savedIcsQuerySchema = z.object({
  feed: z.string().trim().max(200).optional(),
  language: languageSchema.default('eng'),
});
