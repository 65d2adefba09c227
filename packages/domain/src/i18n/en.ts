/**
 * Every message the API sends, in English: one object per feature, merged into `en`. The texts are the
 * product's own words (clients and tests assert them); `{{name}}` is a value filled in when the message is
 * rendered (i18next's placeholder), `{{name, megabytes}}` a value shown through one of `messageFormatters`,
 * and `$t(key)` another message of this catalogue. A key, once published, never changes meaning.
 */

const auth = {
  invalidCredentials: 'Invalid email or password',
  pendingApproval: 'Your account is pending approval by an administrator',
  rejected: 'Your account registration was rejected. Contact an administrator for help.',
  registeredPending: 'Registration successful. Your account is pending approval by an administrator.',
  registeredConfirmEmail:
    'Registration received. Check your e-mail: follow the link we sent to confirm your address, then an administrator reviews your account.',
  registrationConfirmed:
    'Your address is confirmed. Your account is pending approval by an administrator; you will get an e-mail once it is approved.',
  confirmLinkInvalid:
    'This confirmation link is not valid or has expired (links work for 24 hours, once). Register again to get a new one.',
  duplicateEmail: 'An account with this email already exists',
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid or expired token',
  invalidApiKey: 'Invalid API key',
  accountInactive: 'This account is no longer active',
  adminOnly: 'Administrator access required',
  apiKeyNotAllowed: 'API keys cannot be used for account, API key or admin calls',
  emailReadOnly: 'Email cannot be changed',
  roleReadOnly: 'Role is managed by administrators',
  suspended: 'Your account is suspended. Contact an administrator for help.',
  commonPassword: 'This password is too common or too easy to guess; choose a less predictable one',
  currentPasswordWrong: 'The current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  demoUnavailable: 'The demo account is not available on this server',
  demoBusy: 'Too many demo sessions are open right now; try again later',
  demoNoApiKeys: 'The demo account cannot create API keys',
  adminNotSuspendable: 'Administrators cannot be suspended',
  tooManyAttemptsSeconds: 'Too many attempts; try again in {{seconds}} s',
  tooManyAttemptsMinutes: 'Too many attempts; try again in {{minutes}} min',
  featureNotEnabled: 'Feature not enabled: {{flag}}',
} as const;

const apiKeys = {
  nameRequired: 'Please enter a name for the API key',
  nameTooLong: 'API key name must be at most 100 characters',
  duplicateName: 'An API key named "{{name}}" already exists',
  notFound: 'No API key named "{{name}}"',
} as const;

const users = {
  notFound: 'User {{email}} not found',
  onlyPendingApproved: 'Only pending users can be approved; {{email}} is $t(users.status.{{status}})',
  onlyPendingRejected: 'Only pending users can be rejected; {{email}} is $t(users.status.{{status}})',
  onlyApprovedSuspended: 'Only approved users can be suspended; {{email}} is $t(users.status.{{status}})',
  onlySuspendedReinstated: 'Only suspended users can be reinstated; {{email}} is $t(users.status.{{status}})',
  adminNotDeletable: 'Administrators cannot be deleted',
  approved: 'User {{email}} approved successfully',
  rejected: 'User {{email}} rejected',
  suspended: 'User {{email}} suspended',
  reinstated: 'User {{email}} reinstated',
  deleted: 'User {{email}} deleted successfully',
  status: { approved: 'approved', pending: 'pending', rejected: 'rejected', suspended: 'suspended' },
} as const;

const ai = {
  industryRequired: 'Industry is required',
  experienceRange: 'Experience must be between 0 and 50 years',
  queryBlank: 'Query must not be blank',
  noProfile:
    'No company profile: complete your company profile (onboarding or Settings), or send user_profile',
  noRecommendations: 'No recommendations found. Try adjusting your profile or search different terms.',
  unknownRegion: 'Unknown region: {{region}}',
} as const;

