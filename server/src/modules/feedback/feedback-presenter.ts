import type { FeedbackItem } from '@tenderscout/domain';
import type { FeedbackRow } from './feedback.store';

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The admin view of a stored report: snake_case JSON, the screenshot as a link to the admin-only call. */
export const toFeedbackItem = (row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  category: row.category,
  priority: row.priority,
  email: row.email,
  browser_info: row.browser_info,
  captured_errors: row.captured_errors,
  screenshot_url: row.screenshot_path ? `/api/admin/feedback/${row.id}/screenshot` : null,
  status: row.status,
  user:
    row.user_id && row.user_name !== null && row.user_email !== null
      ? { id: row.user_id, name: row.user_name, email: row.user_email }
      : null,
  submitted_at: iso(row.submitted_at),
  created_at: new Date(row.created_at).toISOString(),
  resolved_at: iso(row.resolved_at),
});
