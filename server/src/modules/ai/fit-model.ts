import {
  fitRatingOf,
  regionLabel,
  type AiClearanceLevel,
  type AiUserProfile,
  type BusinessEvidence,
  type BusinessFact,
  type FitCap,
  type FitCriterion,
  type FitFactor,
  type FitResult,
  type Language,
  formatTenderValue,
} from '@tenderscout/domain';
import { expandQuery, TRADE_VOCABULARY } from '../search/trade-vocabulary';

/**
 * The fit model: how well a tender suits a company, 0–1, with its reasons. Shared by the smart recommendations
 * and the competitiveness score on the tender page.
 *
 *   score = min(Σ factor × weight, every cap that applies)
 *
 * - factors (shown with their weights): services 40 % (does the company do this work? one of its commodity
 *   codes among the tender's; its specializations, or the trade words its description names (the search's
 *   trade vocabulary), found in the tender's title, commodity names or description; its industry's commodity
 *   families; the meaning similarity between the profile and the tender, the best of them), region 20 %, mandatory
 *   requirements 20 % (met 1, to check ½, not met 0), contract size 10 %, experience 10 %.
 * - caps (said first in the reasons): a closed tender 0; each mandatory criterion the company does not meet
 *   30 %; a weak services match (under 40 %) 25 %; close to a tender the user marked not applicable 30–70 %; a
 *   tender closing within days for a cautious company 70–80 %.
 */

export interface FitTender {
  id: string;
  title: string;
  titleFr: string | null;
  description: string;
  descriptionFr: string | null;
  /** Procurement category codes (CNST, GD, SRV, SRVTGD). */
  categories: string[];
  unspscCodes: string[];
  /** UNSPSC and GSIN descriptions, both languages. */
  commodityDescriptions: string[];
  /** UNSPSC and GSIN codes with their names (for "your code …"). */
  commodities?: Array<{ code: string; en: string | null; fr: string | null }>;
  regions: string[];
  valueAmount: number | null;
  closingAt: Date | null;
  clearanceRequired: boolean;
  clearanceLevels: string[];
  indigenousBusinessRequired: boolean;
  indigenousSetAside: 'full' | 'partial' | null;
  canadianMade: boolean;
  experienceRequired: boolean;
  experienceYears: number | null;
  businessCertifications: string[];
  productCertifications: string[];
  languageRequirements: string[];
  evidence: BusinessEvidence[];
}

export interface FitSignals {
  /** Cosine similarity between the profile and the tender embeddings, when both exist. */
  similarity: number | null;
  /** The most similar tender the user marked not applicable, if any is close. */
  dismissed: { title: string; similarity: number } | null;
}

/** Each factor's share of the overall score (they sum to 1). */
export const FIT_WEIGHTS = {
  services: 0.4,
  region: 0.2,
  requirements: 0.2,
  contract_size: 0.1,
  experience: 0.1,
} as const;

/** The highest score a tender can reach when a cap applies. */
export const FIT_CAPS = {
  /** Closed: nobody can bid any more. */
  closed: 0,
  /** A mandatory criterion the company does not meet (clearance, set-aside, certification …): poor at best. */
  mandatory: 0.3,
  /** Work the company does not do (services match below `servicesBelow`): under the recommendation threshold. */
  services: 0.25,
  servicesBelow: 0.4,
} as const;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const clamp = (value: number): number => Math.min(1, Math.max(0, value));
const round = (value: number): number => Math.round(clamp(value) * 1000) / 1000;

// ---------------------------------------------------------------------------------------------------------
// What each specialization and industry means in tender words (English and French) and commodity codes.

const SPECIALIZATION_TERMS: Record<string, string[]> = {
  'software development': [
    'software',
    'application development',
    'developpement de logiciels',
    'developpement d applications',
    'logiciel',
    'programming',
    'web development',
    'software or hardware engineering',
  ],
  'it consulting': [
    'it consulting',
    'information technology',
    'it professional services',
    'tbips',
    'informatique',
    'technologies de l information',
    'it management',
    'it services',
  ],
  'cloud services': ['cloud', 'infonuagique', 'saas', 'hosting', 'hebergement'],
  cybersecurity: [
    'cybersecurity',
    'cyber security',
    'cyber',
    'it security',
    'information security',
    'vulnerability',
    'penetration test',
    'intrusion',
    'cybersecurite',
    'securite des ti',
  ],
  'data analytics': [
    'data analytics',
    'analytics',
    'data services',
    'business intelligence',
    'donnees',
    'analytique',
  ],
  'project management': ['project management', 'gestion de projet', 'project manager'],
  engineering: ['engineering', 'engineer', 'genie', 'ingenierie'],
  architecture: ['architect', 'architecture', 'architectural'],
  'legal services': ['legal', 'lawyer', 'juridique', 'avocat', 'litigation'],
  'financial services': ['financial', 'accounting', 'audit', 'comptab', 'actuarial'],
  marketing: ['marketing', 'advertising', 'communications', 'publicite'],
  'training & education': ['training', 'formation', 'facilitation', 'facilitator', 'course', 'learning'],
};

interface IndustryDefinition {
  /** UNSPSC segments (first two digits). */
  segments: string[];
  categories: string[];
  terms: string[];
}