const documents = {
  unsupportedType:
    'Unsupported file type. Please upload PDF, Image (JPG, PNG, TIFF), or Spreadsheet (CSV, Excel) files.',
  tooLarge: 'File size ({{size, megabytes}} MB) exceeds {{limit}} MB limit for $t(documents.kinds.{{kind}}).',
  kinds: { pdf: 'PDF files', image: 'images', spreadsheet: 'spreadsheets' },
  contentMismatch: "The file's content is not a valid {{extension}} file.",
  emptyFile: 'The file is empty.',
  fileRequired: 'A file is required',
  tenderIdRequired: 'tender_id is required',
  tenderNotFound: 'Tender {{id}} not found',
  urlNotAllowed:
    'This URL cannot be viewed: only https links to Government of Canada tender sources are allowed.',
  urlNotAllowedBecause:
    'This URL cannot be viewed: only https links to Government of Canada tender sources are allowed. ({{reason}})',
  urlMalformed: 'This URL cannot be viewed: it is not a valid address (a malformed % escape).',
  documentNotFound: 'Document not found',
  linkExpired: 'This document link has expired; open the document again.',
  linkInvalid: 'This document link is not valid.',
  noticeNotDeletable: "The notice's own documents cannot be deleted; only your uploads can.",
  uploadRateLimited: 'Too many uploads: at most {{max}} per minute. Try again in {{seconds}} s.',
  quotaExceeded:
    'Your uploads already use {{used, megabytes}} MB of your {{quota, megabytes}} MB storage; delete some of them to upload this file.',
  demoUploadsOff:
    'Demo accounts cannot upload files on this server. Create your own account to upload documents.',
  demoStorageFull:
    'Demo accounts share {{quota, megabytes}} MB of upload storage and it is full right now. Create your own account to upload documents.',
  serverStorageFull:
    'This server has no room left for uploads (its limit is {{limit, megabytes}} MB in all). Try again later or contact an administrator.',
  diskFull:
    'The server is running low on disk space, so uploads are paused. Try again later or contact an administrator.',
  uploadIncomplete: 'The upload was cut off before the whole file arrived. Please upload the file again.',
  uploadMalformed: 'The upload could not be read (a malformed multipart/form-data body).',
  multipartRequired: 'Send the file as multipart/form-data',
  uploadOverLimits: 'The upload has too many files, fields or parts, or a part that is too large.',
} as const;

const feedback = {
  requiredFields: 'Please fill in all required fields',
  titleTooLong: 'Title must be 100 characters or fewer',
  descriptionTooLong: 'Description must be 10,000 characters or fewer',
  screenshotNotImage: 'Please select an image file',
  screenshotTooLarge: 'Screenshot must be less than 5MB',
  invalidEmail: 'Please enter a valid email address',
  submitFailed: 'Failed to submit feedback. Please try again.',
  notFound: 'Feedback not found',
  screenshotNotFound: 'This feedback has no screenshot',
} as const;

const filterProfiles = {
  limit: 'You can only save up to 3 filter profiles. Please delete an existing profile first.',
  deleteConfirm: 'Are you sure you want to delete this filter profile?',
  nameRequired: 'Profile name is required',
  filtersRequired: 'Select at least one filter to save a profile',
  notFound: 'Filter profile not found',
  duplicateName: 'A filter profile named "{{name}}" already exists',
} as const;

const responses = {
  tenderNotFound: 'Tender not found',
  draftNotFound: 'No draft response for this tender',
  versionConflict:
    'This draft was saved by a colleague, or in another tab or window, since you loaded it. Your changes were not saved over it: keep yours, take theirs or merge both.',
  notCompliant: 'Please complete all required sections before submitting',
  openItems:
    'Settle every passage still marked to confirm or complete, and every claim your company profile does not support, before marking this response final',
  closedNeedsConfirmation:
    'This tender is no longer open. Confirm that you still want to mark this response as final.',
  generateFailed: 'Failed to generate content',
  generateFailedBecause: 'Failed to generate content: {{reason}}',
  modelWroteNothing: 'Failed to generate content: the model wrote nothing',
  nothingToGenerate: 'Choose at least one section to generate',
} as const;

const saved = {
  tenderNotFound: 'Tender not found',
  alreadyBookmarked: 'Tender is already bookmarked',
  invalidFeedLink: 'Invalid calendar feed link',
  calendarFeedNotFound: 'Calendar feed not found',
} as const;

const awards = {
  supplierNotFound: 'Supplier not found',
  invalidDateRange: 'date_from must not be after date_to',
  invalidValueRange: 'value_min must not exceed value_max',
} as const;

const alerts = {
  limit: 'You can save at most 20 searches. Delete one first.',
  nameRequired: 'A name is required',
  notFound: 'Saved search not found',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid',
  invalidFeedLink: 'Invalid feed link',
  idsOrAll: 'Send the ids to mark as read, or all: true',
  notificationNotFound: 'Notification not found',
  invalidNotRelevantLink: 'This link is not valid or has expired. Open the alert in TenderScout instead.',
  noSearchToRefine: 'This alert did not come from a saved search, so there is no search to refine.',
  tooManyExclusions: 'A saved search can exclude at most 20 words. Remove one in Alerts first.',
} as const;

const tenders = {
  notFound: 'Tender not found',
} as const;

const search = {
  semanticUnavailable: 'Semantic search is unavailable right now; try a keyword search',
} as const;

/** Why this instance cannot serve yet (the health checks). */
const health = {
  storeStarting: 'The store is starting',
  storeUnreachable: 'The store is unreachable: {{reason}}',
  migrationsPending: 'Migrations pending: {{names}}',
} as const;

