import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './feature-flag-rules';

export const featureFlagSchema = z.enum(FEATURE_FLAGS);

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);

/** A partial set of flags (an update, or the DEFAULT_FEATURE_FLAGS setting); unknown names are refused. */
export const featureFlagsPatchSchema = featureFlagsSchema.partial().strict();
export type FeatureFlagsPatch = z.infer<typeof featureFlagsPatchSchema>;

export const updateFeatureFlagsBodySchema = z.object({ feature_flags: featureFlagsPatchSchema });
export type UpdateFeatureFlagsBody = z.infer<typeof updateFeatureFlagsBodySchema>;
export const featureFlagsResponseSchema = z.object({ feature_flags: featureFlagsSchema });
