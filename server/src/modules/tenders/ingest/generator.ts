import { CANADABUYS_HEADER, COLUMNS, type ColumnKey } from '../../../shared/open-data/columns';
import { createRandom } from '../../../lib/seeded-random';

export { createRandom };

/**
 * Synthetic tender notices in the exact CanadaBuys CSV format (67 columns, UTF-8 BOM, every field quoted,
 * CRLF records, `*`-prefixed LF-separated lists), for tests and benchmarks only. Reference numbers start with
 * `SYN-` so a generated notice can never pass for a real one; nothing loads them by default.
 */

type Random = ReturnType<typeof createRandom>;

const DEPARTMENTS: Array<[string, string]> = [
  [
    'Department of Public Works and Government Services (PSPC)',
    'Ministère des Travaux publics et des Services gouvernementaux (SPAC)',
  ],
  ['Department of National Defence (DND)', 'Ministère de la Défense nationale (MDN)'],
  ['Royal Canadian Mounted Police (RCMP)', 'Gendarmerie royale du Canada (GRC)'],
  ['Department of Indigenous Services (ISC)', 'Ministère des Services aux Autochtones (SAC)'],
  ['Correctional Service of Canada (CSC)', 'Service correctionnel du Canada (SCC)'],
  ['Department of Fisheries and Oceans (DFO)', 'Ministère des Pêches et des Océans (MPO)'],
  ['Department of the Environment (ECCC)', "Ministère de l'Environnement (ECCC)"],
  ['Parks Canada (PC)', 'Parcs Canada (PC)'],
  ['Shared Services Canada (SSC)', 'Services partagés Canada (SPC)'],
  ['Department of Health (HC)', 'Ministère de la Santé (SC)'],
  ['Statistics Canada (StatCan)', 'Statistique Canada (StatCan)'],
  ['Department of Transport (TC)', 'Ministère des Transports (TC)'],
  [
    'Department of Agriculture and Agri-Food (AAFC)',
    "Ministère de l'Agriculture et de l'Agroalimentaire (AAC)",
  ],
  ['Canada Border Services Agency (CBSA)', 'Agence des services frontaliers du Canada (ASFC)'],
  ['National Research Council Canada (NRC)', 'Conseil national de recherches Canada (CNRC)'],
];

const REGIONS: Array<[string, string, string]> = [
  ['Ontario (except NCR)', 'Ontario (sauf RCN)', 'Toronto'],
  ['Quebec (except NCR)', 'Québec (sauf RCN)', 'Montréal'],
  ['National Capital Region (NCR)', 'Région de la capitale nationale (RCN)', 'Ottawa'],
  ['British Columbia', 'Colombie-Britannique', 'Vancouver'],
  ['Alberta', 'Alberta', 'Edmonton'],
  ['Manitoba', 'Manitoba', 'Winnipeg'],
  ['Saskatchewan', 'Saskatchewan', 'Regina'],
  ['Nova Scotia', 'Nouvelle-Écosse', 'Halifax'],
  ['New Brunswick', 'Nouveau-Brunswick', 'Fredericton'],
  ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', "St. John's"],
  ['Prince Edward Island', 'Île-du-Prince-Édouard', 'Charlottetown'],
  ['Yukon', 'Yukon', 'Whitehorse'],
  ['Northwest Territories', 'Territoires du Nord-Ouest', 'Yellowknife'],
  ['Nunavut', 'Nunavut', 'Iqaluit'],
  ['Canada', 'Canada', 'Ottawa'],
];

interface Vocabulary {
  code: 'CNST' | 'GD' | 'SRV' | 'SRVTGD';
  subjects: Array<[string, string]>;
  unspsc: Array<[string, string, string]>;
  verbsEn: string[];
  verbsFr: string[];
}

