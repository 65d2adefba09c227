import {
  BUILT_IN_FEATURE_FLAG_DEFAULTS,
  featureFlagsPatchSchema,
  type FeatureFlags,
} from '@tenderscout/domain';
import { ConfigError } from '../../config';

/** DEFAULT_FEATURE_FLAGS (a JSON object of flag → boolean) over the built-in defaults. */
export const parseDefaultFeatureFlags = (raw: string | undefined): FeatureFlags => {
  if (!raw) return { ...BUILT_IN_FEATURE_FLAG_DEFAULTS };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid environment:\n  DEFAULT_FEATURE_FLAGS: must be a JSON object');
  }
  const parsed = featureFlagsPatchSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  DEFAULT_FEATURE_FLAGS: ${problems.join('; ')}`);
  }
  return { ...BUILT_IN_FEATURE_FLAG_DEFAULTS, ...parsed.data };
};
