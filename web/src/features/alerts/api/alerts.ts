import type {
  CompanyAlerts,
  CompanyAlertsBody,
  CreateSavedSearchInput,
  DeliveriesResponse,
  NotRelevantResponse,
  NotificationsResponse,
  SavedSearch,
  SavedSearchesResponse,
  SavedTenderAlerts,
  SavedTenderAlertsBody,
  UnsubscribeResponse,
  UpdateSavedSearchInput,
} from '@tenderscout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toApiLanguage } from '../../../lib/i18n';

const SEARCHES = '/api/me/saved-searches';
const searchPath = (id: string) => `${SEARCHES}/${encodeURIComponent(id)}`;

export const alertKeys = {
  searches: ['saved-searches'] as const,
  notifications: (language: string) => ['notifications', language] as const,
  allNotifications: ['notifications'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  savedTenderAlerts: ['saved-tender-alerts'] as const,
  companyAlerts: ['company-alerts'] as const,
};

const COMPANY_ALERTS = '/api/me/company-alerts';

/** "New tenders for my company": its frequency, and whether the company profile it matches exists. */
export const useCompanyAlerts = () =>
  useQuery({
    queryKey: alertKeys.companyAlerts,
    queryFn: () => apiRequest<CompanyAlerts>(COMPANY_ALERTS),
  });

export const useUpdateCompanyAlerts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAlertsBody) =>
      apiRequest<CompanyAlerts>(COMPANY_ALERTS, { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(alertKeys.companyAlerts, settings),
  });
};

const SAVED_TENDER_ALERTS = '/api/me/saved-tender-alerts';

/** Whether amendments and closing reminders of saved tenders also go by e-mail. */
export const useSavedTenderAlerts = () =>
  useQuery({
    queryKey: alertKeys.savedTenderAlerts,
    queryFn: () => apiRequest<SavedTenderAlerts>(SAVED_TENDER_ALERTS),
  });

export const useUpdateSavedTenderAlerts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedTenderAlertsBody) =>
      apiRequest<SavedTenderAlerts>(SAVED_TENDER_ALERTS, { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(alertKeys.savedTenderAlerts, settings),
  });
};

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.searches,
    queryFn: () => apiRequest<SavedSearchesResponse>(SEARCHES),
  });

/** The user's saved searches, newest first. */
export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

const useInvalidateSearches = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: alertKeys.searches });
};

export const useCreateSavedSearch = () => {
  const onSettled = useInvalidateSearches();
  return useMutation({
    mutationFn: (body: CreateSavedSearchInput) => apiRequest<SavedSearch>(SEARCHES, { method: 'POST', body }),
    onSettled,
  });
};

export const useUpdateSavedSearch = () => {
  const onSettled = useInvalidateSearches();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchInput & { id: string }) =>
      apiRequest<SavedSearch>(searchPath(id), { method: 'PATCH', body }),
    onSettled,
  });
};

export const useDeleteSavedSearch = () => {
  const onSettled = useInvalidateSearches();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>(searchPath(id), { method: 'DELETE' }),
    onSettled,
  });
};

export const useRegenerateFeed = () => {
  const onSettled = useInvalidateSearches();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SavedSearch>(`${searchPath(id)}/feed`, { method: 'POST' }),
    onSettled,
  });
};

/** How often the bell looks for new notifications. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** Notifications newest first, with the unread count; refreshed every minute while the app is open. */
export const useNotifications = (language: string, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: alertKeys.notifications(language),
    queryFn: () =>
      apiRequest<NotificationsResponse>('/api/me/notifications', {
        query: { language: toApiLanguage(language), limit: 50 },
      }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    enabled: options.enabled ?? true,
  });

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      apiRequest<{ marked: number; unread_count: number }>('/api/me/notifications/read', {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.allNotifications }),
  });
};

const unsubscribePath = (token: string) => `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/** What an unsubscribe link turns off (no sign-in: the token is the credential). */
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: alertKeys.unsubscribe(token),
    queryFn: () => apiRequest<UnsubscribeResponse>(unsubscribePath(token)),
    enabled: token !== '',
    retry: false,
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<UnsubscribeResponse>(unsubscribePath(token), { method: 'POST' }),
  });

/** "Not relevant": hides the item; answers the saved search to refine and the words it could exclude. */
export const useNotRelevant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language }: { id: string; language: string }) =>
      apiRequest<NotRelevantResponse>(`/api/me/notifications/${encodeURIComponent(id)}/not-relevant`, {
        method: 'POST',
        query: { language },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.allNotifications }),
  });
};

/** A saved search's delivery log: its alert mails, queued, sent or failed, with the Message-ID. */
export const useDeliveries = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['saved-searches', id, 'deliveries'] as const,
    queryFn: () => apiRequest<DeliveriesResponse>(`${searchPath(id)}/deliveries`),
    enabled,
  });

/** Sets a saved search's exclusions outside a component's lifetime (from a toast), then refreshes the searches. */
export const setSearchExclusions = async (queryClient: QueryClient, id: string, exclusions: string[]) => {
  const search = await apiRequest<SavedSearch>(searchPath(id), { method: 'PATCH', body: { exclusions } });
  await queryClient.invalidateQueries({ queryKey: alertKeys.searches });
  return search;
};
