/**
 * The root key of every tender search the app caches (dashboard, Home's recent list). A change that alters
 * what searches answer (marking a tender not applicable, or restoring it) refreshes everything under it.
 */
export const SEARCH_QUERY_ROOT = ['search'] as const;

/**
 * The company profile (GET /api/auth/onboarding): Settings → Company edits it and the response builder checks a
 * draft's claims against it, so both read and update one cached copy.
 */
export const COMPANY_PROFILE_QUERY_KEY = ['onboarding'] as const;
