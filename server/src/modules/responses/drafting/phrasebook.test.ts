import { describe, expect, it } from 'vitest';
import { frOrg } from './phrasebook.fr.terms';
import { PHRASES } from './phrasebooks';

describe('the phrase books', () => {
  it('give a French buyer the article its name takes', () => {
    expect(frOrg('Ministère de la Défense nationale', 'à')).toBe('au ministère de la Défense nationale');
    expect(frOrg('Agence du revenu du Canada', 'de')).toBe('de l’Agence du revenu du Canada');
    expect(frOrg('Office national du film', null)).toBe('L’Office national du film');
    expect(frOrg('Services publics et Approvisionnement Canada', 'à')).toBe(
      'à Services publics et Approvisionnement Canada',
    );
    expect(frOrg('Elections Canada', 'de')).toBe('d’Elections Canada');
  });

  it('say a contract period and the language of the work in both languages', () => {
    const period = { start: '2026-12-01', end: '2027-11-30', months: 12 };
    expect(PHRASES.eng.period(period)).toBe('December 1, 2026 to November 30, 2027 (12 months)');
    expect(PHRASES.fra.period(period)).toBe('du 1er décembre 2026 au 30 novembre 2027 (12\u00a0mois)');
    expect(PHRASES.eng.period({ start: null, end: null, months: null })).toBeNull();
    expect(PHRASES.eng.languages(['french'])).toBe('in French');
    expect(PHRASES.fra.languages(['english', 'french'])).toBe('en anglais et français');
    expect(PHRASES.fra.languages([])).toBeNull();
  });

  it('recognise the evaluation basis in either language', () => {
    expect(PHRASES.eng.isLowestPrice('Lowest price compliant')).toBe(true);
    expect(PHRASES.fra.isLowestPrice('Prix le plus bas')).toBe(true);
    expect(PHRASES.fra.isTechnicalMerit('Mérite technique et prix')).toBe(true);
    expect(PHRASES.eng.isTechnicalMerit('Best value')).toBe(false);
  });
});
