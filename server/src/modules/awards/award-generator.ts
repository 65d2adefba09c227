import { createRandom } from '../../lib/seeded-random';

/**
 * Synthetic award notices in the exact CanadaBuys award-notice format (80 columns, UTF-8 BOM, every field
 * quoted, CRLF records, `*`-prefixed lists), for tests and benchmarks only: references start with `SYN-` so a
 * generated award can never pass for a real one. Each commodity has its own price level (log-normal around it)
 * and a handful of regular suppliers, written with the spelling variants real files show, so the similar-awards
 * list and the estimate have something real to find.
 */
export const AWARD_NOTICE_HEADER = [
  'title-titre-eng',
  'title-titre-fra',
  'referenceNumber-numeroReference',
  'amendmentNumber-numeroModification',
  'solicitationNumber-numeroSollicitation',
  'contractNumber-numeroContrat',
  'publicationDate-datePublication',
  'contractAwardDate-dateAttributionContrat',
  'amendmentDate-dateModification',
  'contractStartDate-contratDateDebut',
  'contractEndDate-dateFinContrat',
  'contractAmount-montantContrat',
  'totalContractValue-valeurTotaleContrat',
  'contractCurrency-contratMonnaie',
  'awardStatus-attributionStatut-eng',
  'awardStatus-attributionStatut-fra',
  'instrumentType-typeInstrument-eng',
  'instrumentType-typeInstrument-fra',
  'amendmentType-typeModification-eng',
  'amendmentType-typeModification-fra',
  'gsin-nibs',
  'gsinDescription-nibsDescription-eng',
  'gsinDescription-nibsDescription-fra',
  'unspsc',
  'unspscDescription-eng',
  'unspscDescription-fra',
  'procurementCategory-categorieApprovisionnement',
  'noticeType-avisType-eng',
  'noticeType-avisType-fra',
  'procurementMethod-methodeApprovisionnement-eng',
  'procurementMethod-methodeApprovisionnement-fra',
  'selectionCriteria-criteresSelection-eng',
  'selectionCriteria-criteresSelection-fra',
  'limitedTenderingReason-raisonAppelOffresLimite-eng',
  'limitedTenderingReason-raisonAppelOffresLimite-fra',
  'tradeAgreements-accordsCommerciaux-eng',
  'tradeAgreements-accordsCommerciaux-fra',
  'regionsOfDelivery-regionsLivraison-eng',
  'regionsOfDelivery-regionsLivraison-fra',
  'supplierLegalName-nomLegalFournisseur-eng',
  'supplierAddressLine-ligneAdresseFournisseur-eng',
  'supplierAddressCity-fournisseurAdresseVille-eng',
  'supplierAddressProvince-fournisseurAdresseProvince-eng',
  'supplierAddressPostalCode-fournisseurAdresseCodePostal',
  'supplierAddressCountry-fournisseurAdressePays-eng',
  'supplierLegalName-nomLegalFournisseur-fra',
  'supplierAddressLine-ligneAdresseFournisseur-fra',
  'supplierAddressCity-fournisseurAdresseVille-fra',
  'supplierAddressProvince-fournisseurAdresseProvince-fra',
  'supplierAddressCountry-fournisseurAdressePays-fra',
  'contractingEntityName-nomEntitContractante-eng',
  'contractingEntityAddressLine-ligneAdresseEntiteContractante-eng',
  'contractingEntityAddressCity-entiteContractanteAdresseVille-eng',
  'contractingEntityAddressProvince-entiteContractanteAdresseProvince-eng',
  'contractingEntityAddressPostalCode-entiteContractanteAdresseCodePostal',
  'contractingEntityAddressCountry-entiteContractanteAdressePays-eng',
  'contractingEntityName-nomEntitContractante-fra',
  'contractingEntityAddressLine-ligneAdresseEntiteContractante-fra',
  'contractingEntityAddressCity-entiteContractanteAdresseVille-fra',
  'contractingEntityAddressProvince-entiteContractanteAdresseProvince-fra',
  'contractingEntityAddressCountry-entiteContractanteAdressePays-fra',
  'endUserEntitiesName-nomEntitesUtilisateurFinal-eng',
  'endUserEntitiesAddress-adresseEntitesUtilisateurFinal-eng',
  'endUserEntitiesName-nomEntitesUtilisateurFinal-fra',
  'endUserEntitiesAddress-adresseEntitesUtilisateurFinal-fra',
  'contactInfoName-informationsContactNom',
  'contactInfoEmail-informationsContactCourriel',
  'contactInfoPhone-contactInfoTelephone',
  'contactInfoFax',
  'contactInfoAddressLine-contactInfoAdresseLigne-eng',
  'contactInfoCity-contacterInfoVille-eng',
  'contactInfoProvince-contacterInfoProvince-eng',
  'contactInfoPostalcode',
  'contactInfoCountry-contactInfoPays-eng',
  'contactInfoAddressLine-contactInfoAdresseLigne-fra',
  'contactInfoCity-contacterInfoVille-fra',
  'contactInfoProvince-contacterInfoProvince-fra',
  'contactInfoCountry-contactInfoPays-fra',
  'awardDescription-descriptionAttribution-eng',
  'awardDescription-descriptionAttribution-fra',
] as const;

