import type { RegionValue } from '@tenderscout/domain';

/**
 * CanadaBuys region lists mix provinces (English and French names, sometimes abbreviations), `Canada`,
 * `World`, `Unspecified`, `National Capital Region (NCR)`, `Ontario (except NCR)` and bare city names. This
 * folds them onto the 13 provinces and territories, the NCR and National.
 */
const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const ALIASES: Array<[RegionValue, string[]]> = [
  ['Alberta', ['alberta', 'ab', 'alta']],
  ['British Columbia', ['british columbia', 'colombie-britannique', 'bc', 'c.-b.', 'cb']],
  ['Manitoba', ['manitoba', 'mb', 'man']],
  ['New Brunswick', ['new brunswick', 'nouveau-brunswick', 'nb', 'n.-b.']],
  [
    'Newfoundland and Labrador',
    [
      'newfoundland and labrador',
      'newfoundland',
      'labrador',
      'terre-neuve-et-labrador',
      'terre-neuve',
      'nl',
      't.-n.-l.',
    ],
  ],
  ['Northwest Territories', ['northwest territories', 'territoires du nord-ouest', 'nt', 'nwt', 't.n.-o.']],
  ['Nova Scotia', ['nova scotia', 'nouvelle-ecosse', 'ns', 'n.-e.']],
  ['Nunavut', ['nunavut', 'nu']],
  [
    'Ontario',
    ['ontario', 'on', 'ont', 'ontario (except ncr)', 'ontario (sauf rcn)', 'ontario (excluant la rcn)'],
  ],
  ['Prince Edward Island', ['prince edward island', 'ile-du-prince-edouard', 'pe', 'pei', 'i.-p.-e.']],
  ['Quebec', ['quebec', 'qc', 'que', 'quebec (except ncr)', 'quebec (sauf rcn)', 'quebec (excluant la rcn)']],
  ['Saskatchewan', ['saskatchewan', 'sk', 'sask']],
  ['Yukon', ['yukon', 'yt', 'yk', 'yukon territory']],
  [
    'National Capital Region (NCR)',
    [
      'national capital region (ncr)',
      'national capital region',
      'ncr',
      'region de la capitale nationale (rcn)',
      'region de la capitale nationale',
      'rcn',
    ],
  ],
  ['National', ['canada', 'national', 'across canada', 'partout au canada']],
];

/** Cities seen as delivery regions, mapped to where they are. */
const CITIES: Array<[RegionValue, string[]]> = [
  ['National Capital Region (NCR)', ['ottawa', 'gatineau', 'hull', 'kanata', 'nepean', 'orleans']],
  [
    'Ontario',
    [
      'toronto',
      'kingston',
      'hamilton',
      'london',
      'sudbury',
      'thunder bay',
      'north bay',
      'petawawa',
      'borden',
      'trenton',
      'windsor',
      'mississauga',
      'belleville',
      'sault ste. marie',
      'waterloo',
      'kitchener',
      'barrie',
      'peterborough',
    ],
  ],
  [
    'Quebec',
    [
      'montreal',
      'quebec city',
      'ville de quebec',
      'sherbrooke',
      'trois-rivieres',
      'saguenay',
      'valcartier',
      'bagotville',
      'st-jean-sur-richelieu',
      'saint-jean-sur-richelieu',
      'rimouski',
      'laval',
    ],
  ],
  [
    'British Columbia',
    [
      'vancouver',
      'victoria',
      'esquimalt',
      'comox',
      'kelowna',
      'prince george',
      'nanaimo',
      'kamloops',
      'surrey',
      'burnaby',
      'chilliwack',
    ],
  ],
  [
    'Alberta',
    ['edmonton', 'calgary', 'cold lake', 'wainwright', 'suffield', 'red deer', 'lethbridge', 'fort mcmurray'],
  ],
  ['Saskatchewan', ['saskatoon', 'regina', 'moose jaw', 'prince albert']],
  ['Manitoba', ['winnipeg', 'shilo', 'brandon', 'churchill', 'thompson']],
  ['Nova Scotia', ['halifax', 'dartmouth', 'stellarton', 'greenwood', 'sydney', 'truro', 'shearwater']],
  ['New Brunswick', ['fredericton', 'moncton', 'saint john', 'gagetown', 'bathurst', 'miramichi']],
  ['Newfoundland and Labrador', ["st. john's", 'st johns', 'gander', 'goose bay', 'corner brook']],
  ['Prince Edward Island', ['charlottetown', 'summerside']],
  ['Yukon', ['whitehorse', 'dawson city']],
  ['Northwest Territories', ['yellowknife', 'inuvik', 'hay river']],
  ['Nunavut', ['iqaluit', 'rankin inlet', 'cambridge bay']],
];

const LOOKUP = new Map<string, RegionValue>();
for (const [region, names] of [...ALIASES, ...CITIES]) for (const name of names) LOOKUP.set(name, region);

/** The canonical region of one raw value, or null (`World`, `Unspecified`, places outside Canada). */
export const normaliseRegion = (raw: string): RegionValue | null => LOOKUP.get(fold(raw)) ?? null;

/** The canonical regions of a list, de-duplicated, in first-seen order. */
export const normaliseRegions = (raw: readonly string[]): RegionValue[] => {
  const regions: RegionValue[] = [];
  for (const value of raw) {
    const region = normaliseRegion(value);
    if (region && !regions.includes(region)) regions.push(region);
  }
  return regions;
};
