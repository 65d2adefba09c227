import type { TenderSpec } from './tender-factory';

/**
 * CanadaBuys notices as tender specs, copied from real notices so the tests read like the notices suppliers
 * see; the tests own them, so a refresh of the bundled data changes nothing. The courier and advisor notices are
 * written out in full where drafting, summaries and fit scores read them (titles, descriptions, codes and
 * criteria in both languages); the closed notices after them carry what award matching reads: buyer,
 * commodity codes and solicitation number.
 */

/** Weekly courier services in Manitoba for Indigenous Services Canada: a year's contract, no clearance. */
export const courierNotice = (overrides: TenderSpec = {}): TenderSpec => ({
  title: {
    en: 'Weekly Courier Services - Hospital Operations',
    fr: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
  },
  description: {
    en: [
      'A courier service is required to provide all labour, materials, equipment, transportation and supervision necessary to provide delivery services for Indigenous Services Canada, Winnipeg, Manitoba. Delivery items will include interoffice mail, documents, lab specimens, and coolers.',
      'The initial contract period will be for a year from the date of contract award with the possibility of two additional option years.',
    ].join('\r\n\r\n'),
    fr: [
      "Un service de messagerie doit fournir toute la main-d'œuvre, le matériel, l'équipement, le transport et la supervision nécessaires pour assurer les services de livraison pour Services aux Autochtones Canada, Winnipeg, Manitoba. Les articles à livrer comprendront le courrier interne, les documents, les échantillons de laboratoire et les glacières.",
      "La durée initiale du contrat sera d'un an à compter de la date d'attribution du contrat, avec la possibilité de deux années supplémentaires en option.",
    ].join('\r\n\r\n'),
  },
  solicitationNumber: '1000262320A',
  buyer: {
    en: 'Department of Indigenous Services (ISC)',
    fr: 'Ministère des Services aux Autochtones (SAC)',
  },
  publicationDate: '2025-12-30',
  closingDate: '2026-01-19T17:00:00',
  contractStartDate: '2026-03-01',
  contractEndDate: '2027-03-31',
  categories: ['SRV'],
  regions: ['Manitoba', 'Canada'],
  unspsc: [
    {
      code: '78101809',
      en: 'Road transport of letters and parcels',
      fr: 'Transport routier de lettres et de colis',
    },
    { code: '80141800', en: 'Mailing services', fr: "Services d'expédition du courrier" },
  ],
  noticeType: { en: 'Request for Proposal', fr: 'Demande de propositions' },
  selectionCriteria: {
    en: 'Highest Combined Rating of Technical Merit and Price',
    fr: 'Cote combinée la plus élevée pour le mérite technique et le prix',
  },
  tradeAgreements: [
    { en: 'Canada-Colombia Free Trade Agreement', fr: 'Accord de libre-échange Canada-Colombie' },
    { en: 'Canadian Free Trade Agreement (CFTA)', fr: 'Accord de libre-échange canadien (ALEC)' },
  ],
  ...overrides,
});

