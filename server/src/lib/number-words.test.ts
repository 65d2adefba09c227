import { describe, expect, it } from 'vitest';
import {
  CARDINAL_WORDS,
  ENGLISH_CARDINAL_WORDS,
  FRENCH_CARDINAL_WORDS,
  wordAlternation,
} from './number-words';

describe('the shared number words', () => {
  it('hold the English and French words in one table', () => {
    expect(CARDINAL_WORDS).toMatchObject({ eleven: 11, thirty: 30, onze: 11, trente: 30, six: 6 });
    expect(Object.keys(CARDINAL_WORDS)).toHaveLength(
      new Set([...Object.keys(ENGLISH_CARDINAL_WORDS), ...Object.keys(FRENCH_CARDINAL_WORDS)]).size,
    );
  });

  it('make an alternation that reads the longer word first', () => {
    const pattern = new RegExp(`^(?:${wordAlternation(FRENCH_CARDINAL_WORDS)})`);
    expect(pattern.exec('une semaine')?.[0]).toBe('une');
    expect(pattern.exec('un mois')?.[0]).toBe('un');
  });
});
