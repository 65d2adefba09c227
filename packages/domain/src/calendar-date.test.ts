import { expect, it } from 'vitest';
import { isCalendarDate } from './common';
import { searchRequestSchema } from './search';

it('isCalendarDate accepts real days only', () => {
  for (const good of ['2025-02-28', '2024-02-29', '2000-02-29', '2025-12-31', '2025-01-31T10:00:00Z'])
    expect(isCalendarDate(good), good).toBe(true);
  for (const bad of ['2025-02-30', '2025-02-29', '1900-02-29', '0000-01-01', '2025-13-01', '2025-04-31', 'x'])
    expect(isCalendarDate(bad), bad).toBe(false);
});

it('search refuses an impossible date filter with the field named', () => {
  const result = searchRequestSchema.safeParse({ query: '', filters: { closing_from: '2025-02-30' } });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['filters.closing_from']);
});
