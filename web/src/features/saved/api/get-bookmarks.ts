import { SAVED_PAGE_SIZE, type BookmarksResponse } from '@tenderscout/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export interface BookmarksParams {
  search: string;
  page: number;
}

export const getBookmarks = ({ search, page }: BookmarksParams) =>
  apiRequest<BookmarksResponse>('/api/me/bookmarks', {
    query: { search: search.trim() || undefined, page, size: SAVED_PAGE_SIZE },
  });

export const bookmarksQueryOptions = (params: BookmarksParams) =>
  queryOptions({
    queryKey: savedKeys.bookmarks(params),
    queryFn: () => getBookmarks(params),
    // Typing in the search box keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useBookmarks = (params: BookmarksParams) => useQuery(bookmarksQueryOptions(params));