/** A Special Advisor under a temporary help supply arrangement, in the NCR: Top Secret, lowest price. */
export const advisorNotice = (overrides: TenderSpec = {}): TenderSpec => ({
  title: {
    en: 'NPP – S5635656 - THS SA – Two (2) 13.9 Special Advisor. Temporary Help Services against the Supply Arrangement for the National Capital Region (NCR).',
    fr: "APM – S5635656 - AMA SAT – Deux (2) 13.9 Conseiller spécial. Les services d'aide temporaire contre arrangement en matière d'approvisionnement pour la région de la capitale nationale (RCN).",
  },
  description: {
    en: [
      'Temporary Help Services Requirement',
      'This requirement is for: Department of National Defense (DND)',
      'This requirement is open only to those supply arrangement holders under EN578-172870 who qualified under the following streams and categories: Stream 13—Policy and advisory services- Stream - 13.9 -Special Advisor',
      'Description of the Requirement:\r\nDepartment of National Defense (DND) has a requirement for Temporary Help Services and has issued a Request for Proposal to suppliers generated from CPSS who are qualified under the streams and categories listed above.',
      'Level of Security Requirement:\r\nResource(s) Minimum Security Level Required is: Top Secret SIGINT',
    ].join('\r\n\r\n'),
    fr: [
      'Besoin en services d’aide temporaire\r\nLa présente exigence est pour : Ministère de la Défense Nationale(MDN)',
      'Cette exigence est seulement réservée aux détenteurs d’arrangement en matière d’approvisionnement numéro EN578-172870 qualifiés sous les volets et catégories suivants: Volet 13 – Politique et services consultatifs -13.9 Conseiller spécial.',
      'Description de l’exigence :\r\nMinistère de la Défense Nationale a besoin des services d’aide temporaire et a émis une demande de proposition aux fournisseurs générés par le SSPC et qualifiés sous les volets et catégories listés ci-haut.',
      'Niveau de sécurité requis :\r\nNiveau de sécurité minimum requis pour la ou les ressource(s): Tres Secret SIGiNT',
    ].join('\r\n\r\n'),
  },
  solicitationNumber: 'S5635656',
  buyer: {
    en: 'Department of National Defence (DND)',
    fr: 'Ministère de la Défense nationale (MDN)',
  },
  buyerAddress: { city: 'Ottawa', province: 'Ontario' },
  publicationDate: '2025-12-30',
  closingDate: '2026-01-09T15:00:00',
  categories: ['SRV'],
  regions: [{ en: 'National Capital Region (NCR)', fr: 'Région de la capitale nationale (RCN)' }],
  unspsc: [
    { code: '80111600', en: 'Temporary personnel services', fr: 'Services de personnels temporaires' },
  ],
  noticeType: {
    en: 'RFP against Supply Arrangement',
    fr: 'Demande de proposition découlant d’un arrangement en matière d’approvisionnement',
  },
  selectionCriteria: { en: 'Lowest Price', fr: 'Prix le plus bas' },
  tradeAgreements: [
    { en: 'Canadian Free Trade Agreement (CFTA)', fr: 'Accord de libre-échange canadien (ALEC)' },
  ],
  ...overrides,
});

const DND = { en: 'Department of National Defence (DND)', fr: 'Ministère de la Défense nationale (MDN)' };
const RCMP = { en: 'Royal Canadian Mounted Police (RCMP)', fr: 'Gendarmerie royale du Canada (GRC)' };

/** DND, UNSPSC 81111705 (commodity family 8111). */
export const imArchitectNotice = (overrides: TenderSpec = {}): TenderSpec => ({
  title: 'Information Management Architect services',
  description: 'Information management architecture services for the Department of National Defence.',
  buyer: DND,
  unspsc: [
    { code: '80161604', en: 'Information technology IT management services' },
    { code: '81111705', en: 'Systems architecture' },
  ],
  regions: ['Canada', 'Ottawa'],
  closesInDays: -30,
  ...overrides,
});

/** RCMP, UNSPSC 56101504. */
export const rotaryChairsNotice = (overrides: TenderSpec = {}): TenderSpec => ({
  title: 'Rotary Chairs',
  description: 'Supply and delivery of rotary chairs to an RCMP detachment.',
  buyer: RCMP,
  categories: ['GD'],
  unspsc: [{ code: '56101504', en: 'Chairs', fr: 'Chaises' }],
  regions: ['Nova Scotia'],
  closesInDays: -30,
  ...overrides,
});

/** RCMP, solicitation M2989-6-3887/A. */
export const vesselMonitoringNotice = (overrides: TenderSpec = {}): TenderSpec => ({
  title: 'Vessel Monitoring Systems',
  description: 'The RCMP require five vessel impact and motion monitoring systems.',
  solicitationNumber: 'M2989-6-3887/A',
  buyer: RCMP,
  categories: ['GD'],
  unspsc: [{ code: '41116400', en: 'Acceleration and vibration measuring instruments' }],
  regions: ['British Columbia'],
  closesInDays: -30,
  ...overrides,
});

/** DND, solicitation W3372-265108/A. */
export const atvRentalNotice = (overrides: TenderSpec = {}): TenderSpec => ({
  title: 'All terrain Vehicle (ATV) Rental Services',
  description: 'This requirement is for the Department of National Defence to rent thirty ATVs with tracks.',
  solicitationNumber: 'W3372-265108/A',
  buyer: DND,
  unspsc: [{ code: '78111808', en: 'Vehicle rental', fr: 'Location de véhicules' }],
  closesInDays: -30,
  ...overrides,
});
