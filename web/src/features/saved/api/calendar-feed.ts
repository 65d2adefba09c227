import type { CalendarFeed } from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export const getCalendarFeed = () => apiRequest<CalendarFeed>('/api/me/calendar-feed');
export const regenerateCalendarFeed = () =>
  apiRequest<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });

/** The secret subscription URL; fetched only when the user opens the calendar dialog. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({ queryKey: savedKeys.calendarFeed(), queryFn: getCalendarFeed, enabled, staleTime: Infinity });

/** A new URL; the old one stops working at once. */
export const useRegenerateCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(savedKeys.calendarFeed(), feed),
  });
};

/** Downloads the .ics of the saved tenders (a plain link cannot carry the bearer token). */
export const downloadSavedCalendar = async (): Promise<void> => {
  const response = await apiFetch('/api/me/saved.ics');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tenderscout-saved-tenders.ics';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
