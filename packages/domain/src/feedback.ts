import { z } from 'zod';
import { formatEnglishMessage } from './i18n/catalogue';
import { en } from './i18n/en';
import {
  FEEDBACK_TITLE_MAX,
  FEEDBACK_DESCRIPTION_MAX,
  SCREENSHOT_MAX_BYTES,
  ERROR_PREVIEW_COUNT,
  ERRORS_ATTACHED_MAX,
  CAPTURED_ERROR_MESSAGE_MAX,
  CAPTURED_ERROR_STACK_MAX,
} from './feedback-limits';

/**
 * Bug reports and feature requests, with their captured errors, rules and messages.
 * Any signed-in user sends one with `POST /feedback`; admins list and resolve them under `/api/admin/feedback`.
 * The limits and messages live here so the modal and the server refuse exactly the same things.
 */

export const FEEDBACK_TYPES = ['bug', 'feature'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const FEEDBACK_CATEGORIES = [
  'general',
  'search',
  'ui',
  'performance',
  'pdf',
  'analytics',
  'auth',
  'other',
] as const;
export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const feedbackPrioritySchema = z.enum(FEEDBACK_PRIORITIES);
export type FeedbackPriority = z.infer<typeof feedbackPrioritySchema>;

export const FEEDBACK_STATUSES = ['open', 'resolved'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/**
 * Screenshot formats a browser shows as an `<img>` and that cannot carry script (SVG can, so it is refused).
 * The server also checks the decoded bytes' signature, not only the declared type.
 */
export const SCREENSHOT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
] as const;
export type ScreenshotImageType = (typeof SCREENSHOT_IMAGE_TYPES)[number];

export const SCREENSHOT_EXTENSIONS: Record<ScreenshotImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

/** The feedback messages, word for word as the product fixes them. */
export const feedbackMessages = en.feedback;

export const isScreenshotImageType = (type: string): type is ScreenshotImageType =>
  (SCREENSHOT_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());

// ---------------------------------------------------------------------------------------------------------
// Captured errors and browser info.

export const CAPTURED_ERROR_TYPES = ['error', 'unhandledrejection', 'console.error'] as const;
export const capturedErrorTypeSchema = z.enum(CAPTURED_ERROR_TYPES);
export type CapturedErrorType = z.infer<typeof capturedErrorTypeSchema>;

export const capturedErrorSchema = z.object({
  type: capturedErrorTypeSchema,
  message: z.string().max(CAPTURED_ERROR_MESSAGE_MAX),
  source: z.string().max(2_000).nullable(),
  line: z.number().int().nonnegative().nullable(),
  column: z.number().int().nonnegative().nullable(),
  stack: z.string().max(CAPTURED_ERROR_STACK_MAX).nullable(),
  timestamp: z.string().max(40),
});
export type CapturedError = z.infer<typeof capturedErrorSchema>;

export const browserInfoSchema = z.object({
  userAgent: z.string().max(1_000),
  platform: z.string().max(200),
  language: z.string().max(50),
  /** Width × height of the window in CSS pixels, e.g. `1280x720`. */
  viewport: z.string().max(50),
  url: z.string().max(2_000),
  timestamp: z.string().max(40),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

// ---------------------------------------------------------------------------------------------------------
// The submission and what admins see.

/**
 * The body of `POST /feedback`. Shapes are checked here; the rules with the product's fixed messages (required fields,
 * title length, screenshot type and size) are checked by `validateFeedback` so the caller gets those words.
 */
export const feedbackSubmissionSchema = z.object({
  type: feedbackTypeSchema,
  title: z.string().max(5_000),
  description: z.string().max(50_000),
  category: feedbackCategorySchema.default('general'),
  /** Bugs only: ignored on a feature request. */
  priority: feedbackPrioritySchema.nullish(),
  email: z.string().max(320).nullish(),
  browserInfo: browserInfoSchema,
  capturedErrors: z.array(capturedErrorSchema).max(ERRORS_ATTACHED_MAX).nullish(),
  /** A `data:image/…;base64,` URL; bugs only. Stored as a file, never in the row. */
  screenshot: z.string().nullish(),
  submittedAt: z.string().max(40).optional(),
});
export type FeedbackSubmission = z.input<typeof feedbackSubmissionSchema>;

export const feedbackReceiptSchema = z.object({
  id: z.string(),
  status: feedbackStatusSchema,
  submitted_at: z.string(),
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  type: feedbackTypeSchema,
  title: z.string(),
  description: z.string(),
  category: feedbackCategorySchema,
  priority: feedbackPrioritySchema.nullable(),
  email: z.string().nullable(),
  browser_info: browserInfoSchema.nullable(),
  captured_errors: z.array(capturedErrorSchema).nullable(),
  /** Path of the admin-only screenshot call, or null. */
  screenshot_url: z.string().nullable(),
  status: feedbackStatusSchema,
  /** The signed-in sender; null when their account has since been deleted. */
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  type: feedbackTypeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  counts: z.object({ open: z.number().int(), resolved: z.number().int() }),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------------------
// Rules shared by the modal and the server.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FeedbackTextProblem = 'requiredFields' | 'titleTooLong' | 'descriptionTooLong' | 'invalidEmail';

/** The first problem with what a user typed, as a message key; null when the text fields are fine. */
export const feedbackTextProblem = (input: {
  title: string;
  description: string;
  email?: string | null;
}): `feedback.${FeedbackTextProblem}` | null => {
  if (input.title.trim() === '' || input.description.trim() === '') return 'feedback.requiredFields';
  if (input.title.trim().length > FEEDBACK_TITLE_MAX) return 'feedback.titleTooLong';
  if (input.description.trim().length > FEEDBACK_DESCRIPTION_MAX) return 'feedback.descriptionTooLong';
  const email = input.email?.trim();
  if (email && !EMAIL_PATTERN.test(email)) return 'feedback.invalidEmail';
  return null;
};

/** The same problem in English, in the product's fixed wording. */
export const validateFeedbackText = (input: {
  title: string;
  description: string;
  email?: string | null;
}): string | null => {
  const problem = feedbackTextProblem(input);
  return problem === null ? null : formatEnglishMessage(problem);
};

/** A chosen screenshot file: image of an allowed type, at most 5 MB. */
export const validateScreenshotFile = (file: { type: string; size: number }): string | null => {
  if (!isScreenshotImageType(file.type)) return feedbackMessages.screenshotNotImage;
  if (file.size > SCREENSHOT_MAX_BYTES) return feedbackMessages.screenshotTooLarge;
  return null;
};

export interface ParsedDataUrl {
  mediaType: string;
  base64: string;
}

/** `data:<type>;base64,<data>` split into its parts; null when it is not a base64 data URL. */
export const parseBase64DataUrl = (dataUrl: string): ParsedDataUrl | null => {
  const match = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w-]+=[\w.-]+)*;base64,/i.exec(dataUrl);
  if (!match?.[1]) return null;
  const base64 = dataUrl.slice(match[0].length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return null;
  return { mediaType: match[1].toLowerCase(), base64 };
};

/** Bytes a base64 string decodes to, without decoding it. */
export const base64DecodedLength = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

/** The image format the bytes really are (by signature), or null. */
export const detectImageType = (bytes: Uint8Array): ScreenshotImageType | null => {
  const startsWith = (...signature: number[]) => signature.every((value, index) => bytes[index] === value);
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (startsWith(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (startsWith(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42)
    return 'image/webp';
  if (startsWith(0x42, 0x4d)) return 'image/bmp';
  return null;
};

/** The checkbox previews the first 3 errors and counts the rest as '+N more'. */
export const previewErrors = <T>(errors: readonly T[]): { shown: T[]; more: number } => ({
  shown: errors.slice(0, ERROR_PREVIEW_COUNT),
  more: Math.max(0, errors.length - ERROR_PREVIEW_COUNT),
});
