import type { TenderDetail } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import { buildDraftingContext } from './drafting-context';
import { buildSectionPrompt } from './llm-prompt';
import { frOrg } from './grammar';
import { PHRASES } from './phrases';
import { draftContext, draftTender } from './test-fixtures';

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
    expect(PHRASES.eng.period({ start: '2026-12-01', end: '2026-12-31', months: 1 })).toBe(
      'December 1, 2026 to December 31, 2026 (1 month)',
    );
    expect(PHRASES.eng.period({ start: null, end: null, months: null })).toBeNull();
    expect(PHRASES.fra.closeOut({ end: null, months: 1 })).toBe(
      'Clôture et rapport final\u00a0: à la fin du 1er\u00a0mois',
    );
    expect(PHRASES.fra.closeOut({ end: null, months: 6 })).toBe(
      'Clôture et rapport final\u00a0: à la fin du 6e\u00a0mois',
    );
    expect(PHRASES.eng.languages(['french'])).toBe('in French');
    expect(PHRASES.fra.languages(['english', 'french'])).toBe('en anglais et français');
    expect(PHRASES.fra.languages([])).toBeNull();
  });

  it('name a company with neither a profile nor an account name in the draft’s language', () => {
    const nameIn = (language: 'eng' | 'fra') =>
      buildDraftingContext({
        tender: draftTender() as TenderDetail,
        profile: null,
        accountCompany: null,
        language,
      }).company.name;
    expect(nameIn('eng')).toBe('Our company');
    expect(nameIn('fra')).toBe('Notre entreprise');
  });

  it('recognise the evaluation basis in either language', () => {
    expect(PHRASES.eng.isLowestPrice('Lowest price compliant')).toBe(true);
    expect(PHRASES.fra.isLowestPrice('Prix le plus bas')).toBe(true);
    expect(PHRASES.fra.isTechnicalMerit('Mérite technique et prix')).toBe(true);
    expect(PHRASES.eng.isTechnicalMerit('Best value')).toBe(false);
  });
});

describe('the marker for a claim the profile does not support', () => {
  it('reads the same in every sentence of a language', () => {
    expect(PHRASES.eng.toConfirm('your company profile does not list ISO 9001')).toBe(
      '[To confirm before submitting: your company profile does not list ISO 9001.]',
    );
    expect(PHRASES.fra.toConfirm('votre profil d’entreprise n’indique pas la certification ISO 9001')).toBe(
      '[À confirmer avant de soumettre\u00a0: votre profil d’entreprise n’indique pas la certification ISO 9001.]',
    );
  });

  it('is the one the model is asked to write, in the draft’s language', () => {
    const system = (language: 'eng' | 'fra') =>
      buildSectionPrompt(draftContext({ language }), 'additional_info')[0]?.content ?? '';
    expect(system('eng')).toContain('[To confirm before submitting: <the claim and what proves it>.]');
    expect(system('fra')).toContain(
      '[À confirmer avant de soumettre\u00a0: <the claim and what proves it>.]',
    );
  });
});
