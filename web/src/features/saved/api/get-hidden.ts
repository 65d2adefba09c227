import type { Language, ReviewsResponse } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export const getHiddenTenders = (language: Language) =>
  apiRequest<ReviewsResponse>('/api/me/reviews', { query: { status: 'not_applicable', language } });

export const hiddenTendersQueryOptions = (language: Language) =>
  queryOptions({ queryKey: savedKeys.hidden(language), queryFn: () => getHiddenTenders(language) });

/** The tenders the user marked not applicable (left out of their searches), newest first. */
export const useHiddenTenders = (language: Language) => useQuery(hiddenTendersQueryOptions(language));
