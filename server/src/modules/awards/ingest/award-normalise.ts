import { createHash } from 'node:crypto';
import { supplierKeyOf, type AwardKind } from '@tenderscout/domain';
import type { RawRecord } from '../../../shared/open-data/columns';
import { parseCalendarDate } from '../../../shared/open-data/dates';
import { cleanText, splitMultiValue } from '../../../shared/open-data/clean-text';
import { normaliseRegions } from '../../../shared/open-data/regions';

export { detectAwardFileKind } from '../../../shared/open-data/file-kind';

/**
 * The three award formats, told apart by their header:
 * - award notices (`awardNoticeComplete-…`, `YYYY-YYYY-awardNotice-…`, `…awardNoticeHistorical…`): 80 columns,
 *   `awardStatus-attributionStatut-eng`, keyed by reference number (amended in place);
 * - contract history (`contractHistoryComplete-…`): the same naming with `contractStatus-statutContrat-eng`,
 *   one row per amendment with the total repeated, keyed by contract number;
 * - the legacy buyandsell contract history (`contracts.csv`): 45 hyphenated columns, one row per amendment; its
 *   RSS export is read into the same columns (`ingest/contract-history-rss.ts`).
 */
const FIELDS = {
  referenceNumber: ['referenceNumber-numeroReference'],
  amendmentNumber: ['amendmentNumber-numeroModification', 'amendment-number'],
  solicitationNumber: ['solicitationNumber-numeroSollicitation'],
  procurementNumber: ['procurementNumber-numeroApprovisionnement'],
  contractNumber: ['contractNumber-numeroContrat', 'contract-number'],
  publicationDate: ['publicationDate-datePublication'],
  awardDate: ['contractAwardDate-dateAttributionContrat', 'award-date'],
  startDate: ['contractStartDate-contratDateDebut'],
  endDate: ['contractEndDate-dateFinContrat', 'expiry-date'],
  contractAmount: ['contractAmount-montantContrat', 'contract-value'],
  totalValue: ['totalContractValue-valeurTotaleContrat', 'total-contract-value'],
  currency: ['contractCurrency-contratMonnaie'],
  statusEn: ['awardStatus-attributionStatut-eng', 'contractStatus-statutContrat-eng'],
  statusFr: ['awardStatus-attributionStatut-fra', 'contractStatus-statutContrat-fra'],
  titleEn: ['title-titre-eng'],
  titleFr: ['title-titre-fra'],
  gsin: ['gsin-nibs', 'gsin'],
  gsinDescriptionEn: ['gsinDescription-nibsDescription-eng', 'gsin-description_en'],
  gsinDescriptionFr: ['gsinDescription-nibsDescription-fra', 'gsin-description_fr'],
  unspsc: ['unspsc'],
  unspscDescriptionEn: ['unspscDescription-eng'],
  unspscDescriptionFr: ['unspscDescription-fra'],
  category: ['procurementCategory-categorieApprovisionnement'],
  regionsDeliveryEn: ['regionsOfDelivery-regionsLivraison-eng'],
  supplierLegalName: ['supplierLegalName-nomLegalFournisseur-eng', 'supplier-legal-name'],
  supplierOperatingName: ['supplierOperatingName-nomCommercialFournisseur-eng', 'supplier-operating-name'],
  supplierStandardizedName: [
    'supplierStandardizedName-nomNormaliseFournisseur-eng',
    'supplier-standardized-name',
  ],
  supplierCity: ['supplierAddressCity-fournisseurAdresseVille-eng', 'supplier-address-city'],
  supplierProvince: ['supplierAddressProvince-fournisseurAdresseProvince-eng', 'supplier-address-prov-state'],
  buyerEn: ['contractingEntityName-nomEntitContractante-eng', 'end-user-entity_en'],
  buyerFr: ['contractingEntityName-nomEntitContractante-fra', 'end-user-entity_fr'],
  descriptionEn: [
    'awardDescription-descriptionAttribution-eng',
    'tenderDescription-descriptionAppelOffres-eng',
  ],
  descriptionFr: [
    'awardDescription-descriptionAttribution-fra',
    'tenderDescription-descriptionAppelOffres-fra',
  ],
} as const;

type Field = keyof typeof FIELDS;

