import type { OnboardingState, UpdateOnboardingBody } from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';

export const onboardingApi = {
  get: () => apiRequest<OnboardingState>('/api/auth/onboarding'),
  save: (body: UpdateOnboardingBody) =>
    apiRequest<OnboardingState>('/api/auth/onboarding', { method: 'PUT', body }),
};