const INDUSTRIES: Record<string, IndustryDefinition> = {
  'Information Technology': {
    segments: ['43', '81'],
    categories: [],
    terms: [
      'software',
      'computer',
      'information technology',
      'network',
      'cloud',
      'cyber',
      'informatique',
      'data',
    ],
  },
  'Professional Services': {
    segments: ['80', '82', '84', '86'],
    categories: [],
    terms: ['consult', 'advisory', 'professional services', 'translation', 'facilitation', 'conseil'],
  },
  Construction: {
    segments: ['72', '30', '95'],
    categories: ['CNST'],
    terms: ['construction', 'renovation', 'repair', 'rehabilitation', 'replacement', 'paving', 'roof'],
  },
  Healthcare: {
    segments: ['42', '85', '51'],
    categories: [],
    terms: ['health', 'medical', 'clinical', 'nursing', 'hospital', 'sante', 'medica'],
  },
  Manufacturing: {
    segments: ['20', '23', '24', '25', '26', '27', '31', '39', '40', '41', '46', '56'],
    categories: ['GD'],
    terms: ['manufactur', 'fabricat', 'supply of', 'equipment'],
  },
  Transportation: {
    segments: ['78', '25'],
    categories: [],
    terms: ['transport', 'courier', 'freight', 'bus', 'charter', 'delivery', 'moving', 'logistic'],
  },
  Education: {
    segments: ['86', '60'],
    categories: [],
    terms: ['training', 'education', 'course', 'learning', 'formation', 'teaching'],
  },
  'Environmental Services': {
    segments: ['77', '76', '70'],
    categories: [],
    terms: ['environmental', 'remediation', 'waste', 'pesticide', 'contaminat', 'environnement', 'cleaning'],
  },
  'Security Services': {
    segments: ['92', '46'],
    categories: [],
    terms: ['security guard', 'guard services', 'commissionaire', 'protection and security', 'gardiennage'],
  },
  Other: { segments: [], categories: [], terms: [] },
};

const VOCABULARY_GROUPS = new Map(TRADE_VOCABULARY.groups.map((group) => [group.id, group] as const));

/** The trade vocabulary's terms of the groups a text names ("Cleaning & Janitorial" → janitorial, custodial …). */
export const vocabularyTermsOf = (text: string, language: Language = 'eng'): string[] => {
  const terms = new Set<string>();
  for (const id of expandQuery(text).groups) {
    const group = VOCABULARY_GROUPS.get(id);
    if (!group) continue;
    for (const term of language === 'fra' ? [...group.fr, ...group.en] : [...group.en, ...group.fr])
      terms.add(term);
  }
  return [...terms];
};

const termsOf = (specialization: string): string[] => {
  const key = fold(specialization).trim();
  return [...new Set([...(SPECIALIZATION_TERMS[key] ?? [key]), ...vocabularyTermsOf(specialization)])];
};

/** The code prefix a profile code matches: UNSPSC families drop their trailing 00 pairs ("72101500" → "721015"). */
const codePrefix = (code: string): string => {
  const plain = code.replace(/^\*/, '').toUpperCase();
  return /^\d{8}$/.test(plain) ? plain.replace(/(00)+$/, '') || plain : plain;
};

/** Whether a tender's code falls under one of the profile's codes (the same code or one under it). */
export const codeMatches = (profileCode: string, tenderCode: string): boolean => {
  const prefix = codePrefix(profileCode);
  return prefix.length >= 2 && tenderCode.replace(/^\*/, '').toUpperCase().startsWith(prefix);
};

