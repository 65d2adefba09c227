import type { Db } from '../../db/database';

/**
 * Sends a digest's pending notifications as one e-mail: `queue` writes the mail for their tenders into the
 * outbox (or writes none), then the notifications are marked queued with it. Answers how many mails went out.
 */
export const queuePendingAsOneMail = async (
  trx: Db,
  pending: Array<{ id: string; tender_id: string }>,
  queue: (tenderIds: string[]) => Promise<number | undefined>,
): Promise<number> => {
  if (pending.length === 0) return 0;
  const mailId = await queue(pending.map((row) => row.tender_id));
  await trx
    .updateTable('notifications')
    .set({ mail_state: 'queued', mail_id: mailId ?? null })
    .where(
      'id',
      'in',
      pending.map((row) => row.id),
    )
    .execute();
  return mailId === undefined ? 0 : 1;
};
