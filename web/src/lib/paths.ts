/** Every URL of the app in one place (the route table). */
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
  /** Settings → Company: the one company profile, edited after onboarding. */
  settingsCompany: '/settings?tab=company',
  admin: '/admin',
  alerts: '/alerts',
  notifications: '/notifications',
  unsubscribe: '/unsubscribe',
  confirmRegistration: '/confirm-registration',
  tender: (id: string) => `/tender/${encodeURIComponent(id)}`,
  tenderRespond: (id: string) => `/tender/${encodeURIComponent(id)}/respond`,
  awards: '/awards',
  /** The organization's bid pipeline (board and list). */
  pipeline: '/pipeline',
  /** The link of an invitation mail: `/invitation?token=…`. */
  invitation: '/invitation',
  settingsTeam: '/settings?tab=team',
  supplier: (key: string) => `/suppliers/${encodeURIComponent(key)}`,
} as const;
