import type { Language } from './common';
import { normaliseForMatch, type RequirementSource, type TenderRequirement } from './requirement-match';
import { regionLabel } from './tender';
import { formatLongDate, REQUIREMENT_WORDS, type RequirementWords } from './tender-requirement-words';

export { formatLongDate };

/**
 * What is bought, in the tender's language: a French tender's own UNSPSC / GSIN descriptions (never a
 * translation), else `ai_product_description` (read from the English descriptions).
 */
export const tenderProducts = (source: RequirementSource): string[] => {
  if (source.language === 'fra') {
    const french = [...(source.unspsc ?? []), ...(source.gsin ?? [])]
      .map((item) => item.description?.trim() ?? '')
      .filter(Boolean);
    if (french.length > 0) return [...new Set(french)];
  }
  return (source.business_intelligence.ai_product_description ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
};

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the this to was were will with ' +
    'all any other such may must shall should which who whom their there these those than then into per ' +
    'services service required requirement provide include including items item based contract canada ' +
    'government department le la les des du de et en pour un une'
  ).split(' '),
);

const contentWords = (text: string, limit: number): string[] => {
  const words = normaliseForMatch(text).trim().split(' ');
  const unique: string[] = [];
  for (const word of words) {
    if (word.length < 4 || STOP_WORDS.has(word) || /^\d+$/.test(word) || unique.includes(word)) continue;
    unique.push(word);
    if (unique.length >= limit) break;
  }
  return unique;
};

const evidenceFor = (source: RequirementSource, fact: string): string | null =>
  source.business_intelligence.evidence.find((item) => item.fact === fact)?.sentence ?? null;

const REGION_ALIASES: Record<string, string[]> = {
  'National Capital Region (NCR)': ['national capital region', 'ncr'],
  National: ['across canada', 'nationally', 'nationwide', 'national'],
};
/** A region in either language (a French draft names `Région de la capitale nationale (RCN)`). */
const regionTerms = (region: string): string[] => {
  const french = regionLabel(region, 'fra');
  const terms = REGION_ALIASES[region] ?? [region];
  return french === region ? terms : [...terms, french];
};

const CLEARANCE_TERMS: Record<string, string[]> = {
  Reliability: ['reliability', 'fiabilité'],
  'Enhanced Reliability': ['enhanced reliability', 'fiabilité approfondie'],
  Secret: ['secret'],
  'Top Secret': ['top secret', 'très secret'],
  DOS: ['designated organization screening', 'dos', 'vérification d’organisation désignée', 'vod'],
  FSC: ['facility security clearance', 'fsc', 'attestation de sécurité d’installation', 'asi'],
};

const LANGUAGE_TERMS_FR: Record<string, string[]> = {
  english: ['anglais'],
  french: ['français'],
  bilingual: ['bilingue'],
};

/** Sentences of the description that state what must be done or delivered. */
const scopeSentences = (description: string): string[] => {
  const cue =
    /\b(required to|is required|are required|must|shall|will include|will be|to provide|provision of|deliver|supply|perform|doit|doivent|devra|devront|est requis|sont requis|comprendra|comprendront|fournir|livrer)\b/i;
  return description
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[\p{Lu}0-9])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 40 && sentence.length <= 400 && cue.test(sentence))
    .slice(0, 3);
};

const shorten = (text: string, max = 140): string =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

type AddRequirement = (requirement: TenderRequirement) => void;
type AddKind = (source: RequirementSource, add: AddRequirement, words: RequirementWords) => void;

const addEvaluationRequirement: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  const criteria = source.selection_criteria?.trim();
  if (criteria) {
    const lower = criteria.toLowerCase();
    const isLowest = lower.includes('lowest price') || /prix le plus bas|plus bas prix/.test(lower);
    const terms = lower.includes('lowest price')
      ? ['lowest price']
      : lower.includes('technical merit')
        ? ['technical merit']
        : lower.includes('best value')
          ? ['best value']
          : [criteria];
    add({
      id: 'evaluation',
      category: 'evaluation',
      label: words.evaluation(criteria),
      evidence: criteria,
      sections: isLowest ? ['budget', 'executive_summary'] : ['technical_approach', 'budget'],
      match: [{ terms, min: 1 }],
    });
  } else if (bi.lowest_price_selection) {
    add({
      id: 'evaluation',
      category: 'evaluation',
      label: words.lowestPrice,
      evidence: evidenceFor(source, 'lowest_price_selection'),
      sections: ['budget', 'executive_summary'],
      match: [{ terms: ['lowest price', 'prix le plus bas'], min: 1 }],
    });
  }
};

const addScopeRequirements: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  const products = tenderProducts(source);
  products.slice(0, 3).forEach((product, index) => {
    const keywords = contentWords(product, 6);
    add({
      id: `deliverable-${index + 1}`,
      category: 'scope',
      label: words.deliverable(product),
      evidence: source.language === 'fra' ? products.join('; ') : bi.ai_product_description,
      sections: ['technical_approach'],
      match: [{ terms: keywords, min: Math.max(1, Math.ceil(keywords.length / 2)) }],
    });
  });
  scopeSentences(source.description).forEach((sentence, index) => {
    const keywords = contentWords(sentence, 10);
    add({
      id: `scope-${index + 1}`,
      category: 'scope',
      label: words.scope(shorten(sentence)),
      evidence: sentence,
      sections: ['technical_approach'],
      match: [{ terms: keywords, min: Math.min(4, Math.max(1, Math.ceil(keywords.length * 0.4))) }],
    });
  });
};

