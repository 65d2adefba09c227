import { formatLongDate } from '@tenderscout/domain';
import type { CompanyProfile } from '@tenderscout/domain';
import type { ContractValue, Experience, Phrases, Size } from './phrasebook';
import { addDays, endSentence, joinWith, lowerFirst, trimSentence } from './prose';

/** Every sentence of a draft in English. */

const EN_SIZE: Record<Size, string> = {
  solo: 'an owner-operated business',
  small: 'a small business of 2 to 20 people',
  medium: 'a mid-sized firm of 21 to 100 people',
  large: 'a large firm of more than 100 people',
};

/** Exactly what the profile records (the onboarding question's ranges), nothing more. */
const EN_EXPERIENCE: Record<Experience, string> = {
  new: 'is new to government contracting',
  some: 'has delivered one to five government contracts',
  experienced: 'has delivered six to twenty government contracts',
  veteran: 'has delivered more than twenty government contracts',
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
const enClearance = (levels: readonly string[]): string =>
  levels.length > 0 ? `${enList(levels)} security clearance` : 'the security clearance the notice requires';
const toConfirm = (note: string): string => `[To confirm before submitting: ${note}.]`;
const notListed = (claim: string): string => `your company profile does not list ${claim}`;

export const PHRASES_EN: Phrases = {
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
  clearance: enClearance,
  languages: (requirements) => {
    if (requirements.includes('bilingual')) return 'bilingual (English and French)';
    if (requirements.length > 0)
      return `in ${enList(requirements.map((l) => l.charAt(0).toUpperCase() + l.slice(1)))}`;
    return null;
  },
  defaultOrg: 'the contracting authority',
  isLowestPrice: (criteria) => /lowest price/i.test(criteria),
  isTechnicalMerit: (criteria) => /technical merit/i.test(criteria),
  certificationName: (certification) => certification,
  gap: (what) =>
    `[To complete: ${EN_GAPS[what]}. Your company profile does not say; add it in Settings → Company.]`,
  toConfirm,
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
    }).${summary ? ` We understand the requirement as the notice states it: "${endSentence(summary)}"` : ''}`,
  ownUpload: ({ filename, quote }) =>
    `[From your uploaded document "${filename}" (your own file, not part of the notice): "${quote}" Check it before sending.]`,
  companyIntro: ({
    company,
    size,
    industry,
    services,
    experience,
    certifications,
    description,
    clearance,
  }) => {
    const held = [...certifications, ...(clearance ? [enClearance([clearance])] : [])];
    return `${company} is ${EN_SIZE[size]} in ${industry}${
      services.length > 0 ? `, offering ${enList(services)}` : ''
    }.${description ? ` In its own words: "${trimSentence(description)}."` : ''} The firm ${
      EN_EXPERIENCE[experience]
    }.${held.length > 0 ? ` It holds ${enList(held)}.` : ''}`;
  },
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
    `In answer to the requirements the notice states:\n${items
      .map(({ text, note }) => `- We will ${text}.${note ? ` ${toConfirm(note)}` : ''}`)
      .join('\n')}`,
  unlisted: notListed,
  experienceNote: (years) =>
    `name the resources you propose${years !== null ? ` and their years of experience (at least ${years})` : ' and their experience'}; attach résumés and references only if the solicitation asks for them`,
  languageNote: (language) =>
    `your company profile does not list the working languages this needs (${language})`,
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
  security: ({ clearance, company, held, covers, heldWithoutLevel, evidence }) => {
    const standing =
      held && covers
        ? `${company} already holds ${enClearance([held])}.`
        : held
          ? toConfirm(`your company profile lists ${enClearance([held])}, which does not cover ${clearance}`)
          : heldWithoutLevel
            ? `${company} already holds an organisation security clearance. ${toConfirm(`your company profile does not give its level; check that it covers ${clearance}`)}`
            : toConfirm(notListed(clearance));
    return `Security. The notice requires ${clearance}. Every person assigned to this contract will hold a valid ${clearance} before starting work, granted through the Contract Security Program. ${standing}${
      evidence ? ` (Notice: "${trimSentence(evidence)}.")` : ''
    }`;
  },
  experienceRequired: ({ years, company, experience }) =>
    `Experience. ${
      years !== null
        ? `The notice asks for at least ${years} years of experience.`
        : 'The notice asks for relevant experience.'
    }${experience ? ` ${company} ${EN_EXPERIENCE[experience]}.` : ''} ${toConfirm(PHRASES_EN.experienceNote(years))}`,
  experienceOnly: (company, experience) => `Experience. ${company} ${EN_EXPERIENCE[experience]}.`,
  language: (language, supported) =>
    `Language. Services will be delivered ${language}, as the notice requires${
      supported ? '.' : `. ${toConfirm(PHRASES_EN.languageNote(language))}`
    }`,

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
    `${amount !== null ? `The notice discloses an estimated value of ${PHRASES_EN.money(amount)}. ` : 'The notice does not disclose a contract value. '}Our price will be entered in the solicitation's financial bid form in Canadian dollars, firm${
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
        : PHRASES_EN.gap('pricing')
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
      : `Indigenous business. This requirement is ${kind} under the Procurement Strategy for Indigenous Business (PSIB). ${toConfirm(
          `${notListed('Indigenous Business eligibility')}${
            partial ? '; name the Indigenous business partner for the set-aside portion' : ''
          }`,
        )}`;
  },
  certification: ({ certification, company, holds }) =>
    holds
      ? `Certification: ${certification}. ${company} holds ${certification}, as the notice requires; a copy of the certificate is attached.`
      : `Certification: ${certification}. The notice requires ${certification}. ${toConfirm(
          `${notListed(certification)}; attach proof of ${certification}`,
        )}`,
  canadianContent: `Canadian content. The notice requires Canadian content for the goods supplied. ${toConfirm(
    'your company profile does not record where your goods are made; attach proof of Canadian content for each item if the solicitation asks for it',
  )}`,
  otherCertifications: (company, certifications) =>
    `Other certifications. ${company} also holds ${certifications}.`,
  terms: ({ company, solicitation, title, agreements }) =>
    `Terms. ${company} accepts the terms and conditions of solicitation ${solicitation} ("${title}") and confirms that this bid remains valid for the period the solicitation requires.${
      agreements.length > 0 ? ` We note that this procurement is covered by ${enList(agreements)}.` : ''
    }`,
};
