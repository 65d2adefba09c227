import he from 'he';
import { ALERT_TIME_ZONE, MAX_TENDERS_PER_MAIL } from '@tenderscout/domain';

/** One alert e-mail in the recipient's language: subject, plain text, HTML and the unsubscribe headers. */

export type MailLanguage = 'en' | 'fr';

export interface MailTender {
  title: string;
  organization: string | null;
  closingAt: Date | null;
  url: string;
}

export interface AlertMailInput {
  language: MailLanguage;
  /** instant: found just now; daily / weekly: a digest. */
  kind: 'instant' | 'daily' | 'weekly';
  searchName: string;
  tenders: MailTender[];
  /** The web page that confirms the unsubscribe (link in the body). */
  unsubscribePageUrl: string;
  /** The API URL a mail client POSTs to (RFC 8058 one-click). */
  oneClickUrl: string;
  /** Where the user manages alerts. */
  manageUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const texts = {
  en: {
    subject: (count: number, name: string, kind: AlertMailInput['kind']) =>
      kind === 'instant'
        ? `${count === 1 ? '1 new tender' : `${count} new tenders`} for "${name}"`
        : `${kind === 'daily' ? 'Daily' : 'Weekly'} digest: ${count === 1 ? '1 new tender' : `${count} new tenders`} for "${name}"`,
    intro: (name: string) => `New tenders match your saved search "${name}":`,
    buyer: 'Buyer',
    closes: 'Closes',
    noClosing: 'No closing date',
    more: (count: number) => `…and ${count} more in TenderScout.`,
    manage: 'Manage your alerts',
    unsubscribe: 'Stop these alerts',
    why: (name: string) => `You receive this e-mail because you saved the search "${name}" with alerts on.`,
    locale: 'en-CA',
    colon: ': ',
  },
  fr: {
    subject: (count: number, name: string, kind: AlertMailInput['kind']) =>
      kind === 'instant'
        ? `${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour « ${name} »`
        : `Résumé ${kind === 'daily' ? 'quotidien' : 'hebdomadaire'} : ${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour « ${name} »`,
    intro: (name: string) =>
      `De nouveaux appels d'offres correspondent à votre recherche sauvegardée « ${name} » :`,
    buyer: 'Acheteur',
    closes: 'Clôture',
    noClosing: 'Aucune date de clôture',
    more: (count: number) => `…et ${count} autres dans TenderScout.`,
    manage: 'Gérer vos alertes',
    unsubscribe: 'Arrêter ces alertes',
    why: (name: string) =>
      `Vous recevez ce courriel parce que vous avez sauvegardé la recherche « ${name} » avec des alertes.`,
    locale: 'fr-CA',
    colon: ' : ',
  },
} as const;

/** The words of the "New tenders for my company" e-mails (the rest as in a saved search's). */
const companyTexts = {
  en: {
    subject: (count: number, kind: AlertMailInput['kind']) =>
      kind === 'instant'
        ? `${count === 1 ? '1 new tender' : `${count} new tenders`} for your company`
        : `${kind === 'daily' ? 'Daily' : 'Weekly'} digest: ${count === 1 ? '1 new tender' : `${count} new tenders`} for your company`,
    intro: 'New tenders match your company profile:',
    why: 'You receive this e-mail because "New tenders for my company" alerts are on for your company profile.',
  },
  fr: {
    subject: (count: number, kind: AlertMailInput['kind']) =>
      kind === 'instant'
        ? `${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour votre entreprise`
        : `Résumé ${kind === 'daily' ? 'quotidien' : 'hebdomadaire'} : ${count === 1 ? "1 nouvel appel d'offres" : `${count} nouveaux appels d'offres`} pour votre entreprise`,
    intro: "De nouveaux appels d'offres correspondent au profil de votre entreprise :",
    why:
      "Vous recevez ce courriel parce que les alertes « Nouveaux appels d'offres pour mon entreprise » " +
      'sont activées pour le profil de votre entreprise.',
  },
} as const;

/** A closing time in Eastern time with its zone, as the notices state them. */
export const formatClosing = (instant: Date, language: MailLanguage): string =>
  new Intl.DateTimeFormat(texts[language].locale, {
    timeZone: ALERT_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);

/** The list of new tenders, with the unsubscribe headers; `words` say which alert it is. */
const renderTenderListMail = (
  input: CompanyAlertMailInput,
  words: { subject: string; intro: string; why: string },
): RenderedMail => {
  const t = texts[input.language];
  const shown = input.tenders.slice(0, MAX_TENDERS_PER_MAIL);
  const more = input.tenders.length - shown.length;
  const closing = (tender: MailTender) =>
    tender.closingAt ? formatClosing(tender.closingAt, input.language) : t.noClosing;

  const textLines = [words.intro, ''];
  for (const tender of shown) {
    textLines.push(`- ${tender.title}`);
    if (tender.organization) textLines.push(`  ${t.buyer}${t.colon}${tender.organization}`);
    textLines.push(`  ${t.closes}${t.colon}${closing(tender)}`, `  ${tender.url}`, '');
  }
  if (more > 0) textLines.push(t.more(more), '');
  textLines.push(
    `${t.manage}${t.colon}${input.manageUrl}`,
    `${t.unsubscribe}${t.colon}${input.unsubscribePageUrl}`,
    '',
  );
  textLines.push(words.why);

  const e = (value: string) => he.escape(value);
  const items = shown
    .map(
      (tender) =>
        `<li style="margin-bottom:12px"><a href="${e(tender.url)}"><strong>${e(tender.title)}</strong></a><br>` +
        (tender.organization ? `${e(t.buyer)}${t.colon}${e(tender.organization)}<br>` : '') +
        `${e(t.closes)}${t.colon}${e(closing(tender))}</li>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">` +
    `<p>${e(words.intro)}</p><ul>${items}</ul>` +
    (more > 0 ? `<p>${e(t.more(more))}</p>` : '') +
    `<p><a href="${e(input.manageUrl)}">${e(t.manage)}</a> · <a href="${e(input.unsubscribePageUrl)}">${e(t.unsubscribe)}</a></p>` +
    `<p style="color:#666;font-size:12px">${e(words.why)}</p></body></html>`;

  return {
    subject: words.subject,
    text: textLines.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};

export const renderAlertMail = (input: AlertMailInput): RenderedMail => {
  const t = texts[input.language];
  return renderTenderListMail(input, {
    subject: t.subject(input.tenders.length, input.searchName, input.kind),
    intro: t.intro(input.searchName),
    why: t.why(input.searchName),
  });
};

export type CompanyAlertMailInput = Omit<AlertMailInput, 'searchName'>;

/** The "New tenders for my company" e-mail: the new notices that match the company profile. */
export const renderCompanyAlertMail = (input: CompanyAlertMailInput): RenderedMail => {
  const t = companyTexts[input.language];
  return renderTenderListMail(input, {
    subject: t.subject(input.tenders.length, input.kind),
    intro: t.intro,
    why: t.why,
  });
};

/** What happened to a saved tender: a new amendment, or its closing is near. */
export type SavedTenderEvent =
  { kind: 'amendment'; number: number | null; changes?: string | null } | { kind: 'deadline'; days: number };

export interface SavedTenderMailInput {
  language: MailLanguage;
  items: Array<{ tender: MailTender; event: SavedTenderEvent }>;
  unsubscribePageUrl: string;
  oneClickUrl: string;
  manageUrl: string;
}

const savedTenderTexts = {
  en: {
    subject: (count: number) =>
      count === 1 ? 'Update to a saved tender' : `${count} updates to your saved tenders`,
    intro: 'What changed in the tenders you saved:',
    amended: (number: number | null) => (number === null ? 'Amended' : `Amendment ${number}`),
    changes: 'What changed',
    closing: (days: number) => (days === 1 ? 'Closes within 1 day' : `Closes within ${days} days`),
    unsubscribe: 'Stop these e-mails',
    why: 'You receive this e-mail because you saved these tenders in TenderScout. They stay in the app either way.',
  },
  fr: {
    subject: (count: number) =>
      count === 1
        ? "Mise à jour d'un appel d'offres sauvegardé"
        : `${count} mises à jour de vos appels d'offres sauvegardés`,
    intro: "Ce qui a changé dans les appels d'offres que vous avez sauvegardés :",
    amended: (number: number | null) => (number === null ? 'Modifié' : `Modification ${number}`),
    changes: 'Ce qui a changé',
    closing: (days: number) => (days === 1 ? 'Clôture dans 1 jour' : `Clôture dans ${days} jours`),
    unsubscribe: 'Arrêter ces courriels',
    why:
      "Vous recevez ce courriel parce que vous avez sauvegardé ces appels d'offres dans TenderScout. " +
      "Ils restent dans l'application dans tous les cas.",
  },
} as const;

/** The e-mail about saved tenders: their new amendments and approaching closings, in the user's language. */
export const renderSavedTenderMail = (input: SavedTenderMailInput): RenderedMail => {
  const t = texts[input.language];
  const st = savedTenderTexts[input.language];
  const shown = input.items.slice(0, MAX_TENDERS_PER_MAIL);
  const more = input.items.length - shown.length;
  const closing = (tender: MailTender) =>
    tender.closingAt ? formatClosing(tender.closingAt, input.language) : t.noClosing;
  const what = (event: SavedTenderEvent) =>
    event.kind === 'amendment' ? st.amended(event.number) : st.closing(event.days);

  const changesOf = (event: SavedTenderEvent) =>
    event.kind === 'amendment' ? (event.changes ?? null) : null;

  const textLines: string[] = [st.intro, ''];
  for (const { tender, event } of shown) {
    textLines.push(`- ${what(event)}${t.colon}${tender.title}`);
    const changes = changesOf(event);
    if (changes) textLines.push(`  ${st.changes}${t.colon}${changes}`);
    if (tender.organization) textLines.push(`  ${t.buyer}${t.colon}${tender.organization}`);
    textLines.push(`  ${t.closes}${t.colon}${closing(tender)}`, `  ${tender.url}`, '');
  }
  if (more > 0) textLines.push(t.more(more), '');
  textLines.push(
    `${t.manage}${t.colon}${input.manageUrl}`,
    `${st.unsubscribe}${t.colon}${input.unsubscribePageUrl}`,
    '',
    st.why,
  );

  const e = (value: string) => he.escape(value);
  const items = shown
    .map(
      ({ tender, event }) =>
        `<li style="margin-bottom:12px"><strong>${e(what(event))}</strong>${e(t.colon)}` +
        `<a href="${e(tender.url)}">${e(tender.title)}</a><br>` +
        (changesOf(event) ? `${e(st.changes)}${t.colon}${e(changesOf(event)!)}<br>` : '') +
        (tender.organization ? `${e(t.buyer)}${t.colon}${e(tender.organization)}<br>` : '') +
        `${e(t.closes)}${t.colon}${e(closing(tender))}</li>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">` +
    `<p>${e(st.intro)}</p><ul>${items}</ul>` +
    (more > 0 ? `<p>${e(t.more(more))}</p>` : '') +
    `<p><a href="${e(input.manageUrl)}">${e(t.manage)}</a> · <a href="${e(input.unsubscribePageUrl)}">${e(st.unsubscribe)}</a></p>` +
    `<p style="color:#666;font-size:12px">${e(st.why)}</p></body></html>`;

  return {
    subject: st.subject(input.items.length),
    text: textLines.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
