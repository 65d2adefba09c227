import type { RegionValue } from '@tenderscout/domain';

/** Region names in both languages, cities and groups (folded), then codes and abbreviations (as typed). */

export const REGION_NAMES: Array<[string, RegionValue[]]> = [
  [
    'national capital region|region de la capitale nationale|capital region',
    ['National Capital Region (NCR)'],
  ],
  [
    'newfoundland and labrador|newfoundland|terre-neuve-et-labrador|terre-neuve|labrador',
    ['Newfoundland and Labrador'],
  ],
  ['prince edward island|ile-du-prince-edouard|ile du prince edouard', ['Prince Edward Island']],
  ['northwest territories|territoires du nord-ouest', ['Northwest Territories']],
  ['british columbia|colombie-britannique|colombie britannique', ['British Columbia']],
  ['nova scotia|nouvelle-ecosse|nouvelle ecosse', ['Nova Scotia']],
  ['new brunswick|nouveau-brunswick|nouveau brunswick', ['New Brunswick']],
  ['ontario', ['Ontario']],
  ['quebec', ['Quebec']],
  ['alberta', ['Alberta']],
  ['manitoba', ['Manitoba']],
  ['saskatchewan', ['Saskatchewan']],
  ['yukon', ['Yukon']],
  ['nunavut', ['Nunavut']],
  [
    "atlantic canada|atlantic provinces|canada atlantique|provinces de l'atlantique|provinces atlantiques",
    ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland and Labrador'],
  ],
  [
    'the maritimes|maritimes|maritime provinces|provinces maritimes',
    ['Nova Scotia', 'New Brunswick', 'Prince Edward Island'],
  ],
  ['the prairies|prairie provinces|prairies', ['Alberta', 'Saskatchewan', 'Manitoba']],
  [
    "western canada|ouest canadien|l'ouest canadien",
    ['British Columbia', 'Alberta', 'Saskatchewan', 'Manitoba'],
  ],
  [
    'northern canada|the territories|les territoires|nord canadien|grand nord|the north',
    ['Yukon', 'Northwest Territories', 'Nunavut'],
  ],
  [
    "nationwide|across canada|canada-wide|coast to coast|pancanadiens?|partout au canada|a l'echelle nationale|a l'echelle du canada",
    ['National'],
  ],
  // Cities name their province (Ottawa and Gatineau: the National Capital Region).
  ['ottawa|gatineau', ['National Capital Region (NCR)']],
  [
    'toronto|mississauga|hamilton|kingston|sudbury|thunder bay|windsor|kitchener|waterloo|barrie|petawawa|trenton|borden',
    ['Ontario'],
  ],
  ['montreal|laval|sherbrooke|trois-rivieres|saguenay|valcartier|bagotville', ['Quebec']],
  ['vancouver|victoria|kelowna|surrey|nanaimo|prince george|esquimalt|comox|kamloops', ['British Columbia']],
  ['calgary|edmonton|red deer|lethbridge|cold lake|wainwright', ['Alberta']],
  ['winnipeg|brandon|shilo|churchill', ['Manitoba']],
  ['regina|saskatoon|moose jaw|prince albert', ['Saskatchewan']],
  ['halifax|dartmouth|truro|greenwood|stellarton', ['Nova Scotia']],
  ['fredericton|moncton|saint john|gagetown', ['New Brunswick']],
  ["st\\.? john's|gander|goose bay|corner brook", ['Newfoundland and Labrador']],
  ['charlottetown|summerside', ['Prince Edward Island']],
  ['whitehorse', ['Yukon']],
  ['yellowknife|inuvik', ['Northwest Territories']],
  ['iqaluit', ['Nunavut']],
];

/** Codes and dotted abbreviations, matched case-sensitively on the typed text ("ON" is a code, "on" is not). */
export const REGION_CODES: Array<[string, RegionValue[]]> = [
  ['ON|Ont\\.', ['Ontario']],
  ['QC|Qc|PQ|Qué\\.|Que\\.', ['Quebec']],
  ['BC|B\\.C\\.|C\\.-B\\.', ['British Columbia']],
  ['AB|Alta\\.', ['Alberta']],
  ['MB|Man\\.', ['Manitoba']],
  ['SK|Sask\\.', ['Saskatchewan']],
  ['NS|N\\.S\\.|N\\.-É\\.|N\\.-E\\.', ['Nova Scotia']],
  ['NB|N\\.B\\.|N\\.-B\\.', ['New Brunswick']],
  ['NL|N\\.L\\.|T\\.-N\\.-L\\.', ['Newfoundland and Labrador']],
  ['PEI|PE|P\\.E\\.I\\.|Î\\.-P\\.-É\\.|I\\.-P\\.-E\\.', ['Prince Edward Island']],
  ['YT|YK', ['Yukon']],
  ['NT|NWT|T\\.N\\.-O\\.', ['Northwest Territories']],
  ['NU', ['Nunavut']],
  ['NCR|RCN', ['National Capital Region (NCR)']],
];
