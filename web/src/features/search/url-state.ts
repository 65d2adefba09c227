import {
  DASHBOARD_FLAG_FILTERS,
  normaliseDashboardFilters,
  type DashboardFilters,
  type DashboardFlagFilter,
  type DashboardListFilter,
} from '@tenderscout/domain';

/**
 * The dashboard's whole search lives in the URL (query, type, filters, sort, page), so a search can be
 * bookmarked, shared and restored with Back. Defaults are left out to keep links short.
 */

export const DASHBOARD_SEARCH_TYPES = ['hybrid', 'semantic', 'tender_id'] as const;
export type DashboardSearchType = (typeof DASHBOARD_SEARCH_TYPES)[number];

export const DASHBOARD_SORTS = ['relevance', 'publication_date', 'closing_date'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

export interface DashboardSearch {
  query: string;
  type: DashboardSearchType;
  sort: DashboardSort;
  page: number;
  filters: DashboardFilters;
  /** Include the tenders the user marked not applicable (hidden by default). */
  showHidden: boolean;
}

/**
 * The dashboard opens on open tenders: a visible, removable status filter. A URL without `status` means
 * open only; `status=any` means every status (what removing the filter or Clear all leaves).
 */
export const DEFAULT_STATUS_FILTER = ['open'];
export const ANY_STATUS_PARAM = 'any';

export const DEFAULT_SEARCH: DashboardSearch = {
  query: '',
  type: 'hybrid',
  sort: 'relevance',
  page: 1,
  filters: { status: DEFAULT_STATUS_FILTER },
  showHidden: false,
};

const isDefaultStatus = (status: string[] | undefined): boolean =>
  status?.length === DEFAULT_STATUS_FILTER.length &&
  DEFAULT_STATUS_FILTER.every((value) => status.includes(value));

/** URL parameter of each list filter (repeated for several values). */
const LIST_PARAMS: Record<DashboardListFilter, string> = {
  status: 'status',
  categories: 'category',
  regions: 'region',
  organizations: 'org',
  pdfProcessingStatus: 'documents',
};

const FLAG_PARAMS: Record<DashboardFlagFilter, string> = {
  canadianMade: 'canadian_made',
  indigenousBusinessRequired: 'indigenous',
  experienceRequired: 'experience',
  securityClearanceRequired: 'clearance',
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_URL_PAGE = 100_000;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads a dashboard search from the URL; anything unreadable falls back to its default. */
export const readSearchParams = (params: URLSearchParams): DashboardSearch => {
  const filters: DashboardFilters = {};
  for (const [key, param] of Object.entries(LIST_PARAMS) as Array<[DashboardListFilter, string]>) {
    const values = params.getAll(param);
    if (key === 'status') {
      if (values.length === 0) filters.status = DEFAULT_STATUS_FILTER;
      else if (!values.includes(ANY_STATUS_PARAM)) filters.status = values;
      continue;
    }
    if (values.length > 0) filters[key] = values;
  }
  for (const [key, param] of Object.entries(FLAG_PARAMS) as Array<[DashboardFlagFilter, string]>) {
    const value = params.get(param);
    if (value === 'yes' || value === 'no') filters[key] = value;
  }
  const closingFrom = params.get('closing_from');
  const closingTo = params.get('closing_to');
  if (closingFrom && DATE_ONLY.test(closingFrom)) filters.closing_from = closingFrom;
  if (closingTo && DATE_ONLY.test(closingTo)) filters.closing_to = closingTo;
  const publishedFrom = params.get('published_from');
  const publishedTo = params.get('published_to');
  if (publishedFrom && DATE_ONLY.test(publishedFrom)) filters.published_from = publishedFrom;
  if (publishedTo && DATE_ONLY.test(publishedTo)) filters.published_to = publishedTo;
  for (const key of ['value_min', 'value_max'] as const) {
    const text = params.get(key);
    const amount = text && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
    if (amount !== undefined) filters[key] = amount;
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    query: params.get('q') ?? '',
    type: oneOf(DASHBOARD_SEARCH_TYPES, params.get('type'), 'hybrid'),
    sort: oneOf(DASHBOARD_SORTS, params.get('sort'), 'relevance'),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_URL_PAGE) : 1,
    filters: normaliseDashboardFilters(filters),
    showHidden: params.get('hidden') === 'show',
  };
};

/** Writes a dashboard search as URL parameters, leaving defaults out. */
export const toSearchParams = (search: DashboardSearch): URLSearchParams => {
  const params = new URLSearchParams();
  const query = search.query.trim();
  if (query) params.set('q', query);
  if (search.type !== 'hybrid') params.set('type', search.type);
  const filters = normaliseDashboardFilters(search.filters);
  for (const [key, param] of Object.entries(LIST_PARAMS) as Array<[DashboardListFilter, string]>) {
    if (key === 'status') {
      if (!filters.status) params.append(param, ANY_STATUS_PARAM);
      else if (!isDefaultStatus(filters.status))
        for (const value of filters.status) params.append(param, value);
      continue;
    }
    for (const value of filters[key] ?? []) params.append(param, value);
  }
  for (const key of DASHBOARD_FLAG_FILTERS) {
    const value = filters[key];
    if (value) params.set(FLAG_PARAMS[key], value);
  }
  if (filters.closing_from) params.set('closing_from', filters.closing_from);
  if (filters.closing_to) params.set('closing_to', filters.closing_to);
  if (filters.published_from) params.set('published_from', filters.published_from);
  if (filters.published_to) params.set('published_to', filters.published_to);
  if (filters.value_min !== undefined) params.set('value_min', String(Math.round(filters.value_min)));
  if (filters.value_max !== undefined) params.set('value_max', String(Math.round(filters.value_max)));
  if (search.sort !== 'relevance') params.set('sort', search.sort);
  if (search.showHidden) params.set('hidden', 'show');
  if (search.page > 1) params.set('page', String(search.page));
  return params;
};

/** The search API's sort names (publication date is sent as `date`). */
export const toApiSort = (sort: DashboardSort): 'relevance' | 'date' | 'closing_date' =>
  sort === 'publication_date' ? 'date' : sort;