interface Commodity {
  unspsc: string;
  en: string;
  fr: string;
  category: 'GD' | 'SRV' | 'CNST' | 'SRVTGD';
  /** Typical contract value (CAD). */
  typical: number;
  words: string[];
}

/** Real UNSPSC codes and descriptions; the price levels are invented for the generator. */
export const GENERATED_COMMODITIES: Commodity[] = [
  {
    unspsc: '81111500',
    en: 'Software or hardware engineering',
    fr: 'Génie logiciel ou matériel',
    category: 'SRV',
    typical: 850_000,
    words: ['software', 'development', 'application'],
  },
  {
    unspsc: '81112200',
    en: 'Software maintenance and support',
    fr: 'Maintenance et soutien des logiciels',
    category: 'SRV',
    typical: 240_000,
    words: ['software', 'support', 'licence'],
  },
  {
    unspsc: '76111500',
    en: 'General building and office cleaning and maintenance services',
    fr: "Services d'entretien et de nettoyage de bâtiments",
    category: 'SRV',
    typical: 180_000,
    words: ['janitorial', 'cleaning', 'building'],
  },
  {
    unspsc: '72141100',
    en: 'Highway and road construction services',
    fr: 'Services de construction de routes',
    category: 'CNST',
    typical: 2_400_000,
    words: ['road', 'paving', 'highway'],
  },
  {
    unspsc: '78101800',
    en: 'Road transport of freight',
    fr: 'Transport routier de fret',
    category: 'SRV',
    typical: 95_000,
    words: ['courier', 'freight', 'delivery'],
  },
  {
    unspsc: '80101500',
    en: 'Business and corporate management consultation services',
    fr: 'Services de conseil en gestion',
    category: 'SRV',
    typical: 320_000,
    words: ['consulting', 'advisory', 'management'],
  },
  {
    unspsc: '15101500',
    en: 'Petroleum and distillates',
    fr: 'Pétrole et distillats',
    category: 'GD',
    typical: 1_200_000,
    words: ['fuel', 'diesel', 'supply'],
  },
  {
    unspsc: '42131600',
    en: 'Medical staff clothing and related articles',
    fr: 'Vêtements du personnel médical',
    category: 'GD',
    typical: 60_000,
    words: ['medical', 'gloves', 'gowns'],
  },
  {
    unspsc: '43211500',
    en: 'Computers',
    fr: 'Ordinateurs',
    category: 'GD',
    typical: 410_000,
    words: ['laptops', 'computers', 'hardware'],
  },
  {
    unspsc: '72101500',
    en: 'Building support services',
    fr: 'Services de soutien pour bâtiments',
    category: 'CNST',
    typical: 650_000,
    words: ['roof', 'repair', 'renovation'],
  },
  {
    unspsc: '86101700',
    en: 'Vocational training services',
    fr: 'Services de formation professionnelle',
    category: 'SRV',
    typical: 75_000,
    words: ['training', 'course', 'instruction'],
  },
  {
    unspsc: '25111600',
    en: 'Marine craft',
    fr: 'Embarcations',
    category: 'GD',
    typical: 140_000,
    words: ['marine', 'vessel', 'boat'],
  },
];

const BUYERS: Array<[string, string, string]> = [
  [
    'Department of National Defence (DND)',
    'Ministère de la Défense nationale (MDN)',
    '*Ontario (except NCR)',
  ],
  [
    'Department of Public Works and Government Services (PSPC)',
    'Ministère des Travaux publics et des Services gouvernementaux (SPAC)',
    '*National Capital Region (NCR)',
  ],
  ['Royal Canadian Mounted Police (RCMP)', 'Gendarmerie royale du Canada (GRC)', '*British Columbia'],
  ['Correctional Service of Canada (CSC)', 'Service correctionnel du Canada (SCC)', '*Quebec (except NCR)'],
  ['Department of Fisheries and Oceans (DFO)', 'Ministère des Pêches et des Océans (MPO)', '*Nova Scotia'],
  ['Shared Services Canada (SSC)', 'Services partagés Canada (SPC)', '*National Capital Region (NCR)'],
  ['Parks Canada (PC)', 'Parcs Canada (PC)', '*Alberta'],
  ['Department of Indigenous Services (ISC)', 'Ministère des Services aux Autochtones (SAC)', '*Manitoba'],
];

const SUPPLIER_STEMS = [
  'Northern',
  'Maple',
  'Atlantic',
  'Prairie',
  'Summit',
  'Laurentian',
  'Pacific',
  'Boreal',
  'Granite',
  'Cedar',
];
const SUPPLIER_KINDS = ['Solutions', 'Services', 'Technologies', 'Group', 'Industries', 'Contracting'];