/** One award in the store's shape. */
export interface NormalisedAward {
  id: string;
  kind: AwardKind;
  referenceNumber: string | null;
  solicitationNumber: string | null;
  contractNumber: string | null;
  amendmentNumber: number;
  titleEn: string | null;
  titleFr: string | null;
  descriptionEn: string | null;
  descriptionFr: string | null;
  supplierName: string;
  supplierKey: string;
  supplierCity: string | null;
  supplierProvince: string | null;
  buyerEn: string | null;
  buyerFr: string | null;
  publicationDate: string | null;
  awardDate: string | null;
  startDate: string | null;
  endDate: string | null;
  valueAmount: number | null;
  valueCurrency: string | null;
  procurementCategories: string[];
  unspscCodes: string[];
  unspscDescriptionsEn: string[];
  unspscDescriptionsFr: string[];
  gsinCodes: string[];
  gsinDescriptionsEn: string[];
  gsinDescriptionsFr: string[];
  commodityFamilies: string[];
  regions: string[];
  statusEn: string | null;
  statusFr: string | null;
  contentHash: string;
}

export type AwardNormaliseResult = { ok: true; award: NormalisedAward } | { ok: false; reason: string };

/** `U:<segment+family>` for UNSPSC codes (8111 = computer services), `G:<first 3>` for GSIN codes. */
export const commodityFamiliesOf = (unspsc: readonly string[], gsin: readonly string[]): string[] => [
  ...new Set([
    ...unspsc.filter((code) => /^\d{4}/.test(code)).map((code) => `U:${code.slice(0, 4)}`),
    ...gsin.filter((code) => code.length >= 3).map((code) => `G:${code.slice(0, 3).toUpperCase()}`),
  ]),
];

/** "1,181,867.00", "$22,594" → number; null when empty or not a number. */
const parseMoney = (value: string | null): number | null => {
  if (value === null) return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
};

const description = (value: string | undefined): string | null => {
  const text = cleanText(value);
  if (text === null) return null;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[ ]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
};

/** Legacy GSIN cells ("D302A") and GSIN lists ("*N6515"). */
const gsinCodesOf = (value: string | undefined): string[] =>
  splitMultiValue(value)
    .map((code) => code.split(':')[0]!.trim())
    .filter(Boolean);

type Rejection = { ok: false; reason: string };
const reject = (reason: string): Rejection => ({ ok: false, reason });

/** A record's fields under any of their spellings across the files; dates that do not read are noted. */
const fieldReader = (record: RawRecord) => {
  const raw = (field: Field): string | undefined => {
    for (const name of FIELDS[field]) if (record[name] !== undefined) return record[name];
    return undefined;
  };
  const text = (field: Field) => cleanText(raw(field));
  const invalidDates: string[] = [];
  const date = (field: Field): string | null => {
    const value = text(field);
    if (value === null) return null;
    const parsed = parseCalendarDate(value.slice(0, 10));
    if (parsed === null) invalidDates.push(field);
    return parsed;
  };
  return { raw, text, date, invalidDates };
};
type FieldReader = ReturnType<typeof fieldReader>;

/** The supplier as named on the record, and the key that groups its spellings. */
const supplierOf = ({ text }: FieldReader): { supplierName: string; supplierKey: string } | Rejection => {
  const supplierName =
    text('supplierLegalName') ?? text('supplierOperatingName') ?? text('supplierStandardizedName');
  if (!supplierName) return reject('no supplier name');
  const supplierKey = supplierKeyOf(text('supplierStandardizedName') ?? supplierName);
  if (!supplierKey) return reject(`supplier name "${supplierName}" has no letters or digits`);
  return { supplierName, supplierKey };
};

/** An award notice has one award per supplier; a contract-history row is one contract. */
const awardIdOf = (kind: AwardKind, { text }: FieldReader, supplierKey: string): string | Rejection => {
  const referenceNumber = text('referenceNumber');
  if (kind === 'award_notice') {
    return referenceNumber ? `AN:${referenceNumber}:${supplierKey}` : reject('no reference number');
  }
  const key = text('contractNumber') ?? text('procurementNumber') ?? referenceNumber;
  if (!key) return reject('no contract number');
  return `${kind === 'legacy_contract' ? 'LC' : 'CH'}:${key}`;
};

const amendmentNumberOf = ({ text }: FieldReader): number | Rejection => {
  const amendmentText = text('amendmentNumber') ?? '0';
  const amendmentNumber = Number.parseInt(amendmentText, 10);
  if (!/^\d+$/.test(amendmentText) || !Number.isSafeInteger(amendmentNumber))
    return reject(`amendment number "${amendmentText}" is not a number`);
  return amendmentNumber;
};

