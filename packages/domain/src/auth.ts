import { z } from 'zod';
import type { Message } from './i18n/catalogue';
import { en } from './i18n/en';
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

/** What login (and open registration) answers. */
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

/** English texts of the account messages; each language's text is in the message catalogue. */
export const authMessages = en.auth;

/** The message when sign-in attempts are throttled: seconds under a minute, else whole minutes. */
export const tooManyAttemptsMessage = (seconds: number): Message =>
  seconds < 60
    ? { key: 'auth.tooManyAttemptsSeconds', params: { seconds } }
    : { key: 'auth.tooManyAttemptsMinutes', params: { minutes: Math.ceil(seconds / 60) } };

// API keys: the full key is shown once; the list shows a preview.
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

export const apiKeyMessages = en.apiKeys;
