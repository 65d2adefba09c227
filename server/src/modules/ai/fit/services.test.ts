import { describe, expect, it } from 'vitest';
import {
  SEMANTIC_ONLY_LIMIT,
  codeOutcome,
  descriptionOutcomes,
  industryOutcome,
  ownWordsOutcomes,
  servicesOf,
  specializationOutcomes,
  textsOf,
} from './services';
import { fitProfile, fitTender } from './test-fixtures';
import { descriptionPairs } from './vocabulary';

const NB = '\u00a0';
const snow = fitTender({
  title: 'Snow removal services - Rimouski',
  titleFr: 'Services de déneigement - Rimouski',
  description: 'Snow clearing of parking lots and walkways.',
  unspscCodes: ['72102100'],
  commodityDescriptions: ['Snow removal services', 'Services de déneigement'],
  commodities: [{ code: '72102100', en: 'Snow removal services', fr: 'Services de déneigement' }],
  regions: ['Quebec'],
});
const snowFirm = fitProfile({ industry: 'Other', specializations: [], commodity_codes: ['72102100'] });

describe('the services factor: the company codes', () => {
  it('scores 1 for one of its codes, named in the language asked', () => {
    expect(codeOutcome(snowFirm, snow, 'eng')).toEqual([
      {
        score: 1,
        detail: 'Your code "Snow removal services" is among the goods and services bought',
        reason: 'Your code "Snow removal services"',
      },
    ]);
    expect(codeOutcome(snowFirm, snow, 'fra')[0]?.reason).toBe(
      `Votre code «${NB}Services de déneigement${NB}»`,
    );
  });

  it('matches a family code to the codes under it, and nothing else', () => {
    const family = fitProfile({ commodity_codes: ['72100000'] });
    expect(codeOutcome(family, snow, 'eng')).toHaveLength(1);
    const other = fitProfile({ commodity_codes: ['76111500'] });
    expect(codeOutcome(other, snow, 'eng')).toEqual([]);
  });
});

describe('the services factor: specializations', () => {
  const profile = fitProfile({ specializations: ['Software Development'] });

  it('scores the title 1, the goods bought 0.9 and the description 0.7', () => {
    const inTitle = fitTender();
    const texts = textsOf(inTitle, 'eng');
    expect(specializationOutcomes(profile, inTitle, texts, 'eng')[0]).toEqual({
      score: 1,
      detail: 'Your specialization "Software Development" is in the title',
      reason:
        'Matches your specialization "Software Development" (title: "SAP software development and support")',
    });
    const inGoods = fitTender({ title: 'Services', description: '', commodityDescriptions: ['Software'] });
    expect(specializationOutcomes(profile, inGoods, textsOf(inGoods, 'eng'), 'eng')[0]?.score).toBe(0.9);
    const inDescription = fitTender({ title: 'Services' });
    const described = specializationOutcomes(profile, inDescription, textsOf(inDescription, 'fra'), 'fra');
    expect(described[0]).toEqual({
      score: 0.7,
      detail: `Votre spécialisation «${NB}Développement de logiciels${NB}» est mentionnée dans la description`,
      reason: `Mentionne votre spécialisation «${NB}Développement de logiciels${NB}» dans sa description`,
    });
  });

  it('finds French words of a specialization in a French title', () => {
    const french = fitTender({ title: 'Services', titleFr: 'Développement de logiciels', description: '' });
    const outcomes = specializationOutcomes(profile, french, textsOf(french, 'fra'), 'fra');
    expect(outcomes[0]?.reason).toBe(
      `Correspond à votre spécialisation «${NB}Développement de logiciels${NB}» (titre${NB}: «${NB}Développement de logiciels${NB}»)`,
    );
  });

  it('names a specialization with its French label in French, and as given when it is not an option', () => {
    const plower = fitProfile({ specializations: ['Snow Removal'] });
    expect(specializationOutcomes(plower, snow, textsOf(snow, 'fra'), 'fra')[0]?.detail).toBe(
      `Votre spécialisation «${NB}Déneigement${NB}» figure dans le titre`,
    );
    expect(specializationOutcomes(plower, snow, textsOf(snow, 'eng'), 'eng')[0]?.detail).toBe(
      'Your specialization "Snow Removal" is in the title',
    );
    const ownWords = fitProfile({ specializations: ['Snow'] });
    expect(specializationOutcomes(ownWords, snow, textsOf(snow, 'fra'), 'fra')[0]?.detail).toBe(
      `Votre spécialisation «${NB}Snow${NB}» figure dans le titre`,
    );
  });
});

