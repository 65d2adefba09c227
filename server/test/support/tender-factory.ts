import { Readable } from 'node:stream';
import type { TenderStatusCode } from '@tenderscout/domain';
import { COLUMNS, type ColumnKey } from '../../src/shared/open-data/columns';
import { ingestSource } from '../../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../../src/modules/tenders/ingest/test-support';
import type { TestApp } from './test-app';

/**
 * Tenders made for a test, with what the test needs said in the test: each spec becomes a CanadaBuys CSV row
 * and goes through the real loader (CSV reader, normalise, upsert), exactly as a published notice would. What a
 * spec leaves out gets a plain default: an open Services notice in both languages, closing in 30 days.
 */

/** The statuses a notice publishes; "closed" is only ever read from an open notice's closing time. */
export type PublishedStatus = Exclude<TenderStatusCode, 'closed'>;

/** Text in each language; a plain string is English only (the notice then has no French text). */
export type Bilingual = string | { en?: string | null; fr?: string | null };

/** A commodity code with its published descriptions. */
export interface CodeSpec {
  code: string;
  en: string;
  fr?: string;
}

export interface TenderSpec {
  /** The reference number, which is the tender's id; a fresh `cb-test-…` one when not given. */
  id?: string;
  solicitationNumber?: string | null;
  amendmentNumber?: number;
  title?: Bilingual;
  description?: Bilingual;
  /** The status the notice publishes (an open notice past its closing time reads as closed). */
  status?: PublishedStatus;
  /** As the feeds publish it, in Ottawa's time: `2026-01-19T17:00:00`; null for none. */
  closingDate?: string | null;
  /** Closing at 14:00 Ottawa time this many days from today (negative: already closed). */
  closesInDays?: number;
  publicationDate?: string | null;
  contractStartDate?: string | null;
  contractEndDate?: string | null;
  /** Procurement category codes: SRV, GD, CNST, SRVTGD. */
  categories?: string[];
  /** Delivery regions as published (`Manitoba`, `Canada`, `National Capital Region (NCR)`…). */
  regions?: Array<string | { en: string; fr: string }>;
  unspsc?: CodeSpec[];
  gsin?: CodeSpec[];
  buyer?: Bilingual;
  /** The buying office's address: city and province. */
  buyerAddress?: { city: string; province: string };
  contact?: { name?: string | null; email?: string | null; phone?: string | null };
  noticeType?: Bilingual;
  selectionCriteria?: Bilingual;
  /** Trade agreements that apply, each in both languages. */
  tradeAgreements?: Array<{ en: string; fr: string }>;
  /** Published attachment URLs. */
  attachments?: { en?: string[]; fr?: string[] };
  /** Any other column, as the feed publishes it. */
  columns?: Partial<Record<ColumnKey, string>>;
}

const DAY_MS = 86_400_000;
let created = 0;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The spec's value; its default when left out; an empty cell when set to null. */
const given = (value: string | null | undefined, fallback: string): string =>
  value === undefined ? fallback : (value ?? '');

/** Today plus `days`, at 14:00 Ottawa time, in the feed's own form. */
export const closingInDays = (days: number): string => `${isoDay(Date.now() + days * DAY_MS)}T14:00:00`;

const STATUS_TEXT: Record<PublishedStatus, [string, string]> = {
  open: ['Open', 'Ouvert'],
  cancelled: ['Cancelled', 'Annulé'],
  expired: ['Expired', 'Expiré'],
  awarded: ['Awarded', 'Attribué'],
};

/** A multi-value cell: `*a\n*b`. */
const list = (values: string[]) => values.map((value) => `*${value}`).join('\n');

const bilingual = (value: Bilingual | undefined, fallback: { en: string; fr: string }) => {
  if (value === undefined) return fallback;
  if (typeof value === 'string') return { en: value, fr: '' };
  return { en: value.en ?? '', fr: value.fr ?? '' };
};

const codeColumns = (codes: CodeSpec[]) => ({
  codes: list(codes.map((code) => code.code)),
  en: list(codes.map((code) => code.en)),
  fr: list(codes.map((code) => code.fr ?? code.en)),
});

const DEFAULT_UNSPSC: CodeSpec[] = [
  {
    code: '80101500',
    en: 'Business and corporate management consultation services',
    fr: 'Services de conseil en gestion d’entreprise',
  },
];

/** The notice's words: titles, descriptions, notice type and selection criteria. */
const textColumns = (spec: TenderSpec, id: string): Partial<Record<ColumnKey, string>> => {
  const title = bilingual(spec.title, { en: `Test tender ${id}`, fr: `Appel d’offres d’essai ${id}` });
  const description = bilingual(spec.description, {
    en: 'Professional services for a federal department, as described in the solicitation documents.',
    fr: 'Services professionnels pour un ministère fédéral, décrits dans les documents de la demande.',
  });
  const noticeType = bilingual(spec.noticeType, {
    en: 'Request for Proposal',
    fr: 'Demande de propositions',
  });
  const selection = bilingual(spec.selectionCriteria, {
    en: 'Highest Combined Rating of Technical Merit and Price',
    fr: 'Cote combinée la plus élevée pour le mérite technique et le prix',
  });
  return {
    titleEn: title.en,
    titleFr: title.fr,
    descriptionEn: description.en,
    descriptionFr: description.fr,
    noticeTypeEn: noticeType.en,
    noticeTypeFr: noticeType.fr,
    selectionCriteriaEn: selection.en,
    selectionCriteriaFr: selection.fr,
  };
};

