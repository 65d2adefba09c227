import { describe, expect, it } from 'vitest';
import { extractBusinessIntelligence, type BusinessIntelligenceInput } from './business-intelligence';
import { normaliseRecord } from './normalise';
import { DATA_FILES, findRecord } from './test-support';

const realIntelligence = (id: string) => {
  const result = normaliseRecord(findRecord(DATA_FILES.realNotices, id));
  if (!result.ok) throw new Error(result.reason);
  return result.tender.businessIntelligence;
};

const input = (
  descriptionEn: string | null,
  descriptionFr: string | null = null,
): BusinessIntelligenceInput => ({
  titleEn: null,
  titleFr: null,
  descriptionEn,
  descriptionFr,
  selectionCriteriaEn: null,
  selectionCriteriaFr: null,
  contractStartDate: null,
  contractEndDate: null,
  deliveryRegions: [],
  deliveryPlaces: [],
  unspscDescriptionsEn: [],
  gsinDescriptionsEn: [],
});

describe('business intelligence from real notices', () => {
  it('finds a PSIB set-aside, Reliability clearance and years of experience, each with its sentence', () => {
    const bi = realIntelligence('cb-234-608028');
    expect(bi).toMatchObject({
      indigenous_business_required: true,
      indigenous_set_aside: 'full',
      clearance_required: true,
      clearance_levels: ['Reliability'],
      experience_required: true,
      experience_years: 5,
    });
    const evidence = (fact: string) => bi.evidence.find((item) => item.fact === fact);
    expect(evidence('indigenous_business_required')?.sentence).toMatch(/set-aside/i);
    expect(evidence('clearance_required')?.sentence).toMatch(/RELIABILITY STATUS/);
    expect(evidence('experience_required')).toMatchObject({
      value: '5 years',
      language: 'eng',
      source: 'description',
    });
    expect(evidence('experience_required')?.sentence).toMatch(/minimum of five \(5\) years of experience/);
  });

  it('does not mistake the Indigenous Business Directory boilerplate for a set-aside; reads lowest price', () => {
    const bi = realIntelligence('cb-197-50586363');
    expect(bi.indigenous_business_required).toBe(false);
    expect(bi.indigenous_set_aside).toBeNull();
    expect(bi.lowest_price_selection).toBe(true);
  });

  it('does not read a set-aside that a source list says later calls may make as one made now', () => {
    // "Tenders may be set aside for Indigenous businesses … In such cases, all contractors … will receive an
    // invitation": the source list itself is open to every contractor.
    const result = normaliseRecord(findRecord(DATA_FILES.openNotices, 'MX-443841357513'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.tender.businessIntelligence.indigenous_set_aside).toBeNull();
    const possible = extractBusinessIntelligence(
      input(null, 'Les marchés peuvent être réservés aux entreprises autochtones dans le cadre de la SAEA.'),
    );
    expect(possible.indigenous_set_aside).toBeNull();
    const made = extractBusinessIntelligence(
      input('This requirement is set aside for Indigenous businesses under the PSIB.'),
    );
    expect(made.indigenous_set_aside).toBe('full');
  });

  it('reads "not subject to any set-asides" under a set-aside heading as none', () => {
    const bi = extractBusinessIntelligence(
      input(
        'Set-aside under the Procurement Strategy for Indigenous Business:\n\nThis procurement is not subject to any set-asides for Indigenous Suppliers.',
      ),
    );
    expect(bi.indigenous_set_aside).toBeNull();
    expect(bi.indigenous_business_required).toBe(false);
    const french = extractBusinessIntelligence(
      input(null, 'Ce marché n’est pas réservé aux entreprises autochtones.'),
    );
    expect(french.indigenous_set_aside).toBeNull();
  });

  it('reads the clearance level in English and in French', () => {
    expect(realIntelligence('cb-133-61948591').clearance_levels).toEqual(['Top Secret']);
    const bi = realIntelligence('cb-36-77045401');
    expect(bi.clearance_levels).toEqual(['Reliability']);
    expect(
      bi.evidence.some((item) => item.language === 'fra' && /Cote de Fiabilité/.test(item.sentence)),
    ).toBe(
      false, // already found in English: one piece of evidence per level
    );
    const french = extractBusinessIntelligence(
      input(null, "Niveau minimum d'attestation de sécurité requis pour l'entreprise : Cote de Fiabilité"),
    );
    expect(french.clearance_levels).toEqual(['Reliability']);
    expect(french.evidence[0]).toMatchObject({ fact: 'clearance_required', language: 'fra' });
  });

  it('records "no security requirement" as evidence without setting the flag', () => {
    const bi = realIntelligence('cb-390-90028002');
    expect(bi.clearance_required).toBe(false);
    expect(bi.evidence.find((item) => item.fact === 'clearance_required')).toMatchObject({ value: 'none' });
  });

  it('reads an Indigenous stream as a partial set-aside', () => {
    const bi = realIntelligence('WS4625503118-Doc4625518879');
    expect(bi.indigenous_set_aside).toBe('partial');
    expect(bi.indigenous_business_required).toBe(false);
  });
});

describe('business intelligence rules', () => {
  it('finds certifications, Canadian content, language and contract length in both languages', () => {
    const bi = extractBusinessIntelligence(
      input(
        'The Contractor must be registered to ISO 9001:2015. All equipment must be CSA certified.\n' +
          'This procurement is limited to Canadian goods. Resources must be bilingual (English and French).\n' +
          'The contract period is for three (3) years.',
        'Le fournisseur doit posséder au moins dix (10) ans d’expérience en gestion de projets.',
      ),
    );
    expect(bi).toMatchObject({
      business_certifications: ['ISO 9001'],
      product_certifications: ['CSA'],
      canadian_made: true,
      language_requirements: ['bilingual'],
      delivery_timeline_months: 36,
      experience_years: 10,
    });
    expect(bi.evidence.find((item) => item.fact === 'experience_required')?.language).toBe('fra');
  });

  it('sets nothing on a description without requirements', () => {
    const bi = extractBusinessIntelligence(input('Supply of office chairs to Halifax.'));
    expect(bi).toMatchObject({
      indigenous_business_required: false,
      canadian_made: false,
      experience_required: false,
      clearance_required: false,
      lowest_price_selection: false,
      business_certifications: [],
      product_certifications: [],
      language_requirements: [],
      evidence: [],
    });
  });
});
