import type { BusinessEvidence } from '@tenderscout/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { fr } from '../../../locales/fr';
import { evidenceValue } from './evidence-value';

const translator = async (language: 'en' | 'fr') => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
};

const item = (fact: BusinessEvidence['fact'], value: string): BusinessEvidence => ({
  fact,
  value,
  sentence: 'Security requirement: yes.',
  language: 'eng',
  source: 'description',
});

describe('what a key requirement was read as', () => {
  it('is worded in French for a French reader, names from the notice kept as they are', async () => {
    const t = await translator('fr');
    expect(
      evidenceValue(item('clearance_required', 'security requirement (level in the documents)'), t, 'fra'),
    ).toBe('Exigée (niveau non précisé)');
    expect(evidenceValue(item('clearance_required', 'none'), t, 'fra')).toBe('Non exigée');
    expect(evidenceValue(item('delivery_timeline_months', '13 months'), t, 'fra')).toBe('13 mois');
    expect(evidenceValue(item('experience_required', '5 years'), t, 'fra')).toBe('5 ans exigés');
    expect(evidenceValue(item('lowest_price_selection', 'lowest price'), t, 'fra')).toBe('Prix le plus bas');
    expect(evidenceValue(item('language_requirements', 'bilingual'), t, 'fra')).toBe(
      'Bilingue (anglais et français)',
    );
    expect(evidenceValue(item('delivery_regions', 'National Capital Region (NCR), Ontario'), t, 'fra')).toBe(
      'Région de la capitale nationale (RCN), Ontario',
    );
    expect(evidenceValue(item('business_certifications', 'ISO 9001'), t, 'fra')).toBe('ISO 9001');
  });

  it('keeps working in English', async () => {
    const t = await translator('en');
    expect(evidenceValue(item('delivery_timeline_months', '13 months'), t, 'eng')).toBe('13 months');
    expect(evidenceValue(item('indigenous_business_required', 'full set-aside'), t, 'eng')).toBe(
      'Set aside for Indigenous businesses',
    );
    expect(evidenceValue(item('clearance_required', 'Top Secret'), t, 'eng')).toBe('Top Secret');
  });
});
