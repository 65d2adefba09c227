import {
  formatCad,
  formatLongDate,
  regionLabel,
  tenderProducts,
  type ClearanceLevel,
  type CompanyProfile,
  type Language,
  type ResponseSectionKey,
  type TenderRequirement,
} from '@tenderscout/domain';
import type { CompanyFacts, DraftingContext } from './drafting-context';
import { extractBusinessIntelligence } from '../../../ingest/business-intelligence';

/**
 * The built-in drafting engine: it assembles each section from the tender's facts and the company profile,
 * sentence by sentence, with no model and no fixed text of its own beyond the connecting phrases. What a
 * paragraph says depends on what the tender requires: two tenders give two different drafts, each naming its
 * own requirements. Where a fact is missing it says so, or leaves a marked gap, rather than inventing one.
 *
 * English and Canadian French. The section writers below decide what is said, from the facts, once for both
 * languages; every sentence they say comes from a `Phrases` book, and the two books implement the same
 * interface (a phrase added to one language fails the typecheck until the other has it). Tender facts are
 * never translated: a French draft reads the tender's French fields (title, description, organisation,
 * commodity descriptions, selection criteria, trade agreements) and the French names of regions and
 * clearance levels; a fact the notice gives only in English stays as published.
 */

type Size = NonNullable<CompanyFacts['size']>;
type Experience = NonNullable<CompanyFacts['experience']>;
type ContractValue = NonNullable<CompanyFacts['contractValue']>;

const trimSentence = (text: string): string => text.trim().replace(/[\s.;:]+$/, '');

const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const joinWith = (items: readonly string[], and: string): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
};

interface Period {
  start: string | null;
  end: string | null;
  months: number | null;
}

/** Every sentence the composer writes, in one language. */
interface Phrases {
  list: (items: readonly string[]) => string;
  /** A region value (`Manitoba`, `National`) as prose. */
  region: (region: string) => string;
  date(isoDate: string): string;
  closing(iso: string): string;
  money(amount: number): string;
  clearance(levels: readonly ClearanceLevel[]): string;
  languages(requirements: readonly string[]): string | null;
  defaultOrg: string;
  isLowestPrice(criteria: string): boolean;
  isTechnicalMerit(criteria: string): boolean;
  gap(what: 'company' | 'team' | 'pricing'): string;
  period(p: Period): string | null;

  // Executive summary
  opening(o: {
    company: string;
    org: string;
    title: string;
    ref: string;
    solicitation: string | null;
    summary: string | null;
  }): string;
  /** A note quoting the user's own upload, never presented as the notice's words. */
  ownUpload(o: { filename: string; quote: string }): string;
  companyIntro(o: {
    company: string;
    size: Size;
    industry: CompanyProfile['industry'];
    services: string[];
    experience: Experience;
    certifications: string[];
  }): string;
  commitDeliver(deliverables: string): string;
  commitServe(regions: string): string;
  commitPeriod(period: string): string;
  commitClearance(clearance: string): string;
  commitExperience(years: number | null): string;
  commitCertifications(certifications: string): string;
  commitLanguage(language: string): string;
  commitments(items: string[]): string;
  evaluation(kind: 'lowest' | 'merit' | 'other', criteria: string): string;

  // Technical approach
  understanding(o: { org: string; what: string; listed: boolean; scope: string[] }): string;
  workOf(title: string): string;
  deliverable(o: {
    deliverable: string;
    company: string;
    service: string | undefined;
    regions: string | null;
    org: string;
  }): string;
  method(o: {
    org: string;
    start: string | null;
    what: string;
    listed: boolean;
    iso9001: boolean;
    title: string;
  }): string;
  serviceArea(o: { regions: string; served: string[]; others: string[]; company: string }): string;
  technicalMerit(criteria: string): string;

  // Project team
  team(o: { size: Size; org: string; firstDeliverable: string | null }): string;
  security(o: {
    clearance: string;
    company: string;
    holdsClearance: boolean;
    evidence: string | null;
  }): string;
  experienceRequired(o: { years: number | null; company: string; experience: Experience | null }): string;
  experienceOnly(company: string, experience: Experience): string;
  language(language: string): string;

  // Timeline
  keyDates(o: { closing: string | null; period: string | null }): string;
  milestonesFromStart(o: { org: string; start: string }): string[];
  milestonesFromAward(org: string): string[];
  ongoingDelivery(o: { deliverables: string; regions: string | null; months: number | null }): string;
  closeOut(o: { end: string | null; months: number | null }): string | null;
  milestones(items: string[]): string;

  // Budget
  pricingBasis(kind: 'lowest' | 'merit' | 'other', criteria: string): string;
  priceTerms(o: { amount: number | null; period: string | null; regions: string | null }): string;
  pricingStructure(o: {
    contractTypes: string[];
    deliverables: string | null;
    contractValue: ContractValue | null;
    company: string;
  }): string;

  // Additional information
  indigenous(o: { partial: boolean; company: string; holds: boolean }): string;
  certification(o: { certification: string; company: string; holds: boolean }): string;
  canadianContent: string;
  otherCertifications(company: string, certifications: string): string;
  terms(o: { company: string; solicitation: string; title: string; agreements: string[] }): string;
}

// ---------------------------------------------------------------------------------------------------------
// English

const EN_SIZE: Record<Size, string> = {
  solo: 'an owner-operated business',
  small: 'a small business of 2 to 20 people',
  medium: 'a mid-sized firm of 21 to 100 people',
  large: 'a large firm of more than 100 people',
};

const EN_EXPERIENCE: Record<Experience, string> = {
  new: 'is new to government contracting and brings a focused, senior-led team to this work',
  some: 'has delivered government contracts before and brings that experience to this work',
  experienced: 'is an experienced government supplier with a record of on-time delivery',
  veteran: 'is a veteran government supplier with a long record of delivering contracts like this one',
};

const EN_CONTRACT_VALUE: Record<ContractValue, string> = {
  under100k: 'under $100,000',
  '100k-500k': '$100,000 to $500,000',
  '500k-1m': '$500,000 to $1 million',
  over1m: 'over $1 million',
};

const EN_CONTRACT_TYPE: Record<CompanyProfile['preferredContractTypes'][number], string> = {
  'Fixed Price': 'a firm fixed price for each deliverable',
  'Time & Materials': 'firm per diem rates for each resource category, with a not-to-exceed ceiling',
  'Standing Offer': 'firm unit prices for each call-up under the standing offer',
  'Supply Arrangement': 'firm ceiling rates under the supply arrangement',
  'Task Authorization': 'firm rates applied to each task authorization, with a ceiling per task',
};

