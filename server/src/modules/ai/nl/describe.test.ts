import { EMPTY_NL_STRUCTURE, type NlQueryStructure } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import { describeStructure } from './describe';

const TODAY = '2026-11-24';
const structure = (overrides: Partial<NlQueryStructure>): NlQueryStructure => ({
  ...EMPTY_NL_STRUCTURE,
  regions: [],
  categories: [],
  organizations: [],
  ...overrides,
});

describe('a structure said back in words', () => {
  const full = structure({
    regions: ['Quebec'],
    categories: ['GD'],
    closing_from: TODAY,
    closing_to: '2026-12-08',
    value_max: 500_000,
    security_clearance_required: false,
    indigenous_set_aside: true,
  });

  it('lists each filter in English, status last', () => {
    expect(describeStructure(full, TODAY, 'eng').map((item) => [item.field, item.value])).toEqual([
      ['regions', 'Quebec'],
      ['categories', 'Goods'],
      ['closing', 'Closing between Nov 24, 2026 and Dec 8, 2026 (next 14 days)'],
      ['value', 'under $500,000'],
      ['security_clearance', 'No security clearance required'],
      ['indigenous_set_aside', 'Set aside for Indigenous businesses (PSIB)'],
      ['status', 'Open tenders only'],
    ]);
  });

  it('says the same in French', () => {
    const french = describeStructure(full, TODAY, 'fra').map((item) => item.value);
    expect(french[0]).toBe('Québec');
    expect(french[2]).toMatch(/^Clôture entre le .+ et le .+ \(14 prochains jours\)$/);
    expect(french[3]).toBe('moins de 500\u00a0000 $');
    expect(french.slice(4)).toEqual([
      'Aucune cote de sécurité exigée',
      'Réservé aux entreprises autochtones (SAEA)',
      "Appels d'offres ouverts seulement",
    ]);
  });

  it('says publication windows, ranges and the other statuses', () => {
    const other = structure({
      published_from: '2026-11-10',
      published_to: TODAY,
      value_min: 100_000,
      value_max: 200_000,
      canadian_made: true,
      experience_required: false,
      status: 'any',
    });
    expect(describeStructure(other, TODAY, 'eng').map((item) => item.value)).toEqual([
      'Published since Nov 10, 2026',
      '$100,000 – $200,000',
      'Limited to Canadian goods or content',
      'No minimum experience required',
      'Open and closed tenders',
    ]);
    expect(describeStructure(structure({ status: 'closed' }), TODAY, 'fra')).toEqual([
      { field: 'status', value: "Appels d'offres fermés ou expirés seulement", source_text: '' },
    ]);
  });
});