/** Spelling variants real files show for one company. */
const spell = (base: string, variant: number): string =>
  [
    `${base} Inc.`,
    `${base.toUpperCase()} INC`,
    `${base} Incorporated`.replace(' Incorporated', ' Inc'),
    `${base} Ltd.`,
  ][variant % 4]!;

/** Standard normal from two uniforms (Box–Muller). */
const gaussian = (next: () => number) =>
  Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
export const AWARD_CSV_HEADER_LINE = `\uFEFF${AWARD_NOTICE_HEADER.map(quote).join(',')}\r\n`;
export const toAwardCsvLine = (record: Record<string, string>): string =>
  `${AWARD_NOTICE_HEADER.map((name) => quote(record[name] ?? '')).join(',')}\r\n`;

export interface GeneratedAward {
  record: Record<string, string>;
  commodity: Commodity;
  value: number;
}

/** One synthetic award notice (index → reference `SYN-AW-<index>`). */
export const generateAward = (random: ReturnType<typeof createRandom>, index: number): GeneratedAward => {
  const commodityIndex = random.int(0, GENERATED_COMMODITIES.length - 1);
  const commodity = GENERATED_COMMODITIES[commodityIndex]!;
  const [buyerEn, buyerFr, region] = random.pick(BUYERS);
  // Each commodity has its own few regular suppliers.
  const supplierIndex =
    (commodityIndex * 3 + random.int(0, 4)) % (SUPPLIER_STEMS.length * SUPPLIER_KINDS.length);
  const base = `${SUPPLIER_STEMS[supplierIndex % SUPPLIER_STEMS.length]} ${SUPPLIER_KINDS[Math.floor(supplierIndex / SUPPLIER_STEMS.length) % SUPPLIER_KINDS.length]}`;
  const value = Math.round(commodity.typical * Math.exp(0.45 * gaussian(random.next)) * 100) / 100;
  const year = random.int(2019, 2026);
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  const awardDate = `${year}-${month}-${day}`;
  // The value sits in one column or the other, the other 0.00, as in the real files; some values are unpublished.
  const published = !random.chance(0.08);
  const inTotal = random.chance(0.6);
  const word = random.pick(commodity.words);
  const solicitation = `SYN-${String(index).padStart(7, '0')}`;
  const record: Record<string, string> = {
    'title-titre-eng': `${commodity.en} - ${word} ${buyerEn.replace(/ \(.*\)$/, '')}`,
    'title-titre-fra': `${commodity.fr} - ${buyerFr.replace(/ \(.*\)$/, '')}`,
    'referenceNumber-numeroReference': `SYN-AW-${index}`,
    'amendmentNumber-numeroModification': '000',
    'solicitationNumber-numeroSollicitation': solicitation,
    'contractNumber-numeroContrat': `${solicitation}/001`,
    'publicationDate-datePublication': awardDate,
    'contractAwardDate-dateAttributionContrat': awardDate,
    'contractStartDate-contratDateDebut': awardDate,
    'contractEndDate-dateFinContrat': `${year + 1}-${month}-${day}`,
    'contractAmount-montantContrat': published && !inTotal ? value.toFixed(2) : '0.00',
    'totalContractValue-valeurTotaleContrat': published && inTotal ? value.toFixed(2) : '0.00',
    'contractCurrency-contratMonnaie': 'CAD',
    'awardStatus-attributionStatut-eng': 'Active',
    'awardStatus-attributionStatut-fra': 'Actif',
    unspsc: `*${commodity.unspsc}`,
    'unspscDescription-eng': `*${commodity.en}`,
    'unspscDescription-fra': `*${commodity.fr}`,
    'procurementCategory-categorieApprovisionnement': `*${commodity.category}`,
    'regionsOfDelivery-regionsLivraison-eng': region,
    'regionsOfDelivery-regionsLivraison-fra': region,
    'supplierLegalName-nomLegalFournisseur-eng': spell(base, random.int(0, 3)),
    'supplierAddressCity-fournisseurAdresseVille-eng': 'Ottawa',
    'supplierAddressProvince-fournisseurAdresseProvince-eng': 'Ontario',
    'contractingEntityName-nomEntitContractante-eng': buyerEn,
    'contractingEntityName-nomEntitContractante-fra': buyerFr,
    'awardDescription-descriptionAttribution-eng': `Contract for ${word} (${commodity.en.toLowerCase()}) for the ${buyerEn}.\tDelivery as per the statement of work.`,
    'awardDescription-descriptionAttribution-fra': `Contrat : ${commodity.fr.toLowerCase()}.`,
  };
  return { record, commodity, value: published ? value : Number.NaN };
};

/** `count` award notices as CSV text chunks (header first), generated lazily. */
export function* generateAwardCsv(count: number, seed = 2026, startIndex = 1): Generator<string> {
  const random = createRandom(seed);
  yield AWARD_CSV_HEADER_LINE;
  for (let index = startIndex; index < startIndex + count; index += 1)
    yield toAwardCsvLine(generateAward(random, index).record);
}
