import type { DeliveriesResponse } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { alertsStore } from './alerts.store';
import { mailOutbox } from './mail-outbox.store';

/** How many of a saved search's mails its delivery log shows, newest first. */
const DELIVERY_LOG_SIZE = 100;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * The delivery log of one of the caller's saved searches: each alert mail, queued, sent or failed, with its time
 * and the Message-ID the mail server accepted, so a supplier can prove what was sent and when.
 */
export const listDeliveries = async (
  db: Db,
  userId: string,
  savedSearchId: string,
): Promise<DeliveriesResponse> => {
  const search = await alertsStore.findSavedSearch(db, userId, savedSearchId);
  if (!search) throw new AppError('not_found', 'alerts.notFound');
  const rows = await mailOutbox.deliveries(db, userId, savedSearchId, DELIVERY_LOG_SIZE);
  return {
    deliveries: rows.map((row) => ({
      id: Number(row.id),
      status: row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'queued',
      subject: row.subject,
      to: row.to_address,
      queued_at: new Date(row.created_at).toISOString(),
      sent_at: iso(row.sent_at),
      attempts: row.attempts,
      last_error: row.last_error,
      message_id: row.message_id,
    })),
  };
};
