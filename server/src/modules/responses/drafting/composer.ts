import { formatLongDate, type ResponseSectionKey, type TenderRequirement } from '@tenderscout/domain';
import type { CompanyFacts, DraftingContext } from './drafting-context';

/**
 * The built-in drafting engine: it assembles each section from the tender's facts and the company profile,
 * sentence by sentence, with no model and no fixed text of its own beyond the connecting phrases. What a
 * paragraph says depends on what the tender requires: two tenders give two different drafts, each naming its
 * own requirements. Where a fact is missing it says so, or leaves a marked gap, rather than inventing one.
 * English for now; the phrasing lives here so a French composer can sit beside it.
 */

const list = (items: readonly string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
};

const lowerFirst = (text: string): string =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** Regions as prose: `National` reads as Canada-wide (keeping the word the checklist looks for). */
const regionList = (regions: readonly string[]): string =>
  list(regions.map((region) => (region === 'National' ? 'Canada-wide (National)' : region)));

const trimSentence = (text: string): string => text.trim().replace(/[\s.;:]+$/, '');

const formatClosing = (iso: string): string =>
  `${new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso))} (Eastern time)`;

const formatMoney = (amount: number): string =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(
    amount,
  );

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const SIZE_PHRASES: Record<NonNullable<CompanyFacts['size']>, string> = {
  solo: 'an owner-operated business',
  small: 'a small business of 2 to 20 people',
  medium: 'a mid-sized firm of 21 to 100 people',
  large: 'a large firm of more than 100 people',
};

const EXPERIENCE_PHRASES: Record<NonNullable<CompanyFacts['experience']>, string> = {
  new: 'is new to government contracting and brings a focused, senior-led team to this work',
  some: 'has delivered government contracts before and brings that experience to this work',
  experienced: 'is an experienced government supplier with a record of on-time delivery',
  veteran: 'is a veteran government supplier with a long record of delivering contracts like this one',
};

const CONTRACT_VALUE_PHRASES: Record<NonNullable<CompanyFacts['contractValue']>, string> = {
  under100k: 'under $100,000',
  '100k-500k': '$100,000 to $500,000',
  '500k-1m': '$500,000 to $1 million',
  over1m: 'over $1 million',
};

const CONTRACT_TYPE_PHRASES: Record<string, string> = {
  'Fixed Price': 'a firm fixed price for each deliverable',
  'Time & Materials': 'firm per diem rates for each resource category, with a not-to-exceed ceiling',
  'Standing Offer': 'firm unit prices for each call-up under the standing offer',
  'Supply Arrangement': 'firm ceiling rates under the supply arrangement',
  'Task Authorization': 'firm rates applied to each task authorization, with a ceiling per task',
};

const TEAM_PHRASES: Record<NonNullable<CompanyFacts['size']>, string> = {
  solo: 'The work will be delivered by the owner in person, as the single accountable lead, with vetted subcontractors only where the statement of work allows',
  small:
    'A dedicated project lead will run the contract, supported by a core delivery team that stays on the contract from start to finish',
  medium:
    'A project manager will lead a dedicated delivery team, with a quality lead and backup resources named for each key role',
  large:
    'A project manager will lead a dedicated delivery team drawn from our larger bench, with a quality lead, named backups for every key role and surge capacity when volumes rise',
};

const gap = (what: string): string =>
  `[To complete: ${what}. Your company profile does not say; complete onboarding to fill this in.]`;

