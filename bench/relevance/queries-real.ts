/**
 * The judged queries of `npm run bench:relevance -- --real`: real notices only (the 117 of
 * data/eval-corpus/real-notices.csv and the 80 of data/canadabuys/openTenderNotice-sample-2026-08-03.csv, 194
 * distinct). Written on 2026-11-24 by reading the notices' titles, descriptions and commodity names, before any
 * of these queries was run and before the search changes they measure; relevance is binary ("a supplier typing
 * this would want to see that notice"). Not used to tune anything: the trade vocabulary is written from
 * procurement practice, not from these queries.
 *
 * Kinds: the buyer's words, a supplier's own words, French queries (most of these notices have no French text),
 * misspellings, reference and solicitation numbers, broad categories, and queries for which nothing in the
 * corpus is relevant (`none`: the measure is how many results they claim).
 */
export type RealQueryKind = 'buyer' | 'supplier' | 'french' | 'misspelling' | 'reference' | 'broad' | 'none';

export interface RealJudgedQuery {
  query: string;
  kind: RealQueryKind;
  /** Relevant notices (reference numbers); empty for `none`. */
  ids: string[];
}

const SNOW = ['WS5357559463-Doc5367064519', 'WS5706833041-Doc5741333018'];
const CLEANING = ['cb-857-74365619', 'WS5705490300-Doc5730546325', 'WS5706833041-Doc5741333018'];
const PESTICIDE = ['WS4092314045-Doc4209875524'];
const HEAVY_EQUIPMENT = ['cb-604-41302770', 'WS4625503118-Doc4625518879', 'WS4052927717-Doc4053526199'];
const DAMS = ['cb-286-18568046', 'WS5742179565-Doc5745666757'];
const TRANSLATION = ['MX-443973887373'];
const CHAIRS = ['cb-448-16414328', 'PW-HAL-307-10622'];
const HVAC = ['WS5460663506-Doc5502122825', 'PW-PWU-066-11548', 'WS5705490300-Doc5730546325'];
const INTERNET = ['SSC-26-00034400:T', 'SSC-22-00020507:T', 'MX-444103267214'];
const ELECTORAL = [
  'cb-577-38257014',
  'cb-713-96817296',
  'cb-858-96735512',
  'cb-833-32642154',
  'cb-689-16643830',
];
const SOURCE_LISTS = [
  'MX-443841357513',
  'MX-443841357514',
  'MX-443841357515',
  'MX-443841876264',
  'MX-443841876266',
  'MX-443840130570',
  'MX-443840130685',
  'MX-443840195575',
  'MX-443840130559',
  'MX-443840130560',
  'MX-443840130564',
  'MX-443840130566',
  'MX-443840130567',
  'MX-443840130569',
  'MX-443840130674',
  'MX-443840130678',
  'MX-443840195568',
  'MX-443841357510',
  'MX-443841876260',
  'MX-443841876262',
  'MX-443840130579',
  'MX-443840130688',
  'MX-443840130691',
  'MX-443840130693',
  'MX-443840130694',
  'MX-443840195577',
  'MX-444101825767',
];
/** Construction works (by reading: new building, repair, demolition, civil works, and the construction source lists). */
const CONSTRUCTION = [
  ...SOURCE_LISTS,
  'cb-186-91211280',
  'cb-286-18568046',
  'cb-316-23690666',
  'cb-451-31414491',
  'cb-478-16839306',
  'MX-443848623107',
  'MX-443950941970',
  'MX-443984018270',
  'MX-444056197471',
  'MX-444095238973',
  'MX-444102076909',
  'MX-444105829171',
  'WS5176878164-Doc5803119702',
  'WS5496297033-Doc5497304668',
  'WS5742179565-Doc5745666757',
  'WS5767298087-Doc5767332260',
  'WS5776328155-Doc5776434977',
  'WS5799028446-Doc5802879921',
  'WS5799436016-Doc5800738925',
  'WS5802570604-Doc5802603484',
  'MX-443947358727',
  'MX-443971411711',
  'MX-444066561828',
  'MX-444071529911',
  'MX-443947358726',
  'MX-444074681102',
  'MX-444086928167',
  'MX-444105876280',
  'MX-444083416860',
  'MX-444101824763',
  'MX-444112604971',
];
const IT_SERVICES = [
  'PW-MCT-014-5508',
  'PW-$$ZT-009-27511',
  'cb-36-77045401',
  'cb-543-23958405',
  'cb-606-54233706',
  'cb-749-87814268',
  'MX-444111388909',
  'MX-444094176405',
  'cb-902-90074001',
  'WS4286933967-Doc4822970058',
  'WS5792258509-Doc5792406928',
  'SSC-26-00034395:T',
];
const ENVIRONMENTAL = [
  'MX-444111141816',
  'MX-444047643083',
  'WS5443932722-Doc5723325594',
  'cb-259-69669283',
  'WS5640289504-Doc5640366977',
];