const VOCABULARY: Vocabulary[] = [
  {
    code: 'CNST',
    subjects: [
      ['Roof replacement', 'Remplacement de la toiture'],
      ['Wharf repairs', 'Réparations du quai'],
      ['HVAC system upgrade', 'Mise à niveau du système CVC'],
      ['Parking lot resurfacing', 'Resurfaçage du stationnement'],
      ['Building envelope rehabilitation', "Réfection de l'enveloppe du bâtiment"],
      ['Bridge deck rehabilitation', 'Réfection du tablier du pont'],
    ],
    unspsc: [
      ['72101500', 'Building support services', 'Services de soutien pour la construction'],
      ['72152000', 'Painting and paperhanging services', 'Services de peinture et de tapisserie'],
      ['72141000', 'Highway and road construction services', 'Services de construction de routes'],
    ],
    verbsEn: ['supply all labour, materials and equipment to complete', 'carry out', 'perform'],
    verbsFr: [
      'fournir la main-d’œuvre, les matériaux et l’équipement pour réaliser',
      'exécuter',
      'effectuer',
    ],
  },
  {
    code: 'GD',
    subjects: [
      ['Laboratory centrifuges', 'Centrifugeuses de laboratoire'],
      ['Rugged laptops', 'Ordinateurs portables renforcés'],
      ['Winter tires', 'Pneus d’hiver'],
      ['Body armour', 'Gilets pare-balles'],
      ['Office furniture', 'Mobilier de bureau'],
      ['Marine safety equipment', 'Équipement de sécurité maritime'],
    ],
    unspsc: [
      ['41103900', 'Laboratory centrifuges and accessories', 'Centrifugeuses de laboratoire et accessoires'],
      ['43211500', 'Computers', 'Ordinateurs'],
      ['46181500', 'Safety apparel', 'Vêtements de sécurité'],
      ['56101500', 'Furniture', 'Meubles'],
    ],
    verbsEn: ['deliver', 'supply and deliver', 'provide'],
    verbsFr: ['livrer', 'fournir et livrer', 'fournir'],
  },
  {
    code: 'SRV',
    subjects: [
      ['Cloud migration services', 'Services de migration vers l’infonuagique'],
      ['Cybersecurity assessment', 'Évaluation de la cybersécurité'],
      ['Janitorial services', 'Services de conciergerie'],
      ['Translation services', 'Services de traduction'],
      ['Snow removal services', 'Services de déneigement'],
      ['Facilitation services', 'Services de facilitation'],
      ['Software development', 'Développement de logiciels'],
    ],
    unspsc: [
      ['81111500', 'Software or hardware engineering', 'Génie logiciel ou matériel'],
      ['81112000', 'Data services', 'Services de données'],
      ['76111500', 'General building and office cleaning', 'Nettoyage général de bâtiments et de bureaux'],
      ['82111900', 'Translation services', 'Services de traduction'],
      ['80101500', 'Business and corporate management consultation', 'Conseil en gestion d’entreprise'],
    ],
    verbsEn: ['provide', 'deliver', 'perform'],
    verbsFr: ['fournir', 'offrir', 'assurer'],
  },
  {
    code: 'SRVTGD',
    subjects: [
      ['Maintenance of generators', 'Entretien des génératrices'],
      ['Elevator maintenance', 'Entretien des ascenseurs'],
      ['Repair of marine engines', 'Réparation de moteurs marins'],
    ],
    unspsc: [
      ['72154000', 'Specialized building and facility maintenance', 'Entretien spécialisé des bâtiments'],
      ['78181500', 'Vehicle maintenance and repair services', 'Entretien et réparation de véhicules'],
    ],
    verbsEn: ['maintain and repair', 'service', 'inspect and maintain'],
    verbsFr: ['entretenir et réparer', 'entretenir', 'inspecter et entretenir'],
  },
];

