import type { FitCriterion } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import { buyerRegionOf, contractSizeOf, experienceOf, regionOf, requirementsOf } from './factors';
import { fitProfile, fitTender } from './test-fixtures';

const NB = '\u00a0';

describe('the region factor', () => {
  it('reads the buying office’s region when the notice states none, except a head office in Ottawa–Gatineau', () => {
    expect(buyerRegionOf('Nova Scotia', 'Bedford')).toBe('Nova Scotia');
    expect(buyerRegionOf('Nouvelle-Écosse', 'Bedford')).toBe('Nova Scotia');
    expect(buyerRegionOf('Quebec', 'Gatineau')).toBeNull();
    expect(buyerRegionOf('Ontario', 'Ottawa')).toBeNull();
    expect(buyerRegionOf(null, 'Halifax')).toBeNull();
    const atlantic = fitProfile({ regions: ['Nova Scotia', 'New Brunswick'] });
    const halifaxBuyer = fitTender({ regions: [], buyerRegion: 'Nova Scotia' });
    expect(regionOf(atlantic, halifaxBuyer, 'eng')).toEqual({
      score: 0.8,
      detail: 'No delivery region stated; the buying office is in Nova Scotia, one of your regions',
      good: true,
    });
    expect(regionOf(atlantic, halifaxBuyer, 'fra').detail).toBe(
      `Région de livraison non précisée; bureau acheteur${NB}: Nouvelle-Écosse, l’une de vos régions`,
    );
    const albertaBuyer = fitTender({ regions: [], buyerRegion: 'Alberta' });
    expect(regionOf(atlantic, albertaBuyer, 'eng')).toMatchObject({ score: 0.35, good: false });
    // A stated delivery region wins over the buyer's address.
    expect(
      regionOf(atlantic, fitTender({ regions: ['Alberta'], buyerRegion: 'Nova Scotia' }), 'eng').score,
    ).toBe(0);
  });

  it('is full without a preference, and says so in both languages', () => {
    const open = fitProfile({ regions: [] });
    expect(regionOf(open, fitTender(), 'eng')).toEqual({
      score: 1,
      detail: 'You have no region preference',
      good: false,
    });
    expect(regionOf(open, fitTender(), 'fra').detail).toBe('Vous n’avez indiqué aucune région');
  });

  it('is full in one of the regions, half when the tender states none', () => {
    expect(regionOf(fitProfile(), fitTender(), 'eng')).toEqual({
      score: 1,
      detail: 'Delivered in Ontario, one of your regions',
      good: true,
    });
    expect(regionOf(fitProfile(), fitTender(), 'fra').detail).toBe(
      `Livraison${NB}: Ontario, l’une de vos régions`,
    );
    expect(regionOf(fitProfile(), fitTender({ regions: [] }), 'eng')).toMatchObject({ score: 0.5 });
    expect(regionOf(fitProfile(), fitTender({ regions: [] }), 'fra').detail).toBe(
      'La région de livraison n’est pas précisée',
    );
  });

  it('gives 0.9 to a national company, 0.8 to a national tender or next to the capital region', () => {
    const national = fitProfile({ regions: ['National'] });
    expect(regionOf(national, fitTender({ regions: ['Yukon'] }), 'eng').score).toBe(0.9);
    expect(regionOf(fitProfile(), fitTender({ regions: ['National'] }), 'eng')).toMatchObject({
      score: 0.8,
      detail: 'Delivered nationally, which includes your regions',
    });
    expect(regionOf(fitProfile(), fitTender({ regions: ['National'] }), 'fra').detail).toBe(
      'Livraison à l’échelle nationale, ce qui comprend vos régions',
    );
    const ncr = fitTender({ regions: ['National Capital Region (NCR)'] });
    expect(regionOf(fitProfile(), ncr, 'eng').score).toBe(0.8);
    expect(regionOf(fitProfile(), ncr, 'eng').detail).toMatch(/, next to your region$/);
    expect(regionOf(fitProfile(), ncr, 'fra').detail).toMatch(/, à proximité de votre région$/);
  });

  it('is 0 outside the regions, naming both', () => {
    const far = fitTender({ regions: ['Yukon'] });
    expect(regionOf(fitProfile(), far, 'eng')).toEqual({
      score: 0,
      detail: 'Delivered in Yukon, outside your regions (Ontario)',
      good: false,
    });
    expect(regionOf(fitProfile(), far, 'fra').detail).toBe(
      `Livraison${NB}: Yukon, hors de vos régions (Ontario)`,
    );
  });
});

