import { AWARD_COLUMNS } from './award-columns';

/** The columns as `awards.<column>`, for queries that join other tables. */
export const qualified = AWARD_COLUMNS.map((column) => `awards.${column}` as const);

/** Words of a free text as an OR text-search query (letters and digits only, so always valid). */
export const orQueryOf = (text: string, maxWords = 8): string | null => {
  const STOP = new Set([
    'the',
    'and',
    'for',
    'with',
    'des',
    'les',
    'pour',
    'une',
    'from',
    'services',
    'service',
  ]);
  const words = [
    ...new Set(
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3 && !STOP.has(word) && !/^\d+$/.test(word)),
    ),
  ].slice(0, maxWords);
  return words.length > 0 ? words.join(' | ') : null;
};