/** The contract's value (the larger of its amount and total value) and currency. */
const valueOf = (
  kind: AwardKind,
  { text }: FieldReader,
): { valueAmount: number | null; valueCurrency: string | null } | Rejection => {
  const amount = parseMoney(text('contractAmount'));
  const total = parseMoney(text('totalValue'));
  if (Number.isNaN(amount) || Number.isNaN(total)) return reject('contract value is not a number');
  if ((amount ?? 0) < 0 || (total ?? 0) < 0) return reject('contract value is negative');
  // Either may hold the value and the other 0.00; both 0.00 means not published, never "free".
  const largest = Math.max(amount ?? 0, total ?? 0);
  const currencyText = text('currency')?.toUpperCase() ?? null;
  return {
    valueAmount: largest > 0 ? largest : null,
    // The legacy buyandsell history is in Canadian dollars; the current files say so per row, or nothing.
    valueCurrency: currencyText ?? (kind === 'legacy_contract' ? 'CAD' : null),
  };
};

const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;

/** Reads one record of an award file; a row that cannot be an award is rejected with the reason. */
export const normaliseAwardRecord = (kind: AwardKind, record: RawRecord): AwardNormaliseResult => {
  const read = fieldReader(record);
  const { raw, text, date } = read;
  const referenceNumber = text('referenceNumber');
  const contractNumber = text('contractNumber');
  const supplier = supplierOf(read);
  if (isRejection(supplier)) return supplier;
  const { supplierName, supplierKey } = supplier;
  const id = awardIdOf(kind, read, supplierKey);
  if (isRejection(id)) return id;
  const amendmentNumber = amendmentNumberOf(read);
  if (isRejection(amendmentNumber)) return amendmentNumber;
  const dates = {
    publicationDate: date('publicationDate'),
    awardDate: date('awardDate'),
    startDate: date('startDate'),
    endDate: date('endDate'),
  };
  if (read.invalidDates.length > 0) return reject(`${read.invalidDates[0]} is not a date (YYYY-MM-DD)`);
  const value = valueOf(kind, read);
  if (isRejection(value)) return value;
  const { valueAmount, valueCurrency } = value;

  const unspscCodes = splitMultiValue(raw('unspsc')).filter((code) => /^\d{8}$/.test(code));
  const gsinCodes = gsinCodesOf(raw('gsin'));
  const gsinDescriptionsEn = splitMultiValue(raw('gsinDescriptionEn'));
  const gsinDescriptionsFr = splitMultiValue(raw('gsinDescriptionFr'));
  const titleEn = text('titleEn') ?? gsinDescriptionsEn[0] ?? null;
  const titleFr = text('titleFr') ?? gsinDescriptionsFr[0] ?? null;

  const award: Omit<NormalisedAward, 'contentHash'> = {
    id,
    kind,
    referenceNumber,
    solicitationNumber: text('solicitationNumber') ?? (kind === 'award_notice' ? null : contractNumber),
    contractNumber,
    amendmentNumber,
    titleEn,
    titleFr,
    descriptionEn: description(raw('descriptionEn')),
    descriptionFr: description(raw('descriptionFr')),
    supplierName,
    supplierKey,
    supplierCity: text('supplierCity'),
    supplierProvince: text('supplierProvince'),
    buyerEn: text('buyerEn'),
    buyerFr: text('buyerFr'),
    publicationDate: dates.publicationDate,
    awardDate: dates.awardDate,
    startDate: dates.startDate,
    endDate: dates.endDate,
    valueAmount,
    valueCurrency,
    procurementCategories: splitMultiValue(raw('category')).map((code) => code.toUpperCase()),
    unspscCodes,
    unspscDescriptionsEn: splitMultiValue(raw('unspscDescriptionEn')),
    unspscDescriptionsFr: splitMultiValue(raw('unspscDescriptionFr')),
    gsinCodes,
    gsinDescriptionsEn,
    gsinDescriptionsFr,
    commodityFamilies: commodityFamiliesOf(unspscCodes, gsinCodes),
    regions: normaliseRegions(splitMultiValue(raw('regionsDeliveryEn'))),
    statusEn: text('statusEn'),
    statusFr: text('statusFr'),
  };
  const contentHash = createHash('sha1').update(JSON.stringify(award)).digest('hex');
  return { ok: true, award: { ...award, contentHash } };
};
