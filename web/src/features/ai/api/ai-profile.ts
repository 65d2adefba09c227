import type { AiProfileState, AiProfileTemplates, AiUserProfile } from '@tenderscout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/me/ai-profile: the stored profile, or one pre-filled from the company profile, or none. */
export const getAiProfile = () => apiRequest<AiProfileState>('/api/me/ai-profile');

export const aiProfileQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.profile(), queryFn: getAiProfile });

export const useAiProfile = () => useQuery(aiProfileQueryOptions());

/** PUT /api/me/ai-profile; the recommendations follow the new profile. */
export const useSaveAiProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: AiUserProfile) =>
      apiRequest<AiProfileState>('/api/me/ai-profile', { method: 'PUT', body: profile }),
    onSuccess: async (state) => {
      queryClient.setQueryData(aiKeys.profile(), state);
      await queryClient.invalidateQueries({ queryKey: [...aiKeys.all, 'recommendations'] });
      await queryClient.invalidateQueries({ queryKey: [...aiKeys.all, 'fit'] });
    },
  });
};

/** GET /api/ai/profiles/templates (SPEC.md §7: 10 s). */
export const useAiProfileTemplates = () =>
  useQuery({
    queryKey: aiKeys.templates(),
    queryFn: () => apiRequest<AiProfileTemplates>('/api/ai/profiles/templates'),
    staleTime: Infinity,
  });
