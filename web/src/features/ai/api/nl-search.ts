import type { NlSearchRequestInput, NlSearchResponse } from '@tenderscout/domain';
import { useMutation } from '@tanstack/react-query';
import { AI_TIMEOUT_MS, apiRequest } from '../../../lib/api-client';

/** POST /api/ai/search/natural-language (20 s; 20 results). */
export const naturalLanguageSearch = (request: NlSearchRequestInput) =>
  apiRequest<NlSearchResponse>('/api/ai/search/natural-language', {
    method: 'POST',
    body: request,
    timeoutMs: AI_TIMEOUT_MS,
  });

export const useNaturalLanguageSearch = () => useMutation({ mutationFn: naturalLanguageSearch });