interface Facts {
  ctx: DraftingContext;
  company: CompanyFacts;
  title: string;
  org: string;
  ref: string;
  solicitation: string | null;
  deliverables: string[];
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

const factsOf = (ctx: DraftingContext): Facts => {
  const { tender, requirements } = ctx;
  const bi = tender.business_intelligence;
  const criteria = tender.selection_criteria?.trim() || (bi.lowest_price_selection ? 'Lowest price' : null);
  return {
    ctx,
    company: ctx.company,
    title: tender.title,
    org: tender.organization.name ?? 'the contracting authority',
    ref: tender.reference_number,
    solicitation: tender.solicitation_number,
    deliverables: (bi.ai_product_description ?? '')
      .split(';')
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 3),
    scope: requirements.filter((r) => r.id.startsWith('scope-')).map((r) => r.evidence ?? ''),
    regions: bi.delivery_regions.length > 0 ? bi.delivery_regions : tender.regions,
    criteria,
    isLowestPrice: /lowest price/i.test(criteria ?? ''),
    isTechnicalMerit: /technical merit/i.test(criteria ?? ''),
    start: tender.contract_start_date,
    end: tender.contract_end_date,
    months: bi.delivery_timeline_months,
    requirement: (id) => requirements.find((r) => r.id === id),
  };
};

const periodPhrase = (f: Facts): string | null => {
  const dates =
    f.start && f.end
      ? `${formatLongDate(f.start)} to ${formatLongDate(f.end)}`
      : f.start
        ? `starting ${formatLongDate(f.start)}`
        : f.end
          ? `ending ${formatLongDate(f.end)}`
          : null;
  if (dates && f.months !== null) return `${dates} (${f.months} months)`;
  return dates ?? (f.months !== null ? `${f.months} months` : null);
};

const clearancePhrase = (f: Facts): string | null => {
  const bi = f.ctx.tender.business_intelligence;
  if (!bi.clearance_required) return null;
  return bi.clearance_levels.length > 0
    ? `${list(bi.clearance_levels)} security clearance`
    : 'the security clearance the notice requires';
};

const languagePhrase = (f: Facts): string | null => {
  const languages = f.ctx.tender.business_intelligence.language_requirements;
  if (languages.includes('bilingual')) return 'bilingual (English and French)';
  if (languages.length > 0) return `in ${list(languages.map((l) => l.charAt(0).toUpperCase() + l.slice(1)))}`;
  return null;
};

const requiredCertifications = (f: Facts): string[] => {
  const bi = f.ctx.tender.business_intelligence;
  return [...new Set([...bi.business_certifications, ...bi.product_certifications])];
};

const holds = (company: CompanyFacts, certification: string): boolean =>
  company.certifications.some((held) => held.toLowerCase() === certification.toLowerCase());

// ---------------------------------------------------------------------------------------------------------

const executiveSummary = (f: Facts): string[] => {
  const { company, ctx } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  const summary = bi.ai_description ?? (ctx.tender.description.trim().slice(0, 400) || null);
  paragraphs.push(
    `${company.name} is pleased to submit this response to ${f.org} for "${f.title}" (reference ${f.ref}${
      f.solicitation ? `, solicitation ${f.solicitation}` : ''
    }).${summary ? ` We understand the requirement as the notice states it: ${trimSentence(summary)}.` : ''}`,
  );

  if (company.hasProfile && company.size && company.industry && company.experience) {
    paragraphs.push(
      `${company.name} is ${SIZE_PHRASES[company.size]} in ${company.industry}${
        company.relevantServices.length > 0 ? `, offering ${list(company.relevantServices)}` : ''
      }. The firm ${EXPERIENCE_PHRASES[company.experience]}.${
        company.certifications.length > 0 ? ` It holds ${list(company.certifications)}.` : ''
      }`,
    );
  } else {
    paragraphs.push(gap("a sentence on your company's size, services, certifications and experience"));
  }

  const commitments: string[] = [];
  if (f.deliverables.length > 0) commitments.push(`deliver ${list(f.deliverables.map(lowerFirst))}`);
  if (f.regions.length > 0) commitments.push(`serve ${regionList(f.regions)}`);
  const period = periodPhrase(f);
  if (period) commitments.push(`perform over the contract period, ${period}`);
  const clearance = clearancePhrase(f);
  if (clearance) commitments.push(`assign only personnel holding ${clearance}`);
  if (bi.experience_required) {
    commitments.push(
      bi.experience_years !== null
        ? `provide resources with at least ${bi.experience_years} years of experience`
        : 'provide resources with the experience the notice requires',
    );
  }
  const certifications = requiredCertifications(f);
  if (certifications.length > 0)
    commitments.push(`meet the ${list(certifications)} certification requirements`);
  const language = languagePhrase(f);
  if (language) commitments.push(`deliver the services ${language}`);
  if (commitments.length > 0) {
    paragraphs.push(
      `We commit to every stated requirement:\n${commitments.map((item) => `- We will ${item}.`).join('\n')}`,
    );
  }

  if (f.criteria) {
    paragraphs.push(
      f.isLowestPrice
        ? `The contract will be awarded on the basis of "${f.criteria}". Our Budget & Pricing section sets out a firm, all-inclusive price built to be the lowest compliant price, and every mandatory requirement is met without priced extras.`
        : f.isTechnicalMerit
          ? `Bids are evaluated on the basis of "${f.criteria}". The Technical Approach answers the technical merit criteria point by point, and Budget & Pricing sets out our price, so both parts of the rating can be scored directly from this response.`
          : `Bids are evaluated on this basis: ${f.criteria}. Each section of this response is written to be scored against it.`,
    );
  }
  return paragraphs;
};

