import { formatCad, formatTenderDate, type Award, type Language } from '@tenderscout/domain';
import type { TFunction } from 'i18next';

/** An award's value as published: CAD, another currency, or "not published" (0.00 is never "free"). */
export const formatAwardValue = (
  award: Pick<Award, 'value' | 'currency'>,
  language: Language,
  t: TFunction,
): string => {
  if (award.value === null) return t('awards.value.notPublished');
  if (award.currency === 'CAD') return formatCad(award.value, language);
  const amount = new Intl.NumberFormat(language === 'fra' ? 'fr-CA' : 'en-CA', {
    maximumFractionDigits: 0,
    ...(award.currency ? { style: 'currency', currency: award.currency, currencyDisplay: 'code' } : {}),
  }).format(award.value);
  return award.currency ? amount : t('awards.value.currencyUnknown', { amount });
};

export const formatAwardDate = (date: string | null, language: Language): string =>
  date ? formatTenderDate(date, language) : '—';
