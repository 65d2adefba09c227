import { z } from 'zod';
import { companyNameSchema, userNameSchema, userSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;
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

/** SPEC.md §7: what login (and open registration) answers. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The demo account of 'Try Demo Account' (public by design: DEMO_ACCOUNT=off removes it). */
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
} as const;

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