const technicalApproach = (f: Facts): string[] => {
  const { company } = f;
  const paragraphs: string[] = [];
  const what =
    f.deliverables.length > 0 ? list(f.deliverables.map(lowerFirst)) : `the work described in "${f.title}"`;
  paragraphs.push(
    `Understanding of the requirement. ${f.org} requires ${what}.${
      f.scope.length > 0
        ? ` The notice specifies: ${f.scope.map((sentence) => `"${trimSentence(sentence)}."`).join(' ')}`
        : ''
    } Our approach answers each of these points.`,
  );

  f.deliverables.forEach((deliverable, index) => {
    const service = company.relevantServices[index % Math.max(1, company.relevantServices.length)];
    paragraphs.push(
      `${deliverable}. ${company.name} will deliver ${lowerFirst(deliverable)}${
        service ? `, drawing on our ${service} practice` : ''
      }${f.regions.length > 0 ? ` in ${regionList(f.regions)}` : ''}, with a named lead accountable for its quality, schedule and reporting to ${f.org}.`,
    );
  });

  const hasIso9001 = holds(company, 'ISO 9001');
  paragraphs.push(
    `Method. The work runs in four stages: (1) mobilisation, confirming the statement of work, contacts and service levels with the ${f.org} technical authority${
      f.start ? ` before ${formatLongDate(f.start)}` : ' at contract award'
    }; (2) delivery of ${what} to those service levels; (3) quality assurance${
      hasIso9001 ? ' under our ISO 9001 quality management system' : ''
    }, with every issue logged, corrected and reported; (4) regular reporting on performance against each requirement of "${f.title}".`,
  );

  if (f.regions.length > 0) {
    const served = f.regions.filter((region) => company.regions.includes(region));
    const others = f.regions.filter((region) => !company.regions.includes(region));
    paragraphs.push(
      `Service area. Delivery will cover ${regionList(f.regions)}.${
        served.length > 0
          ? ` ${regionList(served)} ${served.length > 1 ? 'are' : 'is'} already among the regions ${company.name} serves.`
          : ''
      }${
        others.length > 0
          ? ` For ${regionList(others)}, ${company.name} will mobilise resources before the start of the work.`
          : ''
      }`,
    );
  }

  if (f.criteria && f.isTechnicalMerit) {
    paragraphs.push(
      `Technical merit. Because the contract is awarded on the basis of "${f.criteria}", every rated criterion of the solicitation is answered here with the evidence the evaluators need: how the work is done, by whom, and how quality is controlled.`,
    );
  }
  return paragraphs;
};

