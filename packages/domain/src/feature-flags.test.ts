import { describe, expect, it } from 'vitest';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS, hasFeatureFlag, resolveFeatureFlags } from './feature-flag-rules';
import { featureFlagsPatchSchema } from './feature-flags';
import { onboardingStep2Schema, updateOnboardingBodySchema } from './onboarding';

describe('feature flags', () => {
  it('counts a flag as on only when it is exactly true', () => {
    expect(hasFeatureFlag({ analytics: true }, 'analytics')).toBe(true);
    expect(hasFeatureFlag({ analytics: 'true' }, 'analytics')).toBe(false);
    expect(hasFeatureFlag({}, 'analytics')).toBe(false);
    expect(hasFeatureFlag(undefined, 'analytics')).toBe(false);
  });

  it("takes the user's stored flags over the defaults and ignores junk", () => {
    const flags = resolveFeatureFlags({
      analytics: false,
      api_access: true,
      teleport: true,
      myResponses: 'no',
    });
    expect(flags).toEqual({ ...BUILT_IN_FEATURE_FLAG_DEFAULTS, analytics: false, api_access: true });
    expect(flags).not.toHaveProperty('teleport');
  });

  it('refuses unknown flag names in an update', () => {
    expect(featureFlagsPatchSchema.safeParse({ analytics: false }).success).toBe(true);
    expect(featureFlagsPatchSchema.safeParse({ teleport: true }).success).toBe(false);
  });
});

describe('onboarding rules', () => {
  it('needs a trade (a service, a description or a code) and a region on step 2; certifications are optional', () => {
    expect(
      onboardingStep2Schema.safeParse({ primaryServices: ['Engineering'], targetRegions: ['Yukon'] }).success,
    ).toBe(true);
    const none = onboardingStep2Schema.safeParse({ primaryServices: [], targetRegions: ['Yukon'] });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['primaryServices', 'Choose a service, describe what your company does, or add a commodity code'],
    ]);
    expect(onboardingStep2Schema.safeParse({ description: '   ', targetRegions: ['Yukon'] }).success).toBe(
      false,
    );
    // A trade the list lacks: its own words, or its codes, alone.
    expect(
      onboardingStep2Schema.safeParse({
        description: 'Helicopter charter for crews and cargo',
        targetRegions: ['Yukon'],
      }).success,
    ).toBe(true);
    expect(
      onboardingStep2Schema.safeParse({ commodityCodes: ['78111500'], targetRegions: ['Yukon'] }).success,
    ).toBe(true);
    expect(
      onboardingStep2Schema.safeParse({ primaryServices: ['Engineering'], targetRegions: ['Atlantis'] })
        .success,
    ).toBe(false);
  });

  it('needs a profile to complete onboarding, and accepts a reset', () => {
    expect(
      updateOnboardingBodySchema.safeParse({ company_profile: null, onboarding_complete: true }).success,
    ).toBe(false);
    expect(
      updateOnboardingBodySchema.safeParse({ company_profile: null, onboarding_complete: false }).success,
    ).toBe(true);
  });
});
