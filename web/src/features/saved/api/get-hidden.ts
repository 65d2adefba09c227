import { reviewApi, type Language } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export const getHiddenTenders = (language: Language) =>
  callRoute(reviewApi.list, { query: { status: 'not_applicable', language } });

export const hiddenTendersQueryOptions = (language: Language) =>
  queryOptions({ queryKey: savedKeys.hidden(language), queryFn: () => getHiddenTenders(language) });

/** The tenders the user marked not applicable (left out of their searches), newest first. */
export const useHiddenTenders = (language: Language) => useQuery(hiddenTendersQueryOptions(language));
