/**
 * The feature flags and the rules that read them, without zod: every page checks flags, and this keeps the schemas
 * (in feature-flags.ts) out of the landing page's JavaScript.
 */
/** The nine per-user feature flags. */
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

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

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

/** A flag counts as on only when it is exactly `true`. */
export const hasFeatureFlag = (
  flags: Partial<Record<string, unknown>> | null | undefined,
  flag: FeatureFlag,
): boolean => flags?.[flag] === true;
