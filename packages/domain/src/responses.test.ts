import { describe, expect, it } from 'vitest';
import {
  checkRequirementCoverage,
  formatLongDate,
  listTenderRequirements,
  requirementsAddressedBy,
  saveResponseBodySchema,
  splitParagraphs,
  type RequirementSource,
} from './responses';
import type { BusinessIntelligence } from './tender';

const bi = (overrides: Partial<BusinessIntelligence>): BusinessIntelligence => ({
  indigenous_business_required: false,
  indigenous_set_aside: null,
  canadian_made: false,
  experience_required: false,
  experience_years: null,
  clearance_required: false,
  clearance_levels: [],
  ai_description: null,
  ai_product_description: null,
  product_certifications: [],
  business_certifications: [],
  delivery_regions: [],
  delivery_timeline_months: null,
  delivery_address_count: 0,
  lowest_price_selection: false,
  language_requirements: [],
  evidence: [],
  ...overrides,
});

// Shaped like the real notice cb-120-98313427 (Weekly Courier Services - Hospital Operations).
const courier: RequirementSource = {
  description:
    'A courier service is required to provide all labour, materials, equipment, transportation and supervision necessary to provide delivery services for Indigenous Services Canada, Winnipeg, Manitoba. Delivery items will include interoffice mail, documents, lab specimens, and coolers.',
  selection_criteria: 'Highest Combined Rating of Technical Merit and Price',
  contract_start_date: '2026-03-01',
  contract_end_date: '2027-03-31',
  regions_of_delivery: ['Manitoba'],
  regions: ['Manitoba', 'National'],
  business_intelligence: bi({
    ai_product_description:
      'Road transport of letters and parcels; Postal and small parcel and courier services',
    delivery_regions: ['Manitoba', 'National'],
    delivery_timeline_months: 13,
  }),
};

// Shaped like cb-133-61948591 (Temporary Help Services, Top Secret, lowest price, NCR).
const advisor: RequirementSource = {
  description: 'Temporary Help Services Requirement.',
  selection_criteria: 'Lowest Price',
  contract_start_date: null,
  contract_end_date: null,
  regions_of_delivery: [],
  regions: ['National Capital Region (NCR)'],
  business_intelligence: bi({
    clearance_required: true,
    clearance_levels: ['Top Secret'],
    lowest_price_selection: true,
    experience_required: true,
    experience_years: 5,
    business_certifications: ['ISO 9001'],
    language_requirements: ['bilingual'],
    indigenous_business_required: true,
    indigenous_set_aside: 'partial',
    delivery_regions: ['National Capital Region (NCR)'],
    evidence: [
      {
        fact: 'clearance_required',
        value: 'Top Secret',
        sentence: 'Resource(s) Minimum Security Level Required is: Top Secret SIGINT',
        language: 'eng',
        source: 'description',
      },
    ],
  }),
};

const ids = (source: RequirementSource) =>
  listTenderRequirements(source).map((requirement) => requirement.id);

describe('listTenderRequirements', () => {
  it("reads a tender's evaluation basis, deliverables, scope, schedule and regions", () => {
    const requirements = listTenderRequirements(courier);
    expect(requirements.map((r) => r.label)).toEqual([
      'Evaluation basis: Highest Combined Rating of Technical Merit and Price',
      'Deliverable: Road transport of letters and parcels',
      'Deliverable: Postal and small parcel and courier services',
      expect.stringMatching(/^Scope: A courier service is required to provide all labour/),
      'Scope: Delivery items will include interoffice mail, documents, lab specimens, and coolers.',
      'Contract period: March 1, 2026 to March 31, 2027, 13 months',
      'Delivery regions: Manitoba, National',
    ]);
  });

  it('reads security, certification, experience, eligibility and language requirements with their evidence', () => {
    expect(ids(advisor)).toEqual([
      'evaluation',
      'delivery-regions',
      'security-clearance',
      'certification-iso-9001',
      'experience',
      'indigenous-business',
      'language',
    ]);
    const clearance = listTenderRequirements(advisor).find((r) => r.id === 'security-clearance');
    expect(clearance).toMatchObject({
      label: 'Security clearance: Top Secret',
      evidence: 'Resource(s) Minimum Security Level Required is: Top Secret SIGINT',
      sections: ['project_team'],
    });
  });

  it('words the checklist in French for a French reader, quoting the notice as it is', () => {
    expect(listTenderRequirements(courier, 'fra').map((r) => r.label)).toEqual([
      'Méthode d’évaluation : Highest Combined Rating of Technical Merit and Price',
      'Livrable : Road transport of letters and parcels',
      'Livrable : Postal and small parcel and courier services',
      expect.stringMatching(/^Portée : A courier service is required to provide all labour/),
      'Portée : Delivery items will include interoffice mail, documents, lab specimens, and coolers.',
      'Période du contrat : 1er mars 2026 au 31 mars 2027, 13 mois',
      'Régions de livraison : Manitoba, National',
    ]);
    expect(listTenderRequirements(advisor, 'fra').map((r) => r.label)).toEqual(
      expect.arrayContaining(['Cote de sécurité : Top Secret', 'Certification : ISO 9001']),
    );
  });

  it('gives two different tenders different requirements', () => {
    expect(ids(courier)).not.toEqual(ids(advisor));
  });
});

