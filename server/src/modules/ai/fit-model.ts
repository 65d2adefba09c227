import {
  fitRatingOf,
  regionLabel,
  type AiClearanceLevel,
  type AiUserProfile,
  type BusinessEvidence,
  type BusinessFact,
  type FitCriterion,
  type FitFactor,
  type FitResult,
} from '@tenderscout/domain';

/**
 * The fit model: how well a tender suits a company, 0–1, with its reasons. Shared by the smart recommendations
 * and the competitiveness score on the tender page.
 *
 *   score = services × (0.35 + 0.65 × feasibility) × penalties
 *
 * - services (does the company do this work?): the company's specializations found in the tender's title,
 *   commodity codes or description; its industry's commodity families; and the meaning similarity between the
 *   profile and the tender (embeddings), the best of them. A tender for work the company does not do scores
 *   near 0 however feasible it is.
 * - feasibility (can it bid?): region 40 %, mandatory requirements 30 %, contract size 15 %, experience 15 %.
 * - penalties: each mandatory criterion the company does not meet halves the score; a tender close to one the
 *   user marked not applicable is lowered; a low risk tolerance lowers tenders closing within a week.
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

export const FIT_WEIGHTS = { region: 0.4, requirements: 0.3, contract_size: 0.15, experience: 0.15 } as const;

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

const termsOf = (specialization: string): string[] => {
  const key = fold(specialization).trim();
  return SPECIALIZATION_TERMS[key] ?? [key];
};

const wordPattern = (term: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${fold(term)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[\s'’-]+/g, "[\\s'’-]+")}`,
    'u',
  );

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
): ServicesOutcome => {
  const title = fold(`${tender.title} ${tender.titleFr ?? ''}`);
  const commodities = fold(tender.commodityDescriptions.join(' | '));
  const description = fold(
    `${tender.description.slice(0, 3000)} ${(tender.descriptionFr ?? '').slice(0, 2000)}`,
  );

  let best: ServicesOutcome = {
    score: 0,
    detail: 'No match with your specializations or industry',
    reason: null,
  };
  const consider = (outcome: ServicesOutcome) => {
    if (outcome.score > best.score) best = outcome;
  };

  for (const specialization of profile.specializations) {
    for (const term of termsOf(specialization)) {
      const pattern = wordPattern(term);
      if (pattern.test(title))
        consider({
          score: 1,
          detail: `Your specialization "${specialization}" is in the title`,
          reason: `Matches your specialization "${specialization}" (title: "${tender.title}")`,
        });
      else if (pattern.test(commodities))
        consider({
          score: 0.9,
          detail: `Your specialization "${specialization}" is among the goods and services bought`,
          reason: `Matches your specialization "${specialization}" (what is bought: ${tender.commodityDescriptions[0] ?? ''})`,
        });
      else if (pattern.test(description))
        consider({
          score: 0.7,
          detail: `Your specialization "${specialization}" is mentioned in the description`,
          reason: `Mentions your specialization "${specialization}" in its description`,
        });
    }
  }

  const industry = INDUSTRIES[profile.industry];
  if (industry) {
    const segment = tender.unspscCodes.find((code) => industry.segments.includes(code.slice(0, 2)));
    const category = tender.categories.find((code) => industry.categories.includes(code));
    const term = industry.terms.find(
      (word) => wordPattern(word).test(title) || wordPattern(word).test(commodities),
    );
    if (segment || category || term)
      consider({
        score: 0.6,
        detail: `In your industry (${profile.industry})`,
        reason: `In your industry, ${profile.industry}${segment ? ` (commodity code ${segment}…)` : ''}`,
      });
  }

  if (similarity !== null) {
    // The built-in sentence model puts related texts near 0.5–0.6 and unrelated ones near 0.2–0.3.
    const semantic = clamp((similarity - 0.3) / 0.3) * 0.9;
    if (semantic > 0)
      consider({
        score: semantic,
        detail: `Close in meaning to your profile (similarity ${similarity.toFixed(2)})`,
        reason: `Close in meaning to your specializations (similarity ${similarity.toFixed(2)})`,
      });
    // Several signals agreeing are worth more than one.
    if (best.score >= 0.6 && semantic >= 0.5 && best.score < 1)
      best = { ...best, score: Math.min(1, best.score + 0.1) };
  }
  return best;
};

const NCR_PROVINCES = new Set(['Ontario', 'Quebec']);

const regionOf = (
  profile: AiUserProfile,
  tender: FitTender,
): { score: number; detail: string; good: boolean } => {
  const wanted: string[] = profile.regions;
  const label = (values: string[]) => values.map((value) => regionLabel(value, 'eng')).join(', ');
  if (wanted.length === 0) return { score: 1, detail: 'You have no region preference', good: false };
  if (tender.regions.length === 0)
    return { score: 0.5, detail: 'The delivery region is not stated', good: false };
  const overlap = tender.regions.filter((region) => wanted.includes(region));
  if (overlap.length > 0)
    return { score: 1, detail: `Delivered in ${label(overlap)}, one of your regions`, good: true };
  if (wanted.includes('National'))
    return { score: 0.9, detail: `Delivered in ${label(tender.regions)}; you work nationally`, good: true };
  if (tender.regions.includes('National'))
    return { score: 0.8, detail: 'Delivered nationally, which includes your regions', good: true };
  const ncr = 'National Capital Region (NCR)';
  if (
    (tender.regions.includes(ncr) && wanted.some((region) => NCR_PROVINCES.has(region))) ||
    (wanted.includes(ncr) && tender.regions.some((region) => NCR_PROVINCES.has(region)))
  )
    return { score: 0.8, detail: `Delivered in ${label(tender.regions)}, next to your region`, good: true };
  return {
    score: 0,
    detail: `Delivered in ${label(tender.regions)}, outside your regions (${label(wanted)})`,
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
export const criteriaOf = (profile: AiUserProfile, tender: FitTender): FitCriterion[] => {
  const criteria: FitCriterion[] = [];
  if (tender.clearanceRequired) {
    const levels = tender.clearanceLevels.filter((level) => level in CLEARANCE_ORDER);
    const needed = levels.reduce((max, level) => Math.max(max, CLEARANCE_ORDER[level] ?? 0), 0);
    const neededLabel = levels.length > 0 ? levels.join(', ') : 'a security clearance';
    const held: AiClearanceLevel | null = profile.security_clearance;
    const holdsUnspecified = hasCertification(profile, 'Security Clearance');
    const organizational = tender.clearanceLevels.filter((level) => level === 'DOS' || level === 'FSC');
    let status: FitCriterion['status'];
    let detail: string;
    if (held && held !== 'none' && (CLEARANCE_ORDER[held] ?? 0) >= Math.max(1, needed)) {
      status = organizational.length > 0 ? 'unknown' : 'met';
      detail =
        organizational.length > 0
          ? `Your staff hold ${held}; the tender also needs an organisation clearance (${organizational.join(', ')})`
          : `Requires ${neededLabel}; your staff hold ${held}`;
    } else if (held && held !== 'none') {
      status = 'not_met';
      detail = `Requires ${neededLabel}; your staff hold ${held}`;
    } else if (holdsUnspecified) {
      status = 'unknown';
      detail = `Requires ${neededLabel}; your profile lists a security clearance without its level`;
    } else {
      status = 'not_met';
      detail = `Requires ${neededLabel}, which your profile does not list`;
    }
    criteria.push({
      key: 'security_clearance',
      label: 'Security clearance',
      status,
      mandatory: true,
      detail,
      evidence: evidenceFor(tender, 'clearance_required'),
    });
  }
  if (tender.indigenousBusinessRequired) {
    const isIndigenous = hasCertification(profile, 'Indigenous Business');
    const full = tender.indigenousSetAside !== 'partial';
    criteria.push({
      key: 'indigenous_set_aside',
      label: full ? 'Set aside for Indigenous businesses' : 'Indigenous participation',
      status: isIndigenous ? 'met' : full ? 'not_met' : 'unknown',
      mandatory: full,
      detail: isIndigenous
        ? 'Your profile lists Indigenous Business'
        : full
          ? 'Only Indigenous businesses may bid; your profile does not list Indigenous Business'
          : 'Part of the work is set aside for Indigenous businesses (a partnership may be needed)',
      evidence: evidenceFor(tender, 'indigenous_business_required'),
    });
  }
  if (tender.experienceRequired) {
    const years = tender.experienceYears;
    criteria.push({
      key: 'experience',
      label: years ? `${years} years of experience` : 'Relevant experience',
      status: years
        ? profile.experience_years >= years
          ? 'met'
          : 'not_met'
        : profile.experience_years > 0
          ? 'met'
          : 'unknown',
      mandatory: true,
      detail: years
        ? `Requires ${years} years; your profile says ${profile.experience_years}`
        : `Requires similar experience; your profile says ${profile.experience_years} years`,
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
      detail: held
        ? `Your profile lists ${certification}`
        : `Requires ${certification}, which your profile does not list`,
      evidence: evidenceFor(tender, 'business_certifications'),
    });
  }
  for (const certification of tender.productCertifications) {
    criteria.push({
      key: `product:${certification}`,
      label: `Products certified ${certification}`,
      status: 'unknown',
      mandatory: false,
      detail: `The goods must carry ${certification}; check your products`,
      evidence: evidenceFor(tender, 'product_certifications'),
    });
  }
  if (tender.canadianMade) {
    criteria.push({
      key: 'canadian_content',
      label: 'Canadian goods',
      status: 'unknown',
      mandatory: false,
      detail: profile.canadian_business
        ? 'Limited to Canadian goods: you are a Canadian business; confirm the goods qualify'
        : 'Limited to Canadian goods: confirm the goods qualify',
      evidence: evidenceFor(tender, 'canadian_made'),
    });
  }
  for (const requirement of tender.languageRequirements) {
    const needs = requirement === 'bilingual' ? ['en', 'fr'] : requirement === 'french' ? ['fr'] : ['en'];
    const speaks = needs.every((language) => (profile.languages as string[]).includes(language));
    const label =
      requirement === 'bilingual' ? 'English and French' : requirement === 'french' ? 'French' : 'English';
    criteria.push({
      key: `language:${requirement}`,
      label: `Work in ${label}`,
      status: speaks ? 'met' : 'not_met',
      mandatory: true,
      detail: speaks ? `You work in ${label}` : `Requires ${label}; your profile does not list it`,
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

const formatCad = (value: number): string =>
  value >= 1_000_000
    ? `$${(Math.round(value / 100_000) / 10).toString()}M`
    : `$${new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }).format(value)}`;

const contractSizeOf = (profile: AiUserProfile, tender: FitTender): { score: number; detail: string } => {
  const value = tender.valueAmount;
  if (value === null || value <= 0) return { score: 0.6, detail: 'The value is not disclosed' };
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
        distance === 0
          ? `${formatCad(value)}, the size of contract you usually take`
          : `${formatCad(value)}, ${band > own ? 'larger' : 'smaller'} than your usual contracts`,
    };
  }
  const capacity = CAPACITY[profile.company_size] ?? CAPACITY.sme!;
  if (value <= capacity)
    return { score: 1, detail: `${formatCad(value)}, within reach of a company your size` };
  return {
    score: value <= capacity * 4 ? 0.6 : 0.3,
    detail: `${formatCad(value)}, large for a company your size`,
  };
};

const experienceOf = (profile: AiUserProfile, tender: FitTender): { score: number; detail: string } => {
  const years = profile.experience_years;
  if (tender.experienceYears) {
    return years >= tender.experienceYears
      ? { score: 1, detail: `${years} years of experience; ${tender.experienceYears} required` }
      : {
          score: clamp(years / tender.experienceYears),
          detail: `${years} years of experience; ${tender.experienceYears} required`,
        };
  }
  if (years >= 3) return { score: 1, detail: `${years} years of experience` };
  return { score: 0.7 + 0.1 * years, detail: `${years} years of experience: newer companies win fewer bids` };
};

// ---------------------------------------------------------------------------------------------------------

export const computeFit = (
  profile: AiUserProfile,
  tender: FitTender,
  signals: FitSignals,
  nowMs: number = Date.now(),
): FitResult => {
  const services = servicesOf(profile, tender, signals.similarity);
  const region = regionOf(profile, tender);
  const criteria = criteriaOf(profile, tender);
  const mandatory = criteria.filter((criterion) => criterion.mandatory);
  const requirementsScore =
    mandatory.length === 0
      ? 1
      : mandatory.reduce(
          (sum, item) => sum + (item.status === 'met' ? 1 : item.status === 'unknown' ? 0.5 : 0),
          0,
        ) / mandatory.length;
  const size = contractSizeOf(profile, tender);
  const experience = experienceOf(profile, tender);

  const factors: FitFactor[] = [
    {
      key: 'services',
      label: 'Services match',
      score: round(services.score),
      weight: 1,
      detail: services.detail,
    },
    {
      key: 'region',
      label: 'Region',
      score: round(region.score),
      weight: FIT_WEIGHTS.region,
      detail: region.detail,
    },
    {
      key: 'requirements',
      label: 'Mandatory requirements',
      score: round(requirementsScore),
      weight: FIT_WEIGHTS.requirements,
      detail:
        mandatory.length === 0
          ? 'No mandatory requirement found in the notice'
          : `${mandatory.filter((item) => item.status === 'met').length} of ${mandatory.length} met`,
    },
    {
      key: 'contract_size',
      label: 'Contract size',
      score: round(size.score),
      weight: FIT_WEIGHTS.contract_size,
      detail: size.detail,
    },
    {
      key: 'experience',
      label: 'Experience',
      score: round(experience.score),
      weight: FIT_WEIGHTS.experience,
      detail: experience.detail,
    },
  ];
  const feasibility =
    FIT_WEIGHTS.region * region.score +
    FIT_WEIGHTS.requirements * requirementsScore +
    FIT_WEIGHTS.contract_size * size.score +
    FIT_WEIGHTS.experience * experience.score;
  let score = services.score * (0.35 + 0.65 * feasibility);

  const penalties: string[] = [];
  for (const criterion of mandatory.filter((item) => item.status === 'not_met')) {
    score *= 0.5;
    penalties.push(`${criterion.detail} (score halved)`);
  }
  if (signals.dismissed && signals.dismissed.similarity >= 0.5) {
    const factor =
      signals.dismissed.similarity >= 0.8 ? 0.4 : signals.dismissed.similarity >= 0.65 ? 0.6 : 0.8;
    score *= factor;
    penalties.push(`Similar to "${signals.dismissed.title}", which you marked not applicable`);
  }
  if (tender.closingAt) {
    const daysLeft = (tender.closingAt.getTime() - nowMs) / 86_400_000;
    if (daysLeft > 0 && profile.risk_tolerance === 'low' && daysLeft < 7) {
      score *= 0.85;
      penalties.push(`Closes in ${Math.ceil(daysLeft)} days: little time to prepare (low risk tolerance)`);
    } else if (daysLeft > 0 && profile.risk_tolerance === 'medium' && daysLeft < 3) {
      score *= 0.9;
      penalties.push(`Closes in ${Math.ceil(daysLeft)} days: little time to prepare`);
    }
  }

  const reasons: string[] = [];
  if (services.reason) reasons.push(services.reason);
  if (region.good) reasons.push(region.detail);
  for (const criterion of criteria.filter((item) => item.status === 'met' && item.mandatory))
    reasons.push(criterion.detail);
  if (size.score >= 1 && tender.valueAmount) reasons.push(size.detail);
  if (!region.good && region.score === 0) reasons.push(region.detail);
  reasons.push(...penalties);

  const finalScore = round(score);
  return { score: finalScore, rating: fitRatingOf(finalScore), factors, criteria, reasons, penalties };
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
  [profile.specializations.join(', '), profile.industry].filter((part) => part.trim() !== '').join('. ');

/**
 * The profile's words as a `websearch_to_tsquery` text ("software or \"it consulting\" or …"): the
 * specializations' words, else the industry's. Null when there are none.
 */
export const profileKeywordQuery = (profile: AiUserProfile): string | null => {
  const terms = new Set<string>();
  for (const specialization of profile.specializations)
    for (const term of termsOf(specialization)) terms.add(term);
  if (terms.size === 0) for (const term of INDUSTRIES[profile.industry]?.terms ?? []) terms.add(term);
  const words = [...terms]
    .map((term) => term.replace(/["()]/g, ' ').trim())
    .filter((term) => term !== '' && !/^or$/i.test(term))
    .slice(0, 40)
    .map((term) => (term.includes(' ') ? `"${term}"` : term));
  return words.length === 0 ? null : words.join(' or ');
};
