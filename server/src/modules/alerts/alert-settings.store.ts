import type { AlertFrequency, SavedTenderAlertsBody } from '@tenderscout/domain';
import type { Db } from '../../db/database';

/** SQL only: the alert settings kept on the user (saved-tender mails, company alerts, mail language). */

/** Whether the amendments and closing reminders of the user's saved tenders go by e-mail (undefined: no user). */
export const readSavedTenderMail = async (db: Db, userId: string) =>
  db.selectFrom('users').select('saved_tender_mail').where('id', '=', userId).executeTakeFirst();

export const readSavedTenderAlerts = async (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['saved_tender_mail', 'amendment_alerts'])
    .where('id', '=', userId)
    .executeTakeFirst();

export const writeSavedTenderAlerts = async (
  db: Db,
  userId: string,
  settings: SavedTenderAlertsBody,
): Promise<void> => {
  await db
    .updateTable('users')
    .set({
      saved_tender_mail: settings.email,
      ...(settings.every_change === undefined
        ? {}
        : { amendment_alerts: settings.every_change ? 'all' : 'material' }),
    })
    .where('id', '=', userId)
    .execute();
};

export const readCompanyAlertFrequency = async (db: Db, userId: string) =>
  db.selectFrom('users').select('company_alert_frequency').where('id', '=', userId).executeTakeFirst();

export const writeCompanyAlertFrequency = async (
  db: Db,
  userId: string,
  frequency: AlertFrequency,
): Promise<void> => {
  await db
    .updateTable('users')
    .set({ company_alert_frequency: frequency })
    .where('id', '=', userId)
    .execute();
};

/** The user's company-alert state, locked for their digest (undefined when another instance holds it). */
export const lockCompanyAlertUser = async (trx: Db, userId: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'company_alert_frequency', 'company_alert_since', 'company_alert_digest_at'])
    .where('id', '=', userId)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const markCompanyDigestSent = async (trx: Db, userId: string, at: Date): Promise<void> => {
  await trx.updateTable('users').set({ company_alert_digest_at: at }).where('id', '=', userId).execute();
};

/** An approved user's address and language, the recipient of their alert mails. */
export const recipientRow = async (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'preferred_language'])
    .where('id', '=', userId)
    .where('account_status', '=', 'approved')
    .executeTakeFirst();

export const preferredLanguageOf = async (db: Db, userId: string) =>
  db.selectFrom('users').select('preferred_language').where('id', '=', userId).executeTakeFirst();
