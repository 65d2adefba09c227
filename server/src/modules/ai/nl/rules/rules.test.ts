import { EMPTY_NL_STRUCTURE, type NlQueryStructure, type NlUnderstoodFilter } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import { Text } from '../text';
import type { KnownOrganization, NlRule } from '../types';
import { categoryRule } from './categories';
import {
  closingAfterRule,
  closingDeadlineRule,
  closingMonthRule,
  closingNamedRule,
  closingWindowRule,
} from './closing';
import { organizationRule } from './organizations';
import { publishedNamedRule, publishedRecentRule } from './published';
import { regionRule } from './regions';
import { canadianContentRule, clearanceRule, experienceRule, setAsideRule } from './requirements';
import { statusRule } from './status';
import { valueBoundRule, valueRangeRule } from './value';

/** Tuesday 24 November 2026. */
const TODAY = '2026-11-24';

/** Runs one rule alone: what it set, what it said, and the words it left. */
const run = (rule: NlRule, query: string, organizations: KnownOrganization[] = []) => {
  const text = new Text(query);
  const structure: NlQueryStructure = {
    ...EMPTY_NL_STRUCTURE,
    regions: [],
    categories: [],
    organizations: [],
  };
  const understood: NlUnderstoodFilter[] = [];
  rule({
    text,
    structure,
    understood,
    today: TODAY,
    organizations,
    note: (field, value, source) => understood.push({ field, value, source_text: source }),
  });
  return { structure, understood, left: text.original.replace(/\s+/g, ' ').trim() };
};

describe('the requirement rules', () => {
  it('read a clearance, and its negation first, in English and French', () => {
    expect(run(clearanceRule, 'guards requiring Secret clearance')).toMatchObject({
      structure: { security_clearance_required: true },
      understood: [{ field: 'security_clearance', source_text: 'requiring Secret clearance' }],
      left: 'guards',
    });
    expect(run(clearanceRule, 'no security clearance required').structure.security_clearance_required).toBe(
      false,
    );
    const french = run(clearanceRule, 'gardiennage sans cote de sécurité');
    expect(french.structure.security_clearance_required).toBe(false);
    expect(french.understood[0]?.source_text).toBe('sans cote de sécurité');
    expect(run(clearanceRule, 'avec une cote de fiabilité').structure.security_clearance_required).toBe(true);
  });

  it('read an Indigenous set-aside and its negation', () => {
    expect(run(setAsideRule, 'Indigenous set-aside paving').structure.indigenous_set_aside).toBe(true);
    expect(run(setAsideRule, 'not set aside for Indigenous businesses').structure.indigenous_set_aside).toBe(
      false,
    );
    expect(run(setAsideRule, 'réservés aux entreprises autochtones').structure.indigenous_set_aside).toBe(
      true,
    );
    expect(run(setAsideRule, 'non réservés aux entreprises autochtones').structure.indigenous_set_aside).toBe(
      false,
    );
  });

  it('read Canadian content and "no experience required"', () => {
    expect(run(canadianContentRule, 'made in Canada boots').structure.canadian_made).toBe(true);
    expect(run(canadianContentRule, 'sans contenu canadien').structure.canadian_made).toBe(false);
    expect(run(canadianContentRule, 'bottes fabriqués au Canada').structure.canadian_made).toBe(true);
    expect(run(experienceRule, 'no experience required').structure.experience_required).toBe(false);
    expect(run(experienceRule, "sans exigence d'expérience").structure.experience_required).toBe(false);
  });
});

