import { describe, expect, it } from 'vitest';
import { parseNaturalLanguageQuery } from './parse';

const TODAY = '2026-11-21'; // a Saturday
const ORGANIZATIONS = [
  { name: 'Department of National Defence (DND)', nameFr: 'Ministère de la Défense nationale (MDN)' },
  { name: 'Royal Canadian Mounted Police (RCMP)', nameFr: 'Gendarmerie royale du Canada (GRC)' },
  { name: 'Correctional Service of Canada (CSC)', nameFr: null },
];
const parse = (query: string, today = TODAY) =>
  parseNaturalLanguageQuery(query, { today, organizations: ORGANIZATIONS }).structure;

describe('natural-language parser', () => {
  it("reads the issue's example sentence into filters and words", () => {
    const { structure, understood } = parseNaturalLanguageQuery(
      'IT security consulting in Ontario closing in the next 3 weeks under 500k, no security clearance',
      { today: TODAY },
    );
    expect(structure).toMatchObject({
      search_terms: 'IT security consulting',
      regions: ['Ontario'],
      closing_from: '2026-11-21',
      closing_to: '2026-12-12',
      value_max: 500_000,
      value_min: null,
      security_clearance_required: false,
      status: 'open',
    });
    expect(understood.find((item) => item.field === 'closing')).toMatchObject({
      value: 'Closing between Nov 21, 2026 and Dec 12, 2026 (next 3 weeks)',
      source_text: 'closing in the next 3 weeks',
    });
  });
});

describe('natural-language parser: dates relative to today', () => {
  it.each([
    ['closing within 10 days', '2026-11-21', '2026-12-01'],
    ['closing in the next two months', '2026-11-21', '2027-01-21'],
    ['closing this week', '2026-11-21', '2026-11-22'],
    ['closing next week', '2026-11-23', '2026-11-29'],
    ['closing next month', '2026-12-01', '2026-12-31'],
    ['closing by the end of the month', '2026-11-21', '2026-11-30'],
    ['closing before March 15', '2026-11-21', '2027-03-14'],
    ['due by December 1st', '2026-11-21', '2026-12-01'],
    ['closing on 2027-01-05', '2027-01-05', '2027-01-05'],
    ['closing soon', '2026-11-21', '2026-11-24'],
    ['closing tomorrow', '2026-11-22', '2026-11-22'],
    ['qui ferment dans les 2 prochaines semaines', '2026-11-21', '2026-12-05'],
    ["d'ici 10 jours", '2026-11-21', '2026-12-01'],
    ['fermant avant le 15 mars 2027', '2026-11-21', '2027-03-14'],
    ['qui ferment le mois prochain', '2026-12-01', '2026-12-31'],
  ])('%s', (query, from, to) => {
    const structure = parse(`snow removal ${query}`);
    expect([structure.closing_from, structure.closing_to]).toEqual([from, to]);
    expect(structure.search_terms).toBe('snow removal');
  });

  it('counts from the given day (month ends and leap years)', () => {
    expect(parse('closing in the next month', '2028-01-31').closing_to).toBe('2028-02-29');
    expect(parse('closing next week', '2026-12-28').closing_from).toBe('2027-01-04');
  });

  it('reads publication windows', () => {
    expect(parse('janitorial posted in the last 2 weeks')).toMatchObject({
      published_from: '2026-11-07',
      published_to: '2026-11-21',
      closing_from: null,
    });
    expect(parse('publiés depuis une semaine')).toMatchObject({ published_from: '2026-11-14' });
  });
});

describe('natural-language parser: money', () => {
  it.each([
    ['under 500k', null, 500_000],
    ['under $2.5M', null, 2_500_000],
    ['less than $500,000', null, 500_000],
    ['over 1 million', 1_000_000, null],
    ['at least $250k', 250_000, null],
    ['between $100k and $2.5M', 100_000, 2_500_000],
    ['100k-500k', 100_000, 500_000],
    ['moins de 500 000 $', null, 500_000],
    ['moins de 2,5 M$', null, 2_500_000],
    ['plus de 750 k$', 750_000, null],
    ['entre 1 et 2 millions', 1_000_000, 2_000_000],
  ])('%s', (phrase, min, max) => {
    const structure = parse(`translation services ${phrase}`);
    expect([structure.value_min, structure.value_max]).toEqual([min, max]);
    expect(structure.search_terms).toBe('translation services');
  });

  it('does not read durations or small numbers as money', () => {
    expect(parse('roof repairs under 3 weeks')).toMatchObject({ value_max: null });
    expect(parse('5 laptops')).toMatchObject({ value_min: null, value_max: null });
  });
});

