/** Every URL of the app in one place (SPEC.md §2 route table). */
export const paths = {
  landing: '/',
  login: '/login',
  onboarding: '/onboarding',
  home: '/home',
  dashboard: '/dashboard',
  analytics: '/analytics',
  bookmarks: '/bookmarks',
  myResponses: '/my-responses',
  settings: '/settings',
  admin: '/admin',
  tender: (id: string) => `/tender/${encodeURIComponent(id)}`,
  tenderRespond: (id: string) => `/tender/${encodeURIComponent(id)}/respond`,
} as const;
