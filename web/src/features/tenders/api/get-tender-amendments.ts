import type { TenderAmendments } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenderKeys } from './get-tender';

export const getTenderAmendments = (id: string) =>
  apiRequest<TenderAmendments>(`/api/tenders/${encodeURIComponent(id)}/amendments`);

export const tenderAmendmentsQueryOptions = (id: string) =>
  queryOptions({ queryKey: tenderKeys.amendments(id), queryFn: () => getTenderAmendments(id) });

/** What each amendment changed (the tender data issue keeps every previous version). */
export const useTenderAmendments = (id: string) => useQuery(tenderAmendmentsQueryOptions(id));
