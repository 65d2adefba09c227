import { draftingEn } from './server-drafting-en';
import { fitEn } from './server-fit-en';

/**
 * Messages only the server renders (e-mails, the built-in tender summary, the fit score's explanations in
 * server-fit-en.ts, the built-in drafts' sentences in server-drafting-en.ts): the same format as the API's catalogue (`en.ts`, i18next interpolation and `_one` /
 * `_other` plurals) and the same `formatMessage`, kept apart so the web app does not ship them.
 */
const alertMail = {
  newTenders_one: '{{count}} new tender',
  newTenders_other: '{{count}} new tenders',
  subjectInstant: '{{tenders}} for "{{name}}"',
  subjectDigest: '{{digest}} digest: {{tenders}} for "{{name}}"',
  digest: { daily: 'Daily', weekly: 'Weekly' },
  intro: 'New tenders match your saved search "{{name}}":',
  buyer: 'Buyer',
  closes: 'Closes',
  noClosing: 'No closing date',
  reference: 'Reference',
  region: 'Region',
  closed: 'closed',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
  more: '…and {{count}} more in TenderScout.',
  manage: 'Manage your alerts',
  unsubscribe: 'Stop these alerts',
  notRelevant: 'Not relevant',
  why: 'You receive this e-mail because you saved the search "{{name}}" with alerts on.',
  colon: ': ',
  whyLabel: 'Why',
  whyWords: 'the words {{words}}',
  quoted: '“{{word}}”',
  whyCode: 'the code {{code}}',
  whyMeaning: 'a close meaning',
  companyFits: 'it fits your company profile',
  sourceSearch: 'your saved search "{{name}}"',
  sourceCompany: 'your company profile',
  companySubjectInstant: '{{tenders}} for your company',
  companySubjectDigest: '{{digest}} digest: {{tenders}} for your company',
  companyIntro: 'New tenders match your company profile:',
  companyWhy:
    'You receive this e-mail because "New tenders for my company" alerts are on for your company profile.',
  savedSubject_one: 'Update to a saved tender',
  savedSubject_other: '{{count}} updates to your saved tenders',
  savedIntro: 'What changed in the tenders you saved:',
  amended: 'Amended',
  amendment: 'Amendment {{number}}',
  changes: 'What changed',
  fit: 'Your fit',
  closingWithin_one: 'Closes within {{count}} day',
  closingWithin_other: 'Closes within {{count}} days',
  savedUnsubscribe: 'Stop these e-mails',
  savedWhy:
    'You receive this e-mail because you saved these tenders in TenderScout. They stay in the app either way.',
} as const;

const summary = {
  labels: { what: 'What', who: 'Buyer', where: 'Where', when: 'Closes', disqualifiers: 'Must have' },
  clearance: 'Security clearance: {{levels}}',
  clearanceUnstated: 'required',
  /** The clearance levels a notice names, as the summary says them. */
  clearanceLevels: {
    Reliability: 'Reliability',
    'Enhanced Reliability': 'Enhanced Reliability',
    Secret: 'Secret',
    'Top Secret': 'Top Secret',
    DOS: 'DOS',
    FSC: 'FSC',
  },
  indigenousPart: 'Part of the work set aside for Indigenous businesses',
  indigenousOnly: 'Only Indigenous businesses may bid (PSIB set-aside)',
  experienceYears_one: 'At least {{count}} year of experience',
  experienceYears_other: 'At least {{count}} years of experience',
  experienceSimilar: 'Similar experience required',
  businessCertification: '{{certification}} certification',
  productCertification: 'Products certified {{certification}}',
  canadianMade: 'Canadian goods only',
  bilingual: 'Work in English and French',
  frenchWork: 'Work in French',
  lowestPrice: 'Awarded to the lowest-priced compliant bid',
  locationUnstated: 'Location not stated',
  noClosingDate: 'No closing date given',
  closesIn_one: '{{at}} (in {{count}} day)',
  closesIn_other: '{{at}} (in {{count}} days)',
  closed: '{{at}} (closed)',
  buyerUnnamed: 'Government of Canada',
  buying: '{{buyer}} is buying: {{title}}.',
  buyingProduct: '{{buyer}} is buying: {{title}} ({{product}}).',
  deliveredIn: 'Delivered in {{where}}.',
  value: 'Value: {{value}}.',
  closes: 'Closes {{when}}.',
  toBid: 'To bid you need: {{items}}.',
  nothingDisqualifying: 'No disqualifying requirement was found in the notice.',
  noneFound: 'None found in the notice',
} as const;

const accountMail = {
  footer: 'TenderScout — Canadian government tenders.',
  signIn: 'Sign in',
  hello: 'Hello {{name}},',
  confirmSubject: 'Confirm your address for TenderScout',
  confirmBody:
    'Someone (probably you) asked for a TenderScout account with this address. Open the link below within {{hours}} hours to confirm it; an administrator then reviews your registration.',
  confirmIgnore: 'If this was not you, ignore this e-mail: no account is created without confirmation.',
  confirmAction: 'Confirm my address',
  alreadySubject: 'You already have a TenderScout account',
  alreadyBody:
    'Someone asked for a TenderScout account with this address, but it already has one. Nothing has changed.',
  alreadyIgnore: 'If this was you, sign in with your current password. If not, you can ignore this e-mail.',
  waitingSubject: 'Registration waiting for approval: {{email}}',
  waitingBody: '{{who}} confirmed their address and waits for your approval.',
  waitingAction: 'Approve or reject it in the Admin screen.',
  openAdmin: 'Open Admin',
  approvedSubject: 'Your TenderScout account is approved',
  approvedBody: 'An administrator approved your account: you can sign in now.',
} as const;

export const serverEn = { accountMail, alertMail, drafting: draftingEn, fit: fitEn, summary } as const;
