import { describe, expect, it } from 'vitest';
import {
  BILINGUAL_FIELDS,
  REGIONS,
  effectiveTenderStatus,
  procurementCategoryLabel,
  regionLabel,
  tenderDetailQuerySchema,
  toBilingualFields,
} from './tender';

describe('effectiveTenderStatus', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('reads an open tender whose closing time has passed as closed', () => {
    expect(effectiveTenderStatus('open', '2026-11-21T11:59:59Z', now)).toBe('closed');
    expect(effectiveTenderStatus('open', '2026-11-21T12:00:01Z', now)).toBe('open');
    expect(effectiveTenderStatus('open', null, now)).toBe('open');
  });
  it('leaves published end states alone', () => {
    expect(effectiveTenderStatus('cancelled', '2030-01-01T00:00:00Z', now)).toBe('cancelled');
    expect(effectiveTenderStatus('expired', '2020-01-01T00:00:00Z', now)).toBe('expired');
  });
});

describe('bilingual vocabularies', () => {
  it('has the 13 provinces and territories, the NCR and National', () => {
    expect(REGIONS).toHaveLength(15);
    expect(regionLabel('Quebec', 'fra')).toBe('Québec');
    expect(regionLabel('National Capital Region (NCR)', 'fra')).toBe('Région de la capitale nationale (RCN)');
    expect(procurementCategoryLabel('SRVTGD', 'eng')).toBe('Services related to goods');
    expect(procurementCategoryLabel('GD', 'fra')).toBe('Biens');
  });

  it('derives the bilingual fields from the flags', () => {
    const fields = toBilingualFields({
      canadianMade: true,
      experienceRequired: false,
      indigenousBusinessRequired: true,
      securityClearanceRequired: true,
      masterCategory: 'Services',
      productCertifications: [],
      businessCertifications: ['ISO 9001'],
      deliveryRegions: ['Ontario'],
      contractLengthMonths: 18,
    });
    expect(fields).toMatchObject({
      [BILINGUAL_FIELDS.canadianMade]: 'yes',
      'indigenousBusinessRequired-entrepriseAutochtooneRequise': true,
      'contractLengthYears-duréeContratAnnées': 1.5,
      securityClearanceRequired: true,
      security_clearance_required: true,
    });
  });

  it('defaults the language to eng and refuses others', () => {
    expect(tenderDetailQuerySchema.parse({})).toEqual({ language: 'eng' });
    expect(tenderDetailQuerySchema.safeParse({ language: 'de' }).success).toBe(false);
  });
});
