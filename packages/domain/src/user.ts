import { z } from 'zod';
import { featureFlagsSchema } from './feature-flags';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The interface language a user chose (issue 12); null until they choose, when the browser decides. */
export const uiLanguageSchema = z.enum(['en', 'fr']);
export type UiLanguage = z.infer<typeof uiLanguageSchema>;

/** `suspended`: an administrator stopped an approved account (reversible); it cannot sign in. */
export const accountStatusSchema = z.enum(['approved', 'pending', 'rejected', 'suspended']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** The user, plus its id and whether onboarding is done (the client redirects on it). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  role: roleSchema,
  account_status: accountStatusSchema,
  created_at: z.string(),
  last_login: z.string().nullable(),
  feature_flags: featureFlagsSchema,
  onboarding_complete: z.boolean(),
  /** Optional in the type so older stored copies still read; the API always sends it. */
  language: uiLanguageSchema.nullable().optional(),
  /** Set on a visitor's own short-lived copy of the demo account: when it (and all it holds) is deleted. */
  demo_expires_at: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const NAME_MAX_LENGTH = 120;
export const COMPANY_MAX_LENGTH = 200;

export const userNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

/** Optional company; blank means none. */
export const companyNameSchema = z
  .string()
  .trim()
  .max(COMPANY_MAX_LENGTH, `Company must be at most ${COMPANY_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * PUT /api/auth/me: only name, company and language are writable. E-mail and role may be echoed back unchanged
 * (a client often sends the whole user); the server refuses a change with the product's fixed messages.
 */
export const updateProfileBodySchema = z.object({
  name: userNameSchema.optional(),
  company: companyNameSchema.optional(),
  email: z.string().optional(),
  role: z.string().optional(),
  language: uiLanguageSchema.nullable().optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const usersResponseSchema = z.object({ users: z.array(userSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export const adminActionResponseSchema = z.object({ detail: z.string(), user: userSchema });
export type AdminActionResponse = z.infer<typeof adminActionResponseSchema>;

export const emailParamsSchema = z.object({ email: z.string().min(1) });