const EN_TEAM: Record<Size, string> = {
  solo: 'The work will be delivered by the owner in person, as the single accountable lead, with vetted subcontractors only where the statement of work allows',
  small:
    'A dedicated project lead will run the contract, supported by a core delivery team that stays on the contract from start to finish',
  medium:
    'A project manager will lead a dedicated delivery team, with a quality lead and backup resources named for each key role',
  large:
    'A project manager will lead a dedicated delivery team drawn from our larger bench, with a quality lead, named backups for every key role and surge capacity when volumes rise',
};

const EN_GAPS: Record<'company' | 'team' | 'pricing', string> = {
  company: "a sentence on your company's size, services, certifications and experience",
  team: 'how your team is organised (the project lead, the delivery team and their roles)',
  pricing: 'how you prefer to price (fixed price, per diem rates, unit prices…)',
};

const enList = (items: readonly string[]): string => joinWith(items, 'and');

const EN: Phrases = {
  list: enList,
  region: (region) => (region === 'National' ? 'Canada-wide (National)' : region),
  date: (isoDate) => formatLongDate(isoDate),
  closing: (iso) =>
    `${new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(iso))} (Eastern time)`,
  money: (amount) =>
    new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(
      amount,
    ),
  clearance: (levels) =>
    levels.length > 0 ? `${enList(levels)} security clearance` : 'the security clearance the notice requires',
  languages: (requirements) => {
    if (requirements.includes('bilingual')) return 'bilingual (English and French)';
    if (requirements.length > 0)
      return `in ${enList(requirements.map((l) => l.charAt(0).toUpperCase() + l.slice(1)))}`;
    return null;
  },
  defaultOrg: 'the contracting authority',
  isLowestPrice: (criteria) => /lowest price/i.test(criteria),
  isTechnicalMerit: (criteria) => /technical merit/i.test(criteria),
  gap: (what) =>
    `[To complete: ${EN_GAPS[what]}. Your company profile does not say; complete onboarding to fill this in.]`,
  period: ({ start, end, months }) => {
    const dates =
      start && end
        ? `${formatLongDate(start)} to ${formatLongDate(end)}`
        : start
          ? `starting ${formatLongDate(start)}`
          : end
            ? `ending ${formatLongDate(end)}`
            : null;
    if (dates && months !== null) return `${dates} (${months} months)`;
    return dates ?? (months !== null ? `${months} months` : null);
  },

  opening: ({ company, org, title, ref, solicitation, summary }) =>
    `${company} is pleased to submit this response to ${org} for "${title}" (reference ${ref}${
      solicitation ? `, solicitation ${solicitation}` : ''
    }).${summary ? ` We understand the requirement as the notice states it: ${trimSentence(summary)}.` : ''}`,
  ownUpload: ({ filename, quote }) =>
    `[From your uploaded document "${filename}" (your own file, not part of the notice): "${quote}" Check it before sending.]`,
  companyIntro: ({ company, size, industry, services, experience, certifications }) =>
    `${company} is ${EN_SIZE[size]} in ${industry}${
      services.length > 0 ? `, offering ${enList(services)}` : ''
    }. The firm ${EN_EXPERIENCE[experience]}.${
      certifications.length > 0 ? ` It holds ${enList(certifications)}.` : ''
    }`,
  commitDeliver: (deliverables) => `deliver ${deliverables}`,
  commitServe: (regions) => `serve ${regions}`,
  commitPeriod: (period) => `perform over the contract period, ${period}`,
  commitClearance: (clearance) => `assign only personnel holding ${clearance}`,
  commitExperience: (years) =>
    years !== null
      ? `provide resources with at least ${years} years of experience`
      : 'provide resources with the experience the notice requires',
  commitCertifications: (certifications) => `meet the ${certifications} certification requirements`,
  commitLanguage: (language) => `deliver the services ${language}`,
  commitments: (items) =>
    `We commit to every stated requirement:\n${items.map((item) => `- We will ${item}.`).join('\n')}`,
  evaluation: (kind, criteria) =>
    kind === 'lowest'
      ? `The contract will be awarded on the basis of "${criteria}". Our Budget & Pricing section sets out a firm, all-inclusive price built to be the lowest compliant price, and every mandatory requirement is met without priced extras.`
      : kind === 'merit'
        ? `Bids are evaluated on the basis of "${criteria}". The Technical Approach answers the technical merit criteria point by point, and Budget & Pricing sets out our price, so both parts of the rating can be scored directly from this response.`
        : `Bids are evaluated on this basis: ${criteria}. Each section of this response is written to be scored against it.`,

  understanding: ({ org, what, scope }) =>
    `Understanding of the requirement. ${org} requires ${what}.${
      scope.length > 0
        ? ` The notice specifies: ${scope.map((sentence) => `"${trimSentence(sentence)}."`).join(' ')}`
        : ''
    } Our approach answers each of these points.`,
  workOf: (title) => `the work described in "${title}"`,
  deliverable: ({ deliverable, company, service, regions, org }) =>
    `${deliverable}. ${company} will deliver ${lowerFirst(deliverable)}${
      service ? `, drawing on our ${service} practice` : ''
    }${regions ? ` in ${regions}` : ''}, with a named lead accountable for its quality, schedule and reporting to ${org}.`,
  method: ({ org, start, what, iso9001, title }) =>
    `Method. The work runs in four stages: (1) mobilisation, confirming the statement of work, contacts and service levels with the ${org} technical authority${
      start ? ` before ${formatLongDate(start)}` : ' at contract award'
    }; (2) delivery of ${what} to those service levels; (3) quality assurance${
      iso9001 ? ' under our ISO 9001 quality management system' : ''
    }, with every issue logged, corrected and reported; (4) regular reporting on performance against each requirement of "${title}".`,
  serviceArea: ({ regions, served, others, company }) =>
    `Service area. Delivery will cover ${regions}.${
      served.length > 0
        ? ` ${enList(served)} ${served.length > 1 ? 'are' : 'is'} already among the regions ${company} serves.`
        : ''
    }${others.length > 0 ? ` For ${enList(others)}, ${company} will mobilise resources before the start of the work.` : ''}`,
  technicalMerit: (criteria) =>
    `Technical merit. Because the contract is awarded on the basis of "${criteria}", every rated criterion of the solicitation is answered here with the evidence the evaluators need: how the work is done, by whom, and how quality is controlled.`,

  team: ({ size, org, firstDeliverable }) =>
    `${EN_TEAM[size]}. Key roles: a project lead who is the single point of contact for ${org}; the delivery team for ${
      firstDeliverable ?? 'the work'
    }; and a quality lead who checks every deliverable against the requirement.`,
  security: ({ clearance, company, holdsClearance, evidence }) =>
    `Security. The notice requires ${clearance}. Every person assigned to this contract will hold a valid ${clearance} before starting work, granted through the Contract Security Program.${
      holdsClearance ? ` ${company} already holds an organisation security clearance.` : ''
    }${evidence ? ` (Notice: "${trimSentence(evidence)}.")` : ''}`,
  experienceRequired: ({ years, company, experience }) =>
    `Experience. ${
      years !== null
        ? `The notice asks for at least ${years} years of experience; each proposed resource meets or exceeds ${years} years of relevant experience`
        : 'The notice asks for relevant experience; each proposed resource brings direct experience of this kind of work'
    }, and résumés with references are provided on request.${
      experience ? ` ${company} ${EN_EXPERIENCE[experience]}.` : ''
    }`,
  experienceOnly: (company, experience) => `Experience. ${company} ${EN_EXPERIENCE[experience]}.`,
  language: (language) =>
    `Language. Services will be delivered ${language}, as the notice requires, by staff who work in those languages every day.`,

  keyDates: ({ closing, period }) => {
    const keyDates = [
      ...(closing ? [`Bid closing: ${closing}.`] : []),
      ...(period ? [`Contract period: ${period}.`] : []),
    ];
    return keyDates.length > 0
      ? `Key dates. ${keyDates.join(' ')}`
      : 'Key dates. The notice gives no contract dates, so the schedule below counts from contract award.';
  },
  milestonesFromStart: ({ org, start }) => [
    `Contract start and kick-off meeting with ${org}: ${formatLongDate(start)}`,
    `Mobilisation complete: ${formatLongDate(addDays(start, 14))}`,
    `First monthly progress report: ${formatLongDate(addDays(start, 30))}`,
  ],
  milestonesFromAward: (org) => [
    `Kick-off meeting with ${org}: within 5 working days of contract award`,
    'Mobilisation complete: 2 weeks after contract award',
    'Progress reports: monthly from the first month',
  ],
  ongoingDelivery: ({ deliverables, regions, months }) =>
    `Ongoing delivery of ${deliverables}${regions ? ` in ${regions}` : ''}${
      months !== null ? ` for the ${months} months of the contract` : ''
    }`,
  closeOut: ({ end, months }) =>
    end
      ? `Close-out and final report: ${formatLongDate(end)}`
      : months !== null
        ? `Close-out and final report: at the end of month ${months}`
        : null,
  milestones: (items) => `Milestones:\n${items.map((item) => `- ${item}`).join('\n')}`,

  pricingBasis: (kind, criteria) =>
    kind === 'lowest'
      ? `Pricing basis. The contract is awarded on the basis of "${criteria}", so our price is scoped to exactly what the notice requires, with no optional items priced in, to offer the lowest compliant price.`
      : kind === 'merit'
        ? `Pricing basis. Price is scored together with technical merit (${criteria}); our price reflects the full scope set out in the Technical Approach, with no hidden or optional costs.`
        : `Pricing basis. Bids are evaluated on this basis: ${criteria}. Our price covers the full scope of the requirement.`,
  priceTerms: ({ amount, period, regions }) =>
    `${amount !== null ? `The notice discloses an estimated value of ${EN.money(amount)}. ` : 'The notice does not disclose a contract value. '}Our price will be entered in the solicitation's financial bid form in Canadian dollars, firm${
      period ? ` for the contract period, ${period}` : ' for the duration of the contract'
    }, and all-inclusive (labour, materials, equipment${
      regions ? `, and travel within ${regions}` : ''
    }), with applicable taxes shown separately.`,
  pricingStructure: ({ contractTypes, deliverables, contractValue, company }) => {
    const structure = contractTypes
      .map((type) => EN_CONTRACT_TYPE[type as keyof typeof EN_CONTRACT_TYPE])
      .filter(Boolean);
    return `Pricing structure. ${
      structure.length > 0
        ? `We propose ${structure[0]}${structure.length > 1 ? `; where the solicitation calls for it, ${structure.slice(1).join('; ')}` : ''}.`
        : EN.gap('pricing')
    }${deliverables ? ` Cost components: ${deliverables}.` : ''}${
      contractValue
        ? ` Contracts of ${EN_CONTRACT_VALUE[contractValue]} are the size ${company} usually delivers.`
        : ''
    }`;
  },

  indigenous: ({ partial, company, holds }) => {
    const kind = partial
      ? 'partly set aside for Indigenous businesses'
      : 'set aside for Indigenous businesses';
    return holds
      ? `Indigenous business. This requirement is ${kind} under the Procurement Strategy for Indigenous Business (PSIB). ${company} is an Indigenous business and will attach proof of its registration in the Indigenous Business Directory.`
      : `Indigenous business. This requirement is ${kind} under the Procurement Strategy for Indigenous Business (PSIB). [To confirm before submitting: your company profile does not list Indigenous Business certification${
          partial ? '; name the Indigenous business partner for the set-aside portion' : ''
        }.]`;
  },
  certification: ({ certification, company, holds }) =>
    holds
      ? `Certification: ${certification}. ${company} holds ${certification}, as the notice requires; a copy of the certificate is attached.`
      : `Certification: ${certification}. The notice requires ${certification}. [To confirm before submitting: it is not in your company profile; attach proof of ${certification}.]`,
  canadianContent:
    'Canadian content. The goods supplied will meet the Canadian content requirement of the notice, and proof of Canadian content will be provided for each item on request.',
  otherCertifications: (company, certifications) =>
    `Other certifications. ${company} also holds ${certifications}.`,
  terms: ({ company, solicitation, title, agreements }) =>
    `Terms. ${company} accepts the terms and conditions of solicitation ${solicitation} ("${title}") and confirms that this bid remains valid for the period the solicitation requires.${
      agreements.length > 0 ? ` We note that this procurement is covered by ${enList(agreements)}.` : ''
    }`,
};

