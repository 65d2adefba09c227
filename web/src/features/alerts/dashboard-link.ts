import type { SavedSearch } from '@tenderscout/domain';

/** The dashboard's URL parameter of each saved filter (the dashboard reads the search from its URL). */
const LIST_PARAMS: Record<string, string> = {
  status: 'status',
  categories: 'category',
  regions: 'region',
  organizations: 'org',
  pdfProcessingStatus: 'documents',
};
const FLAG_PARAMS: Record<string, string> = {
  canadianMade: 'canadian_made',
  indigenousBusinessRequired: 'indigenous',
  experienceRequired: 'experience',
  securityClearanceRequired: 'clearance',
};
const DASHBOARD_TYPES = new Set(['hybrid', 'semantic', 'tender_id']);

/** `/dashboard?…` showing a saved search's results. */
export const dashboardLinkOf = (search: Pick<SavedSearch, 'query' | 'search_type' | 'filters'>): string => {
  const params = new URLSearchParams();
  if (search.query) params.set('q', search.query);
  if (search.search_type !== 'hybrid' && DASHBOARD_TYPES.has(search.search_type))
    params.set('type', search.search_type);
  for (const [key, value] of Object.entries(search.filters)) {
    const list = LIST_PARAMS[key];
    const flag = FLAG_PARAMS[key];
    if (list && Array.isArray(value)) for (const item of value) params.append(list, String(item));
    else if (flag && typeof value === 'boolean') params.set(flag, value ? 'yes' : 'no');
    else if ((key === 'closing_from' || key === 'closing_to') && typeof value === 'string')
      params.set(key, value);
  }
  const query = params.toString();
  return query ? `/dashboard?${query}` : '/dashboard';
};
