/** Tender data is Government of Canada open data: public, rate-limited per IP. */
export const PUBLIC_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
