import type { CompanyProfile } from '@tenderscout/domain';

/**
 * Judged company profiles over the real bundled notices (data/canadabuys/*.csv, 97 notices). Each judgment was
 * written by reading the notices (title, description, commodity codes) before any recommendation was run: 2 =
 * the company's own work, 1 = close work it could bid on or subcontract. Unlisted notices are not relevant.
 * The bundled notices hold no snow-removal or cleaning contract; those profiles are judged on the closest work
 * the notices do hold (a snow-and-ice-control facility; waste and shredding services).
 */
export interface JudgedCompany {
  name: string;
  profile: Omit<CompanyProfile, 'createdAt' | 'lastUpdated'>;
  grades: Record<string, 1 | 2>;
}

const base = {
  companySize: 'small',
  certifications: [],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'experienced',
  clearanceLevel: null,
  setAsideEligibility: [],
  // Not said: matching assumes English, as the measured runs did.
  languages: [],
  otherNames: [],
} as const satisfies Partial<CompanyProfile>;

const ATLANTIC_SOURCE_LISTS = [
  'MX-443841357513', // Halifax
  'MX-443841357514', // 9 Wing Gander
  'MX-443841357515', // 5 Wing Goose Bay
  'MX-443841876264', // Gagetown and P.E.I.
  'MX-443841876266', // 14 Wing Greenwood
];