describe('the value rules', () => {
  it('read a range in either language', () => {
    expect(run(valueRangeRule, 'between $100k and $500k')).toMatchObject({
      structure: { value_min: 100_000, value_max: 500_000 },
      understood: [{ field: 'value', value: '$100,000 – $500,000' }],
      left: '',
    });
    expect(run(valueRangeRule, 'entre 100 000 $ et 500 000 $').structure).toMatchObject({
      value_min: 100_000,
      value_max: 500_000,
    });
    expect(run(valueRangeRule, '2-5 million').structure).toMatchObject({ value_min: 2e6, value_max: 5e6 });
  });

  it('read a bound, and leave a bare small number alone', () => {
    expect(run(valueBoundRule, 'under $2M').structure.value_max).toBe(2_000_000);
    expect(run(valueBoundRule, 'over 500k').understood[0]?.value).toBe('over $500,000');
    expect(run(valueBoundRule, 'moins de 2,5 M$').structure.value_max).toBe(2_500_000);
    expect(run(valueBoundRule, 'plus de 50 000 $').structure.value_min).toBe(50_000);
    expect(run(valueBoundRule, 'under 50 people').structure.value_max).toBeNull();
  });
});

describe('the publication rules', () => {
  it('read a recent window counted back from today', () => {
    expect(run(publishedRecentRule, 'posted in the last 2 weeks').structure).toMatchObject({
      published_from: '2026-11-10',
      published_to: TODAY,
    });
    expect(run(publishedRecentRule, 'publiés au cours des 3 derniers jours').structure.published_from).toBe(
      '2026-11-21',
    );
    expect(run(publishedRecentRule, 'posted in the past few weeks').structure.published_from).toBe(
      '2026-11-03',
    );
  });

  it('read today, yesterday, this week and this month', () => {
    expect(run(publishedNamedRule, 'published yesterday').structure).toMatchObject({
      published_from: '2026-11-23',
      published_to: '2026-11-23',
    });
    expect(run(publishedNamedRule, 'publiés cette semaine').structure.published_from).toBe('2026-11-23');
    expect(run(publishedNamedRule, 'posted this month').structure.published_from).toBe('2026-11-01');
  });
});

describe('the closing rules', () => {
  it('read a window from today', () => {
    expect(run(closingWindowRule, 'closing in the next 2 weeks')).toMatchObject({
      structure: { closing_from: TODAY, closing_to: '2026-12-08' },
      understood: [
        { field: 'closing', value: 'Closing between Nov 24, 2026 and Dec 8, 2026 (next 2 weeks)' },
      ],
    });
    expect(run(closingWindowRule, 'qui ferment dans les 30 prochains jours').structure.closing_to).toBe(
      '2026-12-24',
    );
    expect(run(closingWindowRule, 'closing in a few days').structure.closing_to).toBe('2026-11-27');
  });

  it('read a deadline (before is exclusive), a closing day and a day after', () => {
    expect(run(closingDeadlineRule, 'closing before March 15').structure).toMatchObject({
      closing_from: TODAY,
      closing_to: '2027-03-14',
    });
    expect(run(closingDeadlineRule, "d'ici le 15 mars 2027").structure.closing_to).toBe('2027-03-15');
    expect(run(closingDeadlineRule, 'closing on 2027-01-10').structure).toMatchObject({
      closing_from: '2027-01-10',
      closing_to: '2027-01-10',
    });
    expect(run(closingAfterRule, 'après le 1er décembre').structure.closing_from).toBe('2026-12-02');
  });

  it('read named periods and months', () => {
    expect(run(closingNamedRule, 'closing this week').structure).toMatchObject({
      closing_from: TODAY,
      closing_to: '2026-11-29',
    });
    expect(run(closingNamedRule, 'fermant bientôt').structure.closing_to).toBe('2026-11-27');
    expect(run(closingNamedRule, 'closing next month').structure).toMatchObject({
      closing_from: '2026-12-01',
      closing_to: '2026-12-31',
    });
    expect(run(closingMonthRule, 'closing in June').structure).toMatchObject({
      closing_from: '2027-06-01',
      closing_to: '2027-06-30',
    });
    expect(run(closingMonthRule, 'fermant en novembre').structure).toMatchObject({
      closing_from: TODAY,
      closing_to: '2026-11-30',
    });
  });
});