export const REAL_JUDGED_QUERIES: RealJudgedQuery[] = [
  // The buyer's words (as notices put it).
  { kind: 'buyer', query: 'snow and ice control', ids: SNOW },
  { kind: 'buyer', query: 'janitorial services', ids: CLEANING },
  { kind: 'buyer', query: 'heavy construction equipment rental', ids: HEAVY_EQUIPMENT },
  { kind: 'buyer', query: 'crane rental', ids: ['cb-757-46105229'] },
  { kind: 'buyer', query: 'bus charter', ids: ['WS4619369595-Doc4628558184'] },
  { kind: 'buyer', query: 'pesticide application', ids: PESTICIDE },
  { kind: 'buyer', query: 'dam replacement', ids: DAMS },
  { kind: 'buyer', query: 'courier services', ids: ['cb-120-98313427'] },
  { kind: 'buyer', query: 'HVAC maintenance', ids: HVAC },
  { kind: 'buyer', query: 'bridge inspection', ids: ['WS5801057266-Doc5802914568'] },
  { kind: 'buyer', query: 'translation services', ids: TRANSLATION },
  { kind: 'buyer', query: 'hazardous waste disposal', ids: ['PW-_NCS-030-11940'] },
  {
    kind: 'buyer',
    query: 'material handling equipment',
    ids: ['cb-206-28160163', 'cb-6-70690140', 'cb-425-46544395'],
  },
  { kind: 'buyer', query: 'internet access services', ids: INTERNET },
  { kind: 'buyer', query: 'electoral material', ids: ELECTORAL },
  { kind: 'buyer', query: 'vessel recycling', ids: ['PW-_MER-005-29423'] },
  { kind: 'buyer', query: 'waste removal', ids: ['cb-53-60958033', 'PW-_NCS-030-11940'] },
  { kind: 'buyer', query: 'asphalt repair', ids: ['WS5799436016-Doc5800738925', 'MX-444071529911'] },
  { kind: 'buyer', query: 'aviation fuel pumps', ids: ['WS5494693685-Doc5501940931'] },

  // A supplier's own words (trade terms the notice does not use).
  { kind: 'supplier', query: 'pest control', ids: PESTICIDE },
  { kind: 'supplier', query: 'lawn care', ids: ['WS5706833041-Doc5741333018'] },
  { kind: 'supplier', query: 'grounds maintenance', ids: ['WS5706833041-Doc5741333018'] },
  { kind: 'supplier', query: 'custodial services', ids: CLEANING },
  { kind: 'supplier', query: 'snow plowing', ids: SNOW },
  { kind: 'supplier', query: 'excavator rental', ids: ['cb-604-41302770', 'WS4625503118-Doc4625518879'] },
  { kind: 'supplier', query: 'temporary staffing agency', ids: ['cb-133-61948591'] },
  { kind: 'supplier', query: 'IT consulting', ids: IT_SERVICES.slice(0, 6) },
  { kind: 'supplier', query: 'document shredding', ids: ['MX-444099575427'] },
  { kind: 'supplier', query: 'office chairs', ids: CHAIRS },
  { kind: 'supplier', query: 'fencing contractor', ids: ['WS5176878164-Doc5803119702'] },
  { kind: 'supplier', query: 'storm sewer repair', ids: ['WS5802570604-Doc5802603484'] },
  { kind: 'supplier', query: 'aerial work platform', ids: ['cb-156-17992488', 'cb-13-2510942'] },
  { kind: 'supplier', query: 'environmental consulting', ids: ENVIRONMENTAL.slice(0, 3) },
  { kind: 'supplier', query: 'security guards', ids: ['cb-382-49472178'] },
  { kind: 'supplier', query: 'hotel rooms', ids: ['PW-_KIN-555-8715'] },
  {
    kind: 'supplier',
    query: 'water quality testing lab',
    ids: ['WS5640289504-Doc5640366977', 'cb-259-69669283'],
  },

  // French (most of these notices have no French text: the words must be understood).
  { kind: 'french', query: 'déneigement', ids: SNOW },
  { kind: 'french', query: 'entretien ménager', ids: CLEANING },
  { kind: 'french', query: 'location de grue', ids: ['cb-757-46105229'] },
  { kind: 'french', query: 'services de traduction', ids: TRANSLATION },
  { kind: 'french', query: 'lutte antiparasitaire', ids: PESTICIDE },
  { kind: 'french', query: 'remplacement de barrage', ids: DAMS },
  { kind: 'french', query: 'location d’autobus', ids: ['WS4619369595-Doc4628558184'] },
  { kind: 'french', query: 'élimination des déchets dangereux', ids: ['PW-_NCS-030-11940'] },
  { kind: 'french', query: 'services de messagerie', ids: ['cb-120-98313427'] },
  { kind: 'french', query: 'chaises de bureau', ids: CHAIRS },
  { kind: 'french', query: 'location d’équipement de construction lourd', ids: HEAVY_EQUIPMENT },
  { kind: 'french', query: 'inspection de pont', ids: ['WS5801057266-Doc5802914568'] },

  // Misspellings.
  { kind: 'misspelling', query: 'janitorail services', ids: CLEANING },
  { kind: 'misspelling', query: 'snow removel', ids: SNOW },
  { kind: 'misspelling', query: 'pestiside application', ids: PESTICIDE },
  { kind: 'misspelling', query: 'tranlsation services', ids: TRANSLATION },
  { kind: 'misspelling', query: 'watermian replacement', ids: ['cb-316-23690666'] },
  { kind: 'misspelling', query: 'crane rentl', ids: ['cb-757-46105229'] },
  { kind: 'misspelling', query: 'hazardous wast disposal', ids: ['PW-_NCS-030-11940'] },

  // Reference and solicitation numbers.
  { kind: 'reference', query: 'cb-757-46105229', ids: ['cb-757-46105229'] },
  { kind: 'reference', query: 'WS5357559463-Doc5367064519', ids: ['WS5357559463-Doc5367064519'] },
  { kind: 'reference', query: 'MX-443973887373', ids: TRANSLATION },
  { kind: 'reference', query: '1000262320A', ids: ['cb-120-98313427'] },
  { kind: 'reference', query: 'EW479-162880/C', ids: ['PW-_NCS-030-11940'] },
  { kind: 'reference', query: 'SSC-26-00034400:T', ids: ['SSC-26-00034400:T'] },
  { kind: 'reference', query: 'W6890-260085', ids: ['WS5357559463-Doc5367064519'] },

  // Broad categories.
  { kind: 'broad', query: 'construction', ids: CONSTRUCTION },
  { kind: 'broad', query: 'information technology services', ids: IT_SERVICES },
  { kind: 'broad', query: 'environmental services', ids: ENVIRONMENTAL },
  { kind: 'broad', query: 'electoral supplies', ids: ELECTORAL },

  // Nothing in the corpus is relevant.
  { kind: 'none', query: 'zzzzqqq nonsense', ids: [] },
  { kind: 'none', query: 'dental services', ids: [] },
  { kind: 'none', query: 'legal services', ids: [] },
  { kind: 'none', query: 'veterinary clinic', ids: [] },
  { kind: 'none', query: 'catering', ids: [] },
  { kind: 'none', query: 'uniform laundry', ids: [] },
  { kind: 'none', query: 'wedding photography', ids: [] },
  { kind: 'none', query: 'services juridiques', ids: [] },
  { kind: 'none', query: 'tree planting', ids: [] },
  { kind: 'none', query: 'ambulance services', ids: [] },
];
