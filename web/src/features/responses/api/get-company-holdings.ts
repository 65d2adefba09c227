import { holdingsOf, type OnboardingState, type ProfileHoldings } from '@tenderscout/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANY_PROFILE_QUERY_KEY } from '../../../lib/query-keys';

/**
 * What the company profile says the company holds (certifications, clearance, set-asides), to check a draft's
 * claims against; null until it has loaded. Shares the profile's cache, so an edit in Settings → Company counts.
 */
export const useCompanyHoldings = (): ProfileHoldings | null => {
  const profile = useQuery({
    queryKey: COMPANY_PROFILE_QUERY_KEY,
    queryFn: () => apiRequest<OnboardingState>('/api/auth/onboarding'),
  });
  return profile.data ? holdingsOf(profile.data.company_profile) : null;
};
