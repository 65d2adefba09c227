import type { Language, TenderAiSummary, TenderFit } from '@tenderscout/domain';
import { useQuery } from '@tanstack/react-query';
import { AI_TIMEOUT_MS, apiRequest } from '../../../lib/api-client';
import { useApiLanguage } from '../../../lib/i18n';
import { aiKeys } from './ai-keys';

const segment = (id: string) => encodeURIComponent(id);

/** GET /api/tenders/{id}/fit (flag competitiveness_scoring), its reasons in the interface language. */
export const useTenderFit = (tenderId: string, enabled: boolean) => {
  const language = useApiLanguage();
  return useQuery({
    queryKey: [...aiKeys.fit(tenderId), language],
    queryFn: () =>
      apiRequest<TenderFit>(`/api/tenders/${segment(tenderId)}/fit`, {
        query: { language },
        timeoutMs: AI_TIMEOUT_MS,
      }),
    enabled,
    retry: false,
  });
};

/** GET /api/tenders/{id}/summary (flag ai_summaries). */
export const useTenderSummary = (tenderId: string, language: Language, enabled: boolean) =>
  useQuery({
    queryKey: aiKeys.summary(tenderId, language),
    queryFn: () =>
      apiRequest<TenderAiSummary>(`/api/tenders/${segment(tenderId)}/summary`, {
        query: { language },
        timeoutMs: AI_TIMEOUT_MS,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
