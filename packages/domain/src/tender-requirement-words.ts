import type { Language } from './common';
import { regionLabel } from './tender';

/**
 * The words of the requirements checklist in each interface language ("Scope: …", "Contract period: …"). What a
 * label quotes from the notice (criteria, sentences, products, certifications) stays as the notice gives it.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * `2026-03-01` → `March 1, 2026`, or `1er mars 2026` in French (dates are calendar dates: no time zone
 * involved).
 */
export const formatLongDate = (isoDate: string, language: Language = 'eng'): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const day = Number(match[3]);
  if (language === 'fra') {
    return `${day === 1 ? '1er' : day} ${MONTHS_FR[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
  }
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${day}, ${match[1]}`;
};

export interface RequirementWords {
  evaluation: (criteria: string) => string;
  lowestPrice: string;
  deliverable: (product: string) => string;
  scope: (sentence: string) => string;
  /** A contract period from its dates (ISO) and its length in months, whichever are known. */
  schedule: (start: string | null, end: string | null, months: number | null) => string;
  regions: (regions: string[]) => string;
  clearance: (levels: string[]) => string;
  certification: (certification: string) => string;
  experience: (years: number | null) => string;
  indigenous: (partial: boolean) => string;
  canadianContent: string;
  languages: Record<string, string>;
  language: (languages: string[]) => string;
}

const period = (
  start: string | null,
  end: string | null,
  language: Language,
  [to, from, until]: [string, string, string],
): string | null => {
  if (start && end) return `${formatLongDate(start, language)} ${to} ${formatLongDate(end, language)}`;
  if (start) return `${from} ${formatLongDate(start, language)}`;
  if (end) return `${until} ${formatLongDate(end, language)}`;
  return null;
};

const ENGLISH: RequirementWords = {
  evaluation: (criteria) => `Evaluation basis: ${criteria}`,
  lowestPrice: 'Evaluation basis: lowest price',
  deliverable: (product) => `Deliverable: ${product}`,
  scope: (sentence) => `Scope: ${sentence}`,
  schedule: (start, end, months) =>
    `Contract period: ${[period(start, end, 'eng', ['to', 'from', 'until']), months !== null ? `${months} months` : null].filter(Boolean).join(', ')}`,
  regions: (regions) => `Delivery region${regions.length > 1 ? 's' : ''}: ${regions.join(', ')}`,
  clearance: (levels) => `Security clearance${levels.length > 0 ? `: ${levels.join(', ')}` : ' required'}`,
  certification: (certification) => `Certification: ${certification}`,
  experience: (years) =>
    years !== null ? `Experience: at least ${years} years` : 'Experience: relevant experience required',
  indigenous: (partial) =>
    partial
      ? 'Indigenous business: partial set-aside (PSIB)'
      : 'Indigenous business: set aside for Indigenous businesses (PSIB)',
  canadianContent: 'Canadian content required',
  languages: { english: 'English', french: 'French', bilingual: 'bilingual (English and French)' },
  language: (languages) => `Language: ${languages.join(', ')}`,
};

const FRENCH: RequirementWords = {
  evaluation: (criteria) => `Méthode d’évaluation : ${criteria}`,
  lowestPrice: 'Méthode d’évaluation : prix le plus bas',
  deliverable: (product) => `Livrable : ${product}`,
  scope: (sentence) => `Portée : ${sentence}`,
  schedule: (start, end, months) =>
    `Période du contrat : ${[period(start, end, 'fra', ['au', 'à partir du', 'jusqu’au']), months !== null ? `${months} mois` : null].filter(Boolean).join(', ')}`,
  regions: (regions) =>
    `Région${regions.length > 1 ? 's' : ''} de livraison : ${regions.map((region) => regionLabel(region, 'fra')).join(', ')}`,
  clearance: (levels) =>
    levels.length > 0 ? `Cote de sécurité : ${levels.join(', ')}` : 'Cote de sécurité exigée',
  certification: (certification) => `Certification : ${certification}`,
  experience: (years) =>
    years !== null ? `Expérience : au moins ${years} ans` : 'Expérience : expérience pertinente exigée',
  indigenous: (partial) =>
    partial
      ? 'Entreprise autochtone : marché partiellement réservé (SAEA)'
      : 'Entreprise autochtone : marché réservé aux entreprises autochtones (SAEA)',
  canadianContent: 'Contenu canadien exigé',
  languages: { english: 'anglais', french: 'français', bilingual: 'bilingue (anglais et français)' },
  language: (languages) => `Langue : ${languages.join(', ')}`,
};

export const REQUIREMENT_WORDS: Record<Language, RequirementWords> = { eng: ENGLISH, fra: FRENCH };
