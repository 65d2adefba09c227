import { describe, expect, it } from 'vitest';
import {
  readsAsFrench,
  expandQuery,
  expansionQuery,
  foldText,
  phrasesQuery,
  TRADE_VOCABULARY,
  withoutFiller,
} from './trade-vocabulary';

describe('trade vocabulary', () => {
  it('parses, has a version, and every group has English and French terms', () => {
    expect(TRADE_VOCABULARY.version).toBeGreaterThanOrEqual(1);
    expect(TRADE_VOCABULARY.groups.length).toBeGreaterThanOrEqual(60);
    for (const group of TRADE_VOCABULARY.groups) {
      expect(group.id).toMatch(/^[a-z-]+$/);
      expect(group.en.length, group.id).toBeGreaterThan(0);
      expect(group.fr.length, group.id).toBeGreaterThan(0);
    }
  });

  it('has no duplicate group ids and no term in two groups or twice in one (accents and case folded)', () => {
    const ids = TRADE_VOCABULARY.groups.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const group of TRADE_VOCABULARY.groups) {
      for (const term of [...group.en, ...group.fr]) {
        const key = foldText(term);
        if (key === '') clashes.push(`${group.id}: empty term`);
        if (owner.has(key)) clashes.push(`"${term}" in ${owner.get(key)} and ${group.id}`);
        owner.set(key, group.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('expands a supplier’s words to the trade’s other words, in both languages', () => {
    const pest = expandQuery('pest control');
    expect(pest.groups).toEqual(['pest']);
    expect(pest.terms).toEqual(expect.arrayContaining(['pesticide', 'lutte antiparasitaire']));
    expect(pest.terms).not.toContain('pest control');
    expect(expandQuery('Déneigement Ottawa').terms).toEqual(expect.arrayContaining(['snow clearing']));
    expect(expandQuery('deneigement').groups).toEqual(['snow']);
    expect(expandQuery('lawn care contracts').terms).toContain('grounds maintenance');
    expect(expandQuery('location d’autobus').groups).toEqual(['bus']);
    expect(expandQuery('office chairs').groups).toEqual(['furniture']);
    expect(expandQuery('zzzzqqq nonsense')).toEqual({ groups: [], terms: [], rest: [], concepts: [] });
    expect(expandQuery('Snow removal in Toronto').rest).toEqual(['in', 'toronto']);
  });

  it('writes the terms as phrases that carry no search syntax, each with the query’s other words', () => {
    expect(phrasesQuery(['snow clearing', 'déneigement', '-x "y"'])).toBe(
      '"snow clearing" OR déneigement OR "x y"',
    );
    expect(phrasesQuery(['snow clearing', 'déneigement'], ['toronto', 'or'])).toBe(
      '"snow clearing" toronto OR déneigement toronto',
    );
  });

  it('leaves out the words a supplier puts around their trade: the notice names the work, not the firm', () => {
    expect(withoutFiller('moving company')).toBe('moving');
    expect(withoutFiller('quad bike hire')).toBe('quad bike');
    expect(withoutFiller('entreprise de démolition')).toBe('de démolition');
    expect(withoutFiller('company')).toBe('company');
    expect(withoutFiller('"moving company"')).toBe('"moving company"');
    expect(expandQuery('polling firm')).toMatchObject({ groups: ['market-research'], rest: [] });
    expect(expandQuery('snow removal contracts in Gatineau').rest).toEqual(['in', 'gatineau']);
  });

  it('names the government’s words for a supplier’s everyday ones', () => {
    expect(expandQuery('garbage pickup').terms).toContain('waste collection');
    expect(expandQuery('porta potty rental').groups).toEqual(['sanitation']);
    expect(expandQuery('headhunter').terms).toContain('executive search');
    expect(expandQuery('metal 3D printer').terms).toContain('additive manufacturing');
    expect(expandQuery('CNC cutting machine').groups).toEqual(['machining']);
    expect(expandQuery('forever chemicals').terms).toContain('PFAS');
    expect(expandQuery("démolition d'immeuble")).toMatchObject({ groups: ['demolition'], rest: [] });
  });

  it('a longer term wins over a word inside it: "vessel recycling" is one trade, not also boats', () => {
    expect(expandQuery('vessel recycling').groups).toEqual(['vessel']);
  });

  it('a query naming two trades asks for a term of each together', () => {
    const expansion = expandQuery('psychological assessments of inmates');
    expect(expansion.groups).toEqual(['medical', 'corrections']);
    const text = expansionQuery(expansion);
    expect(text).toContain('"psychological services" offenders');
    expect(text).not.toMatch(/(^| OR )offenders( OR |$)/);
    expect(expansionQuery(expandQuery('snow removal Toronto'))).toContain('"snow clearing" toronto');
  });

  it('tells a French query from an English one, for a model that reads English only', () => {
    for (const french of [
      'démolition d’immeuble',
      'pose de clotures',
      'deneigement',
      'services juridiques',
      'entretien menager',
    ])
      expect(readsAsFrench(french), french).toBe(true);
    for (const english of [
      'snow removal',
      'janitorial services',
      'moving company',
      'roof replacement',
      'construction',
    ])
      expect(readsAsFrench(english), english).toBe(false);
  });
});
