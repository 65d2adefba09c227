import { tenderApi, type Language } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { tenderKeys } from './get-tender';

export const getTenderAmendments = (id: string, language: Language) =>
  callRoute(tenderApi.amendments, { params: { id }, query: { language } });

export const tenderAmendmentsQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: [...tenderKeys.amendments(id), language] as const,
    queryFn: () => getTenderAmendments(id, language),
  });

/** What each amendment changed for a bid, explained in the reader's language. */
export const useTenderAmendments = (id: string, language: Language) =>
  useQuery(tenderAmendmentsQueryOptions(id, language));
