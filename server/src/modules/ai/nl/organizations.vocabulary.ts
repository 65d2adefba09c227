/** Known buyers by acronym ("DND", "RCMP"), by name ("National Defence"), and common aliases. */

/** [acronyms in capitals (matched case-sensitively), names (any case), words to find in a known buyer's name]. */
export const ORGANIZATION_ALIASES: Array<[string, string, string[]]> = [
  [
    'PSPC|SPAC|PWGSC|TPSGC',
    'public services and procurement canada|public services and procurement|public works|travaux publics',
    ['public works and government services', 'public services and procurement'],
  ],
  [
    'DND|MDN|CAF|FAC',
    'national defence|defense nationale|department of defence|canadian armed forces|forces armees canadiennes',
    ['national defence'],
  ],
  [
    'RCMP|GRC',
    'mounties|royal canadian mounted police|gendarmerie royale',
    ['royal canadian mounted police'],
  ],
  ['SSC|SPC', 'shared services canada|services partages canada', ['shared services']],
  ['CBSA|ASFC', 'border services agency|services frontaliers', ['border services']],
  [
    'CSC',
    'correctional service canada|correctional service of canada|corrections canada|service correctionnel',
    ['correctional service'],
  ],
  ['DFO|MPO', 'fisheries and oceans|peches et oceans|coast guard|garde cotiere', ['fisheries and oceans']],
  ['ECCC', 'environment canada|environment and climate change canada|environnement canada', ['environment']],
  ['', 'health canada|sante canada', ['department of health']],
  ['', 'transport canada|transports canada', ['department of transport']],
  ['', 'parks canada|parcs canada', ['parks canada']],
  ['', 'statistics canada|statcan|statistique canada', ['statistics canada']],
  ['NRC|CNRC', 'national research council|conseil national de recherches', ['national research council']],
  ['NRCan|RNCan', 'natural resources canada|ressources naturelles canada', ['natural resources']],
  ['ISC|SAC', 'indigenous services canada|services aux autochtones', ['indigenous services']],
  ['DCC|CDC', 'defence construction canada|construction de defense canada', ['defence construction canada']],
  ['', 'elections canada', ['chief electoral officer']],
  ['GAC|AMC', 'global affairs canada|affaires mondiales canada', ['foreign affairs']],
  ['ESDC|EDSC', 'employment and social development', ['employment and social development']],
  ['AAFC|AAC', 'agriculture canada|agriculture and agri-food', ['agriculture and agri-food']],
  ['TBS|SCT', 'treasury board', ['treasury board']],
  ['', 'canada post|postes canada', ['canada post']],
  ['', 'via rail', ['via rail']],
  ['CMHC|SCHL', 'canada mortgage and housing', ['canada mortgage and housing']],
];
