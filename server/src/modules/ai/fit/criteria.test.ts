import { describe, expect, it } from 'vitest';
import {
  certificationCriteria,
  clearanceCriteria,
  criteriaOf,
  experienceCriteria,
  hasCertification,
  indigenousCriteria,
  languageCriteria,
} from './criteria';
import { fitProfile, fitTender } from './test-fixtures';

const NB = '\u00a0';
const en = 'eng';
const fr = 'fra';

describe('the security clearance criterion', () => {
  const secret = fitTender({
    clearanceRequired: true,
    clearanceLevels: ['Secret'],
    evidence: [
      {
        fact: 'clearance_required',
        value: 'Secret',
        sentence: 'Secret clearance required.',
        language: 'eng',
        source: 'description',
      },
    ],
  });

  it('is not met when the profile says it holds none, and quotes the notice', () => {
    const none = fitProfile({ security_clearance: 'none' });
    expect(clearanceCriteria(none, secret, en)).toEqual([
      {
        key: 'security_clearance',
        label: 'Security clearance',
        status: 'not_met',
        mandatory: true,
        detail: 'Requires Secret, which your profile does not list',
        evidence: 'Secret clearance required.',
      },
    ]);
    expect(clearanceCriteria(none, secret, fr)[0]?.detail).toBe(
      `Exige${NB}: Secret, qui ne figure pas dans votre profil`,
    );
  });

  it('is to check, not unmet, when the profile does not say which clearance its staff hold', () => {
    expect(clearanceCriteria(fitProfile({ security_clearance: null }), secret, en)[0]).toMatchObject({
      status: 'unknown',
      mandatory: true,
      detail: 'Requires Secret; your profile does not say which clearance your staff hold',
    });
    expect(clearanceCriteria(fitProfile({ security_clearance: null }), secret, fr)[0]?.detail).toBe(
      `Exige${NB}: Secret; votre profil ne précise pas la cote de sécurité de votre personnel`,
    );
  });

  it('is met by the level or a higher one, not by a lower one', () => {
    const topSecret = fitProfile({ security_clearance: 'Top Secret' });
    expect(clearanceCriteria(topSecret, secret, en)[0]).toMatchObject({
      status: 'met',
      detail: 'Requires Secret; your staff hold Top Secret',
    });
    expect(clearanceCriteria(topSecret, secret, fr)[0]?.detail).toBe(
      `Exige${NB}: Secret; votre personnel détient la cote Très secret`,
    );
    expect(clearanceCriteria(fitProfile({ security_clearance: 'Reliability' }), secret, en)[0]?.status).toBe(
      'not_met',
    );
  });

  it('is to check with an organisation clearance too, or a clearance of no stated level', () => {
    const withFsc = fitTender({ clearanceRequired: true, clearanceLevels: ['Secret', 'FSC'] });
    const held = clearanceCriteria(fitProfile({ security_clearance: 'Secret' }), withFsc, en)[0];
    expect(held).toMatchObject({
      status: 'unknown',
      detail: 'Your staff hold Secret; the tender also needs an organisation clearance (FSC)',
    });
    const unspecified = fitProfile({ certifications: ['Security Clearance'] });
    expect(clearanceCriteria(unspecified, secret, fr)[0]).toMatchObject({
      status: 'unknown',
      detail: `Exige${NB}: Secret; votre profil indique une cote de sécurité sans en préciser le niveau`,
    });
  });

  it('does not apply when the tender asks for none', () => {
    expect(clearanceCriteria(fitProfile(), fitTender(), en)).toEqual([]);
  });
});

describe('the Indigenous set-aside criterion', () => {
  const full = fitTender({ indigenousBusinessRequired: true, indigenousSetAside: 'full' });
  const partial = fitTender({ indigenousBusinessRequired: true, indigenousSetAside: 'partial' });

  it('is mandatory and not met for a full set-aside without eligibility', () => {
    expect(indigenousCriteria(fitProfile(), full, en)[0]).toMatchObject({
      label: 'Set aside for Indigenous businesses',
      status: 'not_met',
      mandatory: true,
    });
    expect(indigenousCriteria(fitProfile(), full, fr)[0]?.label).toBe('Réservé aux entreprises autochtones');
  });

  it('is met from the set-aside eligibility or a certification; a partial one is to check', () => {
    const eligible = fitProfile({ set_asides: ['Indigenous Business'] });
    expect(indigenousCriteria(eligible, full, en)[0]?.status).toBe('met');
    expect(
      indigenousCriteria(fitProfile({ certifications: ['Indigenous Business'] }), full, en)[0]?.status,
    ).toBe('met');
    expect(indigenousCriteria(fitProfile(), partial, en)[0]).toMatchObject({
      label: 'Indigenous participation',
      status: 'unknown',
      mandatory: false,
    });
    expect(indigenousCriteria(fitProfile(), partial, fr)[0]?.label).toBe('Participation autochtone');
  });
});

