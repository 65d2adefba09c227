/** Browser storage keys (SPEC.md §9; DECISIONS.md: one token key, `token`). */
export const storageKeys = {
  token: 'token',
  user: 'user',
  tokenExpiry: 'tokenExpiry',
} as const;
