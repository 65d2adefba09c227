/**
 * The root key of every tender search the app caches (dashboard, Home's recent list). A change that alters
 * what searches answer (marking a tender not applicable, or restoring it) refreshes everything under it.
 */
export const SEARCH_QUERY_ROOT = ['search'] as const;