describe('the experience criterion', () => {
  it('compares the years asked with the years of the profile', () => {
    const tender = fitTender({ experienceRequired: true, experienceYears: 10 });
    expect(experienceCriteria(fitProfile({ experience_years: 5 }), tender, en)[0]).toMatchObject({
      label: '10 years of experience',
      status: 'not_met',
      detail: 'Requires 10 years; your profile says 5',
    });
    expect(experienceCriteria(fitProfile({ experience_years: 5 }), tender, fr)[0]?.detail).toBe(
      `Exige 10${NB}ans; votre profil indique 5`,
    );
    expect(experienceCriteria(fitProfile({ experience_years: 10 }), tender, en)[0]?.status).toBe('met');
  });

  it('is met by any experience when no years are given, to check with none', () => {
    const tender = fitTender({ experienceRequired: true, experienceYears: null });
    expect(experienceCriteria(fitProfile({ experience_years: 2 }), tender, en)[0]).toMatchObject({
      label: 'Relevant experience',
      status: 'met',
    });
    expect(experienceCriteria(fitProfile({ experience_years: 0 }), tender, fr)[0]).toMatchObject({
      label: 'Expérience pertinente',
      status: 'unknown',
      detail: `Exige une expérience semblable; votre profil indique 0${NB}an`,
    });
  });
});

describe('the certification criteria', () => {
  it('match certifications loosely spelt', () => {
    const iso = fitProfile({ certifications: ['iso9001:2015'] });
    expect(hasCertification(iso, 'ISO 9001')).toBe(true);
    expect(hasCertification(iso, 'ISO 14001')).toBe(false);
  });

  it('require business certifications and ask to check products and Canadian goods', () => {
    const tender = fitTender({
      businessCertifications: ['ISO 9001'],
      productCertifications: ['CSA'],
      canadianMade: true,
    });
    expect(
      certificationCriteria(fitProfile(), tender, en).map((item) => [item.key, item.status, item.detail]),
    ).toEqual([
      ['certification:ISO 9001', 'not_met', 'Requires ISO 9001, which your profile does not list'],
      ['product:CSA', 'unknown', 'The goods must carry CSA; check your products'],
      [
        'canadian_content',
        'unknown',
        'Limited to Canadian goods: you are a Canadian business; confirm the goods qualify',
      ],
    ]);
    const certified = fitProfile({ certifications: ['ISO 9001'] });
    expect(certificationCriteria(certified, tender, fr).map((item) => item.detail)).toEqual([
      'Votre profil indique ISO 9001',
      'Les biens doivent porter la certification CSA; vérifiez vos produits',
      `Limité aux biens canadiens${NB}: vous êtes une entreprise canadienne; confirmez l’admissibilité des biens`,
    ]);
  });
});

describe('the language criteria', () => {
  it('are met when the profile lists every language the work needs', () => {
    const tender = fitTender({ languageRequirements: ['bilingual'] });
    expect(languageCriteria(fitProfile(), tender, en)[0]).toMatchObject({
      key: 'language:bilingual',
      label: 'Work in English and French',
      status: 'not_met',
      detail: 'Requires English and French; your profile does not list it',
    });
    const bilingual = fitProfile({ languages: ['en', 'fr'] });
    expect(languageCriteria(bilingual, tender, fr)[0]).toMatchObject({
      label: 'Travail en français et en anglais',
      status: 'met',
      detail: 'Vous travaillez en français et en anglais',
    });
  });
});

describe('every criterion together', () => {
  it('lists clearance, set-aside, experience, certifications then languages', () => {
    const tender = fitTender({
      clearanceRequired: true,
      indigenousBusinessRequired: true,
      experienceRequired: true,
      businessCertifications: ['ISO 9001'],
      languageRequirements: ['french'],
    });
    expect(criteriaOf(fitProfile(), tender).map((item) => item.key)).toEqual([
      'security_clearance',
      'indigenous_set_aside',
      'experience',
      'certification:ISO 9001',
      'language:french',
    ]);
  });
});