const wordPattern = (term: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${fold(term)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[\s'’-]+/g, "[\\s'’-]+")}`,
    'u',
  );

// ---------------------------------------------------------------------------------------------------------
// What the score says, in English and Canadian French (one interface, so both languages stay in step).

const NB = '\u00a0';
const quoteFr = (text: string): string => `«${NB}${text}${NB}»`;
const yearsFr = (count: number): string => `${count}${NB}an${count > 1 ? 's' : ''}`;

const CLEARANCE_FR: Record<string, string> = {
  Reliability: 'Fiabilité',
  'Enhanced Reliability': 'Fiabilité approfondie',
  Secret: 'Secret',
  'Top Secret': 'Très secret',
  DOS: 'VOD',
  FSC: 'ASI',
};

interface FitText {
  noServices: string;
  specInTitle(specialization: string, title: string): { detail: string; reason: string };
  specInCommodities(specialization: string, commodity: string): { detail: string; reason: string };
  specInDescription(specialization: string): { detail: string; reason: string };
  industry(industry: string, segment: string | undefined): { detail: string; reason: string };
  similar(similarity: number): { detail: string; reason: string };
  yourCode(label: string): { detail: string; reason: string };
  describedIn(
    term: string,
    where: 'title' | 'commodities' | 'description',
    title: string,
  ): { detail: string; reason: string };
  noRegionPreference: string;
  regionNotStated: string;
  regionOverlap(regions: string): string;
  regionYouNational(regions: string): string;
  regionTenderNational: string;
  regionNext(regions: string): string;
  regionOutside(regions: string, wanted: string): string;
  clearanceLevel: (level: string) => string;
  aClearance: string;
  clearanceLabel: string;
  clearanceHeldPlusOrganisation(held: string, organisation: string): string;
  clearanceHeld(needed: string, held: string): string;
  clearanceUnspecified(needed: string): string;
  clearanceMissing(needed: string): string;
  indigenousLabel(full: boolean): string;
  indigenousHeld: string;
  indigenousFullMissing: string;
  indigenousPartial: string;
  experienceLabel(years: number | null): string;
  experienceRequires(years: number | null, own: number): string;
  certificationHeld(certification: string): string;
  certificationMissing(certification: string): string;
  productLabel(certification: string): string;
  productDetail(certification: string): string;
  canadianLabel: string;
  canadianDetail(canadianBusiness: boolean): string;
  languageName(requirement: string): string;
  languageLabel(name: string): string;
  languageDetail(name: string, speaks: boolean): string;
  money: (value: number) => string;
  valueNotDisclosed: string;
  sizeUsual(value: string): string;
  sizeOther(value: string, larger: boolean): string;
  sizeWithinReach(value: string): string;
  sizeLarge(value: string): string;
  yearsRequired(years: number, required: number): string;
  years(years: number): string;
  yearsNew(years: number): string;
  factorLabels: Record<FitFactor['key'], string>;
  noMandatory: string;
  mandatoryMet(met: number, total: number): string;
  capped(detail: string): string;
  closed(date: string): string;
  date(value: Date): string;
  notYourWork: string;
  dismissed(title: string): string;
  closesSoon(days: number, lowTolerance: boolean): string;
}

const FIT_TEXT: Record<Language, FitText> = {
  eng: {
    noServices: 'No match with your specializations or industry',
    specInTitle: (s, title) => ({
      detail: `Your specialization "${s}" is in the title`,
      reason: `Matches your specialization "${s}" (title: "${title}")`,
    }),
    specInCommodities: (s, commodity) => ({
      detail: `Your specialization "${s}" is among the goods and services bought`,
      reason: `Matches your specialization "${s}" (what is bought: ${commodity})`,
    }),
    specInDescription: (s) => ({
      detail: `Your specialization "${s}" is mentioned in the description`,
      reason: `Mentions your specialization "${s}" in its description`,
    }),
    industry: (industry, segment) => ({
      detail: `In your industry (${industry})`,
      reason: `In your industry, ${industry}${segment ? ` (commodity code ${segment}…)` : ''}`,
    }),
    similar: (similarity) => ({
      detail: `Close in meaning to your profile (similarity ${similarity.toFixed(2)})`,
      reason: `Close in meaning to your specializations (similarity ${similarity.toFixed(2)})`,
    }),
    yourCode: (label) => ({
      detail: `Your code "${label}" is among the goods and services bought`,
      reason: `Your code "${label}"`,
    }),
    describedIn: (term, where, title) => ({
      detail: `What you sell ("${term}") is in the ${where === 'title' ? 'title' : where === 'commodities' ? 'goods and services bought' : 'description'}`,
      reason: `Matches what you sell, "${term}" (${where === 'title' ? `title: "${title}"` : where === 'commodities' ? 'what is bought' : 'in the description'})`,
    }),
    noRegionPreference: 'You have no region preference',
    regionNotStated: 'The delivery region is not stated',
    regionOverlap: (regions) => `Delivered in ${regions}, one of your regions`,
    regionYouNational: (regions) => `Delivered in ${regions}; you work nationally`,
    regionTenderNational: 'Delivered nationally, which includes your regions',
    regionNext: (regions) => `Delivered in ${regions}, next to your region`,
    regionOutside: (regions, wanted) => `Delivered in ${regions}, outside your regions (${wanted})`,
    clearanceLevel: (level) => level,
    aClearance: 'a security clearance',
    clearanceLabel: 'Security clearance',
    clearanceHeldPlusOrganisation: (held, organisation) =>
      `Your staff hold ${held}; the tender also needs an organisation clearance (${organisation})`,
    clearanceHeld: (needed, held) => `Requires ${needed}; your staff hold ${held}`,
    clearanceUnspecified: (needed) =>
      `Requires ${needed}; your profile lists a security clearance without its level`,
    clearanceMissing: (needed) => `Requires ${needed}, which your profile does not list`,
    indigenousLabel: (full) => (full ? 'Set aside for Indigenous businesses' : 'Indigenous participation'),
    indigenousHeld: 'Your profile says you are eligible for Indigenous business set-asides',
    indigenousFullMissing:
      'Only Indigenous businesses may bid; your profile does not list Indigenous Business',
    indigenousPartial:
      'Part of the work is set aside for Indigenous businesses (a partnership may be needed)',
    experienceLabel: (years) => (years ? `${years} years of experience` : 'Relevant experience'),
    experienceRequires: (years, own) =>
      years
        ? `Requires ${years} years; your profile says ${own}`
        : `Requires similar experience; your profile says ${own} years`,
    certificationHeld: (c) => `Your profile lists ${c}`,
    certificationMissing: (c) => `Requires ${c}, which your profile does not list`,
    productLabel: (c) => `Products certified ${c}`,
    productDetail: (c) => `The goods must carry ${c}; check your products`,
    canadianLabel: 'Canadian goods',
    canadianDetail: (canadianBusiness) =>
      canadianBusiness
        ? 'Limited to Canadian goods: you are a Canadian business; confirm the goods qualify'
        : 'Limited to Canadian goods: confirm the goods qualify',
    languageName: (requirement) =>
      requirement === 'bilingual' ? 'English and French' : requirement === 'french' ? 'French' : 'English',
    languageLabel: (name) => `Work in ${name}`,
    languageDetail: (name, speaks) =>
      speaks ? `You work in ${name}` : `Requires ${name}; your profile does not list it`,
    money: (value) =>
      value >= 1_000_000
        ? `$${(Math.round(value / 100_000) / 10).toString()}M`
        : `$${new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }).format(value)}`,
    valueNotDisclosed: 'The value is not disclosed',
    sizeUsual: (value) => `${value}, the size of contract you usually take`,
    sizeOther: (value, larger) => `${value}, ${larger ? 'larger' : 'smaller'} than your usual contracts`,
    sizeWithinReach: (value) => `${value}, within reach of a company your size`,
    sizeLarge: (value) => `${value}, large for a company your size`,
    yearsRequired: (years, required) => `${years} years of experience; ${required} required`,
    years: (years) => `${years} years of experience`,
    yearsNew: (years) => `${years} years of experience: newer companies win fewer bids`,
    factorLabels: {
      services: 'Services match',
      region: 'Region',
      requirements: 'Mandatory requirements',
      contract_size: 'Contract size',
      experience: 'Experience',
    },
    noMandatory: 'No mandatory requirement found in the notice',
    mandatoryMet: (met, total) => `${met} of ${total} met`,
    capped: (detail) => `${detail} (mandatory: score capped at 30%)`,
    closed: (date) => `This tender closed on ${date}: bids are no longer accepted (score capped at 0%)`,
    date: (value) =>
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(value),
    notYourWork: 'This does not look like work you do (score capped at 25%)',
    dismissed: (title) => `Similar to "${title}", which you marked not applicable`,
    closesSoon: (days, low) =>
      `Closes in ${days} days: little time to prepare${low ? ' (low risk tolerance)' : ''}`,
  },
  fra: {
    noServices: 'Aucun lien avec vos spécialisations ou votre secteur',
    specInTitle: (s, title) => ({
      detail: `Votre spécialisation ${quoteFr(s)} figure dans le titre`,
      reason: `Correspond à votre spécialisation ${quoteFr(s)} (titre${NB}: ${quoteFr(title)})`,
    }),
    specInCommodities: (s, commodity) => ({
      detail: `Votre spécialisation ${quoteFr(s)} figure parmi les biens et services achetés`,
      reason: `Correspond à votre spécialisation ${quoteFr(s)} (objet de l’achat${NB}: ${commodity})`,
    }),
    specInDescription: (s) => ({
      detail: `Votre spécialisation ${quoteFr(s)} est mentionnée dans la description`,
      reason: `Mentionne votre spécialisation ${quoteFr(s)} dans sa description`,
    }),
    industry: (industry, segment) => ({
      detail: `Dans votre secteur (${industry})`,
      reason: `Dans votre secteur, ${industry}${segment ? ` (code de marchandise ${segment}…)` : ''}`,
    }),
    similar: (similarity) => ({
      detail: `Proche de votre profil par le sens (similarité ${similarity.toFixed(2).replace('.', ',')})`,
      reason: `Proche de vos spécialisations par le sens (similarité ${similarity.toFixed(2).replace('.', ',')})`,
    }),
    yourCode: (label) => ({
      detail: `Votre code ${quoteFr(label)} figure parmi les biens et services achetés`,
      reason: `Votre code ${quoteFr(label)}`,
    }),
    describedIn: (term, where, title) => ({
      detail: `Ce que vous vendez (${quoteFr(term)}) figure ${where === 'title' ? 'dans le titre' : where === 'commodities' ? 'parmi les biens et services achetés' : 'dans la description'}`,
      reason: `Correspond à ce que vous vendez, ${quoteFr(term)} (${where === 'title' ? `titre${NB}: ${quoteFr(title)}` : where === 'commodities' ? 'objet de l’achat' : 'dans la description'})`,
    }),
    noRegionPreference: 'Vous n’avez indiqué aucune région',
    regionNotStated: 'La région de livraison n’est pas précisée',
    regionOverlap: (regions) => `Livraison${NB}: ${regions}, l’une de vos régions`,
    regionYouNational: (regions) => `Livraison${NB}: ${regions}; vous travaillez à l’échelle nationale`,
    regionTenderNational: 'Livraison à l’échelle nationale, ce qui comprend vos régions',
    regionNext: (regions) => `Livraison${NB}: ${regions}, à proximité de votre région`,
    regionOutside: (regions, wanted) => `Livraison${NB}: ${regions}, hors de vos régions (${wanted})`,
    clearanceLevel: (level) => CLEARANCE_FR[level] ?? level,
    aClearance: 'une cote de sécurité',
    clearanceLabel: 'Cote de sécurité',
    clearanceHeldPlusOrganisation: (held, organisation) =>
      `Votre personnel détient la cote ${held}; l’appel d’offres exige aussi une attestation de sécurité d’organisation (${organisation})`,
    clearanceHeld: (needed, held) => `Exige${NB}: ${needed}; votre personnel détient la cote ${held}`,
    clearanceUnspecified: (needed) =>
      `Exige${NB}: ${needed}; votre profil indique une cote de sécurité sans en préciser le niveau`,
    clearanceMissing: (needed) => `Exige${NB}: ${needed}, qui ne figure pas dans votre profil`,
    indigenousLabel: (full) => (full ? 'Réservé aux entreprises autochtones' : 'Participation autochtone'),
    indigenousHeld: 'Votre profil indique l’admissibilité aux marchés réservés aux entreprises autochtones',
    indigenousFullMissing:
      'Seules les entreprises autochtones peuvent soumissionner; votre profil n’indique pas ce statut',
    indigenousPartial:
      'Une partie du travail est réservée aux entreprises autochtones (un partenariat peut être nécessaire)',
    experienceLabel: (years) => (years ? `${yearsFr(years)} d’expérience` : 'Expérience pertinente'),
    experienceRequires: (years, own) =>
      years
        ? `Exige ${yearsFr(years)}; votre profil indique ${own}`
        : `Exige une expérience semblable; votre profil indique ${yearsFr(own)}`,
    certificationHeld: (c) => `Votre profil indique ${c}`,
    certificationMissing: (c) => `Exige ${c}, qui ne figure pas dans votre profil`,
    productLabel: (c) => `Produits certifiés ${c}`,
    productDetail: (c) => `Les biens doivent porter la certification ${c}; vérifiez vos produits`,
    canadianLabel: 'Biens canadiens',
    canadianDetail: (canadianBusiness) =>
      canadianBusiness
        ? `Limité aux biens canadiens${NB}: vous êtes une entreprise canadienne; confirmez l’admissibilité des biens`
        : `Limité aux biens canadiens${NB}: confirmez l’admissibilité des biens`,
    languageName: (requirement) =>
      requirement === 'bilingual'
        ? 'français et en anglais'
        : requirement === 'french'
          ? 'français'
          : 'anglais',
    languageLabel: (name) => `Travail en ${name}`,
    languageDetail: (name, speaks) =>
      speaks ? `Vous travaillez en ${name}` : `Exige le travail en ${name}; votre profil ne l’indique pas`,
    money: (value) => formatTenderValue(value, 'fra'),
    valueNotDisclosed: 'La valeur n’est pas divulguée',
    sizeUsual: (value) => `${value}, la taille de contrat que vous prenez habituellement`,
    sizeOther: (value, larger) =>
      `${value}, ${larger ? 'plus important' : 'plus petit'} que vos contrats habituels`,
    sizeWithinReach: (value) => `${value}, à la portée d’une entreprise de votre taille`,
    sizeLarge: (value) => `${value}, un gros contrat pour une entreprise de votre taille`,
    yearsRequired: (years, required) =>
      `${yearsFr(years)} d’expérience; ${yearsFr(required)} exigé${required > 1 ? 's' : ''}`,
    years: (years) => `${yearsFr(years)} d’expérience`,
    yearsNew: (years) =>
      `${yearsFr(years)} d’expérience${NB}: les entreprises plus récentes remportent moins de marchés`,
    factorLabels: {
      services: 'Correspondance des services',
      region: 'Région',
      requirements: 'Exigences obligatoires',
      contract_size: 'Taille du contrat',
      experience: 'Expérience',
    },
    noMandatory: 'Aucune exigence obligatoire relevée dans l’avis',
    mandatoryMet: (met, total) => `${met} sur ${total} respectée${met > 1 ? 's' : ''}`,
    capped: (detail) => `${detail} (obligatoire${NB}: note plafonnée à 30${NB}%)`,
    closed: (date) =>
      `Cet appel d’offres a pris fin le ${date}${NB}: les soumissions ne sont plus acceptées (note plafonnée à 0${NB}%)`,
    date: (value) =>
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(value),
    notYourWork: `Ce travail ne semble pas correspondre à ce que vous faites (note plafonnée à 25${NB}%)`,
    dismissed: (title) => `Semblable à ${quoteFr(title)}, que vous avez marqué comme non pertinent`,
    closesSoon: (days, low) =>
      `Clôture dans ${days}${NB}jour${days > 1 ? 's' : ''}${NB}: peu de temps pour se préparer${low ? ' (faible tolérance au risque)' : ''}`,
  },
};

// ---------------------------------------------------------------------------------------------------------
// Factors.

interface ServicesOutcome {
  score: number;
  detail: string;
  reason: string | null;
}

const servicesOf = (
  profile: AiUserProfile,
  tender: FitTender,
  similarity: number | null,
  language: Language,
): ServicesOutcome => {
  const text = FIT_TEXT[language];
  const shownTitle = (language === 'fra' ? tender.titleFr : null) ?? tender.title;
  const title = fold(`${tender.title} ${tender.titleFr ?? ''}`);
  const commodities_ = fold(tender.commodityDescriptions.join(' | '));
  const description = fold(
    `${tender.description.slice(0, 3000)} ${(tender.descriptionFr ?? '').slice(0, 2000)}`,
  );

  let best: ServicesOutcome = {
    score: 0,
    detail: text.noServices,
    reason: null,
  };
  const consider = (outcome: ServicesOutcome) => {
    if (outcome.score > best.score) best = outcome;
  };

  // One of the company's own codes first: the most precise signal.
  const commodities = tender.commodities ?? [];
  for (const code of profile.commodity_codes ?? []) {
    const found = commodities.find((commodity) => codeMatches(code, commodity.code));
    if (found) {
      const label = (language === 'fra' ? (found.fr ?? found.en) : (found.en ?? found.fr)) ?? found.code;
      consider({ score: 1, ...text.yourCode(label) });
      break;
    }
  }

  for (const specialization of profile.specializations) {
    for (const term of termsOf(specialization)) {
      const pattern = wordPattern(term);
      if (pattern.test(title)) consider({ score: 1, ...text.specInTitle(specialization, shownTitle) });
      else if (pattern.test(commodities_))
        consider({
          score: 0.9,
          ...text.specInCommodities(specialization, tender.commodityDescriptions[0] ?? ''),
        });
      else if (pattern.test(description)) consider({ score: 0.7, ...text.specInDescription(specialization) });
    }
  }

  if (profile.description?.trim()) {
    for (const term of vocabularyTermsOf(profile.description, language)) {
      const pattern = wordPattern(term);
      if (pattern.test(title)) consider({ score: 0.95, ...text.describedIn(term, 'title', shownTitle) });
      else if (pattern.test(commodities_))
        consider({ score: 0.85, ...text.describedIn(term, 'commodities', shownTitle) });
      else if (pattern.test(description))
        consider({ score: 0.65, ...text.describedIn(term, 'description', shownTitle) });
    }
  }

  const industry = INDUSTRIES[profile.industry];
  if (industry) {
    const segment = tender.unspscCodes.find((code) => industry.segments.includes(code.slice(0, 2)));
    const category = tender.categories.find((code) => industry.categories.includes(code));
    const term = industry.terms.find(
      (word) => wordPattern(word).test(title) || wordPattern(word).test(commodities_),
    );
    if (segment || category || term) consider({ score: 0.6, ...text.industry(profile.industry, segment) });
  }

  if (similarity !== null) {
    // The built-in sentence model puts related texts near 0.5–0.6 and unrelated ones near 0.2–0.3.
    const semantic = clamp((similarity - 0.3) / 0.3) * 0.9;
    // A company that names its trade (its codes, or trade words in its services or description) is not
    // matched by meaning alone: the English-only model finds unrelated tenders moderately similar.
    const meaningOnly = namesItsTrade(profile) ? Math.min(semantic, SEMANTIC_ONLY_LIMIT) : semantic;
    if (meaningOnly > 0) consider({ score: meaningOnly, ...text.similar(similarity) });
    // Several signals agreeing are worth more than one.
    if (best.score >= 0.6 && semantic >= 0.5 && best.score < 1)
      best = { ...best, score: Math.min(1, best.score + 0.1) };
  }
  return best;
};

/** The most meaning similarity alone gives the services factor when the profile names its trade (under the cap). */
export const SEMANTIC_ONLY_LIMIT = 0.35;

/** Whether a profile names its trade in codes or in the trade vocabulary's words. */
const namesItsTrade = (profile: AiUserProfile): boolean =>
  (profile.commodity_codes ?? []).length > 0 ||
  vocabularyTermsOf([profile.description ?? '', ...profile.specializations].join('. ')).length > 0;

const NCR_PROVINCES = new Set(['Ontario', 'Quebec']);

const regionOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): { score: number; detail: string; good: boolean } => {
  const text = FIT_TEXT[language];
  const wanted: string[] = profile.regions;
  const label = (values: string[]) => values.map((value) => regionLabel(value, language)).join(', ');
  if (wanted.length === 0) return { score: 1, detail: text.noRegionPreference, good: false };
  if (tender.regions.length === 0) return { score: 0.5, detail: text.regionNotStated, good: false };
  const overlap = tender.regions.filter((region) => wanted.includes(region));
  if (overlap.length > 0) return { score: 1, detail: text.regionOverlap(label(overlap)), good: true };
  if (wanted.includes('National'))
    return { score: 0.9, detail: text.regionYouNational(label(tender.regions)), good: true };
  if (tender.regions.includes('National'))
    return { score: 0.8, detail: text.regionTenderNational, good: true };
  const ncr = 'National Capital Region (NCR)';
  if (
    (tender.regions.includes(ncr) && wanted.some((region) => NCR_PROVINCES.has(region))) ||
    (wanted.includes(ncr) && tender.regions.some((region) => NCR_PROVINCES.has(region)))
  )
    return { score: 0.8, detail: text.regionNext(label(tender.regions)), good: true };
  return {
    score: 0,
    detail: text.regionOutside(label(tender.regions), label(wanted)),
    good: false,
  };
};