/** Failures of the HTTP layer and the store, whatever the route. */
const http = {
  internal: 'Internal server error',
  notFound: 'Not found: {{method}} {{path}}',
  invalidRequest: 'Invalid request: {{problems}}',
  malformedJson: 'Malformed JSON body: {{reason}}',
  bodyTooLarge: 'Request body is too large (the limit is 1 MB)',
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  contentLengthMismatch: 'Request body size did not match Content-Length',
  unsupportedMediaType: 'Unsupported Media Type',
  paramTooLong: 'A path parameter is too long (the limit is 500 characters)',
  malformedUrl: 'Malformed URL',
  tooManyRequests: 'Too many requests; try again in {{seconds}} s',
  storeStarting: 'The store is starting; try again in a moment',
  storeTimeout: 'The request took too long and was stopped; try a narrower search or try again later',
  storeUnavailable: 'The store is busy or restarting; try again in a moment',
  invalidValue: 'A value in the request is not valid (out of range, or a character that cannot be stored)',
  tooComplex: 'The request is too complex; use fewer words or filters',
  requestFailed: 'Request failed',
  requestFailedWithStatus: 'Request failed with status {{status}}',
} as const;

/** The shared schemas' own field rules (they appear inside `Invalid request: …`). */
const validation = {
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMin10: 'Password must be at least 10 characters',
  passwordMax256: 'Password must be at most 256 characters',
  nameRequired: 'Name is required',
  nameMax120: 'Name must be at most 120 characters',
  companyMax200: 'Company must be at most 200 characters',
  companyNameRequired: 'Company name is required',
  serviceRequired: 'Choose a service, describe what your company does, or add a commodity code',
  regionRequired: 'Choose at least one region',
  contractTypeRequired: 'Choose at least one contract type',
  companyProfileRequired: 'A company profile is required to complete onboarding',
  documentIdInvalid: 'Invalid document id',
  date: 'must be a date (YYYY-MM-DD)',
  dateOrDateTime: 'must be a date (YYYY-MM-DD) or an ISO date-time',
  wholeNumber: 'must be a whole number',
  dollars: 'must be a number of dollars',
  notNegative: 'must not be negative',
  atMostQuadrillion: 'must be at most 1000000000000000',
  atLeast: 'must be at least {{min}}',
  atMost: 'must be at most {{max}}',
  atMostCharacters: 'must be at most {{max}} characters',
  realDate: 'must be a real date',
  commodityCode: 'must be a UNSPSC or GSIN code',
  valueRange: 'value_min must not exceed value_max',
  closingRange: 'closing_from must not be after closing_to',
} as const;

const org = {
  viewerReadOnly: "Viewers read the organization's work but cannot change it",
  ownerOnly: 'Only an owner of the organization can do this',
  memberNotFound: 'No member with this id in your organization',
  lastOwner: 'The organization needs an owner: make another member an owner first',
  alreadyMember: '{{email}} is already a member of your organization',
  invitationInvalid: 'This invitation link is not valid',
  invitationUsed: 'This invitation has already been used',
  invitationExpired: 'This invitation has expired; ask for a new one',
  invitationOtherAccount: 'This invitation is for {{email}}; sign out and open the link again',
  passwordToJoin: 'Enter the password of the account {{email}} to join',
  nameAndPasswordToJoin: 'Enter your name and choose a password to join',
  accountInactive: 'The account {{email}} cannot join an organization; contact an administrator',
  leaveOwnOrganization: 'Members of another organization leave it first: its last owner cannot leave',
  notTracked: "This tender is not in your organization's pipeline",
  ownerNotMember: 'The owner of a tracked tender must be a member of your organization',
  tenderNotFound: 'Tender not found',
  commentRequired: 'Write a comment',
  roles: { owner: 'owner', member: 'member', viewer: 'viewer' },
  mail: {
    inviteSubject: '{{inviter}} invites you to {{org}} on TenderScout',
    inviteIntro: '{{inviter}} invites you to join {{org}} on TenderScout as $t(org.roles.{{role}}).',
    inviteAction: 'Accept the invitation',
    inviteExpiry: 'The link works once, until {{expires}}.',
    inviteIgnore: 'If you did not expect this invitation, you can ignore this e-mail.',
    mentionSubject: '{{author}} mentioned you on "{{tender}}"',
    mentionIntro: '{{author}} mentioned you in a comment on "{{tender}}":',
    mentionAction: 'Open the tender',
  },
} as const;

export const en = {
  auth,
  org,
  apiKeys,
  users,
  ai,
  documents,
  feedback,
  filterProfiles,
  responses,
  saved,
  awards,
  alerts,
  tenders,
  search,
  health,
  http,
  validation,
} as const;

export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** What every language's catalogue must be: exactly `en`'s keys, each a string. */
export type Catalogue = Shape<typeof en>;
