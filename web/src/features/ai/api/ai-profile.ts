import type { AiProfileState } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/me/ai-profile: the profile the AI features read, from the company profile (or none yet). */
export const getAiProfile = () => apiRequest<AiProfileState>('/api/me/ai-profile');

export const aiProfileQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.profile(), queryFn: getAiProfile });

export const useAiProfile = () => useQuery(aiProfileQueryOptions());