const CLEARANCE_ORDER: Record<string, number> = {
  none: 0,
  Reliability: 1,
  'Enhanced Reliability': 2,
  Secret: 3,
  'Top Secret': 4,
};

const evidenceFor = (tender: FitTender, fact: BusinessFact): string | null =>
  tender.evidence.find((item) => item.fact === fact)?.sentence ?? null;

const hasCertification = (profile: AiUserProfile, wanted: string): boolean => {
  const needle = fold(wanted).replace(/[^a-z0-9]/g, '');
  return profile.certifications.some((held) => {
    const have = fold(held).replace(/[^a-z0-9]/g, '');
    return (
      have === needle ||
      (needle.length >= 4 && (have.includes(needle) || (needle.includes(have) && have.length >= 4)))
    );
  });
};

/** The mandatory criteria of a tender and whether the profile meets each (pass/fail list of the tender page). */
export const criteriaOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language = 'eng',
): FitCriterion[] => {
  const text = FIT_TEXT[language];
  const criteria: FitCriterion[] = [];
  if (tender.clearanceRequired) {
    const levels = tender.clearanceLevels.filter((level) => level in CLEARANCE_ORDER);
    const needed = levels.reduce((max, level) => Math.max(max, CLEARANCE_ORDER[level] ?? 0), 0);
    const neededLabel = levels.length > 0 ? levels.map(text.clearanceLevel).join(', ') : text.aClearance;
    const held: AiClearanceLevel | null = profile.security_clearance;
    const heldLabel = held ? text.clearanceLevel(held) : '';
    const holdsUnspecified = hasCertification(profile, 'Security Clearance');
    const organizational = tender.clearanceLevels.filter((level) => level === 'DOS' || level === 'FSC');
    let status: FitCriterion['status'];
    let detail: string;
    if (held && held !== 'none' && (CLEARANCE_ORDER[held] ?? 0) >= Math.max(1, needed)) {
      status = organizational.length > 0 ? 'unknown' : 'met';
      detail =
        organizational.length > 0
          ? text.clearanceHeldPlusOrganisation(heldLabel, organizational.map(text.clearanceLevel).join(', '))
          : text.clearanceHeld(neededLabel, heldLabel);
    } else if (held && held !== 'none') {
      status = 'not_met';
      detail = text.clearanceHeld(neededLabel, heldLabel);
    } else if (holdsUnspecified) {
      status = 'unknown';
      detail = text.clearanceUnspecified(neededLabel);
    } else {
      status = 'not_met';
      detail = text.clearanceMissing(neededLabel);
    }
    criteria.push({
      key: 'security_clearance',
      label: text.clearanceLabel,
      status,
      mandatory: true,
      detail,
      evidence: evidenceFor(tender, 'clearance_required'),
    });
  }
  if (tender.indigenousBusinessRequired) {
    const isIndigenous =
      (profile.set_asides ?? []).includes('Indigenous Business') ||
      hasCertification(profile, 'Indigenous Business');
    const full = tender.indigenousSetAside !== 'partial';
    criteria.push({
      key: 'indigenous_set_aside',
      label: text.indigenousLabel(full),
      status: isIndigenous ? 'met' : full ? 'not_met' : 'unknown',
      mandatory: full,
      detail: isIndigenous ? text.indigenousHeld : full ? text.indigenousFullMissing : text.indigenousPartial,
      evidence: evidenceFor(tender, 'indigenous_business_required'),
    });
  }
  if (tender.experienceRequired) {
    const years = tender.experienceYears;
    criteria.push({
      key: 'experience',
      label: text.experienceLabel(years),
      status: years
        ? profile.experience_years >= years
          ? 'met'
          : 'not_met'
        : profile.experience_years > 0
          ? 'met'
          : 'unknown',
      mandatory: true,
      detail: text.experienceRequires(years, profile.experience_years),
      evidence: evidenceFor(tender, 'experience_required'),
    });
  }
  for (const certification of tender.businessCertifications) {
    const held = hasCertification(profile, certification);
    criteria.push({
      key: `certification:${certification}`,
      label: certification,
      status: held ? 'met' : 'not_met',
      mandatory: true,
      detail: held ? text.certificationHeld(certification) : text.certificationMissing(certification),
      evidence: evidenceFor(tender, 'business_certifications'),
    });
  }
  for (const certification of tender.productCertifications) {
    criteria.push({
      key: `product:${certification}`,
      label: text.productLabel(certification),
      status: 'unknown',
      mandatory: false,
      detail: text.productDetail(certification),
      evidence: evidenceFor(tender, 'product_certifications'),
    });
  }
  if (tender.canadianMade) {
    criteria.push({
      key: 'canadian_content',
      label: text.canadianLabel,
      status: 'unknown',
      mandatory: false,
      detail: text.canadianDetail(profile.canadian_business),
      evidence: evidenceFor(tender, 'canadian_made'),
    });
  }
  for (const requirement of tender.languageRequirements) {
    const needs = requirement === 'bilingual' ? ['en', 'fr'] : requirement === 'french' ? ['fr'] : ['en'];
    const speaks = needs.every((language) => (profile.languages as string[]).includes(language));
    const label = text.languageName(requirement);
    criteria.push({
      key: `language:${requirement}`,
      label: text.languageLabel(label),
      status: speaks ? 'met' : 'not_met',
      mandatory: true,
      detail: text.languageDetail(label, speaks),
      evidence: evidenceFor(tender, 'language_requirements'),
    });
  }
  return criteria;
};

