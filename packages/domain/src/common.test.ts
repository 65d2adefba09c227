import { describe, expect, it } from 'vitest';
import { pickLanguage, pickLanguageList } from './common';

describe('pickLanguage', () => {
  it('gives the reader the field in their language', () => {
    expect(pickLanguage('eng', 'Snow removal', 'Déneigement')).toBe('Snow removal');
    expect(pickLanguage('fra', 'Snow removal', 'Déneigement')).toBe('Déneigement');
  });

  it('falls back to the other language when the field is missing', () => {
    expect(pickLanguage('eng', null, 'Déneigement')).toBe('Déneigement');
    expect(pickLanguage('fra', 'Snow removal', null)).toBe('Snow removal');
    expect(pickLanguage('fra', null, null)).toBeNull();
  });

  it('keeps an empty text rather than falling back', () => {
    expect(pickLanguage('fra', 'Snow removal', '')).toBe('');
  });
});

describe('pickLanguageList', () => {
  it('gives the list in the reader language, or the other list when it is empty', () => {
    expect(pickLanguageList('eng', ['Ontario'], ['Ontario (fr)'])).toEqual(['Ontario']);
    expect(pickLanguageList('fra', ['Ontario'], ['Ontario (fr)'])).toEqual(['Ontario (fr)']);
    expect(pickLanguageList('fra', ['Ontario'], [])).toEqual(['Ontario']);
    expect(pickLanguageList('eng', [], ['Ontario (fr)'])).toEqual(['Ontario (fr)']);
    expect(pickLanguageList('eng', [], [])).toEqual([]);
  });
});