describe('the services factor: the description and the industry', () => {
  it('reads the trade words of the description as strongly as a listed service: title 1, goods 0.9, text 0.7', () => {
    const plower = fitProfile({ specializations: [], description: 'We do snow plowing' });
    const outcomes = descriptionOutcomes(plower, textsOf(snow, 'eng'), 'eng');
    expect(outcomes[0]?.score).toBe(1);
    expect(outcomes[0]?.reason).toMatch(
      /^Matches what you sell, ".+" \(title: "Snow removal services - Rimouski"\)$/,
    );
    const french = descriptionOutcomes(plower, textsOf(snow, 'fra'), 'fra');
    expect(french[0]?.reason).toBe(
      `Correspond à ce que vous vendez, «${NB}déneigement${NB}» (titre${NB}: «${NB}Services de déneigement - Rimouski${NB}»)`,
    );
    expect(descriptionOutcomes(fitProfile({ description: '  ' }), textsOf(snow, 'eng'), 'eng')).toEqual([]);
  });

  it('scores 0.6 for a tender in the company industry, by segment, category or word', () => {
    const builder = fitProfile({ industry: 'Construction', specializations: [] });
    expect(industryOutcome(builder, snow, textsOf(snow, 'eng'), 'eng')).toEqual([
      {
        score: 0.6,
        detail: 'In your industry (Construction)',
        reason: 'In your industry, Construction (commodity code 72102100…)',
      },
    ]);
    const byCategory = fitTender({ categories: ['CNST'], title: 'Works' });
    expect(industryOutcome(builder, byCategory, textsOf(byCategory, 'fra'), 'fra')[0]?.reason).toBe(
      'Dans votre secteur, Construction',
    );
    const environmental = fitProfile({ industry: 'Environmental Services', specializations: [] });
    const waste = fitTender({ title: 'Waste collection', description: '', unspscCodes: ['76121500'] });
    expect(industryOutcome(environmental, waste, textsOf(waste, 'fra'), 'fra')).toEqual([
      {
        score: 0.6,
        detail: 'Dans votre secteur (Services environnementaux)',
        reason: 'Dans votre secteur, Services environnementaux (code de marchandise 76121500…)',
      },
    ]);
    expect(
      industryOutcome(fitProfile({ industry: 'Healthcare' }), snow, textsOf(snow, 'eng'), 'eng'),
    ).toEqual([]);
  });
});

describe('the services factor: the best signal and meaning similarity', () => {
  it('takes the best outcome, and says so when nothing matches', () => {
    expect(servicesOf(snowFirm, snow, null, 'eng').score).toBe(1);
    expect(servicesOf(fitProfile({ industry: 'Other' }), snow, null, 'eng')).toEqual({
      score: 0,
      detail: 'No match with your specializations or industry',
      reason: null,
    });
    expect(servicesOf(fitProfile({ industry: 'Other' }), snow, null, 'fra').detail).toBe(
      'Aucun lien avec vos spécialisations ou votre secteur',
    );
  });

  it('counts meaning in full for a company that does not name its trade', () => {
    const vague = fitProfile({ industry: 'Other', specializations: ['Data Analytics'] });
    const outcome = servicesOf(vague, snow, 0.45, 'eng');
    expect(outcome.score).toBeCloseTo(0.45, 10);
    expect(outcome.detail).toBe('Close in meaning to your profile (similarity 0.45)');
    expect(servicesOf(vague, snow, 0.45, 'fra').detail).toBe(
      'Proche de votre profil par le sens (similarité 0,45)',
    );
  });

  it('limits meaning alone for a company that names its trade, and lifts agreeing signals', () => {
    const software = fitTender();
    expect(servicesOf(snowFirm, software, 0.6, 'eng').score).toBe(SEMANTIC_ONLY_LIMIT);
    // A builder that names no trade: the industry matches (0.6), meaning agrees (similarity 0.49): 0.7.
    const builder = fitProfile({ industry: 'Construction', specializations: [], commodity_codes: [] });
    expect(servicesOf(builder, snow, null, 'eng').score).toBe(0.6);
    const agreeing = servicesOf(builder, snow, 0.49, 'eng');
    expect(agreeing.score).toBeCloseTo(0.7, 10);
    expect(agreeing.detail).toBe('In your industry (Construction)');
    // With codes of its own (a trade named), the same broad industry is a weaker sign (0.45), not lifted.
    const coded = fitProfile({
      industry: 'Construction',
      specializations: [],
      commodity_codes: ['76111500'],
    });
    expect(servicesOf(coded, snow, null, 'eng').score).toBe(0.45);
    expect(servicesOf(coded, snow, 0.5, 'eng').score).toBe(0.45);
  });
});

describe('the services factor: the company’s own words', () => {
  it('reads the pairs of words a description names, sharing a word across a list', () => {
    expect(descriptionPairs('Civil, structural and highway engineering, construction management')).toEqual(
      expect.arrayContaining([
        'civil engineering',
        'structural engineering',
        'highway engineering',
        'construction management',
      ]),
    );
    expect(descriptionPairs('HVAC maintenance; mechanical and electrical services')).toEqual([
      'hvac maintenance',
      'electrical services',
      'mechanical services',
    ]);
    expect(descriptionPairs('Waste collection and removal')).toEqual(['waste collection', 'waste removal']);
    expect(descriptionPairs('Déneigement et entretien de stationnements')).toEqual([
      'entretien de stationnements',
      'deneigement de stationnements',
    ]);
    // Two general words name no trade.
    expect(descriptionPairs('Professional services')).toEqual([]);
  });

  it('finds a trade the vocabulary lacks in the title (0.9) or the description (0.6), said as the company said it', () => {
    const continuity = fitProfile({ description: 'Business continuity planning and crisis exercises' });
    const tender = fitTender({
      title: 'Business Continuity Program Review',
      description: 'Review of plans.',
    });
    const [outcome] = ownWordsOutcomes(continuity, textsOf(tender, 'eng'), 'eng');
    expect(outcome?.score).toBe(0.9);
    expect(outcome?.reason).toContain('"business continuity"');
    const inDescription = fitTender({
      title: 'Advisory services',
      description: 'Crisis exercises for staff.',
    });
    expect(ownWordsOutcomes(continuity, textsOf(inDescription, 'eng'), 'eng')[0]?.score).toBe(0.6);
    expect(ownWordsOutcomes(continuity, textsOf(fitTender(), 'eng'), 'eng')).toEqual([]);
  });
});
