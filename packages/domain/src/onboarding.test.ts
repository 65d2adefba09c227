import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_INDUSTRIES,
  ONBOARDING_INDUSTRY_LABELS_FR,
  ONBOARDING_SERVICES,
  ONBOARDING_SERVICE_LABELS_FR,
  industryLabel,
  serviceLabel,
} from './onboarding';

describe('the onboarding option labels', () => {
  it('name every industry and service in French', () => {
    expect(Object.keys(ONBOARDING_INDUSTRY_LABELS_FR)).toEqual([...ONBOARDING_INDUSTRIES]);
    expect(Object.keys(ONBOARDING_SERVICE_LABELS_FR)).toEqual([...ONBOARDING_SERVICES]);
    expect(Object.values(ONBOARDING_SERVICE_LABELS_FR).every((label) => label.trim() !== '')).toBe(true);
  });

  it('give the stored value in English and its French label in French', () => {
    expect(serviceLabel('Snow Removal', 'eng')).toBe('Snow Removal');
    expect(serviceLabel('Snow Removal', 'fra')).toBe('Déneigement');
    expect(industryLabel('Information Technology', 'fra')).toBe('Technologies de l’information');
    expect(industryLabel('Environmental Services', 'eng')).toBe('Environmental Services');
  });

  it('leave a value outside the lists as given', () => {
    expect(serviceLabel('Janitorial', 'fra')).toBe('Janitorial');
    expect(serviceLabel('toString', 'fra')).toBe('toString');
    expect(industryLabel('Aerospace', 'fra')).toBe('Aerospace');
  });
});
