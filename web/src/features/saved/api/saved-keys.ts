/** TanStack Query keys of the caller's saved tenders; everything under `['saved']` is refetched after a change. */
export const savedKeys = {
  all: ['saved'] as const,
  stats: () => [...savedKeys.all, 'stats'] as const,
  reviews: () => [...savedKeys.all, 'reviews'] as const,
  /** The Not applicable tab: the tenders the user hid, in a language. */
  hiddenLists: () => [...savedKeys.all, 'hidden'] as const,
  hidden: (language: string) => [...savedKeys.hiddenLists(), language] as const,
  reviewState: (tenderId: string) => [...savedKeys.all, 'review', tenderId] as const,
  bookmarkLists: () => [...savedKeys.all, 'bookmarks'] as const,
  bookmarks: (params: { search: string; page: number }) => [...savedKeys.bookmarkLists(), params] as const,
  calendarFeed: () => [...savedKeys.all, 'calendar-feed'] as const,
};
