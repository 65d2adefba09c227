import { z } from 'zod';

/** SPEC.md §3: the nine per-user feature flags. */
export const FEATURE_FLAGS = [
  'myResponses',
  'analytics',
  'responseBuilder',
  'pdf_upload',
  'ai_summaries',
  'pricing_intelligence',
  'competitiveness_scoring',
  'saved_tenders',
  'api_access',
] as const;

export const featureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** A partial set of flags (an update, or the DEFAULT_FEATURE_FLAGS setting); unknown names are refused. */
export const featureFlagsPatchSchema = featureFlagsSchema.partial().strict();
export type FeatureFlagsPatch = z.infer<typeof featureFlagsPatchSchema>;

/** Without DEFAULT_FEATURE_FLAGS every feature is on except API access, which a user turns on deliberately. */
export const BUILT_IN_FEATURE_FLAG_DEFAULTS: FeatureFlags = {
  myResponses: true,
  analytics: true,
  responseBuilder: true,
  pdf_upload: true,
  ai_summaries: true,
  pricing_intelligence: true,
  competitiveness_scoring: true,
  saved_tenders: true,
  api_access: false,
};

/** A user's effective flags: their stored values over the defaults, so a flag added later gets its default. */
export const resolveFeatureFlags = (
  stored: Partial<Record<string, unknown>> | null | undefined,
  defaults: FeatureFlags = BUILT_IN_FEATURE_FLAG_DEFAULTS,
): FeatureFlags => {
  const flags = { ...defaults };
  for (const flag of FEATURE_FLAGS) {
    const value = stored?.[flag];
    if (typeof value === 'boolean') flags[flag] = value;
  }
  return flags;
};

/** SPEC.md §6: a flag counts as on only when it is exactly `true`. */
export const hasFeatureFlag = (
  flags: Partial<Record<string, unknown>> | null | undefined,
  flag: FeatureFlag,
): boolean => flags?.[flag] === true;

export const updateFeatureFlagsBodySchema = z.object({ feature_flags: featureFlagsPatchSchema });
export type UpdateFeatureFlagsBody = z.infer<typeof updateFeatureFlagsBodySchema>;
export const featureFlagsResponseSchema = z.object({ feature_flags: featureFlagsSchema });
