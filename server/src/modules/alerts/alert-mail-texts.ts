import { formatServerMessage as m } from '@tenderscout/domain';

/**
 * The words of the alert e-mails: catalogue messages (`alertMail.*`, English and French, with their plurals),
 * shaped as the mail composer reads them. The reasons ("Why: the words “snow”") are the app's own words for the
 * same notification.
 */

export type MailLanguage = 'en' | 'fr';
export type MailKind = 'instant' | 'daily' | 'weekly';

const LOCALES: Record<MailLanguage, string> = { en: 'en-CA', fr: 'fr-CA' };

const tendersOf = (lang: MailLanguage, count: number) => m(lang, 'alertMail.newTenders', { count });
const digestOf = (lang: MailLanguage, kind: 'daily' | 'weekly') => m(lang, `alertMail.digest.${kind}`);

const mail = (lang: MailLanguage) => ({
  subject: (count: number, name: string, kind: MailKind) =>
    kind === 'instant'
      ? m(lang, 'alertMail.subjectInstant', { tenders: tendersOf(lang, count), name })
      : m(lang, 'alertMail.subjectDigest', {
          digest: digestOf(lang, kind),
          tenders: tendersOf(lang, count),
          name,
        }),
  intro: (name: string) => m(lang, 'alertMail.intro', { name }),
  buyer: m(lang, 'alertMail.buyer'),
  closes: m(lang, 'alertMail.closes'),
  noClosing: m(lang, 'alertMail.noClosing'),
  reference: m(lang, 'alertMail.reference'),
  region: m(lang, 'alertMail.region'),
  daysLeft: (days: number) =>
    days <= 0 ? m(lang, 'alertMail.closed') : m(lang, 'alertMail.daysLeft', { count: days }),
  more: (count: number) => m(lang, 'alertMail.more', { count }),
  manage: m(lang, 'alertMail.manage'),
  unsubscribe: m(lang, 'alertMail.unsubscribe'),
  notRelevant: m(lang, 'alertMail.notRelevant'),
  why: (name: string) => m(lang, 'alertMail.why', { name }),
  locale: LOCALES[lang],
  colon: m(lang, 'alertMail.colon'),
});

export const mailTexts = { en: mail('en'), fr: mail('fr') } as const;

/** Why an item was sent: the same parts as the app's "Why: …" line, and the source when there are several. */
const why = (lang: MailLanguage) => ({
  label: m(lang, 'alertMail.whyLabel'),
  words: (words: string[]) =>
    m(lang, 'alertMail.whyWords', {
      words: words.map((word) => m(lang, 'alertMail.quoted', { word })).join(', '),
    }),
  code: (code: string) => m(lang, 'alertMail.whyCode', { code }),
  meaning: m(lang, 'alertMail.whyMeaning'),
  companyFits: m(lang, 'alertMail.companyFits'),
  search: (name: string) => m(lang, 'alertMail.sourceSearch', { name }),
  company: m(lang, 'alertMail.sourceCompany'),
});

export const whyTexts = { en: why('en'), fr: why('fr') } as const;

/** The words of the "New tenders for my company" e-mails (the rest as in a saved search's). */
const company = (lang: MailLanguage) => ({
  subject: (count: number, kind: MailKind) =>
    kind === 'instant'
      ? m(lang, 'alertMail.companySubjectInstant', { tenders: tendersOf(lang, count) })
      : m(lang, 'alertMail.companySubjectDigest', {
          digest: digestOf(lang, kind),
          tenders: tendersOf(lang, count),
        }),
  intro: m(lang, 'alertMail.companyIntro'),
  why: m(lang, 'alertMail.companyWhy'),
});

export const companyTexts = { en: company('en'), fr: company('fr') } as const;

/** The words of the saved-tender update e-mails (amendments, closing soon). */
const savedTender = (lang: MailLanguage) => ({
  subject: (count: number) => m(lang, 'alertMail.savedSubject', { count }),
  intro: m(lang, 'alertMail.savedIntro'),
  amended: (number: number | null) =>
    number === null ? m(lang, 'alertMail.amended') : m(lang, 'alertMail.amendment', { number }),
  changes: m(lang, 'alertMail.changes'),
  fit: m(lang, 'alertMail.fit'),
  closing: (days: number) => m(lang, 'alertMail.closingWithin', { count: days }),
  unsubscribe: m(lang, 'alertMail.savedUnsubscribe'),
  why: m(lang, 'alertMail.savedWhy'),
});

export const savedTenderTexts = { en: savedTender('en'), fr: savedTender('fr') } as const;
