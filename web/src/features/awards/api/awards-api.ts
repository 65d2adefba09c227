import type {
  AwardsResponse,
  Language,
  SimilarAwardsResponse,
  SupplierProfile,
  TenderAwards,
} from '@tenderscout/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The award search's filters as the URL and the API carry them (all optional strings). */
export interface AwardFilters {
  q?: string;
  supplier?: string;
  buyer?: string;
  commodity?: string;
  category?: string;
  region?: string;
  year?: string;
  value_min?: string;
  value_max?: string;
  sort?: string;
  page?: string;
}

export const AWARD_FILTER_KEYS = [
  'q',
  'supplier',
  'buyer',
  'commodity',
  'category',
  'region',
  'year',
  'value_min',
  'value_max',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof AwardFilters>;

export const awardKeys = {
  search: (filters: AwardFilters, language: Language) => ['awards', 'search', filters, language] as const,
  supplier: (name: string, page: number, language: Language) =>
    ['awards', 'supplier', name, page, language] as const,
  tender: (id: string, language: Language) => ['awards', 'tender', id, language] as const,
  similar: (id: string, sameBuyer: boolean, language: Language) =>
    ['awards', 'similar', id, sameBuyer, language] as const,
};

/** The export link for the same filters (a plain download, no script needed). */
export const awardsExportUrl = (filters: AwardFilters, language: Language): string => {
  const params = new URLSearchParams();
  for (const key of AWARD_FILTER_KEYS) {
    const value = filters[key];
    if (value && key !== 'page') params.set(key, value);
  }
  params.set('language', language);
  return `/api/awards/export?${params.toString()}`;
};

export const useAwardsSearch = (filters: AwardFilters, language: Language) =>
  useQuery(
    queryOptions({
      queryKey: awardKeys.search(filters, language),
      queryFn: () => apiRequest<AwardsResponse>('/api/awards', { query: { ...filters, language } }),
      placeholderData: keepPreviousData,
    }),
  );

export const useSupplier = (name: string, page: number, language: Language) =>
  useQuery({
    queryKey: awardKeys.supplier(name, page, language),
    queryFn: () =>
      apiRequest<SupplierProfile>(`/api/suppliers/${encodeURIComponent(name)}`, {
        query: { page, language },
      }),
    placeholderData: keepPreviousData,
  });

export const useTenderAwards = (id: string, language: Language) =>
  useQuery({
    queryKey: awardKeys.tender(id, language),
    queryFn: () =>
      apiRequest<TenderAwards>(`/api/tenders/${encodeURIComponent(id)}/awards`, { query: { language } }),
  });

export const useSimilarAwards = (id: string, sameBuyer: boolean, language: Language) =>
  useQuery({
    queryKey: awardKeys.similar(id, sameBuyer, language),
    queryFn: () =>
      apiRequest<SimilarAwardsResponse>(`/api/tenders/${encodeURIComponent(id)}/similar-awards`, {
        query: { language, same_buyer: sameBuyer ? 'true' : undefined },
      }),
    placeholderData: keepPreviousData,
  });
