import type { NotRelevantExcludeResponse, NotRelevantLink, NotRelevantResponse } from '@tenderscout/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The "Not relevant" link of an alert mail: no sign-in, the signed token is the credential. */
const LINK = '/api/alerts/not-relevant';

export const useNotRelevantLinkInfo = (token: string, language: string) =>
  useQuery({
    queryKey: ['not-relevant-link', token, language],
    queryFn: () => apiRequest<NotRelevantLink>(LINK, { query: { token, language } }),
    enabled: token !== '',
    retry: false,
  });

export const useNotRelevantLink = (token: string, language: string) =>
  useMutation({
    mutationFn: () => apiRequest<NotRelevantResponse>(LINK, { method: 'POST', query: { token, language } }),
  });

export const useExcludeFromLink = (token: string) =>
  useMutation({
    mutationFn: (word: string) =>
      apiRequest<NotRelevantExcludeResponse>(`${LINK}/exclusions`, {
        method: 'POST',
        query: { token },
        body: { word },
      }),
  });