// ---------------------------------------------------------------------------------------------------------
// Canadian French (Government of Canada usage: appel d'offres, soumission, autorité contractante, cote de
// sécurité; « guillemets » and a non-breaking space before « : » and inside the quotes).

const NB = '\u00a0';
const q = (text: string): string => `«${NB}${text}${NB}»`;

const FR_SIZE: Record<Size, string> = {
  solo: 'une entreprise exploitée par son propriétaire',
  small: 'une petite entreprise de 2 à 20 personnes',
  medium: 'une entreprise de taille moyenne de 21 à 100 personnes',
  large: 'une grande entreprise de plus de 100 personnes',
};

const FR_EXPERIENCE: Record<Experience, string> = {
  new: 'fait ses débuts dans les marchés publics et affecte à ce travail une équipe resserrée, dirigée par des professionnels chevronnés',
  some: 'a déjà exécuté des contrats gouvernementaux et met cette expérience au service du présent besoin',
  experienced:
    'est un fournisseur expérimenté de l’administration fédérale, reconnu pour respecter ses échéances',
  veteran:
    'est un fournisseur de longue date du gouvernement, qui a exécuté de nombreux contrats semblables à celui-ci',
};

const FR_CONTRACT_VALUE: Record<ContractValue, string> = {
  under100k: `moins de 100${NB}000${NB}$`,
  '100k-500k': `100${NB}000${NB}$ à 500${NB}000${NB}$`,
  '500k-1m': `500${NB}000${NB}$ à 1${NB}M$`,
  over1m: `plus de 1${NB}M$`,
};