const NOTICE_TYPES: Array<[string, string]> = [
  ['Request for Proposal', 'Demande de propositions'],
  ['Request for Standing Offer', "Demande d'offre à commandes"],
  ['Invitation to Qualify', 'Invitation à se qualifier'],
  ['Request for Supply Arrangement', "Demande pour un arrangement en matière d'approvisionnement"],
  ['Advance Contract Award Notice', "Préavis d'adjudication de contrat"],
];
const SELECTION: Array<[string, string]> = [
  ['Lowest Price', 'Prix le plus bas'],
  [
    'Highest Combined Rating of Technical Merit and Price',
    'Cote combinée la plus élevée pour le mérite technique et le prix',
  ],
];
const TRADE_AGREEMENTS: Array<[string, string]> = [
  ['Canadian Free Trade Agreement (CFTA)', 'Accord de libre-échange canadien (ALEC)'],
  [
    'World Trade Organization Agreement on Government Procurement (WTO GPA)',
    "Accord sur les marchés publics de l'Organisation mondiale du commerce (AMP-OMC)",
  ],
  ['Comprehensive Economic and Trade Agreement (CETA)', 'Accord économique et commercial global (AECG)'],
];
const FILLER_EN = [
  'The work must be completed in accordance with the statement of work and all applicable codes and standards.',
  'Bidders are encouraged to review the solicitation documents carefully and to submit questions before the enquiry deadline.',
  'The contractor will be responsible for coordinating deliveries with the site authority and for keeping the work area safe.',
  'All deliverables must be provided in a format acceptable to the technical authority.',
  'The Crown reserves the right to negotiate with any supplier and to cancel the solicitation at any time.',
  'Site visits may be arranged on request through the contracting authority.',
];
const FILLER_FR = [
  'Les travaux doivent être réalisés conformément à l’énoncé des travaux et aux codes et normes applicables.',
  'Les soumissionnaires sont invités à examiner attentivement les documents de la demande et à poser leurs questions avant la date limite.',
  'L’entrepreneur devra coordonner les livraisons avec l’autorité du site et assurer la sécurité de la zone de travail.',
  'Tous les produits livrables doivent être fournis dans un format acceptable pour le responsable technique.',
  'La Couronne se réserve le droit de négocier avec tout fournisseur et d’annuler la demande à tout moment.',
];
const REQUIREMENTS: Array<[string, string]> = [
  [
    'Minimum Resource Security Required: Reliability Status',
    'Niveau minimum d’attestation de sécurité requis pour la ou les ressources : Cote de fiabilité',
  ],
  ['Personnel must each hold a valid Secret clearance.', 'Le personnel doit détenir une cote Secret valide.'],
  [
    'The supplier must have a minimum of five (5) years of experience delivering similar services.',
    'Le fournisseur doit posséder au moins cinq (5) ans d’expérience dans la prestation de services semblables.',
  ],
  [
    'This procurement is set-aside for an Indigenous Supplier in accordance with the Procurement Strategy for Indigenous Business (PSIB).',
    'Ce marché est réservé aux entreprises autochtones conformément à la Stratégie d’approvisionnement auprès des entreprises autochtones.',
  ],
  ['The supplier must be certified to ISO 9001.', 'Le fournisseur doit être certifié ISO 9001.'],
  ['This procurement is limited to Canadian goods.', 'Ce besoin est limité aux produits canadiens.'],
  [
    'There is no security requirement applicable to this procurement.',
    'Il n’y a aucune exigence relative à la sécurité applicable à ce besoin.',
  ],
];

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const list = (values: string[]) => values.map((value) => `*${value}`).join('\n');

/** The buying department's address and contact: the same office for every synthetic notice. */
const buyerColumns = (
  departmentEn: string,
  departmentFr: string,
  index: number,
): Partial<Record<ColumnKey, string>> => ({
  buyerNameEn: departmentEn,
  buyerAddressLineEn: '11 Laurier Street',
  buyerCityEn: 'Gatineau',
  buyerProvinceEn: 'Quebec',
  buyerPostalCode: 'K1A 0S5',
  buyerCountryEn: 'Canada',
  buyerNameFr: departmentFr,
  buyerAddressLineFr: '11, rue Laurier',
  buyerCityFr: 'Gatineau',
  buyerProvinceFr: 'Québec',
  buyerCountryFr: 'Canada',
  contactName: 'Synthetic Contact',
  contactEmail: `buyer${index}@example.invalid`,
  contactPhone: '(000) 000-0000',
});