const projectTeam = (f: Facts): string[] => {
  const { company, ctx } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  paragraphs.push(
    company.size
      ? `${TEAM_PHRASES[company.size]}. Key roles: a project lead who is the single point of contact for ${f.org}; the delivery team for ${
          f.deliverables[0] ? lowerFirst(f.deliverables[0]) : 'the work'
        }; and a quality lead who checks every deliverable against the requirement.`
      : gap('how your team is organised (the project lead, the delivery team and their roles)'),
  );
  const clearance = clearancePhrase(f);
  if (clearance) {
    paragraphs.push(
      `Security. The notice requires ${clearance}. Every person assigned to this contract will hold a valid ${clearance} before starting work, granted through the Contract Security Program.${
        holds(company, 'Security Clearance')
          ? ` ${company.name} already holds an organisation security clearance.`
          : ''
      }${
        ctx.requirements.find((r) => r.id === 'security-clearance')?.evidence
          ? ` (Notice: "${trimSentence(ctx.requirements.find((r) => r.id === 'security-clearance')?.evidence ?? '')}.")`
          : ''
      }`,
    );
  }
  if (bi.experience_required) {
    paragraphs.push(
      `Experience. ${
        bi.experience_years !== null
          ? `The notice asks for at least ${bi.experience_years} years of experience; each proposed resource meets or exceeds ${bi.experience_years} years of relevant experience`
          : 'The notice asks for relevant experience; each proposed resource brings direct experience of this kind of work'
      }, and résumés with references are provided on request.${
        company.experience ? ` ${company.name} ${EXPERIENCE_PHRASES[company.experience]}.` : ''
      }`,
    );
  } else if (company.experience) {
    paragraphs.push(`Experience. ${company.name} ${EXPERIENCE_PHRASES[company.experience]}.`);
  }
  const language = languagePhrase(f);
  if (language) {
    paragraphs.push(
      `Language. Services will be delivered ${language}, as the notice requires, by staff who work in those languages every day.`,
    );
  }
  return paragraphs;
};

const timeline = (f: Facts): string[] => {
  const { tender } = f.ctx;
  const paragraphs: string[] = [];
  const keyDates: string[] = [];
  if (tender.closing_date) keyDates.push(`Bid closing: ${formatClosing(tender.closing_date)}.`);
  const period = periodPhrase(f);
  if (period) keyDates.push(`Contract period: ${period}.`);
  paragraphs.push(
    keyDates.length > 0
      ? `Key dates. ${keyDates.join(' ')}`
      : 'Key dates. The notice gives no contract dates, so the schedule below counts from contract award.',
  );

  const milestones: string[] = [];
  if (f.start) {
    milestones.push(`Contract start and kick-off meeting with ${f.org}: ${formatLongDate(f.start)}`);
    milestones.push(`Mobilisation complete: ${formatLongDate(addDays(f.start, 14))}`);
    milestones.push(`First monthly progress report: ${formatLongDate(addDays(f.start, 30))}`);
  } else {
    milestones.push(`Kick-off meeting with ${f.org}: within 5 working days of contract award`);
    milestones.push('Mobilisation complete: 2 weeks after contract award');
    milestones.push('Progress reports: monthly from the first month');
  }
  if (f.deliverables.length > 0) {
    milestones.push(
      `Ongoing delivery of ${list(f.deliverables.map(lowerFirst))}${f.regions.length > 0 ? ` in ${regionList(f.regions)}` : ''}${
        f.months !== null ? ` for the ${f.months} months of the contract` : ''
      }`,
    );
  }
  if (f.end) milestones.push(`Close-out and final report: ${formatLongDate(f.end)}`);
  else if (f.months !== null) milestones.push(`Close-out and final report: at the end of month ${f.months}`);
  paragraphs.push(`Milestones:\n${milestones.map((item) => `- ${item}`).join('\n')}`);
  return paragraphs;
};