const FR_CONTRACT_TYPE: Record<CompanyProfile['preferredContractTypes'][number], string> = {
  'Fixed Price': 'un prix fixe ferme pour chaque livrable',
  'Time & Materials':
    'des taux journaliers fermes pour chaque catégorie de ressources, assortis d’un plafond à ne pas dépasser',
  'Standing Offer': 'des prix unitaires fermes pour chaque commande subséquente à l’offre à commandes',
  'Supply Arrangement':
    'des taux plafonds fermes dans le cadre de l’arrangement en matière d’approvisionnement',
  'Task Authorization': 'des taux fermes appliqués à chaque autorisation de tâche, avec un plafond par tâche',
};

const FR_TEAM: Record<Size, string> = {
  solo: 'Le travail sera exécuté par le propriétaire en personne, à titre de seul responsable, avec des sous-traitants vérifiés uniquement là où l’énoncé des travaux le permet',
  small:
    'Un chargé de projet attitré dirigera le contrat, appuyé par une équipe de base qui reste affectée au contrat du début à la fin',
  medium:
    'Un gestionnaire de projet dirigera une équipe attitrée, avec un responsable de la qualité et des ressources de relève désignées pour chaque rôle clé',
  large:
    'Un gestionnaire de projet dirigera une équipe attitrée issue de notre vaste bassin de ressources, avec un responsable de la qualité, une relève désignée pour chaque rôle clé et une capacité d’appoint en période de pointe',
};

const FR_INDUSTRY: Record<CompanyProfile['industry'], string | null> = {
  'Information Technology': 'des technologies de l’information',
  'Professional Services': 'des services professionnels',
  Construction: 'de la construction',
  Healthcare: 'de la santé',
  Manufacturing: 'de la fabrication',
  Transportation: 'du transport',
  Education: 'de l’éducation',
  'Environmental Services': 'des services environnementaux',
  'Security Services': 'des services de sécurité',
  Other: null,
};

const FR_SERVICE: Record<CompanyProfile['primaryServices'][number], string> = {
  'Software Development': 'développement de logiciels',
  'IT Consulting': 'services-conseils en TI',
  'Cloud Services': 'services infonuagiques',
  Cybersecurity: 'cybersécurité',
  'Data Analytics': 'analyse de données',
  'Project Management': 'gestion de projet',
  Engineering: 'ingénierie',
  Architecture: 'architecture',
  'Legal Services': 'services juridiques',
  'Financial Services': 'services financiers',
  Marketing: 'marketing',
  'Training & Education': 'formation',
  'Snow Removal': 'déneigement',
  'Cleaning & Janitorial': 'nettoyage et conciergerie',
  'Construction & Renovation': 'construction et rénovation',
  'Grounds Maintenance & Landscaping': 'entretien des terrains et aménagement paysager',
  'Equipment & Supplies': 'fourniture d’équipement et de matériel',
  'Translation & Interpretation': 'traduction et interprétation',
  'Repair & Maintenance': 'réparation et entretien',
  'Security Guard Services': 'services de gardiennage',
  'Transportation & Moving': 'transport et déménagement',
  'Food Services & Catering': 'services alimentaires et traiteur',
};

const FR_CERTIFICATION: Record<string, string> = {
  'Security Clearance': 'attestation de sécurité d’organisation',
  'Indigenous Business': 'statut d’entreprise autochtone',
  'Minority-Owned Business': 'statut d’entreprise appartenant à une minorité',
  'Small Business': 'statut de petite entreprise',
};

const FR_CLEARANCE: Record<ClearanceLevel, string> = {
  Reliability: 'cote de fiabilité',
  'Enhanced Reliability': 'cote de fiabilité approfondie',
  Secret: 'cote de sécurité de niveau Secret',
  'Top Secret': 'cote de sécurité de niveau Très secret',
  DOS: 'vérification d’organisation désignée (VOD)',
  FSC: 'attestation de sécurité d’installation (ASI)',
};

const FR_GAPS: Record<'company' | 'team' | 'pricing', string> = {
  company: 'une phrase sur la taille, les services, les certifications et l’expérience de votre entreprise',
  team: 'l’organisation de votre équipe (le chargé de projet, l’équipe de réalisation et leurs rôles)',
  pricing: 'votre mode de tarification préféré (prix fixe, taux journaliers, prix unitaires…)',
};

const frList = (items: readonly string[]): string => joinWith(items, 'et');
const frService = (service: string): string => FR_SERVICE[service as keyof typeof FR_SERVICE] ?? service;
const frCertification = (certification: string): string => FR_CERTIFICATION[certification] ?? certification;
const MASCULINE =
  /^(Ministère|Bureau|Service|Conseil|Centre|Secrétariat|Commissariat|Musée|Tribunal|Collège|Institut|Office|Centre)\b/;
const FEMININE =
  /^(Agence|Commission|Gendarmerie|Garde|Société|Administration|Bibliothèque|Direction|Régie|Cour)\b/;
const VOWEL = /^[aeiouyàâéèêëîïôûœh]/i;

/**
 * An organisation's name after a preposition, with the article French needs: « au ministère des Services aux
 * Autochtones », « de l’Agence du revenu du Canada », but « à Services publics et Approvisionnement Canada »
 * (a name without an article). `ministère` is lower case in running text (Government of Canada usage).
 */
const frOrg = (org: string, preposition: 'à' | 'de' | 'avec' | 'pour' | null): string => {
  const gender = MASCULINE.test(org) ? 'm' : FEMININE.test(org) ? 'f' : null;
  const name = org.replace(/^Ministère\b/, 'ministère');
  if (gender === null) {
    if (preposition === 'de') return VOWEL.test(org) ? `d’${org}` : `de ${org}`;
    return preposition ? `${preposition} ${org}` : org;
  }
  const article = VOWEL.test(name) ? 'l’' : gender === 'm' ? 'le ' : 'la ';
  if (preposition === null) return `${article.charAt(0).toUpperCase()}${article.slice(1)}${name}`;
  if (article === 'le ' && preposition === 'à') return `au ${name}`;
  if (article === 'le ' && preposition === 'de') return `du ${name}`;
  return `${preposition} ${article}${name}`;
};
const months = (count: number): string => `${count}${NB}mois`;

