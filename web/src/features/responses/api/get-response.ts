import type { ResponseDraft } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { responseKeys, responsePath } from './response-keys';

export const getResponseDraft = (tenderId: string) => apiRequest<ResponseDraft>(responsePath(tenderId));

export const responseDraftQueryOptions = (tenderId: string) =>
  queryOptions({
    queryKey: responseKeys.draft(tenderId),
    queryFn: () => getResponseDraft(tenderId),
    // The editor owns the text once loaded; a background refetch must not overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useResponseDraft = (tenderId: string) => useQuery(responseDraftQueryOptions(tenderId));
