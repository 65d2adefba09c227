import type { OnboardingState, UpdateOnboardingBody } from '@tenderscout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { COMPANY_PROFILE_QUERY_KEY } from '../../lib/query-keys';

export const onboardingKeys = { state: COMPANY_PROFILE_QUERY_KEY };

export const onboardingApi = {
  get: () => apiRequest<OnboardingState>('/api/auth/onboarding'),
  save: (body: UpdateOnboardingBody) =>
    apiRequest<OnboardingState>('/api/auth/onboarding', { method: 'PUT', body }),
};

/** PUT /api/auth/onboarding (onboarding, Settings → Company): the saved profile replaces the cached one. */
export const useSaveCompanyProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardingApi.save,
    onSuccess: async (state) => {
      queryClient.setQueryData(onboardingKeys.state, state);
      // Recommendations, the fit score and the AI panel all read this profile.
      await queryClient.invalidateQueries({ queryKey: ['ai'] });
    },
  });
};
