import { describe, expect, it } from 'vitest';
import { boundQuery, QUERY_BOUNDS } from './query-bounds';

describe('boundQuery', () => {
  it('keeps an ordinary query as it is', () => {
    expect(boundQuery('snow removal "Halifax harbour" OR wharf -dredging')).toBe(
      'snow removal "Halifax harbour" OR wharf -dredging',
    );
  });

  it('reduces thousands of repeated exclusions to one', () => {
    expect(boundQuery('-x '.repeat(3000))).toBe('-x');
  });

  it('keeps at most the bounded number of terms and exclusions, first ones first', () => {
    const words = Array.from({ length: 40 }, (_, index) => `w${index}`);
    expect(boundQuery(words.join(' ')).split(' ')).toEqual(words.slice(0, QUERY_BOUNDS.maxTerms));
    const exclusions = Array.from({ length: 10 }, (_, index) => `-n${index}`);
    expect(boundQuery(['roof', ...exclusions].join(' '))).toBe('roof -n0 -n1 -n2 -n3');
  });

  it('shortens long phrases and drops dangling or doubled ORs', () => {
    expect(boundQuery(`"${'a b c d e f g h i j'}"`)).toBe('"a b c d e f g h"');
    expect(boundQuery('OR OR roof OR OR deck OR')).toBe('roof OR deck');
    expect(boundQuery('"unterminated phrase')).toBe('"unterminated phrase"');
  });
});
