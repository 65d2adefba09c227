/** Browser storage keys (one token key, `token`). */
export const storageKeys = {
  token: 'token',
  user: 'user',
  tokenExpiry: 'tokenExpiry',
} as const;