const FR: Phrases = {
  list: frList,
  region: (region) =>
    region === 'National' ? 'l’ensemble du Canada (National)' : regionLabel(region, 'fra'),
  date: (isoDate) => formatLongDate(isoDate, 'fra'),
  closing: (iso) =>
    `${new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Toronto',
      dateStyle: 'long',
      timeStyle: 'short',
    })
      .format(new Date(iso))
      .replace(/\s/g, NB)
      .replace(`${NB}à${NB}`, ' à ')} (heure de l’Est)`,
  money: (amount) => formatCad(amount, 'fra'),
  clearance: (levels) =>
    levels.length > 0
      ? frList(levels.map((level) => FR_CLEARANCE[level]))
      : 'la cote de sécurité exigée dans l’avis',
  languages: (requirements) => {
    if (requirements.includes('bilingual')) return 'de façon bilingue (en français et en anglais)';
    const names = requirements.map((l) => (l === 'french' ? 'français' : l === 'english' ? 'anglais' : l));
    return names.length > 0 ? `en ${frList(names)}` : null;
  },
  defaultOrg: 'l’autorité contractante',
  isLowestPrice: (criteria) => /prix le plus bas|plus bas prix|lowest price/i.test(criteria),
  isTechnicalMerit: (criteria) => /m[ée]rite technique|technical merit/i.test(criteria),
  gap: (what) =>
    `[À compléter${NB}: ${FR_GAPS[what]}. Votre profil d’entreprise ne le précise pas; terminez l’accueil pour le remplir.]`,
  period: ({ start, end, months: count }) => {
    const dates =
      start && end
        ? `du ${FR.date(start)} au ${FR.date(end)}`
        : start
          ? `à compter du ${FR.date(start)}`
          : end
            ? `jusqu’au ${FR.date(end)}`
            : null;
    if (dates && count !== null) return `${dates} (${months(count)})`;
    return dates ?? (count !== null ? months(count) : null);
  },

  opening: ({ company, org, title, ref, solicitation, summary }) =>
    `${company} a le plaisir de présenter ${frOrg(org, 'à')} sa soumission en réponse à l’appel d’offres ${q(title)} (référence ${ref}${
      solicitation ? `, invitation n° ${solicitation}` : ''
    }).${summary ? ` Nous comprenons le besoin tel que l’avis le décrit${NB}: ${trimSentence(summary)}.` : ''}`,
  ownUpload: ({ filename, quote }) =>
    `[Selon votre document téléversé ${q(filename)} (votre propre fichier, qui ne fait pas partie de l’avis)${NB}: ${q(quote)} Vérifiez-le avant l’envoi.]`,
  companyIntro: ({ company, size, industry, services, experience, certifications }) => {
    const sector = FR_INDUSTRY[industry];
    return `${company} est ${FR_SIZE[size]}${sector ? ` du secteur ${sector}` : ''}${
      services.length > 0 ? `, qui offre des services de ${frList(services.map(frService))}` : ''
    }. L’entreprise ${FR_EXPERIENCE[experience]}.${
      certifications.length > 0
        ? ` Elle détient les certifications suivantes${NB}: ${frList(certifications.map(frCertification))}.`
        : ''
    }`;
  },
  commitDeliver: (deliverables) => `fournirons les biens et services suivants${NB}: ${deliverables}`,
  commitServe: (regions) => `desservirons ${regions}`,
  commitPeriod: (period) => `exécuterons le contrat sur toute sa durée, ${period}`,
  commitClearance: (clearance) => `n’affecterons que du personnel titulaire de la ${clearance}`,
  commitExperience: (years) =>
    years !== null
      ? `proposerons des ressources possédant au moins ${years}${NB}ans d’expérience`
      : 'proposerons des ressources possédant l’expérience exigée dans l’avis',
  commitCertifications: (certifications) => `satisferons aux exigences de certification (${certifications})`,
  commitLanguage: (language) => `offrirons les services ${language}`,
  commitments: (items) =>
    `Nous nous engageons à respecter chacune des exigences énoncées${NB}:\n${items
      .map((item) => `- Nous ${item}.`)
      .join('\n')}`,
  evaluation: (kind, criteria) =>
    kind === 'lowest'
      ? `Le contrat sera attribué selon le critère ${q(criteria)}. La section Budget et prix présente un prix ferme, tout compris, établi pour être le prix conforme le plus bas, et toutes les exigences obligatoires sont respectées sans supplément.`
      : kind === 'merit'
        ? `Les soumissions sont évaluées selon le critère ${q(criteria)}. L’approche technique répond point par point aux critères de mérite technique, et la section Budget et prix présente notre prix, de sorte que les deux volets de l’évaluation peuvent être cotés directement à partir de la présente soumission.`
        : `Les soumissions sont évaluées selon le critère suivant${NB}: ${criteria}. Chaque section de la présente soumission est rédigée pour être cotée en fonction de ce critère.`,

  understanding: ({ org, what, listed, scope }) =>
    `Compréhension du besoin. ${frOrg(org, null)} requiert ${listed ? `les biens et services suivants${NB}: ${what}` : what}.${
      scope.length > 0
        ? ` L’avis précise${NB}: ${scope.map((sentence) => q(`${trimSentence(sentence)}.`)).join(' ')}`
        : ''
    } Notre approche répond à chacun de ces points.`,
  workOf: (title) => `les travaux décrits dans l’appel d’offres ${q(title)}`,
  deliverable: ({ deliverable, company, service, regions, org }) =>
    `${deliverable}. ${company} assurera ce volet du besoin${
      service ? `, en s’appuyant sur son expertise en ${frService(service)}` : ''
    }${regions ? ` (${regions})` : ''}, sous la responsabilité d’un responsable désigné qui répondra de la qualité, du calendrier et de la reddition de comptes auprès ${frOrg(org, 'de')}.`,
  method: ({ org, start, what, listed, iso9001, title }) =>
    `Méthode. Le travail se déroule en quatre étapes${NB}: (1) la mobilisation, qui confirme l’énoncé des travaux, les personnes-ressources et les niveaux de service avec le responsable technique ${frOrg(org, 'de')}${
      start ? ` avant le ${FR.date(start)}` : ' dès l’attribution du contrat'
    }; (2) ${listed ? `la prestation des biens et services visés (${what})` : `l’exécution des ${what.replace(/^les /, '')}`} selon ces niveaux de service; (3) l’assurance de la qualité${
      iso9001 ? ' dans le cadre de notre système de gestion de la qualité ISO 9001' : ''
    }, chaque problème étant consigné, corrigé et signalé; (4) des rapports réguliers sur le rendement au regard de chaque exigence de l’appel d’offres ${q(title)}.`,
  serviceArea: ({ regions, served, others, company }) =>
    `Zone de service. La prestation couvrira ${regions}.${
      served.length > 0
        ? ` ${company} dessert déjà ${served.length > 1 ? 'les régions suivantes' : 'la région suivante'}${NB}: ${frList(served)}.`
        : ''
    }${others.length > 0 ? ` Pour ${frList(others)}, ${company} mobilisera les ressources nécessaires avant le début des travaux.` : ''}`,
  technicalMerit: (criteria) =>
    `Mérite technique. Comme le contrat est attribué selon le critère ${q(criteria)}, chaque critère coté de l’invitation trouve ici les éléments de preuve dont les évaluateurs ont besoin${NB}: comment le travail est fait, par qui, et comment la qualité est contrôlée.`,

  team: ({ size, org, firstDeliverable }) =>
    `${FR_TEAM[size]}. Rôles clés${NB}: un chargé de projet, seul point de contact ${frOrg(org, 'pour')}; l’équipe de réalisation ${
      firstDeliverable ? `affectée au volet ${q(firstDeliverable)}` : 'chargée de l’exécution des travaux'
    }; un responsable de la qualité qui vérifie chaque livrable au regard de l’exigence.`,
  security: ({ clearance, company, holdsClearance, evidence }) =>
    `Sécurité. L’avis exige la ${clearance}. Toute personne affectée au contrat sera titulaire d’une ${clearance} valide avant le début des travaux, délivrée par l’entremise du Programme de sécurité des contrats.${
      holdsClearance ? ` ${company} détient déjà une attestation de sécurité d’organisation.` : ''
    }${evidence ? ` (Avis${NB}: ${q(`${trimSentence(evidence)}.`)})` : ''}`,
  experienceRequired: ({ years, company, experience }) =>
    `Expérience. ${
      years !== null
        ? `L’avis exige au moins ${years}${NB}ans d’expérience; chaque ressource proposée possède au moins ${years}${NB}ans d’expérience pertinente`
        : 'L’avis exige une expérience pertinente; chaque ressource proposée possède une expérience directe de ce type de travail'
    }, et les curriculum vitæ et références seront fournis sur demande.${
      experience ? ` ${company} ${FR_EXPERIENCE[experience]}.` : ''
    }`,
  experienceOnly: (company, experience) => `Expérience. ${company} ${FR_EXPERIENCE[experience]}.`,
  language: (language) =>
    `Langue. Les services seront offerts ${language}, comme l’exige l’avis, par du personnel qui travaille dans ces langues au quotidien.`,

  keyDates: ({ closing, period }) => {
    const keyDates = [
      ...(closing ? [`Clôture de l’appel d’offres${NB}: ${closing}.`] : []),
      ...(period ? [`Durée du contrat${NB}: ${period}.`] : []),
    ];
    return keyDates.length > 0
      ? `Dates clés. ${keyDates.join(' ')}`
      : 'Dates clés. L’avis ne précise aucune date de contrat; le calendrier ci-dessous est donc établi à partir de l’attribution du contrat.';
  },
  milestonesFromStart: ({ org, start }) => [
    `Début du contrat et réunion de lancement ${frOrg(org, 'avec')}${NB}: ${FR.date(start)}`,
    `Fin de la mobilisation${NB}: ${FR.date(addDays(start, 14))}`,
    `Premier rapport d’étape mensuel${NB}: ${FR.date(addDays(start, 30))}`,
  ],
  milestonesFromAward: (org) => [
    `Réunion de lancement ${frOrg(org, 'avec')}${NB}: dans les 5${NB}jours ouvrables suivant l’attribution du contrat`,
    `Fin de la mobilisation${NB}: 2${NB}semaines après l’attribution du contrat`,
    `Rapports d’étape${NB}: chaque mois dès le premier mois`,
  ],
  ongoingDelivery: ({ deliverables, regions, months: count }) =>
    `Prestation continue${NB}: ${deliverables}${regions ? ` (${regions})` : ''}${
      count !== null ? `, pendant les ${months(count)} du contrat` : ''
    }`,
  closeOut: ({ end, months: count }) =>
    end
      ? `Clôture et rapport final${NB}: ${FR.date(end)}`
      : count !== null
        ? `Clôture et rapport final${NB}: à la fin du ${count}e${NB}mois`
        : null,
  milestones: (items) => `Jalons${NB}:\n${items.map((item) => `- ${item}`).join('\n')}`,

  pricingBasis: (kind, criteria) =>
    kind === 'lowest'
      ? `Base de prix. Le contrat est attribué selon le critère ${q(criteria)}; notre prix couvre donc exactement ce que l’avis exige, sans aucun élément optionnel, afin d’offrir le prix conforme le plus bas.`
      : kind === 'merit'
        ? `Base de prix. Le prix est évalué conjointement avec le mérite technique (${criteria}); notre prix reflète l’ensemble de la portée décrite dans l’approche technique, sans frais cachés ni optionnels.`
        : `Base de prix. Les soumissions sont évaluées selon le critère suivant${NB}: ${criteria}. Notre prix couvre toute la portée du besoin.`,
  priceTerms: ({ amount, period, regions }) =>
    `${amount !== null ? `L’avis indique une valeur estimative de ${FR.money(amount)}. ` : 'L’avis ne divulgue pas la valeur du contrat. '}Notre prix sera inscrit dans le formulaire de soumission financière de l’invitation, en dollars canadiens, ferme${
      period ? ` pour la durée du contrat, ${period}` : ' pour toute la durée du contrat'
    } et tout compris (main-d’œuvre, matériel, équipement${
      regions ? ` et déplacements dans la zone de service${NB}: ${regions}` : ''
    }), les taxes applicables étant indiquées séparément.`,
  pricingStructure: ({ contractTypes, deliverables, contractValue, company }) => {
    const structure = contractTypes
      .map((type) => FR_CONTRACT_TYPE[type as keyof typeof FR_CONTRACT_TYPE])
      .filter(Boolean);
    return `Structure de prix. ${
      structure.length > 0
        ? `Nous proposons ${structure[0]}${structure.length > 1 ? `; lorsque l’invitation le prévoit, ${structure.slice(1).join('; ')}` : ''}.`
        : FR.gap('pricing')
    }${deliverables ? ` Éléments de coût${NB}: ${deliverables}.` : ''}${
      contractValue
        ? ` ${company} exécute habituellement des contrats de ${FR_CONTRACT_VALUE[contractValue]}.`
        : ''
    }`;
  },

  indigenous: ({ partial, company, holds }) => {
    const kind = partial
      ? 'en partie réservé aux entreprises autochtones'
      : 'réservé aux entreprises autochtones';
    return holds
      ? `Entreprise autochtone. Ce besoin est ${kind} en vertu de la Stratégie d’approvisionnement auprès des entreprises autochtones (SAEA). ${company} est une entreprise autochtone et joindra la preuve de son inscription au Répertoire des entreprises autochtones.`
      : `Entreprise autochtone. Ce besoin est ${kind} en vertu de la Stratégie d’approvisionnement auprès des entreprises autochtones (SAEA). [À confirmer avant de soumettre${NB}: votre profil d’entreprise n’indique pas le statut d’entreprise autochtone${
          partial ? '; nommez le partenaire autochtone pour la partie réservée' : ''
        }.]`;
  },
  certification: ({ certification, company, holds }) =>
    holds
      ? `Certification${NB}: ${certification}. ${company} détient la certification ${certification}, comme l’exige l’avis; une copie du certificat est jointe.`
      : `Certification${NB}: ${certification}. L’avis exige la certification ${certification}. [À confirmer avant de soumettre${NB}: elle ne figure pas dans votre profil d’entreprise; joignez la preuve de la certification ${certification}.]`,
  canadianContent:
    'Contenu canadien. Les biens fournis satisferont à l’exigence de contenu canadien de l’avis, et une preuve du contenu canadien sera fournie pour chaque article sur demande.',
  otherCertifications: (company, certifications) =>
    `Autres certifications. ${company} détient également les certifications suivantes${NB}: ${certifications}.`,
  terms: ({ company, solicitation, title, agreements }) =>
    `Modalités. ${company} accepte les modalités et conditions de l’invitation ${solicitation} (${q(title)}) et confirme que sa soumission demeure valide pendant la période exigée par l’invitation.${
      agreements.length > 0
        ? ` Nous notons que ce marché est assujetti aux accords suivants${NB}: ${frList(agreements)}.`
        : ''
    }`,
};

