/**
 * The judged queries of `npm run bench:relevance`. Relevant tenders are named by id (real CanadaBuys notices in
 * data/), by subject (every generated notice whose English title starts with that subject: the generator
 * titles its notices `<subject> - <city>`), or by `generated:<n>` (the n-th generated notice). Judgments are
 * binary and were made by reading the notices' titles and descriptions, not from any search result.
 */
export type QueryKind = 'buyer' | 'supplier' | 'french' | 'reference' | 'misspelling';

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  ids?: string[];
  subjects?: string[];
  /** For reference queries: the generated notice whose reference is the query (`query` is then ignored). */
  generated?: number;
}

export const JUDGED_QUERIES: JudgedQuery[] = [
  // The buyer's own words.
  {
    kind: 'buyer',
    query: 'snow removal',
    subjects: ['Snow removal services'],
    ids: ['WS5357559463-Doc5367064519'],
  },
  {
    kind: 'buyer',
    query: 'janitorial services',
    subjects: ['Janitorial services'],
    ids: ['cb-857-74365619'],
  },
  { kind: 'buyer', query: 'translation services', subjects: ['Translation services'] },
  { kind: 'buyer', query: 'roof replacement', subjects: ['Roof replacement'] },
  { kind: 'buyer', query: 'wharf repairs', subjects: ['Wharf repairs'], ids: ['cb-478-16839306'] },
  { kind: 'buyer', query: 'elevator maintenance', subjects: ['Elevator maintenance'] },
  { kind: 'buyer', query: 'rugged laptops', subjects: ['Rugged laptops'] },
  { kind: 'buyer', query: 'courier services', ids: ['cb-120-98313427'] },
  { kind: 'buyer', query: 'dam replacement', ids: ['cb-286-18568046', 'WS5742179565-Doc5745666757'] },
  {
    kind: 'buyer',
    query: 'heavy construction equipment rental',
    ids: ['cb-604-41302770', 'WS4625503118-Doc4625518879', 'WS4052927717-Doc4053526199'],
  },
  { kind: 'buyer', query: 'elder services', ids: ['cb-234-608028', 'cb-290-83907062', 'PW-19-00859401'] },
  {
    kind: 'buyer',
    query: 'HVAC maintenance',
    subjects: ['HVAC system upgrade'],
    ids: ['WS5460663506-Doc5502122825', 'PW-PWU-066-11548'],
  },
  { kind: 'buyer', query: 'bridge inspection', ids: ['WS5801057266-Doc5802914568'] },
  { kind: 'buyer', query: 'watermain replacement', ids: ['cb-316-23690666'] },
  { kind: 'buyer', query: 'PFAS analysis of wastewater', ids: ['cb-259-69669283'] },
  { kind: 'buyer', query: 'firearms range', ids: ['cb-585-42067170'] },
  { kind: 'buyer', query: 'crane rental', ids: ['cb-757-46105229'] },
  { kind: 'buyer', query: 'bus charter', ids: ['WS4619369595-Doc4628558184'] },
  { kind: 'buyer', query: 'pesticide application', ids: ['WS4092314045-Doc4209875524'] },
  {
    kind: 'buyer',
    query: 'office furniture',
    subjects: ['Office furniture'],
    ids: ['PW-HAL-307-10622', 'cb-448-16414328'],
  },

  // A supplier's own words (synonyms, paraphrases).
  {
    kind: 'supplier',
    query: 'snow clearing',
    subjects: ['Snow removal services'],
    ids: ['WS5357559463-Doc5367064519'],
  },
  { kind: 'supplier', query: 'cyber', subjects: ['Cybersecurity assessment'] },
  { kind: 'supplier', query: 'IT security audit', subjects: ['Cybersecurity assessment'] },
  {
    kind: 'supplier',
    query: 'cleaning contract',
    subjects: ['Janitorial services'],
    ids: ['cb-857-74365619'],
  },
  { kind: 'supplier', query: 'moving our servers to the cloud', subjects: ['Cloud migration services'] },
  {
    kind: 'supplier',
    query: 'office chairs',
    subjects: ['Office furniture'],
    ids: ['cb-448-16414328', 'PW-HAL-307-10622'],
  },
  { kind: 'supplier', query: 'bulletproof vests', subjects: ['Body armour'] },
  {
    kind: 'supplier',
    query: 'asphalt paving',
    subjects: ['Parking lot resurfacing'],
    ids: ['WS5799436016-Doc5800738925'],
  },
  { kind: 'supplier', query: 'car tyres for winter', subjects: ['Winter tires'] },
  {
    kind: 'supplier',
    query: 'air conditioning repair',
    subjects: ['HVAC system upgrade'],
    ids: ['PW-PWU-066-11548', 'WS5460663506-Doc5502122825'],
  },
  { kind: 'supplier', query: 'temporary staffing agency', ids: ['cb-133-61948591'] },
  { kind: 'supplier', query: 'boat motor overhaul', subjects: ['Repair of marine engines'] },
  { kind: 'supplier', query: 'backup power servicing', subjects: ['Maintenance of generators'] },
  { kind: 'supplier', query: 'custom software programming', subjects: ['Software development'] },
  { kind: 'supplier', query: 'psychologist assessments of inmates', ids: ['cb-81-85519710'] },

  // French queries for notices written in English first (every notice carries both languages).
  {
    kind: 'french',
    query: 'déneigement',
    subjects: ['Snow removal services'],
    ids: ['WS5357559463-Doc5367064519'],
  },
  { kind: 'french', query: 'services de traduction', subjects: ['Translation services'] },
  { kind: 'french', query: 'mobilier de bureau', subjects: ['Office furniture'] },
  { kind: 'french', query: 'entretien des ascenseurs', subjects: ['Elevator maintenance'] },
  {
    kind: 'french',
    query: 'nettoyage de bureaux',
    subjects: ['Janitorial services'],
    ids: ['cb-857-74365619'],
  },
  { kind: 'french', query: 'cybersécurité', subjects: ['Cybersecurity assessment'] },
  { kind: 'french', query: 'pneus d’hiver', subjects: ['Winter tires'] },
  { kind: 'french', query: 'réparation de moteurs marins', subjects: ['Repair of marine engines'] },

  // Reference and solicitation numbers: the tender must come first.
  { kind: 'reference', query: 'cb-757-46105229', ids: ['cb-757-46105229'] },
  { kind: 'reference', query: 'W3330-26-115', ids: ['cb-36-77045401'] },
  { kind: 'reference', query: 'WS5460663506-Doc5502122825', ids: ['WS5460663506-Doc5502122825'] },
  { kind: 'reference', query: 'M2989-6-3887/A', ids: ['cb-197-50586363'] },
  { kind: 'reference', query: 'PW-HAL-307-10622', ids: ['PW-HAL-307-10622'] },
  { kind: 'reference', query: '', generated: 17 },
  { kind: 'reference', query: '', generated: 512 },

  // Misspellings.
  {
    kind: 'misspelling',
    query: 'janitorail services',
    subjects: ['Janitorial services'],
    ids: ['cb-857-74365619'],
  },
  {
    kind: 'misspelling',
    query: 'snow remval',
    subjects: ['Snow removal services'],
    ids: ['WS5357559463-Doc5367064519'],
  },
  { kind: 'misspelling', query: 'transaltion services', subjects: ['Translation services'] },
  { kind: 'misspelling', query: 'elevater maintenance', subjects: ['Elevator maintenance'] },
  { kind: 'misspelling', query: 'cybersecurty assessment', subjects: ['Cybersecurity assessment'] },
];
