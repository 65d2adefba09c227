/**
 * The words of the alert e-mails, in English and in French: one entry per language, never a choice made inline.
 * The reasons ("Why: the words “snow”") are the app's own words for the same notification.
 */

export type MailLanguage = 'en' | 'fr';
export type MailKind = 'instant' | 'daily' | 'weekly';

const en = {
  subject: (count: number, name: string, kind: MailKind) =>
    kind === 'instant'
      ? `${count === 1 ? '1 new tender' : `${count} new tenders`} for "${name}"`
      : `${kind === 'daily' ? 'Daily' : 'Weekly'} digest: ${count === 1 ? '1 new tender' : `${count} new tenders`} for "${name}"`,
  intro: (name: string) => `New tenders match your saved search "${name}":`,
  buyer: 'Buyer',
  closes: 'Closes',
  noClosing: 'No closing date',
  reference: 'Reference',
  region: 'Region',
  daysLeft: (days: number) => (days <= 0 ? 'closed' : days === 1 ? '1 day left' : `${days} days left`),
  more: (count: number) => `…and ${count} more in TenderScout.`,
  manage: 'Manage your alerts',
  unsubscribe: 'Stop these alerts',
  notRelevant: 'Not relevant',
  why: (name: string) => `You receive this e-mail because you saved the search "${name}" with alerts on.`,
  locale: 'en-CA',
  colon: ': ',
};

const fr: typeof en = {
  subject: (count, name, kind) =>
    kind === 'instant'
      ? `${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour « ${name} »`
      : `Résumé ${kind === 'daily' ? 'quotidien' : 'hebdomadaire'} : ${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour « ${name} »`,
  intro: (name) => `De nouveaux appels d'offres correspondent à votre recherche sauvegardée « ${name} » :`,
  buyer: 'Acheteur',
  closes: 'Clôture',
  noClosing: 'Aucune date de clôture',
  reference: 'Référence',
  region: 'Région',
  daysLeft: (days) => (days <= 0 ? 'fermé' : days === 1 ? '1 jour restant' : `${days} jours restants`),
  more: (count) => `…et ${count} autres dans TenderScout.`,
  manage: 'Gérer vos alertes',
  unsubscribe: 'Arrêter ces alertes',
  notRelevant: 'Non pertinent',
  why: (name) =>
    `Vous recevez ce courriel parce que vous avez sauvegardé la recherche « ${name} » avec des alertes.`,
  locale: 'fr-CA',
  colon: ' : ',
};

export const mailTexts = { en, fr } as const;

/** Why an item was sent: the same parts as the app's "Why: …" line, and the source when there are several. */
const whyEn = {
  label: 'Why',
  words: (words: string[]) => `the words ${words.map((word) => `“${word}”`).join(', ')}`,
  code: (code: string) => `the code ${code}`,
  meaning: 'a close meaning',
  companyFits: 'it fits your company profile',
  search: (name: string) => `your saved search "${name}"`,
  company: 'your company profile',
};

const whyFr: typeof whyEn = {
  label: 'Pourquoi',
  words: (words) => `les mots ${words.map((word) => `« ${word} »`).join(', ')}`,
  code: (code) => `le code ${code}`,
  meaning: 'un sens proche',
  companyFits: 'il correspond au profil de votre entreprise',
  search: (name) => `votre recherche sauvegardée « ${name} »`,
  company: 'le profil de votre entreprise',
};

export const whyTexts = { en: whyEn, fr: whyFr } as const;

/** The words of the "New tenders for my company" e-mails (the rest as in a saved search's). */
const companyEn = {
  subject: (count: number, kind: MailKind) =>
    kind === 'instant'
      ? `${count === 1 ? '1 new tender' : `${count} new tenders`} for your company`
      : `${kind === 'daily' ? 'Daily' : 'Weekly'} digest: ${count === 1 ? '1 new tender' : `${count} new tenders`} for your company`,
  intro: 'New tenders match your company profile:',
  why: 'You receive this e-mail because "New tenders for my company" alerts are on for your company profile.',
};

const companyFr: typeof companyEn = {
  subject: (count, kind) =>
    kind === 'instant'
      ? `${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour votre entreprise`
      : `Résumé ${kind === 'daily' ? 'quotidien' : 'hebdomadaire'} : ${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour votre entreprise`,
  intro: "De nouveaux appels d'offres correspondent au profil de votre entreprise :",
  why:
    "Vous recevez ce courriel parce que les alertes « Nouveaux appels d'offres pour mon entreprise » " +
    'sont activées pour le profil de votre entreprise.',
};

export const companyTexts = { en: companyEn, fr: companyFr } as const;

const savedTenderEn = {
  subject: (count: number) =>
    count === 1 ? 'Update to a saved tender' : `${count} updates to your saved tenders`,
  intro: 'What changed in the tenders you saved:',
  amended: (number: number | null) => (number === null ? 'Amended' : `Amendment ${number}`),
  changes: 'What changed',
  fit: 'Your fit',
  closing: (days: number) => (days === 1 ? 'Closes within 1 day' : `Closes within ${days} days`),
  unsubscribe: 'Stop these e-mails',
  why: 'You receive this e-mail because you saved these tenders in TenderScout. They stay in the app either way.',
};

const savedTenderFr: typeof savedTenderEn = {
  subject: (count) =>
    count === 1
      ? "Mise à jour d'un appel d'offres sauvegardé"
      : `${count} mises à jour de vos appels d'offres sauvegardés`,
  intro: "Ce qui a changé dans les appels d'offres que vous avez sauvegardés :",
  amended: (number) => (number === null ? 'Modifié' : `Modification ${number}`),
  changes: 'Ce qui a changé',
  fit: 'Votre adéquation',
  closing: (days) => (days === 1 ? 'Clôture dans 1 jour' : `Clôture dans ${days} jours`),
  unsubscribe: 'Arrêter ces courriels',
  why:
    "Vous recevez ce courriel parce que vous avez sauvegardé ces appels d'offres dans TenderScout. " +
    "Ils restent dans l'application dans tous les cas.",
};

export const savedTenderTexts = { en: savedTenderEn, fr: savedTenderFr } as const;
