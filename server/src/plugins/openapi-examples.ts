/**
 * Working examples for the API reference: the values "Try it out" fills in. Tender examples name a real notice
 * of the bundled sample (data/canadabuys/openTenderNotice-sample-2026-08-03.csv, open until 2029) and real
 * words of its titles, so a request sent as documented finds something. Ids of things a caller creates (saved
 * searches, documents, notifications …) cannot be known in advance: their examples are well-formed ids that
 * answer 404 until the caller puts one of their own.
 */

/** "Open Construction Source List for CFB Halifax" (Defence Construction Canada), in the bundled sample. */
export const EXAMPLE_TENDER_ID = 'MX-443841357513';
/** A supplier of the bundled award notices (data/canadabuys/awards/awardNotice-sample.csv). */
export const EXAMPLE_SUPPLIER = 'Air Liquide Canada';
const EXAMPLE_UUID = '3f2b8c1e-6d4a-4f7b-9c2e-1a5d8e7f9b40';
const EXAMPLE_EMAIL = 'supplier@example.ca';
const EXAMPLE_TOKEN = 'kQ7v2mX9pL4sR8tW1yZ3bN6cF0hJ5dG2';
/** A password the sign-up policy accepts (ten characters or more, not a common one). */
const EXAMPLE_PASSWORD = 'Maple-harbour-42-lantern';

const tenderFilters = { status: ['open'], categories: ['CNST'] };

const aiProfile = {
  industry: 'Construction',
  company_size: 'sme',
  specializations: ['Building construction', 'Renovation'],
  regions: ['Nova Scotia', 'New Brunswick'],
  languages: ['en'],
  description: 'General contractor for renovation and construction of federal buildings in the Maritimes',
};

const companyProfile = {
  companyName: 'Harbour Construction Ltd.',
  companySize: 'small',
  industry: 'Construction',
  primaryServices: ['Project Management', 'Engineering'],
  targetRegions: ['Nova Scotia', 'New Brunswick'],
  certifications: ['ISO 9001'],
  averageContractValue: '500k-1m',
  preferredContractTypes: ['Fixed Price', 'Standing Offer'],
  experienceLevel: 'experienced',
  description: 'Renovation and construction of federal buildings in the Maritimes',
  commodityCodes: ['72121400'],
  languages: ['en', 'fr'],
};

const filterProfileFilters = {
  status: ['open'],
  regions: ['Nova Scotia'],
  categories: ['CNST'],
  closing_from: '2026-01-01',
  value_min: 100000,
};

/** A request body that works, by operation ("METHOD /path" as in the document). */
export const BODY_EXAMPLES: Record<string, unknown> = {
  'POST /api/auth/register': {
    email: EXAMPLE_EMAIL,
    password: EXAMPLE_PASSWORD,
    name: 'Camille Tremblay',
    company: 'Harbour Construction Ltd.',
  },
  'POST /api/auth/register/confirm': { token: EXAMPLE_TOKEN },
  'POST /api/auth/login': { email: EXAMPLE_EMAIL, password: EXAMPLE_PASSWORD },
  'PUT /api/auth/password': { current_password: EXAMPLE_PASSWORD, new_password: 'Granite-tide-17-compass' },
  'PUT /api/auth/me': { name: 'Camille Tremblay', company: 'Harbour Construction Ltd.', language: 'fr' },
  'PUT /api/auth/feature-flags': { feature_flags: { api_access: true, saved_tenders: true } },
  'PUT /api/auth/onboarding': { company_profile: companyProfile, onboarding_complete: true },
  'POST /feedback': {
    type: 'bug',
    title: 'The closing date filter keeps last week',
    description: 'After choosing "closing this month" the list still shows notices that closed last week.',
    category: 'search',
    priority: 'medium',
    browserInfo: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      platform: 'Linux x86_64',
      language: 'en-CA',
      viewport: '1280x800',
      url: '/dashboard',
      timestamp: '2026-11-02T14:05:00.000Z',
    },
  },
  'POST /api/me/bookmarks': { tender_id: EXAMPLE_TENDER_ID },
  'PUT /api/me/reviews/{tenderId}': { status: 'saved' },
  'PUT /api/me/responses/{tenderId}': {
    sections: {
      executive_summary:
        'Harbour Construction asks to join the source list for construction work at CFB Halifax.',
      technical_approach:
        'Each call-up is planned with the base engineer, then built and inspected in phases.',
      project_team: 'A project manager and a site superintendent lead each job, with our own trades.',
      timeline: 'Work starts within two weeks of a call-up and follows the schedule it sets.',
      budget: 'Priced per call-up at the rates of the source list.',
      additional_info: 'Our crews hold valid site access for federal facilities in Nova Scotia.',
    },
    base_version: 0,
  },
  'POST /api/me/responses/{tenderId}/submit': { confirm_closed: false },
  'POST /api/me/responses/{tenderId}/generate': { sections: ['executive_summary'], language: 'eng' },
  'POST /api/search': {
    query: 'construction',
    filters: tenderFilters,
    search_type: 'hybrid',
    page: 1,
    size: 20,
    sort_by: 'relevance',
    language: 'eng',
  },
  'POST /api/search/semantic': { query: 'building renovation on a military base', page: 1, size: 20 },
  'POST /api/ai/search/natural-language': {
    query: 'construction in Nova Scotia closing in the next 6 months',
    result_type: 'summary',
    max_results: 10,
    language: 'eng',
  },
  'POST /api/ai/recommendations/smart': {
    user_profile: aiProfile,
    max_results: 5,
    min_score: 0.3,
    exclude_closed: true,
    language: 'eng',
  },
  'POST /api/me/filter-profiles': {
    name: 'Maritimes construction',
    description: 'Open construction work in Nova Scotia',
    filters: filterProfileFilters,
  },
  'PATCH /api/me/filter-profiles/{profileId}': { name: 'Nova Scotia construction' },
  'POST /api/me/saved-searches': {
    name: 'Construction in Nova Scotia',
    query: 'construction',
    search_type: 'hybrid',
    filters: tenderFilters,
    alert: { frequency: 'daily', channels: ['email', 'in_app'] },
  },
  'PATCH /api/me/saved-searches/{id}': { alert: { frequency: 'weekly', channels: ['email'] } },
  'PUT /api/me/saved-tender-alerts': { email: true, every_change: false },
  'PUT /api/me/company-alerts': { frequency: 'daily' },
  'POST /api/me/notifications/read': { all: true },
  'POST /api/alerts/not-relevant/exclusions': { word: 'paving' },
  'POST /api/org/invitations': { email: 'colleague@example.ca', role: 'member' },
  'POST /api/org/invitations/accept': {
    token: EXAMPLE_TOKEN,
    name: 'Alex Martin',
    password: EXAMPLE_PASSWORD,
  },
  'PUT /api/org/members/{user_id}': { role: 'viewer' },
  'PUT /api/org/pipeline/{tender_id}': { stage: 'qualifying', due_date: '2027-01-15', p_win: 40 },
  'POST /api/org/pipeline/{tender_id}/comments': { body: 'The site visit is mandatory; who can go?' },
};

