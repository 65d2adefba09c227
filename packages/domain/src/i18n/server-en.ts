/**
 * Messages only the server renders (e-mails, the built-in tender summary): the same format as the API's
 * catalogue (`en.ts`, i18next interpolation and `_one` / `_other` plurals) and the same `formatMessage`, kept
 * apart so the web app does not ship them.
 */
const summary = {
  labels: { what: 'What', who: 'Buyer', where: 'Where', when: 'Closes', disqualifiers: 'Must have' },
  clearance: 'Security clearance: {{levels}}',
  clearanceUnstated: 'required',
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

export const serverEn = { accountMail, summary } as const;
