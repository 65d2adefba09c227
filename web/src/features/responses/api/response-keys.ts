import type { Language, ResponseFilter } from '@tenderscout/domain';

/** TanStack Query keys of the caller's bid responses; everything under `['responses']` refetches after a change. */
export const responseKeys = {
  all: ['responses'] as const,
  lists: () => [...responseKeys.all, 'list'] as const,
  list: (params: { search: string; filter: ResponseFilter; language?: Language }) =>
    [...responseKeys.lists(), params] as const,
  draft: (tenderId: string) => [...responseKeys.all, 'draft', tenderId] as const,
};

export const responsePath = (tenderId: string, suffix = ''): string =>
  `/api/me/responses/${encodeURIComponent(tenderId)}${suffix}`;