describe('requirement coverage', () => {
  const requirements = listTenderRequirements(advisor);

  it('needs every clause: the level and the word clearance', () => {
    const clearance = requirements.filter((r) => r.id === 'security-clearance');
    expect(requirementsAddressedBy('Our team holds Top Secret clearance.', clearance)).toHaveLength(1);
    expect(requirementsAddressedBy('Our team is top-secret CLEARED.', clearance)).toHaveLength(1);
    expect(requirementsAddressedBy('Our work is top secret.', clearance)).toHaveLength(0);
    expect(requirementsAddressedBy('We hold a Secret clearance.', clearance)).toHaveLength(0);
  });

  it('matches whole words without regard to case or accents', () => {
    const language = requirements.filter((r) => r.id === 'language');
    expect(requirementsAddressedBy('Every resource is BILINGUAL.', language)).toHaveLength(1);
    expect(requirementsAddressedBy('Every resource is bilingualish.', language)).toHaveLength(0);
  });

  it('lists each requirement with the sections that answer it', () => {
    const coverage = checkRequirementCoverage(
      {
        budget: 'We offer the lowest price.',
        project_team: 'Staff with 5 years of experience hold Top Secret clearance.',
      },
      requirements,
    );
    const byId = Object.fromEntries(coverage.map((item) => [item.requirement.id, item]));
    expect(byId.evaluation).toMatchObject({ addressed: true, addressed_in: ['budget'] });
    expect(byId['security-clearance']).toMatchObject({ addressed: true, addressed_in: ['project_team'] });
    expect(byId.experience).toMatchObject({ addressed: true });
    expect(byId.language).toMatchObject({ addressed: false, addressed_in: [] });
    expect(coverage).toHaveLength(requirements.length);
  });

  it('reads dates in either form for the schedule', () => {
    const schedule = listTenderRequirements(courier).filter((r) => r.id === 'schedule');
    expect(requirementsAddressedBy('Work starts March 1, 2026.', schedule)).toHaveLength(1);
    expect(requirementsAddressedBy('Over the 13 months of the contract.', schedule)).toHaveLength(1);
    expect(requirementsAddressedBy('Work starts soon.', schedule)).toHaveLength(0);
  });
});

describe('helpers and request schemas', () => {
  it('formats calendar dates and splits paragraphs', () => {
    expect(formatLongDate('2027-03-31')).toBe('March 31, 2027');
    expect(splitParagraphs('One.\n\n  \nTwo\nlines.\n\n')).toEqual(['One.', 'Two\nlines.']);
  });

  it('refuses unknown sections and negative versions in a save', () => {
    expect(saveResponseBodySchema.safeParse({ sections: { budget: 'x' }, base_version: 0 }).success).toBe(
      true,
    );
    expect(saveResponseBodySchema.safeParse({ sections: {}, base_version: -1 }).success).toBe(false);
    expect(saveResponseBodySchema.safeParse({ sections: { budget: 3 }, base_version: 0 }).success).toBe(
      false,
    );
  });
});
