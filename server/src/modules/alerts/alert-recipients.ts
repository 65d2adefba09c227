import {
  DEMO_ACCOUNT_EMAIL,
  pickLanguage,
  pickLanguageList,
  regionLabel,
  type Language,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { MailLanguage, MailTender } from './alert-mail';
import { mailTenderRows } from './alert-matcher.store';
import { recipientRow } from './alert-settings.store';

/** Who an alert e-mail goes to, and the tenders it lists: shared by every alert source. */

export interface Recipient {
  email: string;
  language: MailLanguage;
}

/** The shared demo account and every visitor's copy of it (`demo+…@` the same domain). */
const isDemoAddress = (email: string): boolean => {
  const [local = '', domain = ''] = DEMO_ACCOUNT_EMAIL.split('@');
  return email === DEMO_ACCOUNT_EMAIL || (email.startsWith(`${local}+`) && email.endsWith(`@${domain}`));
};

export const recipientOf = async (db: Db, userId: string): Promise<Recipient | undefined> => {
  const row = await recipientRow(db, userId);
  // The demo sandbox gets in-app alerts only: its addresses belong to no visitor.
  if (!row || isDemoAddress(row.email)) return undefined;
  return { email: row.email, language: row.preferred_language === 'fr' ? 'fr' : 'en' };
};

/** The API's language code of a mail language. */
export const apiLanguageOf = (language: MailLanguage): Language => (language === 'fr' ? 'fra' : 'eng');

/**
 * The tenders of `ids` as an e-mail lists them, in that order (a tender no longer stored is left out): title,
 * buyer, reference number, region of delivery and closing, in the reader's language.
 */
export const tendersForMail = async (
  db: Db,
  ids: string[],
  language: MailLanguage,
  origin: string,
): Promise<Array<MailTender & { id: string }>> => {
  if (ids.length === 0) return [];
  const rows = await mailTenderRows(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const api = apiLanguageOf(language);
    const delivery = pickLanguageList(api, row.regions_delivery_en, row.regions_delivery_fr);
    const regions = delivery.length > 0 ? delivery : row.regions.map((value) => regionLabel(value, api));
    return [
      {
        id: row.id,
        title: pickLanguage(api, row.title_en, row.title_fr) ?? id,
        organization: pickLanguage(api, row.organization_en, row.organization_fr),
        closingAt: row.closing_at ? new Date(row.closing_at) : null,
        reference: row.id,
        region: regions.length > 0 ? regions.join(', ') : null,
        url: `${origin}/tender/${encodeURIComponent(row.id)}`,
      },
    ];
  });
};
