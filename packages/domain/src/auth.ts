import { z } from 'zod';
import { companyNameSchema, userNameSchema, userSchema } from './user';

/** For new passwords; existing shorter ones still sign in. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/** E-mail addresses are compared case-insensitively: they are stored trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginBodySchema = z.object({
  email: emailSchema,
  // Any non-empty password is checked: a rule change must not lock out existing users with a message.
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: userNameSchema,
  company: companyNameSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** PUT /api/auth/password: the current password (any, as at sign-in) and a new one under the new rules. */
export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** SPEC.md §7: what login (and open registration) answers. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The demo account of 'Try Demo Account' (public by design: DEMO_ACCOUNT=off removes it). Signing in as it
 * (POST /api/auth/demo, or these credentials) gives each visitor a short-lived copy of their own.
 */
export const DEMO_ACCOUNT_EMAIL = 'demo@tenderscout.ca';
export const DEMO_ACCOUNT_PASSWORD = 'demo-tenderscout';
export const DEMO_ACCOUNT_NAME = 'Demo User';

export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  pendingApproval: 'Your account is pending approval by an administrator',
  rejected: 'Your account registration was rejected. Contact an administrator for help.',
  registeredPending: 'Registration successful. Your account is pending approval by an administrator.',
  duplicateEmail: 'An account with this email already exists',
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid or expired token',
  invalidApiKey: 'Invalid API key',
  accountInactive: 'This account is no longer active',
  adminOnly: 'Administrator access required',
  apiKeyNotAllowed: 'API keys cannot be used for account, API key or admin calls',
  emailReadOnly: 'Email cannot be changed',
  roleReadOnly: 'Role is managed by administrators',
  suspended: 'Your account is suspended. Contact an administrator for help.',
  commonPassword: 'This password is too common or too easy to guess; choose a less predictable one',
  currentPasswordWrong: 'The current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  demoUnavailable: 'The demo account is not available on this server',
  demoBusy: 'Too many demo sessions are open right now; try again later',
  demoNoApiKeys: 'The demo account cannot create API keys',
  adminNotSuspendable: 'Administrators cannot be suspended',
} as const;

/** The answer when sign-in attempts are throttled: seconds under a minute, else whole minutes. */
export const tooManyAttemptsMessage = (seconds: number): string =>
  seconds < 60
    ? `Too many attempts; try again in ${seconds} s`
    : `Too many attempts; try again in ${Math.ceil(seconds / 60)} min`;

export const featureNotEnabledMessage = (flag: string): string => `Feature not enabled: ${flag}`;

// API keys (SPEC.md §3): the full key is shown once; the list shows a preview.
export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_PREFIX = 'tsk_';

export const apiKeySchema = z.object({
  name: z.string(),
  key_preview: z.string(),
  created_at: z.string(),
  last_used: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ api_keys: z.array(apiKeySchema) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

export const createdApiKeySchema = apiKeySchema.extend({ api_key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeyQuerySchema = z.object({ name: z.string().optional() });
export const apiKeyNameParamsSchema = z.object({ name: z.string() });

export const apiKeyMessages = {
  nameRequired: 'Please enter a name for the API key',
  nameTooLong: `API key name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
} as const;