const VALUE_BANDS: Record<string, [number, number]> = {
  under100k: [0, 100_000],
  '100k-500k': [100_000, 500_000],
  '500k-1m': [500_000, 1_000_000],
  over1m: [1_000_000, Number.POSITIVE_INFINITY],
};
const BAND_ORDER = ['under100k', '100k-500k', '500k-1m', 'over1m'];
const CAPACITY: Record<string, number> = { solo: 250_000, sme: 5_000_000, large: Number.POSITIVE_INFINITY };

const contractSizeOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): { score: number; detail: string } => {
  const text = FIT_TEXT[language];
  const formatCad = text.money;
  const value = tender.valueAmount;
  if (value === null || value <= 0) return { score: 0.6, detail: text.valueNotDisclosed };
  if (profile.average_contract_value) {
    const band = BAND_ORDER.findIndex((key) => {
      const [low, high] = VALUE_BANDS[key]!;
      return value >= low && value < high;
    });
    const own = BAND_ORDER.indexOf(profile.average_contract_value);
    const distance = Math.abs(band - own);
    const score = [1, 0.7, 0.4, 0.2][distance] ?? 0.2;
    return {
      score,
      detail:
        distance === 0 ? text.sizeUsual(formatCad(value)) : text.sizeOther(formatCad(value), band > own),
    };
  }
  const capacity = CAPACITY[profile.company_size] ?? CAPACITY.sme!;
  if (value <= capacity) return { score: 1, detail: text.sizeWithinReach(formatCad(value)) };
  return {
    score: value <= capacity * 4 ? 0.6 : 0.3,
    detail: text.sizeLarge(formatCad(value)),
  };
};

const experienceOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): { score: number; detail: string } => {
  const text = FIT_TEXT[language];
  const years = profile.experience_years;
  if (tender.experienceYears) {
    return years >= tender.experienceYears
      ? { score: 1, detail: text.yearsRequired(years, tender.experienceYears) }
      : {
          score: clamp(years / tender.experienceYears),
          detail: text.yearsRequired(years, tender.experienceYears),
        };
  }
  if (years >= 3) return { score: 1, detail: text.years(years) };
  return { score: 0.7 + 0.1 * years, detail: text.yearsNew(years) };
};

// ---------------------------------------------------------------------------------------------------------

export const computeFit = (
  profile: AiUserProfile,
  tender: FitTender,
  signals: FitSignals,
  nowMs: number = Date.now(),
  language: Language = 'eng',
): FitResult => {
  const text = FIT_TEXT[language];
  const services = servicesOf(profile, tender, signals.similarity, language);
  const region = regionOf(profile, tender, language);
  const criteria = criteriaOf(profile, tender, language);
  const mandatory = criteria.filter((criterion) => criterion.mandatory);
  const requirementsScore =
    mandatory.length === 0
      ? 1
      : mandatory.reduce(
          (sum, item) => sum + (item.status === 'met' ? 1 : item.status === 'unknown' ? 0.5 : 0),
          0,
        ) / mandatory.length;
  const size = contractSizeOf(profile, tender, language);
  const experience = experienceOf(profile, tender, language);

  const factors: FitFactor[] = (
    [
      ['services', services.score, services.detail],
      ['region', region.score, region.detail],
      [
        'requirements',
        requirementsScore,
        mandatory.length === 0
          ? text.noMandatory
          : text.mandatoryMet(mandatory.filter((item) => item.status === 'met').length, mandatory.length),
      ],
      ['contract_size', size.score, size.detail],
      ['experience', experience.score, experience.detail],
    ] as const
  ).map(([key, score, detail]) => ({
    key,
    label: text.factorLabels[key],
    score: round(score),
    weight: FIT_WEIGHTS[key],
    detail,
  }));

  const caps: FitCap[] = [];
  if (tender.closingAt && tender.closingAt.getTime() <= nowMs)
    caps.push({ key: 'closed', limit: FIT_CAPS.closed, reason: text.closed(text.date(tender.closingAt)) });
  for (const criterion of mandatory.filter((item) => item.status === 'not_met'))
    caps.push({ key: 'mandatory', limit: FIT_CAPS.mandatory, reason: text.capped(criterion.detail) });
  if (services.score < FIT_CAPS.servicesBelow)
    caps.push({ key: 'services', limit: FIT_CAPS.services, reason: text.notYourWork });
  if (signals.dismissed && signals.dismissed.similarity >= 0.5) {
    const limit =
      signals.dismissed.similarity >= 0.8 ? 0.3 : signals.dismissed.similarity >= 0.65 ? 0.5 : 0.7;
    caps.push({ key: 'dismissed', limit, reason: text.dismissed(signals.dismissed.title) });
  }
  if (tender.closingAt) {
    const daysLeft = (tender.closingAt.getTime() - nowMs) / 86_400_000;
    if (daysLeft > 0 && profile.risk_tolerance === 'low' && daysLeft < 7)
      caps.push({ key: 'closes_soon', limit: 0.7, reason: text.closesSoon(Math.ceil(daysLeft), true) });
    else if (daysLeft > 0 && profile.risk_tolerance === 'medium' && daysLeft < 3)
      caps.push({ key: 'closes_soon', limit: 0.8, reason: text.closesSoon(Math.ceil(daysLeft), false) });
  }
  caps.sort((left, right) => left.limit - right.limit);
  const { score, weighted } = overallOf(factors, caps);

  const reasons: string[] = caps.map((cap) => cap.reason);
  if (services.reason) reasons.push(services.reason);
  if (region.good) reasons.push(region.detail);
  for (const criterion of criteria.filter((item) => item.status === 'met' && item.mandatory))
    reasons.push(criterion.detail);
  if (size.score >= 1 && tender.valueAmount) reasons.push(size.detail);
  if (!region.good && region.score === 0) reasons.push(region.detail);

  return {
    score,
    rating: fitRatingOf(score),
    weighted_score: weighted,
    factors,
    caps,
    criteria,
    reasons,
    penalties: caps.map((cap) => cap.reason),
  };
};