const PHRASES: Record<Language, Phrases> = { eng: EN, fra: FR };

// ---------------------------------------------------------------------------------------------------------
// The facts, read once per draft, in the draft's language.

interface Facts {
  ctx: DraftingContext;
  p: Phrases;
  company: CompanyFacts;
  title: string;
  org: string;
  ref: string;
  solicitation: string | null;
  /** What is bought, in the tender's language (a French tender's own commodity descriptions). */
  deliverables: string[];
  /** The notice's own summary sentences, in the draft's language where the notice has them. */
  summary: string | null;
  scope: string[];
  regions: string[];
  criteria: string | null;
  isLowestPrice: boolean;
  isTechnicalMerit: boolean;
  start: string | null;
  end: string | null;
  months: number | null;
  requirement(id: string): TenderRequirement | undefined;
}

/** The first sentences of a French description, as `ai_description` is for the English one. */
const leadSentences = (text: string): string | null => {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 30 && !/:$/.test(sentence));
  const lead = sentences.slice(0, 2).join(' ');
  return lead === '' ? null : lead.slice(0, 400);
};

const factsOf = (ctx: DraftingContext): Facts => {
  const { tender, requirements } = ctx;
  const p = PHRASES[ctx.language];
  const bi = tender.business_intelligence;
  const lowestPriceWords = ctx.language === 'fra' ? 'Prix le plus bas' : 'Lowest price';
  const criteria = tender.selection_criteria?.trim() || (bi.lowest_price_selection ? lowestPriceWords : null);
  const french = ctx.language === 'fra' && tender.language === 'fra' && tender.description_fr;
  return {
    ctx,
    p,
    company: ctx.company,
    title: tender.title,
    org: tender.organization.name ?? p.defaultOrg,
    ref: tender.reference_number,
    solicitation: tender.solicitation_number,
    deliverables: tenderProducts(tender).slice(0, 3),
    summary: french
      ? leadSentences(tender.description)
      : (bi.ai_description ?? (tender.description.trim().slice(0, 400) || null)),
    scope: requirements.filter((r) => r.id.startsWith('scope-')).map((r) => r.evidence ?? ''),
    regions: bi.delivery_regions.length > 0 ? bi.delivery_regions : tender.regions,
    criteria,
    isLowestPrice: criteria !== null && p.isLowestPrice(criteria),
    isTechnicalMerit: criteria !== null && p.isTechnicalMerit(criteria),
    start: tender.contract_start_date,
    end: tender.contract_end_date,
    months: bi.delivery_timeline_months,
    requirement: (id) => requirements.find((r) => r.id === id),
  };
};