/** A parameter value that works, by name; `byOperation` wins for names that mean different things. */
const PARAMETER_EXAMPLES: Record<string, unknown> = {
  id: EXAMPLE_TENDER_ID,
  tenderId: EXAMPLE_TENDER_ID,
  tender_id: EXAMPLE_TENDER_ID,
  language: 'eng',
  email: EXAMPLE_EMAIL,
  token: EXAMPLE_TOKEN,
  profileId: 'maritimes-construction',
  user_id: EXAMPLE_UUID,
  owner_id: EXAMPLE_UUID,
  file: `${EXAMPLE_UUID}.atom`,
  format: 'pdf',
  search: 'construction',
  url: 'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/example.pdf',
  tz: 'America/Halifax',
};

const PARAMETER_EXAMPLES_BY_OPERATION: Record<string, Record<string, unknown>> = {
  'POST /api/auth/api-key': { name: 'reporting-script' },
  'DELETE /api/auth/api-key/{name}': { name: 'reporting-script' },
  'GET /api/suppliers/{name}': { name: EXAMPLE_SUPPLIER },
  'GET /api/tenders/commodities': { q: 'construction' },
  'GET /api/awards': { q: 'diesel' },
  'GET /api/awards/export': { q: 'diesel' },
};

interface ParameterSchema {
  format?: string;
  pattern?: string;
  enum?: unknown[];
}

/** The example of one parameter, or undefined when it has none (an optional value "Try it out" leaves empty). */
const parameterExample = (
  operation: string,
  parameter: { name: string; schema?: ParameterSchema },
): unknown => {
  const byOperation = PARAMETER_EXAMPLES_BY_OPERATION[operation]?.[parameter.name];
  if (byOperation !== undefined) return byOperation;
  // Ids of things a caller creates are UUIDs.
  const { format, pattern, enum: allowed } = parameter.schema ?? {};
  if (format === 'uuid' || pattern?.startsWith('^[0-9a-f]{8}-')) return EXAMPLE_UUID;
  const example = PARAMETER_EXAMPLES[parameter.name];
  // A name that means a list of choices here ("format" of an export): one of those.
  if (example !== undefined && allowed && !allowed.includes(example)) return allowed[0];
  return example;
};

/** The upload takes a file as multipart/form-data: documented here, as the route reads the parts itself. */
const UPLOAD_OPERATION = 'POST /api/documents/upload';
const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', description: 'A PDF, Word or text file' },
          tender_id: { type: 'string', description: 'The tender the document belongs to' },
          platform_name: { type: 'string', description: 'Where the document comes from' },
        },
      },
      example: { tender_id: EXAMPLE_TENDER_ID, platform_name: 'CanadaBuys' },
    },
  },
};

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; example?: unknown; schema?: ParameterSchema }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

/** The document with an example on every parameter that has one and on every JSON request body. */
export const withExamples = <T extends object>(document: T): T => {
  const { paths } = document as { paths?: Record<string, Record<string, OpenApiOperation | undefined>> };
  for (const [path, operations] of Object.entries(paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        const example = parameterExample(key, parameter);
        if (example !== undefined) parameter.example = example;
      }
      if (key === UPLOAD_OPERATION && !operation.requestBody) operation.requestBody = uploadBody;
      const json = operation.requestBody?.content?.['application/json'];
      if (json && BODY_EXAMPLES[key] !== undefined) json.example = BODY_EXAMPLES[key];
    }
  }
  return document;
};