/**
 * The overall score from the factors shown and the caps: the weighted mean of the factors' (rounded) scores,
 * then no higher than the lowest cap. Anyone can redo it from the response.
 */
export const overallOf = (
  factors: Pick<FitFactor, 'score' | 'weight'>[],
  caps: Pick<FitCap, 'limit'>[],
): { score: number; weighted: number } => {
  const totalWeight = factors.reduce((sum, factor) => sum + factor.weight, 0);
  const weighted =
    totalWeight === 0
      ? 0
      : round(factors.reduce((sum, factor) => sum + factor.score * factor.weight, 0) / totalWeight);
  const score = caps.reduce((lowest, cap) => Math.min(lowest, cap.limit), weighted);
  return { score: round(score), weighted };
};

/** Words of a title for the lexical closeness to a dismissed tender (when no embeddings exist). */
const titleWords = (title: string): Set<string> =>
  new Set(
    fold(title)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4),
  );

/** Closeness of two tenders by their words and commodity codes (0–1), for when embeddings are missing. */
export const lexicalCloseness = (
  left: { title: string; unspscCodes: string[] },
  right: { title: string; unspscCodes: string[] },
): number => {
  const a = titleWords(left.title);
  const b = titleWords(right.title);
  const shared = [...a].filter((word) => b.has(word)).length;
  const words = a.size + b.size - shared === 0 ? 0 : shared / (a.size + b.size - shared);
  const codes = left.unspscCodes.some((code) => right.unspscCodes.includes(code)) ? 0.5 : 0;
  return clamp(words + codes);
};