const budget = (f: Facts): string[] => {
  const { company, ctx } = f;
  const paragraphs: string[] = [];
  if (f.criteria) {
    paragraphs.push(
      f.isLowestPrice
        ? `Pricing basis. The contract is awarded on the basis of "${f.criteria}", so our price is scoped to exactly what the notice requires, with no optional items priced in, to offer the lowest compliant price.`
        : f.isTechnicalMerit
          ? `Pricing basis. Price is scored together with technical merit (${f.criteria}); our price reflects the full scope set out in the Technical Approach, with no hidden or optional costs.`
          : `Pricing basis. Bids are evaluated on this basis: ${f.criteria}. Our price covers the full scope of the requirement.`,
    );
  }
  const amount = ctx.tender.value.amount;
  const period = periodPhrase(f);
  paragraphs.push(
    `${amount !== null && amount > 0 ? `The notice discloses an estimated value of ${formatMoney(amount)}. ` : 'The notice does not disclose a contract value. '}Our price will be entered in the solicitation's financial bid form in Canadian dollars, firm${
      period ? ` for the contract period, ${period}` : ' for the duration of the contract'
    }, and all-inclusive (labour, materials, equipment${
      f.regions.length > 0 ? `, and travel within ${regionList(f.regions)}` : ''
    }), with applicable taxes shown separately.`,
  );
  const structure = company.contractTypes.map((type) => CONTRACT_TYPE_PHRASES[type]).filter(Boolean);
  paragraphs.push(
    `Pricing structure. ${
      structure.length > 0
        ? `We propose ${structure[0]}${structure.length > 1 ? `; where the solicitation calls for it, ${structure.slice(1).join('; ')}` : ''}.`
        : gap('how you prefer to price (fixed price, per diem rates, unit prices…)')
    }${f.deliverables.length > 0 ? ` Cost components: ${list(f.deliverables.map(lowerFirst))}.` : ''}${
      company.contractValue
        ? ` Contracts of ${CONTRACT_VALUE_PHRASES[company.contractValue]} are the size ${company.name} usually delivers.`
        : ''
    }`,
  );
  return paragraphs;
};

const additionalInfo = (f: Facts): string[] => {
  const { company, ctx } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  if (bi.indigenous_business_required) {
    const kind =
      bi.indigenous_set_aside === 'partial'
        ? 'partly set aside for Indigenous businesses'
        : 'set aside for Indigenous businesses';
    paragraphs.push(
      holds(company, 'Indigenous Business')
        ? `Indigenous business. This requirement is ${kind} under the Procurement Strategy for Indigenous Business (PSIB). ${company.name} is an Indigenous business and will attach proof of its registration in the Indigenous Business Directory.`
        : `Indigenous business. This requirement is ${kind} under the Procurement Strategy for Indigenous Business (PSIB). [To confirm before submitting: your company profile does not list Indigenous Business certification${
            bi.indigenous_set_aside === 'partial'
              ? '; name the Indigenous business partner for the set-aside portion'
              : ''
          }.]`,
    );
  }
  for (const certification of requiredCertifications(f)) {
    paragraphs.push(
      holds(company, certification)
        ? `Certification: ${certification}. ${company.name} holds ${certification}, as the notice requires; a copy of the certificate is attached.`
        : `Certification: ${certification}. The notice requires ${certification}. [To confirm before submitting: it is not in your company profile; attach proof of ${certification}.]`,
    );
  }
  if (bi.canadian_made) {
    paragraphs.push(
      'Canadian content. The goods supplied will meet the Canadian content requirement of the notice, and proof of Canadian content will be provided for each item on request.',
    );
  }
  const others = company.certifications.filter(
    (held) => !requiredCertifications(f).some((required) => required.toLowerCase() === held.toLowerCase()),
  );
  if (others.length > 0) {
    paragraphs.push(`Other certifications. ${company.name} also holds ${list(others)}.`);
  }
  const agreements = ctx.tender.trade_agreements;
  paragraphs.push(
    `Terms. ${company.name} accepts the terms and conditions of solicitation ${f.solicitation ?? f.ref} ("${f.title}") and confirms that this bid remains valid for the period the solicitation requires.${
      agreements.length > 0
        ? ` We note that this procurement is covered by ${list(agreements.slice(0, 4))}.`
        : ''
    }`,
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

/** The paragraphs of one section, written from the context's facts. */
export const composeSection = (ctx: DraftingContext, section: ResponseSectionKey): string[] =>
  WRITERS[section](factsOf(ctx)).filter((paragraph) => paragraph.trim() !== '');