describe('the mandatory requirements factor', () => {
  const criterion = (status: FitCriterion['status'], mandatory = true): FitCriterion => ({
    key: 'experience',
    label: 'x',
    status,
    mandatory,
    detail: 'x',
    evidence: null,
  });

  it('is full when the notice has none', () => {
    expect(requirementsOf([criterion('not_met', false)], 'eng')).toEqual({
      score: 1,
      detail: 'No mandatory requirement found in the notice',
    });
    expect(requirementsOf([], 'fra').detail).toBe('Aucune exigence obligatoire relevée dans l’avis');
  });

  it('averages met 1, to check ½ and not met 0 over the mandatory criteria', () => {
    const criteria = [criterion('met'), criterion('unknown'), criterion('not_met'), criterion('met', false)];
    expect(requirementsOf(criteria, 'eng')).toEqual({ score: 0.5, detail: '1 of 3 met' });
    expect(requirementsOf(criteria, 'fra').detail).toBe('1 sur 3 respectée');
    expect(requirementsOf([criterion('met'), criterion('met')], 'fra').detail).toBe('2 sur 2 respectées');
  });
});

describe('the contract size factor', () => {
  it('is 0.6 when the value is not disclosed', () => {
    expect(contractSizeOf(fitProfile(), fitTender({ valueAmount: null }), 'eng')).toEqual({
      score: 0.6,
      detail: 'The value is not disclosed',
    });
    expect(contractSizeOf(fitProfile(), fitTender({ valueAmount: 0 }), 'fra').detail).toBe(
      'La valeur n’est pas divulguée',
    );
  });

  it('falls with the distance from the usual contract band', () => {
    const usual = fitProfile({ average_contract_value: '100k-500k' });
    expect(contractSizeOf(usual, fitTender(), 'eng')).toEqual({
      score: 1,
      detail: '$300,000, the size of contract you usually take',
    });
    expect(contractSizeOf(usual, fitTender(), 'fra').detail).toMatch(
      /, la taille de contrat que vous prenez habituellement$/,
    );
    expect(contractSizeOf(usual, fitTender({ valueAmount: 50_000 }), 'eng')).toEqual({
      score: 0.7,
      detail: '$50,000, smaller than your usual contracts',
    });
    expect(contractSizeOf(usual, fitTender({ valueAmount: 2_000_000 }), 'eng')).toEqual({
      score: 0.4,
      detail: '$2M, larger than your usual contracts',
    });
    expect(contractSizeOf(usual, fitTender({ valueAmount: 2_000_000 }), 'fra').detail).toMatch(
      /, plus important que vos contrats habituels$/,
    );
  });

  it('otherwise compares the value with what a company of its size can take', () => {
    const solo = fitProfile({ company_size: 'solo' });
    expect(contractSizeOf(solo, fitTender({ valueAmount: 200_000 }), 'eng')).toEqual({
      score: 1,
      detail: '$200,000, within reach of a company your size',
    });
    expect(contractSizeOf(solo, fitTender({ valueAmount: 900_000 }), 'eng')).toEqual({
      score: 0.6,
      detail: '$900,000, large for a company your size',
    });
    expect(contractSizeOf(solo, fitTender({ valueAmount: 5_000_000 }), 'eng').score).toBe(0.3);
    expect(contractSizeOf(solo, fitTender({ valueAmount: 5_000_000 }), 'fra').detail).toMatch(
      /, un gros contrat pour une entreprise de votre taille$/,
    );
  });
});

describe('the experience factor', () => {
  it('compares the years with the years the tender asks for', () => {
    const tender = fitTender({ experienceYears: 10 });
    expect(experienceOf(fitProfile({ experience_years: 5 }), tender, 'eng')).toEqual({
      score: 0.5,
      detail: '5 years of experience; 10 required',
    });
    expect(experienceOf(fitProfile({ experience_years: 12 }), tender, 'eng').score).toBe(1);
    expect(experienceOf(fitProfile({ experience_years: 5 }), tender, 'fra').detail).toBe(
      `5${NB}ans d’expérience; 10${NB}ans exigés`,
    );
  });

  it('is full from three years, and lower for a newer company', () => {
    expect(experienceOf(fitProfile({ experience_years: 3 }), fitTender(), 'eng')).toEqual({
      score: 1,
      detail: '3 years of experience',
    });
    const newer = experienceOf(fitProfile({ experience_years: 1 }), fitTender(), 'eng');
    expect(newer.score).toBeCloseTo(0.8, 10);
    expect(newer.detail).toBe('1 year of experience: newer companies win fewer bids');
    expect(experienceOf(fitProfile({ experience_years: 1 }), fitTender(), 'fra').detail).toBe(
      `1${NB}an d’expérience${NB}: les entreprises plus récentes remportent moins de marchés`,
    );
  });
});
