import type { RecommendationsRequestInput, RecommendationsResponse } from '@tenderscout/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AI_TIMEOUT_MS, apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** POST /api/ai/recommendations/smart (20 s). */
export const getRecommendations = (request: RecommendationsRequestInput) =>
  apiRequest<RecommendationsResponse>('/api/ai/recommendations/smart', {
    method: 'POST',
    body: request,
    timeoutMs: AI_TIMEOUT_MS,
  });

export const useRecommendations = (request: RecommendationsRequestInput, enabled: boolean) =>
  useQuery({
    queryKey: aiKeys.recommendations(request),
    queryFn: () => getRecommendations(request),
    enabled,
    placeholderData: keepPreviousData,
  });