describe('the status rule', () => {
  it('reads closed, any and open, in both languages', () => {
    expect(run(statusRule, 'expired tenders').structure.status).toBe('closed');
    expect(run(statusRule, 'appels fermés').structure.status).toBe('closed');
    expect(run(statusRule, 'including closed ones').structure.status).toBe('any');
    expect(run(statusRule, 'y compris les fermés').structure.status).toBe('any');
    const open = run(statusRule, 'currently open tenders');
    expect(open.structure.status).toBe('open');
    expect(open.understood).toEqual([
      { field: 'status', value: 'Open tenders only', source_text: 'currently open' },
    ]);
    expect(run(statusRule, 'en cours').understood[0]?.value).toBe('Open tenders only');
  });
});

describe('the organisation rule', () => {
  const known: KnownOrganization[] = [
    { name: 'Department of National Defence (DND)', nameFr: 'Ministère de la Défense nationale (MDN)' },
    { name: 'Royal Canadian Mounted Police (RCMP)', nameFr: 'Gendarmerie royale du Canada (GRC)' },
    { name: 'Shared Services Canada', nameFr: 'Services partagés Canada' },
  ];

  it('finds known buyers by acronym, alias or name, in both languages', () => {
    expect(run(organizationRule, 'DND boots', known)).toMatchObject({
      structure: { organizations: ['Department of National Defence (DND)'] },
      left: 'boots',
    });
    expect(run(organizationRule, 'for the mounties', known).structure.organizations).toEqual([
      'Royal Canadian Mounted Police (RCMP)',
    ]);
    expect(run(organizationRule, 'pour la GRC', known).structure.organizations).toEqual([
      'Royal Canadian Mounted Police (RCMP)',
    ]);
    expect(run(organizationRule, 'Services partagés Canada', known).structure.organizations).toEqual([
      'Shared Services Canada',
    ]);
  });

  it('finds nothing without known buyers, and leaves the words', () => {
    expect(run(organizationRule, 'DND boots')).toMatchObject({
      structure: { organizations: [] },
      left: 'DND boots',
    });
    expect(run(organizationRule, 'don boots', known).structure.organizations).toEqual([]);
  });
});

describe('the region rule', () => {
  it('reads names, groups, cities and codes in both languages', () => {
    expect(run(regionRule, 'in Ontario').structure.regions).toEqual(['Ontario']);
    expect(run(regionRule, 'en Colombie-Britannique').structure.regions).toEqual(['British Columbia']);
    expect(run(regionRule, 'in the Maritimes').structure.regions).toEqual([
      'Nova Scotia',
      'New Brunswick',
      'Prince Edward Island',
    ]);
    expect(run(regionRule, 'Gatineau').structure.regions).toEqual(['National Capital Region (NCR)']);
    expect(run(regionRule, 'QC or NS').structure.regions).toEqual(['Quebec', 'Nova Scotia']);
    // "on" in lower case is a word, "ON" the code.
    expect(run(regionRule, 'work on roofs').structure.regions).toEqual([]);
    expect(run(regionRule, 'au Québec').understood[0]).toEqual({
      field: 'regions',
      value: 'Quebec',
      source_text: 'Québec',
    });
  });
});

describe('the category rule', () => {
  it('reads goods, services and services related to goods, in both languages', () => {
    expect(run(categoryRule, 'office supplies').structure.categories).toEqual(['GD']);
    expect(run(categoryRule, 'biens et fournitures').structure.categories).toEqual(['GD']);
    expect(run(categoryRule, 'professional services').structure.categories).toEqual(['SRV']);
    expect(run(categoryRule, 'contrats de services').structure.categories).toEqual(['SRV']);
    expect(run(categoryRule, 'services related to goods').structure.categories).toEqual(['SRVTGD']);
  });

  it('keeps "construction" a search word, dropping only the words around it', () => {
    expect(run(categoryRule, 'construction projects')).toMatchObject({
      structure: { categories: [] },
      left: 'construction',
    });
    expect(run(categoryRule, 'travaux de construction').left).toBe('construction');
  });
});
