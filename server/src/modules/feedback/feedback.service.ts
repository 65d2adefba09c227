import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  base64DecodedLength,
  detectImageType,
  type feedbackSubmissionSchema,
  isScreenshotImageType,
  parseBase64DataUrl,
  SCREENSHOT_EXTENSIONS,
  SCREENSHOT_MAX_BYTES,
  feedbackTextProblem,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackListQuery,
  type FeedbackReceipt,
  type FeedbackStatus,
  type ScreenshotImageType,
} from '@tenderscout/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toFeedbackItem } from './feedback-presenter';
import { feedbackStore } from './feedback.store';

export interface FeedbackContext {
  db: Db;
  /** Screenshots are written under `<dataDir>/feedback/`. */
  dataDir: string;
}

type Submission = z.output<typeof feedbackSubmissionSchema>;

const SCREENSHOT_FOLDER = 'feedback';

interface Screenshot {
  bytes: Buffer;
  type: ScreenshotImageType;
}

/**
 * A data URL checked with the product's fixed wording: an image ('Please select an image file') of at most 5 MB
 * ('Screenshot must be less than 5MB'). The declared type must be an allowed image type and the bytes must
 * really be one (by signature), so nothing else is ever stored or later served to an admin as an image.
 */
export const decodeScreenshot = (dataUrl: string): Screenshot => {
  const parsed = parseBase64DataUrl(dataUrl.trim());
  if (!parsed || !isScreenshotImageType(parsed.mediaType))
    throw new AppError('validation', 'feedback.screenshotNotImage');
  if (base64DecodedLength(parsed.base64) > SCREENSHOT_MAX_BYTES)
    throw new AppError('validation', 'feedback.screenshotTooLarge');
  const bytes = Buffer.from(parsed.base64, 'base64');
  const type = detectImageType(bytes);
  if (!type) throw new AppError('validation', 'feedback.screenshotNotImage');
  return { bytes, type };
};

const parseInstant = (value: string | undefined): Date | null => {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

/** Stores a report from a signed-in user; a bug's screenshot goes to a file, never into the row. */
export const submitFeedback = async (
  context: FeedbackContext,
  userId: string,
  input: Submission,
): Promise<FeedbackReceipt> => {
  const problem = feedbackTextProblem(input);
  if (problem) throw new AppError('validation', problem);
  const isBug = input.type === 'bug';
  // Priority, screenshot and captured errors belong to bug reports only.
  const screenshot = isBug && input.screenshot ? decodeScreenshot(input.screenshot) : null;

  const id = randomUUID();
  let screenshotPath: string | null = null;
  if (screenshot) {
    const folder = path.join(context.dataDir, SCREENSHOT_FOLDER);
    await mkdir(folder, { recursive: true });
    screenshotPath = path.join(SCREENSHOT_FOLDER, `${id}.${SCREENSHOT_EXTENSIONS[screenshot.type]}`);
    await writeFile(path.join(context.dataDir, screenshotPath), screenshot.bytes, { flag: 'wx' });
  }
  const errors =
    isBug && input.capturedErrors && input.capturedErrors.length > 0 ? input.capturedErrors : null;
  try {
    const row = await feedbackStore.insert(context.db, {
      id,
      user_id: userId,
      type: input.type,
      title: input.title.trim(),
      description: input.description.trim(),
      category: input.category,
      priority: isBug ? (input.priority ?? 'medium') : null,
      email: input.email?.trim() || null,
      browser_info: JSON.stringify(input.browserInfo),
      captured_errors: errors ? JSON.stringify(errors) : null,
      screenshot_path: screenshotPath,
      screenshot_type: screenshot?.type ?? null,
      submitted_at: parseInstant(input.submittedAt),
    });
    return { id: row.id, status: 'open', submitted_at: new Date(row.created_at).toISOString() };
  } catch (error) {
    if (screenshotPath) await unlink(path.join(context.dataDir, screenshotPath)).catch(() => undefined);
    throw error;
  }
};

export const listFeedback = async (
  context: FeedbackContext,
  query: FeedbackListQuery,
): Promise<FeedbackList> => {
  const filter = { status: query.status, type: query.type };
  const [rows, counts] = await Promise.all([
    feedbackStore.list(context.db, filter, { limit: query.size, offset: (query.page - 1) * query.size }),
    feedbackStore.countByStatus(context.db, query.type),
  ]);
  const total = query.status === 'all' ? counts.open + counts.resolved : counts[query.status];
  return { items: rows.map(toFeedbackItem), total, page: query.page, size: query.size, counts };
};

export const setFeedbackStatus = async (
  context: FeedbackContext,
  id: string,
  status: FeedbackStatus,
  adminId: string,
): Promise<FeedbackItem> => {
  if (!(await feedbackStore.setStatus(context.db, id, status, adminId)))
    throw new AppError('not_found', 'feedback.notFound');
  const row = await feedbackStore.findById(context.db, id);
  if (!row) throw new AppError('not_found', 'feedback.notFound');
  return toFeedbackItem(row);
};

export const readFeedbackScreenshot = async (
  context: FeedbackContext,
  id: string,
): Promise<{ bytes: Buffer; type: string }> => {
  const row = await feedbackStore.findById(context.db, id);
  if (!row) throw new AppError('not_found', 'feedback.notFound');
  if (!row.screenshot_path || !row.screenshot_type)
    throw new AppError('not_found', 'feedback.screenshotNotFound');
  try {
    return {
      bytes: await readFile(path.join(context.dataDir, row.screenshot_path)),
      type: row.screenshot_type,
    };
  } catch {
    // The row outlived its file (DATA_DIR restored without it): say so rather than fail.
    throw new AppError('not_found', 'feedback.screenshotNotFound');
  }
};
