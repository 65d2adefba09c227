import { describe, expect, it } from 'vitest';
import { quotableExcerpt } from './prose';

describe('quoting notice text', () => {
  it('keeps whole sentences up to the limit', () => {
    expect(quotableExcerpt('First sentence here. Second one follows. Third.', 40)).toBe(
      'First sentence here. Second one follows.',
    );
  });

  it('drops the unfinished sentence of a text clipped upstream, never a word cut short', () => {
    expect(
      quotableExcerpt('Snow removal at the Rimouski building. The work is for the Government Organiza…'),
    ).toBe('Snow removal at the Rimouski building.');
  });

  it('marks an elision when even the first sentence is too long, cutting after a whole word', () => {
    expect(quotableExcerpt('Provision of services to the Government Organization of Canada', 38)).toBe(
      'Provision of services to the […]',
    );
    expect(quotableExcerpt('Provision of services to the Government Organiza…')).toBe(
      'Provision of services to the Government […]',
    );
    expect(quotableExcerpt('   ')).toBeNull();
  });
});
