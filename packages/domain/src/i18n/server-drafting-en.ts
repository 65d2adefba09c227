import { draftingTermsEn } from './server-drafting-terms-en';

/**
 * The built-in drafting engine's sentences (server/src/modules/responses/drafting), part of the server's
 * catalogue under `drafting`. Values come in as the language says them: a French draft's organisation name
 * already carries its article (« au ministère… », `{{org}}`), a clearance its « la »; English passes them as
 * they are. A part of a sentence that is said only sometimes is its own key (most start with a space), passed
 * in rendered as a value of the sentence.
 */
export const draftingEn = {
  ...draftingTermsEn,
  and: 'and',
  national: 'Canada-wide (National)',
  defaultOrg: 'the contracting authority',
  /** The selection criteria a notice that only says it is awarded on the lowest price gets. */
  lowestPrice: 'Lowest price',
  quoted: '"{{text}}"',
  closing: '{{time}} (Eastern time)',
  toConfirm: '[To confirm before submitting: {{note}}.]',
  gap: '[To complete: {{what}}. Your company profile does not say; add it in Settings → Company.]',
  notListed: 'your company profile does not list {{claim}}',
  unlisted: {
    clearance: 'your company profile does not list {{claim}}',
    certification: 'your company profile does not list {{claim}}',
  },
  months_one: '{{count}} month',
  months_other: '{{count}} months',
  /** The company's name when neither its profile nor its account gives one. */
  ourCompany: 'Our company',
  period: {
    between: '{{start}} to {{end}}',
    from: 'starting {{start}}',
    until: 'ending {{end}}',
    withMonths: '{{dates}} ({{months}})',
  },
  languages: { bilingual: 'bilingual (English and French)', in: 'in {{names}}' },
  opening: {
    text: '{{company}} is pleased to submit this response to {{org}} for "{{title}}" (reference {{ref}}{{solicitation}}).{{summary}}',
    solicitation: ', solicitation {{solicitation}}',
    summary: ' We understand the requirement as the notice states it: "{{summary}}"',
  },
  ownUpload:
    '[From your uploaded document "{{filename}}" (your own file, not part of the notice): "{{quote}}" Check it before sending.]',
  intro: {
    text: '{{company}} is {{size}}{{sector}}{{services}}.{{description}}{{experience}}{{held}}',
    sector: ' in {{industry}}',
    services: ', offering {{services}}',
    description: ' In its own words: "{{description}}."',
    experience: ' The firm {{experience}}.',
    heldCertifications: ' It holds {{certifications}}.',
    heldClearance: ' It holds {{clearance}}.',
    /** English says the certifications and the clearance in one list (`all`); French in two sentences. */
    heldBoth: ' It holds {{all}}.',
  },
  commit: {
    deliver: 'deliver {{deliverables}}',
    serve: 'serve {{regions}}',
    period: 'perform over the contract period, {{period}}',
    clearance: 'assign only personnel holding {{clearance}}',
    experienceYears: 'provide resources with at least {{years}} years of experience',
    experience: 'provide resources with the experience the notice requires',
    certifications: 'meet the {{certifications}} certification requirements',
    language: 'deliver the services {{language}}',
    intro: 'In answer to the requirements the notice states:',
    item: '- We will {{text}}.{{note}}',
  },
  experienceNote: {
    years:
      'name the resources you propose and their years of experience (at least {{years}}); attach résumés and references only if the solicitation asks for them',
    any: 'name the resources you propose and their experience; attach résumés and references only if the solicitation asks for them',
  },
  languageNote: 'your company profile does not list the working languages this needs ({{language}})',
  evaluation: {
    lowest:
      'The contract will be awarded on the basis of "{{criteria}}". Our Budget & Pricing section sets out a firm, all-inclusive price built to be the lowest compliant price, and every mandatory requirement is met without priced extras.',
    merit:
      'Bids are evaluated on the basis of "{{criteria}}". The Technical Approach answers the technical merit criteria point by point, and Budget & Pricing sets out our price, so both parts of the rating can be scored directly from this response.',
    other:
      'Bids are evaluated on this basis: {{criteria}}. Each section of this response is written to be scored against it.',
  },
  understanding: {
    /** `what` is a list of the goods and services bought; French announces it as one. */
    listed:
      'Understanding of the requirement. {{org}} requires {{what}}.{{scope}} Our approach answers each of these points.',
    other:
      'Understanding of the requirement. {{org}} requires {{what}}.{{scope}} Our approach answers each of these points.',
    scope: ' The notice specifies: {{sentences}}',
  },
  workOf: 'the work described in "{{title}}"',
  deliverable: {
    /** `lowered`: the deliverable again, lower case (French names it once). */
    text: '{{deliverable}}. {{company}} will deliver {{lowered}}{{service}}{{regions}}, with a named lead accountable for its quality, schedule and reporting to {{org}}.',
    service: ', drawing on our {{service}} practice',
    regions: ' in {{regions}}',
  },
  method: {
    text: 'Method. The work runs in four stages: (1) mobilisation, confirming the statement of work, contacts and service levels with the {{org}} technical authority{{start}}; (2) {{delivery}} to those service levels; (3) quality assurance{{quality}}, with every issue logged, corrected and reported; (4) regular reporting on performance against each requirement of "{{title}}".',
    start: ' before {{date}}',
    atAward: ' at contract award',
    deliveryListed: 'delivery of {{what}}',
    delivery: 'delivery of {{what}}',
    quality: ' under our ISO 9001 quality management system',
  },
  serviceArea: {
    text: 'Service area. Delivery will cover {{regions}}.{{served}}{{others}}',
    served_one: ' {{regions}} is already among the regions {{company}} serves.',
    served_other: ' {{regions}} are already among the regions {{company}} serves.',
    others: ' For {{regions}}, {{company}} will mobilise resources before the start of the work.',
  },
  technicalMerit:
    'Technical merit. Because the contract is awarded on the basis of "{{criteria}}", every rated criterion of the solicitation is answered here with the evidence the evaluators need: how the work is done, by whom, and how quality is controlled.',
  team: {
    text: '{{team}}. Key roles: a project lead who is the single point of contact for {{org}}; the delivery team {{delivery}}; and a quality lead who checks every deliverable against the requirement.',
    deliverable: 'for {{deliverable}}',
    work: 'for the work',
  },
  security: {
    text: 'Security. The notice requires {{theClearance}}. Every person assigned to this contract will hold a valid {{clearance}} before starting work, granted through the Contract Security Program. {{standing}}{{evidence}}',
    holds: '{{company}} already holds {{held}}.',
    notCovered: 'your company profile lists {{held}}, which does not cover {{clearance}}',
    withoutLevel: '{{company}} already holds an organisation security clearance. {{note}}',
    noLevel: 'your company profile does not give its level; check that it covers {{clearance}}',
    evidence: ' (Notice: "{{evidence}}.")',
  },
  experience: {
    years: 'Experience. The notice asks for at least {{years}} years of experience.{{company}} {{note}}',
    any: 'Experience. The notice asks for relevant experience.{{company}} {{note}}',
    company: ' {{company}} {{experience}}.',
    only: 'Experience. {{company}} {{experience}}.',
  },
  language: {
    supported: 'Language. Services will be delivered {{language}}, as the notice requires.',
    unsupported: 'Language. Services will be delivered {{language}}, as the notice requires. {{note}}',
  },
  keyDates: {
    text: 'Key dates. {{dates}}',
    closing: 'Bid closing: {{closing}}.',
    period: 'Contract period: {{period}}.',
    none: 'Key dates. The notice gives no contract dates, so the schedule below counts from contract award.',
  },
  milestones: {
    title: 'Milestones:',
    start: 'Contract start and kick-off meeting with {{org}}: {{date}}',
    mobilised: 'Mobilisation complete: {{date}}',
    firstReport: 'First monthly progress report: {{date}}',
    kickOff: 'Kick-off meeting with {{org}}: within 5 working days of contract award',
    mobilisedAfterAward: 'Mobilisation complete: 2 weeks after contract award',
    reports: 'Progress reports: monthly from the first month',
    ongoing: 'Ongoing delivery of {{deliverables}}{{regions}}{{months}}',
    ongoingRegions: ' in {{regions}}',
    ongoingMonths_one: ' for the {{count}} month of the contract',
    ongoingMonths_other: ' for the {{count}} months of the contract',
    closeOut: 'Close-out and final report: {{date}}',
    closeOutMonth_one: 'Close-out and final report: at the end of month {{count}}',
    closeOutMonth_other: 'Close-out and final report: at the end of month {{count}}',
  },
} as const;