describe('natural-language parser: provinces by name and abbreviation, in both languages', () => {
  it.each([
    ['in Ontario', ['Ontario']],
    ['in ON', ['Ontario']],
    ['au Québec', ['Quebec']],
    ['in QC', ['Quebec']],
    ['in British Columbia', ['British Columbia']],
    ['in B.C.', ['British Columbia']],
    ['en Colombie-Britannique', ['British Columbia']],
    ['in NS', ['Nova Scotia']],
    ['en Nouvelle-Écosse', ['Nova Scotia']],
    ['à l’Île-du-Prince-Édouard', ['Prince Edward Island']],
    ['in PEI', ['Prince Edward Island']],
    ['au Nouveau-Brunswick', ['New Brunswick']],
    ['dans les Territoires du Nord-Ouest', ['Northwest Territories']],
    ['in the NCR', ['National Capital Region (NCR)']],
    ['in Toronto', ['Ontario']],
    ['in Ottawa', ['National Capital Region (NCR)']],
    ['in Alberta or Saskatchewan', ['Alberta', 'Saskatchewan']],
    ['in the Maritimes', ['Nova Scotia', 'New Brunswick', 'Prince Edward Island']],
  ])('%s', (phrase, regions) => {
    const structure = parse(`snow removal ${phrase}`);
    expect(structure.regions).toEqual(regions);
    expect(structure.search_terms).toBe('snow removal');
  });

  it('leaves lower-case words that look like codes alone', () => {
    expect(parse('work on roofs').regions).toEqual([]);
  });
});

describe('natural-language parser: negations, set-asides, organisations and categories', () => {
  it.each([
    ['no security clearance', false],
    ['without clearance', false],
    ['not requiring a security clearance', false],
    ['security clearance not required', false],
    ['sans cote de sécurité', false],
    ['aucune exigence de sécurité', false],
    ['requiring secret clearance', true],
    ['with reliability status', true],
    ['security clearance required', true],
  ])('%s', (phrase, required) => {
    const structure = parse(`cyber ${phrase}`);
    expect(structure.security_clearance_required).toBe(required);
    expect(structure.search_terms).toBe('cyber');
  });

  it('reads set-asides and their negation', () => {
    expect(parse('Indigenous set-aside construction projects').indigenous_set_aside).toBe(true);
    expect(parse('PSIB translation').indigenous_set_aside).toBe(true);
    expect(parse('marchés réservés aux entreprises autochtones').indigenous_set_aside).toBe(true);
    expect(parse('translation, no set-asides').indigenous_set_aside).toBe(false);
  });

  it('turns known buyers into an organisation filter, by acronym or by name', () => {
    expect(parse('cybersecurity for DND').organizations).toEqual(['Department of National Defence (DND)']);
    expect(parse('body armour for the GRC').organizations).toEqual(['Royal Canadian Mounted Police (RCMP)']);
    expect(parse('food services Correctional Service of Canada').organizations).toEqual([
      'Correctional Service of Canada (CSC)',
    ]);
    // An agency that has no tender in the store stays a search word.
    expect(parse('Parks Canada trail maintenance').organizations).toEqual([]);
  });

  it('reads categories only when they are named, and the status', () => {
    // Construction is a trade word (many construction notices carry no category code): kept as words.
    expect(parse('construction projects in Alberta')).toMatchObject({
      categories: [],
      search_terms: 'construction',
      regions: ['Alberta'],
    });
    expect(parse('construction work in Ontario open now')).toMatchObject({
      categories: [],
      search_terms: 'construction',
      regions: ['Ontario'],
      status: 'open',
    });
    expect(parse('travaux de construction en Ontario').search_terms).toBe('construction');
    expect(parse('office goods').categories).toEqual(['GD']);
    expect(parse('IT security consulting').categories).toEqual([]);
    expect(parse('closed snow removal tenders').status).toBe('closed');
    expect(parse('snow removal including closed ones').status).toBe('any');
    expect(parse('Canadian-made winter tires').canadian_made).toBe(true);
  });
});
