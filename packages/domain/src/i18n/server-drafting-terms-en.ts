/**
 * The drafting engine's terms (a company's size, experience, contract types and values, team, the names of
 * clearances and certifications) and its budget and additional-information sentences: part of `drafting`.
 */
export const draftingTermsEn = {
  sizes: {
    solo: 'an owner-operated business',
    small: 'a small business of 2 to 20 people',
    medium: 'a mid-sized firm of 21 to 100 people',
    large: 'a large firm of more than 100 people',
  },
  /** Exactly what the profile records (the onboarding question's ranges), nothing more. */
  experiences: {
    new: 'is new to government contracting',
    some: 'has delivered one to five government contracts',
    experienced: 'has delivered six to twenty government contracts',
    veteran: 'has delivered more than twenty government contracts',
  },
  contractValues: {
    under100k: 'under $100,000',
    '100k-500k': '$100,000 to $500,000',
    '500k-1m': '$500,000 to $1 million',
    over1m: 'over $1 million',
  },
  contractTypes: {
    'Fixed Price': 'a firm fixed price for each deliverable',
    'Time & Materials': 'firm per diem rates for each resource category, with a not-to-exceed ceiling',
    'Standing Offer': 'firm unit prices for each call-up under the standing offer',
    'Supply Arrangement': 'firm ceiling rates under the supply arrangement',
    'Task Authorization': 'firm rates applied to each task authorization, with a ceiling per task',
  },
  teams: {
    solo: 'The work will be delivered by the owner in person, as the single accountable lead, with vetted subcontractors only where the statement of work allows',
    small:
      'A dedicated project lead will run the contract, supported by a core delivery team that stays on the contract from start to finish',
    medium:
      'A project manager will lead a dedicated delivery team, with a quality lead and backup resources named for each key role',
    large:
      'A project manager will lead a dedicated delivery team drawn from our larger bench, with a quality lead, named backups for every key role and surge capacity when volumes rise',
  },
  /** The profile's industry after `intro.sector` (an empty text: the language names no sector). */
  industries: {
    'Information Technology': 'Information Technology',
    'Professional Services': 'Professional Services',
    Construction: 'Construction',
    Healthcare: 'Healthcare',
    Manufacturing: 'Manufacturing',
    Transportation: 'Transportation',
    Education: 'Education',
    'Environmental Services': 'Environmental Services',
    'Security Services': 'Security Services',
    Other: 'Other',
  },
  /** The profile's certifications that have a name of their own in a language (others keep theirs). */
  certificationNames: {
    'Security Clearance': 'Security Clearance',
    'Indigenous Business': 'Indigenous Business',
    'Minority-Owned Business': 'Minority-Owned Business',
    'Small Business': 'Small Business',
  },
  clearanceLevels: {
    Reliability: 'Reliability',
    'Enhanced Reliability': 'Enhanced Reliability',
    Secret: 'Secret',
    'Top Secret': 'Top Secret',
    DOS: 'DOS',
    FSC: 'FSC',
  },
  /** `levels`: the clearance levels, as a list. */
  clearanceOf: '{{levels}} security clearance',
  clearanceRequired: 'the security clearance the notice requires',
  languageNames: { french: 'French', english: 'English' },
  gaps: {
    company: "a sentence on your company's size, services, certifications and experience",
    team: 'how your team is organised (the project lead, the delivery team and their roles)',
    pricing: 'how you prefer to price (fixed price, per diem rates, unit prices…)',
  },
  pricingBasis: {
    lowest:
      'Pricing basis. The contract is awarded on the basis of "{{criteria}}", so our price is scoped to exactly what the notice requires, with no optional items priced in, to offer the lowest compliant price.',
    merit:
      'Pricing basis. Price is scored together with technical merit ({{criteria}}); our price reflects the full scope set out in the Technical Approach, with no hidden or optional costs.',
    other:
      'Pricing basis. Bids are evaluated on this basis: {{criteria}}. Our price covers the full scope of the requirement.',
  },
  priceTerms: {
    text: "{{value}}Our price will be entered in the solicitation's financial bid form in Canadian dollars, firm{{period}}, and all-inclusive (labour, materials, equipment{{travel}}), with applicable taxes shown separately.",
    value: 'The notice discloses an estimated value of {{amount}}. ',
    noValue: 'The notice does not disclose a contract value. ',
    period: ' for the contract period, {{period}}',
    noPeriod: ' for the duration of the contract',
    travel: ', and travel within {{regions}}',
  },
  pricing: {
    text: 'Pricing structure. {{structure}}{{components}}{{usual}}',
    propose: 'We propose {{first}}{{rest}}.',
    rest: '; where the solicitation calls for it, {{rest}}',
    components: ' Cost components: {{deliverables}}.',
    usual: ' Contracts of {{value}} are the size {{company}} usually delivers.',
  },
  indigenous: {
    partial: 'partly set aside for Indigenous businesses',
    full: 'set aside for Indigenous businesses',
    held: 'Indigenous business. This requirement is {{kind}} under the Procurement Strategy for Indigenous Business (PSIB). {{company}} is an Indigenous business and will attach proof of its registration in the Indigenous Business Directory.',
    notHeld:
      'Indigenous business. This requirement is {{kind}} under the Procurement Strategy for Indigenous Business (PSIB). {{note}}',
    eligibility: 'Indigenous Business eligibility',
    partner: '; name the Indigenous business partner for the set-aside portion',
  },
  certification: {
    held: 'Certification: {{certification}}. {{company}} holds {{certification}}, as the notice requires; a copy of the certificate is attached.',
    missing: 'Certification: {{certification}}. The notice requires {{certification}}. {{note}}',
    proof: 'your company profile does not list {{certification}}; attach proof of {{certification}}',
  },
  canadianContent: 'Canadian content. The notice requires Canadian content for the goods supplied. {{note}}',
  canadianNote:
    'your company profile does not record where your goods are made; attach proof of Canadian content for each item if the solicitation asks for it',
  otherCertifications: 'Other certifications. {{company}} also holds {{certifications}}.',
  terms: {
    text: 'Terms. {{company}} accepts the terms and conditions of solicitation {{solicitation}} ("{{title}}") and confirms that this bid remains valid for the period the solicitation requires.{{agreements}}',
    agreements: ' We note that this procurement is covered by {{agreements}}.',
  },
} as const;