/** The text of a profile for the sentence model: what the company does, where. */
export const profileText = (profile: AiUserProfile): string =>
  [profile.description ?? '', profile.specializations.join(', '), profile.industry]
    .filter((part) => part.trim() !== '')
    .join('. ');

/** The prefixes of the profile's commodity codes, as SQL LIKE patterns ("721015%"). */
export const profileCodePatterns = (profile: AiUserProfile): string[] =>
  [...new Set((profile.commodity_codes ?? []).map((code) => `${codePrefix(code)}%`))].filter(
    (pattern) => pattern.length >= 3,
  );

/**
 * The profile's words as a `websearch_to_tsquery` text ("software or \"it consulting\" or …"): the
 * specializations' words and trade vocabulary, the trade words of the description, else the industry's. Null
 * when there are none.
 */
export const profileKeywordQuery = (profile: AiUserProfile): string | null => {
  const terms = new Set<string>();
  for (const specialization of profile.specializations)
    for (const term of termsOf(specialization)) terms.add(term);
  for (const term of vocabularyTermsOf(profile.description ?? '')) terms.add(term);
  if (terms.size === 0) for (const term of INDUSTRIES[profile.industry]?.terms ?? []) terms.add(term);
  const words = [...terms]
    .map((term) => term.replace(/["()]/g, ' ').trim())
    .filter((term) => term !== '' && !/^or$/i.test(term))
    .slice(0, 80)
    .map((term) => (term.includes(' ') ? `"${term}"` : term));
  return words.length === 0 ? null : words.join(' or ');
};
