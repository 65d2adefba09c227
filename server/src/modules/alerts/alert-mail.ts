import he from 'he';
import { ALERT_TIME_ZONE, daysLeft, MAX_TENDERS_PER_MAIL, type MatchReason } from '@tenderscout/domain';
import {
  companyTexts,
  mailTexts,
  savedTenderTexts,
  whyTexts,
  type MailKind,
  type MailLanguage,
} from './alert-mail-texts';

/** One alert e-mail in the recipient's language: subject, plain text, HTML and the unsubscribe headers. */

export type { MailLanguage } from './alert-mail-texts';

/** Why an item was sent: which source matched it (a saved search, the company profile), and on what. */
export interface MailReason {
  source: { kind: 'search'; name: string } | { kind: 'company' };
  why: MatchReason | null;
}

export interface MailTender {
  title: string;
  organization: string | null;
  closingAt: Date | null;
  url: string;
  /** The notice's reference number, and where it is delivered, in the reader's language. */
  reference?: string | null;
  region?: string | null;
  /** Why it matched, one per source (a tender found by a saved search and the company profile names both). */
  reasons?: MailReason[];
  /** The signed "Not relevant" link of this item. */
  notRelevantUrl?: string | null;
}

export interface AlertMailInput {
  language: MailLanguage;
  /** instant: found just now; daily / weekly: a digest. */
  kind: MailKind;
  searchName: string;
  tenders: MailTender[];
  /** The web page that confirms the unsubscribe (link in the body). */
  unsubscribePageUrl: string;
  /** The API URL a mail client POSTs to (RFC 8058 one-click). */
  oneClickUrl: string;
  /** Where the user manages alerts. */
  manageUrl: string;
  /** Now, for the days left (tests). */
  now?: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A closing time in Eastern time with its zone, as the notices state them. */
export const formatClosing = (instant: Date, language: MailLanguage): string =>
  new Intl.DateTimeFormat(mailTexts[language].locale, {
    timeZone: ALERT_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);

/** The closing time in Eastern time and the days left: "January 20, 2026 at 2:00 p.m. EST (3 days left)". */
const closingLine = (tender: MailTender, language: MailLanguage, now: Date): string => {
  const t = mailTexts[language];
  if (!tender.closingAt) return t.noClosing;
  const days = daysLeft(tender.closingAt.toISOString(), now.getTime()) ?? 0;
  return `${formatClosing(tender.closingAt, language)} (${t.daysLeft(days)})`;
};

/** "Why: the words “snow” · the code 72102900 Snow removal"; each source named when there are several. */
export const reasonLines = (reasons: MailReason[], language: MailLanguage): string[] => {
  const w = whyTexts[language];
  const t = mailTexts[language];
  return reasons.map(({ source, why }) => {
    const parts = [
      why && why.words.length > 0 ? w.words(why.words) : null,
      ...(why?.codes ?? []).map(w.code),
      ...(why?.facts ?? []),
      why?.meaning ? w.meaning : null,
    ].filter((part): part is string => part !== null);
    if (parts.length === 0 && source.kind === 'company') parts.push(w.companyFits);
    const label =
      reasons.length > 1
        ? `${w.label} (${source.kind === 'company' ? w.company : w.search(source.name)})`
        : w.label;
    return parts.length === 0 ? '' : `${label}${t.colon}${parts.join(' · ')}`;
  });
};

/** One tender's lines in both forms: its facts (buyer, reference, region, closing), why, and "Not relevant". */
export const tenderItem = (
  tender: MailTender,
  language: MailLanguage,
  now: Date,
): { text: string[]; html: string } => {
  const t = mailTexts[language];
  const e = (value: string) => he.escape(value);
  const facts = [
    tender.organization ? `${t.buyer}${t.colon}${tender.organization}` : null,
    tender.reference ? `${t.reference}${t.colon}${tender.reference}` : null,
    tender.region ? `${t.region}${t.colon}${tender.region}` : null,
  ].filter((part): part is string => part !== null);
  const closes = `${t.closes}${t.colon}${closingLine(tender, language, now)}`;
  const why = reasonLines(tender.reasons ?? [], language).filter((line) => line !== '');
  const text = [
    ...facts.map((line) => `  ${line}`),
    `  ${closes}`,
    ...why.map((line) => `  ${line}`),
    `  ${tender.url}`,
    ...(tender.notRelevantUrl ? [`  ${t.notRelevant}${t.colon}${tender.notRelevantUrl}`] : []),
  ];
  const html =
    [...facts, closes, ...why].map((line) => `${e(line)}<br>`).join('') +
    (tender.notRelevantUrl
      ? `<a href="${e(tender.notRelevantUrl)}" style="color:#666;font-size:12px">${e(t.notRelevant)}</a>`
      : '');
  return { text, html };
};

const unsubscribeHeaders = (oneClickUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The list of new tenders, with the unsubscribe headers; `words` say which alert it is. */
const renderTenderListMail = (
  input: CompanyAlertMailInput,
  words: { subject: string; intro: string; why: string },
): RenderedMail => {
  const t = mailTexts[input.language];
  const now = input.now ?? new Date();
  const shown = input.tenders.slice(0, MAX_TENDERS_PER_MAIL);
  const more = input.tenders.length - shown.length;
  const items = shown.map((tender) => ({ tender, ...tenderItem(tender, input.language, now) }));

  const textLines = [words.intro, ''];
  for (const item of items) textLines.push(`- ${item.tender.title}`, ...item.text, '');
  if (more > 0) textLines.push(t.more(more), '');
  textLines.push(
    `${t.manage}${t.colon}${input.manageUrl}`,
    `${t.unsubscribe}${t.colon}${input.unsubscribePageUrl}`,
    '',
  );
  textLines.push(words.why);

  const e = (value: string) => he.escape(value);
  const list = items
    .map(
      (item) =>
        `<li style="margin-bottom:12px"><a href="${e(item.tender.url)}"><strong>${e(item.tender.title)}</strong></a><br>` +
        `${item.html}</li>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">` +
    `<p>${e(words.intro)}</p><ul>${list}</ul>` +
    (more > 0 ? `<p>${e(t.more(more))}</p>` : '') +
    `<p><a href="${e(input.manageUrl)}">${e(t.manage)}</a> · <a href="${e(input.unsubscribePageUrl)}">${e(t.unsubscribe)}</a></p>` +
    `<p style="color:#666;font-size:12px">${e(words.why)}</p></body></html>`;

  return {
    subject: words.subject,
    text: textLines.join('\n'),
    html,
    headers: unsubscribeHeaders(input.oneClickUrl),
  };
};

export const renderAlertMail = (input: AlertMailInput): RenderedMail => {
  const t = mailTexts[input.language];
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

/** What happened to a saved tender: a new amendment (with the fit it changed), or its closing is near. */
export type SavedTenderEvent =
  | { kind: 'amendment'; number: number | null; changes?: string | null; fit?: string | null }
  | { kind: 'deadline'; days: number };

export interface SavedTenderMailInput {
  language: MailLanguage;
  items: Array<{ tender: MailTender; event: SavedTenderEvent }>;
  unsubscribePageUrl: string;
  oneClickUrl: string;
  manageUrl: string;
  now?: Date;
}

/** The e-mail about saved tenders: their new amendments and approaching closings, in the user's language. */
export const renderSavedTenderMail = (input: SavedTenderMailInput): RenderedMail => {
  const t = mailTexts[input.language];
  const st = savedTenderTexts[input.language];
  const now = input.now ?? new Date();
  const shown = input.items.slice(0, MAX_TENDERS_PER_MAIL);
  const more = input.items.length - shown.length;
  const what = (event: SavedTenderEvent) =>
    event.kind === 'amendment' ? st.amended(event.number) : st.closing(event.days);
  const extras = (event: SavedTenderEvent): string[] =>
    event.kind === 'amendment'
      ? [
          event.changes ? `${st.changes}${t.colon}${event.changes}` : null,
          event.fit ? `${st.fit}${t.colon}${event.fit}` : null,
        ].filter((line): line is string => line !== null)
      : [];

  const textLines: string[] = [st.intro, ''];
  const e = (value: string) => he.escape(value);
  const list: string[] = [];
  for (const { tender, event } of shown) {
    const item = tenderItem(tender, input.language, now);
    textLines.push(`- ${what(event)}${t.colon}${tender.title}`);
    textLines.push(...extras(event).map((line) => `  ${line}`), ...item.text, '');
    list.push(
      `<li style="margin-bottom:12px"><strong>${e(what(event))}</strong>${e(t.colon)}` +
        `<a href="${e(tender.url)}">${e(tender.title)}</a><br>` +
        extras(event)
          .map((line) => `${e(line)}<br>`)
          .join('') +
        `${item.html}</li>`,
    );
  }
  if (more > 0) textLines.push(t.more(more), '');
  textLines.push(
    `${t.manage}${t.colon}${input.manageUrl}`,
    `${st.unsubscribe}${t.colon}${input.unsubscribePageUrl}`,
    '',
    st.why,
  );

  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">` +
    `<p>${e(st.intro)}</p><ul>${list.join('')}</ul>` +
    (more > 0 ? `<p>${e(t.more(more))}</p>` : '') +
    `<p><a href="${e(input.manageUrl)}">${e(t.manage)}</a> · <a href="${e(input.unsubscribePageUrl)}">${e(st.unsubscribe)}</a></p>` +
    `<p style="color:#666;font-size:12px">${e(st.why)}</p></body></html>`;

  return {
    subject: st.subject(input.items.length),
    text: textLines.join('\n'),
    html,
    headers: unsubscribeHeaders(input.oneClickUrl),
  };
};