const addScheduleRequirement: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  const start = source.contract_start_date;
  const end = source.contract_end_date;
  const months = bi.delivery_timeline_months;
  if (start || end || months !== null) {
    const terms = [
      ...(months !== null ? [`${months} months`, `${months} month`, `${months} mois`] : []),
      ...(start ? [start, formatLongDate(start), formatLongDate(start, 'fra')] : []),
      ...(end ? [end, formatLongDate(end), formatLongDate(end, 'fra')] : []),
    ];
    add({
      id: 'schedule',
      category: 'schedule',
      label: words.schedule(start, end, months),
      evidence: evidenceFor(source, 'delivery_timeline_months'),
      sections: ['timeline'],
      match: [{ terms, min: 1 }],
    });
  }
};

const addRegionsRequirement: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  const regions = bi.delivery_regions.length > 0 ? bi.delivery_regions : source.regions;
  if (regions.length > 0) {
    add({
      id: 'delivery-regions',
      category: 'location',
      label: words.regions(regions),
      evidence: evidenceFor(source, 'delivery_regions'),
      sections: ['technical_approach', 'timeline'],
      match: regions.slice(0, 2).map((region) => ({ terms: regionTerms(region), min: 1 })),
    });
  }
};

const addSecurityRequirement: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  if (bi.clearance_required) {
    const levels = bi.clearance_levels;
    add({
      id: 'security-clearance',
      category: 'security',
      label: words.clearance(levels),
      evidence: evidenceFor(source, 'clearance_required'),
      sections: ['project_team'],
      match: [
        {
          terms: [
            'clearance',
            'security screening',
            'cleared',
            'cote de sécurité',
            'attestation de sécurité',
          ],
          min: 1,
        },
        ...(levels.length > 0
          ? [{ terms: levels.flatMap((level) => CLEARANCE_TERMS[level] ?? [level]), min: 1 }]
          : []),
      ],
    });
  }
};

const addCertificationRequirements: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  const certifications = [...new Set([...bi.business_certifications, ...bi.product_certifications])];
  for (const certification of certifications) {
    add({
      id: `certification-${normaliseForMatch(certification).trim().replace(/ /g, '-')}`,
      category: 'certification',
      label: words.certification(certification),
      evidence:
        evidenceFor(source, 'business_certifications') ?? evidenceFor(source, 'product_certifications'),
      sections: ['additional_info'],
      match: [{ terms: [certification], min: 1 }],
    });
  }
};

const addExperienceRequirement: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  if (bi.experience_required) {
    const years = bi.experience_years;
    add({
      id: 'experience',
      category: 'experience',
      label: words.experience(years),
      evidence: evidenceFor(source, 'experience_required'),
      sections: ['project_team'],
      match: [
        { terms: ['experience', 'experienced'], min: 1 },
        ...(years !== null ? [{ terms: [`${years} years`, `${years} year`, `${years} ans`], min: 1 }] : []),
      ],
    });
  }
};

const addEligibilityRequirements: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  if (bi.indigenous_business_required) {
    add({
      id: 'indigenous-business',
      category: 'eligibility',
      label: words.indigenous(bi.indigenous_set_aside === 'partial'),
      evidence: evidenceFor(source, 'indigenous_business_required'),
      sections: ['additional_info'],
      match: [{ terms: ['indigenous', 'autochtone', 'autochtones'], min: 1 }],
    });
  }

  if (bi.canadian_made) {
    add({
      id: 'canadian-content',
      category: 'eligibility',
      label: words.canadianContent,
      evidence: evidenceFor(source, 'canadian_made'),
      sections: ['additional_info'],
      match: [
        {
          terms: [
            'canadian content',
            'canadian made',
            'made in canada',
            'canadian goods',
            'contenu canadien',
          ],
          min: 1,
        },
      ],
    });
  }
};

const addLanguageRequirement: AddKind = (source, add, words) => {
  const bi = source.business_intelligence;
  if (bi.language_requirements.length > 0) {
    const languages = bi.language_requirements.map((language) => words.languages[language] ?? language);
    add({
      id: 'language',
      category: 'language',
      label: words.language(languages),
      evidence: evidenceFor(source, 'language_requirements'),
      sections: ['project_team'],
      match: [
        {
          terms: bi.language_requirements.flatMap((language) => [
            language,
            ...(LANGUAGE_TERMS_FR[language] ?? []),
          ]),
          min: 1,
        },
      ],
    });
  }
};

/**
 * Every requirement a response to this tender should answer, in a stable order: evaluation basis, scope and
 * deliverables, schedule, delivery regions, security, certifications, experience, eligibility, language. Labels
 * are worded in `language` (the reader's), quoting the notice as it is.
 */
export const listTenderRequirements = (
  source: RequirementSource,
  language: Language = 'eng',
): TenderRequirement[] => {
  const words = REQUIREMENT_WORDS[language];
  const requirements: TenderRequirement[] = [];
  const add = (requirement: TenderRequirement) => {
    if (requirement.match.every((clause) => clause.terms.length > 0)) requirements.push(requirement);
  };
  for (const addKind of [
    addEvaluationRequirement,
    addScopeRequirements,
    addScheduleRequirement,
    addRegionsRequirement,
    addSecurityRequirement,
    addCertificationRequirements,
    addExperienceRequirement,
    addEligibilityRequirements,
    addLanguageRequirement,
  ])
    addKind(source, add, words);

  return requirements;
};