/** One synthetic notice as a record keyed by CanadaBuys column name. */
export const generateNotice = (random: Random, index: number, nowMs: number): Record<string, string> => {
  const vocabulary = random.pick(VOCABULARY);
  const [subjectEn, subjectFr] = random.pick(vocabulary.subjects);
  const [departmentEn, departmentFr] = random.pick(DEPARTMENTS);
  const [regionEn, regionFr, city] = random.pick(REGIONS);
  const codes = [
    random.pick(vocabulary.unspsc),
    ...(random.chance(0.3) ? [random.pick(vocabulary.unspsc)] : []),
  ];
  const unique = [...new Map(codes.map((code) => [code[0], code])).values()];
  const [noticeEn, noticeFr] = random.pick(NOTICE_TYPES);
  const [selectionEn, selectionFr] = random.pick(SELECTION);
  const published = nowMs - random.int(0, 30) * 86_400_000;
  const closing = nowMs + random.int(-10, 60) * 86_400_000;
  const start = closing + 30 * 86_400_000;
  const requirements = REQUIREMENTS.filter(() => random.chance(0.2));
  const filler = Array.from({ length: random.int(5, 9) }, () => random.pick(FILLER_EN));
  const fillerFr = Array.from({ length: random.int(4, 7) }, () => random.pick(FILLER_FR));
  const descriptionEn = [
    `${departmentEn} has a requirement to ${random.pick(vocabulary.verbsEn)} ${subjectEn.toLowerCase()} in ${city}, ${regionEn}.`,
    ...filler,
    ...requirements.map(([en]) => en),
  ].join('\r\n\r\n');
  const descriptionFr = [
    `${departmentFr} a besoin de ${random.pick(vocabulary.verbsFr)} : ${subjectFr.toLowerCase()} à ${city}, ${regionFr}.`,
    ...fillerFr,
    ...requirements.map(([, fr]) => fr),
  ].join('\r\n\r\n');
  const reference = `SYN-${index}-${random.int(10_000_000, 99_999_999)}`;
  const solicitation = `SYN${random.int(100_000, 999_999)}`;
  const agreements = TRADE_AGREEMENTS.filter((_, i) => i === 0 || random.chance(0.4));

  const values: Partial<Record<ColumnKey, string>> = {
    titleEn: `${subjectEn} - ${city}`,
    titleFr: `${subjectFr} - ${city}`,
    referenceNumber: reference,
    amendmentNumber: '000',
    solicitationNumber: solicitation,
    publicationDate: dateOf(published),
    closingDate: `${dateOf(closing)}T14:00:00`,
    contractStartDate: dateOf(start),
    contractEndDate: dateOf(start + random.int(6, 36) * 30 * 86_400_000),
    statusEn: 'Open',
    statusFr: 'Ouvert',
    unspsc: list(unique.map(([code]) => code)),
    unspscDescriptionEn: list(unique.map(([, en]) => en)),
    unspscDescriptionFr: list(unique.map(([, , fr]) => fr)),
    procurementCategory: `*${vocabulary.code}`,
    noticeTypeEn: noticeEn,
    noticeTypeFr: noticeFr,
    procurementMethodEn: 'Competitive - Open bidding',
    procurementMethodFr: 'Concurrentielle - Invitation ouverte à soumissionner',
    selectionCriteriaEn: selectionEn,
    selectionCriteriaFr: selectionFr,
    tradeAgreementsEn: list(agreements.map(([en]) => en)),
    tradeAgreementsFr: list(agreements.map(([, fr]) => fr)),
    regionsOfOpportunityEn: '*Canada',
    regionsOfOpportunityFr: '*Canada',
    regionsOfDeliveryEn: list([regionEn]),
    regionsOfDeliveryFr: list([regionFr]),
    ...buyerColumns(departmentEn, departmentFr, index),
    attachmentsEn: `https://example.invalid/synthetic/${reference}/solicitation_en.pdf`,
    attachmentsFr: `https://example.invalid/synthetic/${reference}/demande_fr.pdf`,
    descriptionEn,
    descriptionFr,
  };
  return Object.fromEntries(
    (Object.keys(COLUMNS) as ColumnKey[]).map((key) => [COLUMNS[key], values[key] ?? '']),
  );
};

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

export const CSV_HEADER_LINE = `\uFEFF${CANADABUYS_HEADER.map(quote).join(',')}\r\n`;

export const toCsvLine = (record: Record<string, string>): string =>
  `${CANADABUYS_HEADER.map((name) => quote(record[name] ?? '')).join(',')}\r\n`;

/** `count` notices as CSV text chunks (header first), generated lazily. */
export function* generateCsv(count: number, seed = 2026, nowMs = Date.now()): Generator<string> {
  const random = createRandom(seed);
  yield CSV_HEADER_LINE;
  for (let index = 1; index <= count; index += 1) yield toCsvLine(generateNotice(random, index, nowMs));
}
