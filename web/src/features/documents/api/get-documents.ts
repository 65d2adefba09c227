import type { TenderDocumentsResponse } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const documentKeys = {
  all: ['documents'] as const,
  forTender: (tenderId: string) => ['documents', 'tender', tenderId] as const,
};

export const getTenderDocuments = (tenderId: string) =>
  apiRequest<TenderDocumentsResponse>('/api/documents', { query: { tender_id: tenderId } });

const isBusy = (data: TenderDocumentsResponse | undefined): boolean =>
  Boolean(
    data?.documents.some((document) => document.status === 'pending' || document.status === 'processing'),
  );

/** A tender's documents; refreshed every 2 s while any is queued or processing, so the status moves on screen. */
export const tenderDocumentsQueryOptions = (tenderId: string) =>
  queryOptions({
    queryKey: documentKeys.forTender(tenderId),
    queryFn: () => getTenderDocuments(tenderId),
    refetchInterval: (query) => (isBusy(query.state.data) ? 2_000 : false),
  });

export const useTenderDocuments = (tenderId: string) => useQuery(tenderDocumentsQueryOptions(tenderId));
