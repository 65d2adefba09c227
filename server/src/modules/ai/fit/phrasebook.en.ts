import type { FitText } from './phrasebook';

export const FIT_TEXT_EN: FitText = {
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
  regionBuyer: (region) =>
    `No delivery region stated; the buying office is in ${region}, one of your regions`,
  regionBuyerOutside: (region, wanted) =>
    `No delivery region stated; the buying office is in ${region}, outside your regions (${wanted})`,
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
  clearanceNotSaid: (needed) =>
    `Requires ${needed}; your profile does not say which clearance your staff hold`,
  indigenousLabel: (full) => (full ? 'Set aside for Indigenous businesses' : 'Indigenous participation'),
  indigenousHeld: 'Your profile says you are eligible for Indigenous business set-asides',
  indigenousFullMissing: 'Only Indigenous businesses may bid; your profile does not list Indigenous Business',
  indigenousPartial: 'Part of the work is set aside for Indigenous businesses (a partnership may be needed)',
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
};