export const JUDGED_COMPANIES: JudgedCompany[] = [
  {
    name: 'General contractor, Atlantic',
    profile: {
      ...base,
      companyName: 'Atlantic Builders',
      industry: 'Construction',
      primaryServices: ['Construction & Renovation'],
      targetRegions: ['Nova Scotia', 'Newfoundland and Labrador', 'New Brunswick'],
      description: 'General contractor: building construction, renovation and civil work for defence bases',
      commodityCodes: [],
    },
    grades: {
      ...Object.fromEntries(ATLANTIC_SOURCE_LISTS.map((id) => [id, 2])),
      'MX-443947358727': 2, // APN 5 Wing Goose Bay program
      'MX-443947358726': 2, // APN Gander program
      'MX-444074681102': 1, // jetty NB Halifax (marine)
      'MX-444083416860': 1, // jetty construction
      'MX-444086928167': 1, // Port aux Basques navigation improvement
      'MX-444101825767': 1, // general construction QRT source list (North Bay)
      'MX-443841357510': 1, // OCSL Ottawa–Gatineau
    },
  },
  {
    name: 'Networks and telecom, national',
    profile: {
      ...base,
      companyName: 'NetLink',
      industry: 'Information Technology',
      primaryServices: ['IT Consulting'],
      targetRegions: ['National'],
      description: 'Internet access, network services and data-centre network hardware',
      commodityCodes: ['D304A', 'N7025'],
    },
    grades: {
      'SSC-26-00034400:T': 2, // local internet access services
      'SSC-22-00020507:T': 2, // LIAS RFSA
      'MX-444103267214': 2, // internet links for BDC sites
      'SSC-26-00034395:T': 2, // DNS DHCP IPAM solution
      'SSC-26-00034298:T': 2, // network cards
      'SSC-26-00034415:T': 1, // GCNS stream 4
      'SSC-26-00034418:T': 1, // GCNS stream 5
      'SSC-25-00031107:T': 1, // storage and rack components
      'SSC-26-00034416:T': 1, // USB disconnect boxes
    },
  },
  {
    name: 'Translation, Quebec and NCR',
    profile: {
      ...base,
      companyName: 'Traductions Laurentides',
      industry: 'Professional Services',
      primaryServices: ['Translation & Interpretation'],
      targetRegions: ['Quebec', 'Ontario'],
      description: 'Translation, revision and proofreading, English and French',
      commodityCodes: [],
    },
    grades: {
      'MX-443973887373': 2, // FinDev translation and proofreading
    },
  },
  {
    name: 'Snow removal, Quebec',
    profile: {
      ...base,
      companyName: 'Déneigement Rive-Sud',
      industry: 'Other',
      primaryServices: ['Snow Removal'],
      targetRegions: ['Quebec', 'Alberta'],
      description: 'Snow clearing, snow removal and winter maintenance of parking lots and roads',
      commodityCodes: [],
    },
    grades: {
      'MX-444066561828': 1, // design-build of the snow and ice control / heavy equipment facility
    },
  },
  {
    name: 'Waste and environmental services, Atlantic and North',
    profile: {
      ...base,
      companyName: 'Enviro Nord',
      industry: 'Environmental Services',
      primaryServices: ['Cleaning & Janitorial'],
      targetRegions: ['Nova Scotia', 'Northwest Territories', 'Alberta', 'New Brunswick'],
      description: 'Waste collection and removal, hazardous waste disposal, recycling',
      commodityCodes: [],
    },
    grades: {
      'PW-_NCS-030-11940': 2, // hazardous waste disposal
      'cb-53-60958033': 2, // waste removal services
      'PW-_MER-005-29423': 1, // vessel recycling
      'MX-444099575427': 1, // secure shredding
    },
  },
  {
    name: 'Security guards, national',
    profile: {
      ...base,
      companyName: 'Garde Sûre',
      industry: 'Security Services',
      primaryServices: ['Security Guard Services'],
      targetRegions: ['National'],
      description: 'Security guard and commissionaire services for federal buildings',
      commodityCodes: ['92121504'],
      clearanceLevel: 'Reliability',
    },
    grades: {
      'cb-382-49472178': 2, // protection and security services
    },
  },
  {
    name: 'Lifting and material-handling equipment, West and Quebec',
    profile: {
      ...base,
      companyName: 'Lift West',
      industry: 'Manufacturing',
      primaryServices: ['Equipment & Supplies'],
      targetRegions: ['Alberta', 'British Columbia', 'Quebec', 'Ontario'],
      description: 'Forklifts, boom lifts, material handling equipment and their spare parts',
      commodityCodes: ['24101600', '22101800'],
    },
    grades: {
      'cb-206-28160163': 2, // material handling equipment
      'cb-6-70690140': 2, // material handling equipment
      'cb-13-2510942': 2, // mobile lifts
      'cb-156-17992488': 2, // articulating boom
      'cb-425-46544395': 2, // spare parts for construction engineering equipment
      'cb-189-99496980': 1, // spares for armament loaders
    },
  },
  {
    name: 'Paper, envelopes and bags, NCR',
    profile: {
      ...base,
      companyName: 'Papeterie Outaouais',
      industry: 'Manufacturing',
      primaryServices: ['Equipment & Supplies'],
      targetRegions: ['Ontario', 'Quebec'],
      description: 'Paper products: printing paper, envelopes, paper and plastic bags, boxes',
      commodityCodes: ['14111500', '44121500', '24111500'],
    },
    grades: {
      'cb-689-16643830': 2, // envelopes
      'cb-833-32642154': 2, // carbonless papers
      'cb-713-96817296': 2, // kraft material (paper bags, boxes)
      'cb-858-96735512': 2, // collection bag (paper bags)
      'cb-577-38257014': 2, // transport bag (plastic, mailing bags)
      'cb-81-38683349': 1, // backpacks
    },
  },
  {
    name: 'Civil and structural engineering, BC',
    profile: {
      ...base,
      companyName: 'Pacific Engineering',
      industry: 'Professional Services',
      primaryServices: ['Engineering'],
      targetRegions: ['British Columbia', 'Alberta'],
      description: 'Civil, structural and highway engineering, construction management',
      commodityCodes: ['81101500'],
    },
    grades: {
      'WS5494844271-Doc5502138890': 2, // engineering services for load permits
      'MX-444101824763': 2, // construction management services Suffield
      'MX-444047643083': 1, // environmental impact assessment services
      'WS5496297033-Doc5497304668': 1, // communication tower construction
    },
  },
  {
    name: 'HVAC, mechanical and electrical trades',
    profile: {
      ...base,
      companyName: 'Nordic Mechanical',
      industry: 'Construction',
      primaryServices: ['Repair & Maintenance'],
      targetRegions: ['Yukon', 'Ontario', 'National'],
      description: 'HVAC maintenance, repair and replacement; mechanical and electrical services',
      commodityCodes: ['72151200'],
    },
    grades: {
      'WS5460663506-Doc5502122825': 2, // HVAC maintenance standing offer
      'MX-443334830711': 2, // mechanical services supply arrangement
      'MX-443978767209': 2, // electrical services supply arrangement
      'MX-444114591957': 1, // fire hydrant inspection, testing and maintenance
      'WS5494693685-Doc5501940931': 1, // aviation fuel pumps
    },
  },
  {
    name: 'Management consulting and research, national',
    profile: {
      ...base,
      companyName: 'Insight Conseil',
      industry: 'Professional Services',
      primaryServices: ['Project Management'],
      targetRegions: ['National'],
      description: 'Management consulting, market research, user research and business continuity planning',
      commodityCodes: [],
    },
    grades: {
      'MX-444114912821': 2, // market research services
      'MX-443728062417': 2, // user experience research consulting
      'MX-444074681110': 2, // emergency preparedness and business continuity consulting
      'cb-421-59242080': 1, // facilitator consultant
      'MX-444110724901': 1, // digital assessment tool RFI
    },
  },
  {
    name: 'Courier and transport, Prairies',
    profile: {
      ...base,
      companyName: 'Prairie Courier',
      industry: 'Transportation',
      primaryServices: ['Transportation & Moving'],
      targetRegions: ['Manitoba', 'Saskatchewan'],
      description: 'Courier and parcel delivery, vehicle rental',
      commodityCodes: ['78102200'],
    },
    grades: {
      'cb-120-98313427': 2, // weekly courier services
      'cb-390-90028002': 1, // ATV rental
    },
  },
];