/** Status, dates and amendment. */
const timelineColumns = (spec: TenderSpec): Partial<Record<ColumnKey, string>> => {
  const [statusEn, statusFr] = STATUS_TEXT[spec.status ?? 'open'];
  const closing = given(spec.closingDate, closingInDays(spec.closesInDays ?? 30));
  return {
    amendmentNumber: String(spec.amendmentNumber ?? 0).padStart(3, '0'),
    statusEn,
    statusFr,
    closingDate: closing,
    publicationDate: given(spec.publicationDate, isoDay(Date.now() - DAY_MS)),
    contractStartDate: spec.contractStartDate ?? '',
    contractEndDate: spec.contractEndDate ?? '',
  };
};

/** What is bought and where: categories, commodity codes and regions. */
const scopeColumns = (spec: TenderSpec): Partial<Record<ColumnKey, string>> => {
  const unspsc = codeColumns(spec.unspsc ?? DEFAULT_UNSPSC);
  const gsin = codeColumns(spec.gsin ?? []);
  const regions = (spec.regions ?? ['Canada']).map((region) =>
    typeof region === 'string' ? { en: region, fr: region } : region,
  );
  return {
    procurementCategory: list(spec.categories ?? ['SRV']),
    procurementMethodEn: 'Competitive - Open bidding',
    procurementMethodFr: 'Concurrentielle - Invitation ouverte à soumissionner',
    unspsc: unspsc.codes,
    unspscDescriptionEn: unspsc.en,
    unspscDescriptionFr: unspsc.fr,
    gsin: gsin.codes,
    gsinDescriptionEn: gsin.en,
    gsinDescriptionFr: gsin.fr,
    regionsOfOpportunityEn: list(['Canada']),
    regionsOfOpportunityFr: list(['Canada']),
    regionsOfDeliveryEn: list(regions.map((region) => region.en)),
    regionsOfDeliveryFr: list(regions.map((region) => region.fr)),
    tradeAgreementsEn: list((spec.tradeAgreements ?? []).map((agreement) => agreement.en)),
    tradeAgreementsFr: list((spec.tradeAgreements ?? []).map((agreement) => agreement.fr)),
  };
};

/** Who buys, who to ask, and where the notice and its documents are. */
const buyerColumns = (spec: TenderSpec, id: string): Partial<Record<ColumnKey, string>> => {
  const buyer = bilingual(spec.buyer, {
    en: 'Public Services and Procurement Canada',
    fr: 'Services publics et Approvisionnement Canada',
  });
  const address = spec.buyerAddress ?? { city: 'Gatineau', province: 'Quebec' };
  return {
    buyerNameEn: buyer.en,
    buyerNameFr: buyer.fr,
    buyerCityEn: address.city,
    buyerCityFr: address.city,
    buyerProvinceEn: address.province,
    buyerProvinceFr: address.province,
    buyerCountryEn: 'Canada',
    buyerCountryFr: 'Canada',
    contactName: given(spec.contact?.name, 'Test Contact'),
    contactEmail: given(spec.contact?.email, 'buyer@example.invalid'),
    contactPhone: given(spec.contact?.phone, ''),
    noticeUrlEn: `https://canadabuys.canada.ca/en/tender-opportunities/tender-notice/${id}`,
    noticeUrlFr: `https://canadabuys.canada.ca/fr/occasions-d-appels-d-offres/avis-d-appel-d-offres/${id}`,
    attachmentsEn: (spec.attachments?.en ?? []).join(','),
    attachmentsFr: (spec.attachments?.fr ?? []).join(','),
  };
};

/** The CanadaBuys CSV record for a spec (keyed by the file's column names), e.g. to write a file by hand. */
export const tenderRecord = (spec: TenderSpec = {}): Record<string, string> => {
  created += 1;
  const serial = String(created).padStart(8, '0');
  const id = spec.id ?? `cb-test-${serial}`;
  const values: Partial<Record<ColumnKey, string>> = {
    referenceNumber: id,
    solicitationNumber: given(spec.solicitationNumber, `TEST-${serial}`),
    ...textColumns(spec, id),
    ...timelineColumns(spec),
    ...scopeColumns(spec),
    ...buyerColumns(spec, id),
    ...spec.columns,
  };
  return Object.fromEntries(
    (Object.keys(COLUMNS) as ColumnKey[]).map((key) => [COLUMNS[key], values[key] ?? '']),
  );
};

/** Loads the specs through the real loader as one file; returns their ids in the order given. */
export const createTenders = async <const Specs extends readonly TenderSpec[]>(
  t: Pick<TestApp, 'store'>,
  specs: Specs,
): Promise<{ [Index in keyof Specs]: string }> => {
  const records = specs.map((spec) => tenderRecord(spec));
  const csv = toCanadaBuysCsv(records);
  const summary = await ingestSource(t.store.db, 'tender-factory.csv', {
    feed: 'file',
    open: async () => ({ totalBytes: Buffer.byteLength(csv), stream: Readable.from([Buffer.from(csv)]) }),
  });
  if (summary.rejected > 0)
    throw new Error(`tender factory: ${summary.rejects.map((reject) => reject.reason).join('; ')}`);
  return records.map((record) => record[COLUMNS.referenceNumber]!) as { [Index in keyof Specs]: string };
};

/** Loads one tender through the real loader; returns its id. */
export const createTender = async (t: Pick<TestApp, 'store'>, spec: TenderSpec = {}): Promise<string> =>
  (await createTenders(t, [spec]))[0];
