import type {
  CreateFilterProfileInput,
  FilterProfile,
  FilterProfilesResponse,
  UpdateFilterProfileInput,
} from '@tenderscout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/me/filter-profiles';
const profilePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const filterProfileKeys = { all: ['filter-profiles'] as const };

export const getFilterProfiles = () => apiRequest<FilterProfilesResponse>(BASE);

export const filterProfilesQueryOptions = () =>
  queryOptions({ queryKey: filterProfileKeys.all, queryFn: getFilterProfiles });

/** The user's saved filter profiles, most recently used first (kept on the server). */
export const useFilterProfiles = () => useQuery(filterProfilesQueryOptions());

const useInvalidateOnSettled = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filterProfileKeys.all });
};

export const useCreateFilterProfile = () => {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: (body: CreateFilterProfileInput) => apiRequest<FilterProfile>(BASE, { method: 'POST', body }),
    onSettled,
  });
};

export const useUpdateFilterProfile = () => {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateFilterProfileInput & { id: string }) =>
      apiRequest<FilterProfile>(profilePath(id), { method: 'PATCH', body }),
    onSettled,
  });
};

/** Marks a profile used (it moves to the top); the filters themselves are applied by the caller at once. */
export const useApplyFilterProfile = () => {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: (id: string) => apiRequest<FilterProfile>(`${profilePath(id)}/apply`, { method: 'POST' }),
    onSettled,
  });
};

export const useDeleteFilterProfile = () => {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>(profilePath(id), { method: 'DELETE' }),
    onSettled,
  });
};