const regionList = (f: Facts, regions: readonly string[]): string => f.p.list(regions.map(f.p.region));
const deliverableList = (f: Facts): string => f.p.list(f.deliverables.map(lowerFirst));
const periodOf = (f: Facts): string | null => f.p.period({ start: f.start, end: f.end, months: f.months });
const evaluationKind = (f: Facts): 'lowest' | 'merit' | 'other' =>
  f.isLowestPrice ? 'lowest' : f.isTechnicalMerit ? 'merit' : 'other';

const clearanceOf = (f: Facts): string | null => {
  const bi = f.ctx.tender.business_intelligence;
  return bi.clearance_required ? f.p.clearance(bi.clearance_levels) : null;
};

const requiredCertifications = (f: Facts): string[] => {
  const bi = f.ctx.tender.business_intelligence;
  return [...new Set([...bi.business_certifications, ...bi.product_certifications])];
};

const holds = (company: CompanyFacts, certification: string): boolean =>
  company.certifications.some((held) => held.toLowerCase() === certification.toLowerCase());

// ---------------------------------------------------------------------------------------------------------
// The sections: what is said, from the facts, in either language.

/**
 * What to quote from one of the user's uploads: the sentences the requirement rules (the same as the notice's)
 * cite in it, else its first sentences that read like requirements, else its first sentences.
 */
const uploadQuote = (text: string): string | null => {
  const cited = extractBusinessIntelligence({
    titleEn: null,
    titleFr: null,
    descriptionEn: text.slice(0, 200_000),
    descriptionFr: null,
    selectionCriteriaEn: null,
    selectionCriteriaFr: null,
    contractStartDate: null,
    contractEndDate: null,
    deliveryRegions: [],
    deliveryPlaces: [],
    unspscDescriptionsEn: [],
    gsinDescriptionsEn: [],
  }).evidence.map((evidence) => evidence.sentence);
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
  const requirementLike = sentences.filter((sentence) =>
    /\b(must|shall|required?|mandatory|doit|doivent|obligatoire)\b/i.test(sentence),
  );
  const picked =
    cited.length > 0
      ? [...new Set(cited)].slice(0, 3)
      : (requirementLike.length > 0 ? requirementLike : sentences).slice(0, 2);
  const quote = picked.join(' ').trim();
  return quote === '' ? null : quote.slice(0, 600);
};

const executiveSummary = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  paragraphs.push(
    p.opening({
      company: company.name,
      org: f.org,
      title: f.title,
      ref: f.ref,
      solicitation: f.solicitation,
      summary: f.summary,
    }),
  );
  for (const upload of ctx.ownUploads.slice(0, 3)) {
    const quote = uploadQuote(upload.text);
    if (quote) paragraphs.push(p.ownUpload({ filename: upload.filename, quote }));
  }

  if (company.hasProfile && company.size && company.industry && company.experience) {
    paragraphs.push(
      p.companyIntro({
        company: company.name,
        size: company.size,
        industry: company.industry as CompanyProfile['industry'],
        services: company.relevantServices,
        experience: company.experience,
        certifications: company.certifications,
      }),
    );
  } else {
    paragraphs.push(p.gap('company'));
  }

  const commitments: string[] = [];
  if (f.deliverables.length > 0) commitments.push(p.commitDeliver(deliverableList(f)));
  if (f.regions.length > 0) commitments.push(p.commitServe(regionList(f, f.regions)));
  const period = periodOf(f);
  if (period) commitments.push(p.commitPeriod(period));
  const clearance = clearanceOf(f);
  if (clearance) commitments.push(p.commitClearance(clearance));
  if (bi.experience_required) commitments.push(p.commitExperience(bi.experience_years));
  const certifications = requiredCertifications(f);
  if (certifications.length > 0) commitments.push(p.commitCertifications(p.list(certifications)));
  const language = p.languages(bi.language_requirements);
  if (language) commitments.push(p.commitLanguage(language));
  if (commitments.length > 0) paragraphs.push(p.commitments(commitments));

  if (f.criteria) paragraphs.push(p.evaluation(evaluationKind(f), f.criteria));
  return paragraphs;
};

const technicalApproach = (f: Facts): string[] => {
  const { company, p } = f;
  const paragraphs: string[] = [];
  const what = f.deliverables.length > 0 ? deliverableList(f) : p.workOf(f.title);
  const listed = f.deliverables.length > 0;
  paragraphs.push(p.understanding({ org: f.org, what, listed, scope: f.scope }));

  f.deliverables.forEach((deliverable, index) => {
    paragraphs.push(
      p.deliverable({
        deliverable,
        company: company.name,
        service: company.relevantServices[index % Math.max(1, company.relevantServices.length)],
        regions: f.regions.length > 0 ? regionList(f, f.regions) : null,
        org: f.org,
      }),
    );
  });

  paragraphs.push(
    p.method({
      org: f.org,
      start: f.start,
      what,
      listed,
      iso9001: holds(company, 'ISO 9001'),
      title: f.title,
    }),
  );

  if (f.regions.length > 0) {
    paragraphs.push(
      p.serviceArea({
        regions: regionList(f, f.regions),
        served: f.regions.filter((region) => company.regions.includes(region)).map(p.region),
        others: f.regions.filter((region) => !company.regions.includes(region)).map(p.region),
        company: company.name,
      }),
    );
  }

  if (f.criteria && f.isTechnicalMerit) paragraphs.push(p.technicalMerit(f.criteria));
  return paragraphs;
};

const projectTeam = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  paragraphs.push(
    company.size
      ? p.team({
          size: company.size,
          org: f.org,
          firstDeliverable: f.deliverables[0] ? lowerFirst(f.deliverables[0]) : null,
        })
      : p.gap('team'),
  );
  const clearance = clearanceOf(f);
  if (clearance) {
    paragraphs.push(
      p.security({
        clearance,
        company: company.name,
        holdsClearance: holds(company, 'Security Clearance'),
        evidence: f.requirement('security-clearance')?.evidence ?? null,
      }),
    );
  }
  if (bi.experience_required) {
    paragraphs.push(
      p.experienceRequired({
        years: bi.experience_years,
        company: company.name,
        experience: company.experience,
      }),
    );
  } else if (company.experience) {
    paragraphs.push(p.experienceOnly(company.name, company.experience));
  }
  const language = p.languages(bi.language_requirements);
  if (language) paragraphs.push(p.language(language));
  return paragraphs;
};

const timeline = (f: Facts): string[] => {
  const { tender } = f.ctx;
  const { p } = f;
  const paragraphs: string[] = [];
  paragraphs.push(
    p.keyDates({ closing: tender.closing_date ? p.closing(tender.closing_date) : null, period: periodOf(f) }),
  );
  const milestones = f.start
    ? p.milestonesFromStart({ org: f.org, start: f.start })
    : p.milestonesFromAward(f.org);
  if (f.deliverables.length > 0) {
    milestones.push(
      p.ongoingDelivery({
        deliverables: deliverableList(f),
        regions: f.regions.length > 0 ? regionList(f, f.regions) : null,
        months: f.months,
      }),
    );
  }
  const closeOut = p.closeOut({ end: f.end, months: f.months });
  if (closeOut) milestones.push(closeOut);
  paragraphs.push(p.milestones(milestones));
  return paragraphs;
};

const budget = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const paragraphs: string[] = [];
  if (f.criteria) paragraphs.push(p.pricingBasis(evaluationKind(f), f.criteria));
  const amount = ctx.tender.value.amount;
  paragraphs.push(
    p.priceTerms({
      amount: amount !== null && amount > 0 ? amount : null,
      period: periodOf(f),
      regions: f.regions.length > 0 ? regionList(f, f.regions) : null,
    }),
  );
  paragraphs.push(
    p.pricingStructure({
      contractTypes: company.contractTypes,
      deliverables: f.deliverables.length > 0 ? deliverableList(f) : null,
      contractValue: company.contractValue,
      company: company.name,
    }),
  );
  return paragraphs;
};

const additionalInfo = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  if (bi.indigenous_business_required) {
    paragraphs.push(
      p.indigenous({
        partial: bi.indigenous_set_aside === 'partial',
        company: company.name,
        holds: holds(company, 'Indigenous Business'),
      }),
    );
  }
  for (const certification of requiredCertifications(f)) {
    paragraphs.push(
      p.certification({ certification, company: company.name, holds: holds(company, certification) }),
    );
  }
  if (bi.canadian_made) paragraphs.push(p.canadianContent);
  const others = company.certifications.filter(
    (held) => !requiredCertifications(f).some((required) => required.toLowerCase() === held.toLowerCase()),
  );
  if (others.length > 0) {
    paragraphs.push(
      p.otherCertifications(
        company.name,
        p.list(ctx.language === 'fra' ? others.map(frCertification) : others),
      ),
    );
  }
  paragraphs.push(
    p.terms({
      company: company.name,
      solicitation: f.solicitation ?? f.ref,
      title: f.title,
      agreements: ctx.tender.trade_agreements.slice(0, 4),
    }),
  );
  return paragraphs;
};

const WRITERS: Record<ResponseSectionKey, (facts: Facts) => string[]> = {
  executive_summary: executiveSummary,
  technical_approach: technicalApproach,
  project_team: projectTeam,
  timeline,
  budget,
  additional_info: additionalInfo,
};

/** The paragraphs of one section, written from the context's facts in the context's language. */
export const composeSection = (ctx: DraftingContext, section: ResponseSectionKey): string[] =>
  WRITERS[section](factsOf(ctx)).filter((paragraph) => paragraph.trim() !== '');
