import {
  procurementCategoryLabel,
  regionLabel,
  type NlQueryStructure,
  type NlUnderstoodFilter,
} from '@tenderscout/domain';
import { addDays, daysBetween, formatDay, type IsoDate } from './dates';
import { formatMoneyIn } from './money';

/**
 * The filters of a structure in words: for a structure an LLM proposed (which has no source phrases), and for
 * an answer in French (the parser's own words are English).
 */

type Language = 'eng' | 'fra';
type Field = NlUnderstoodFilter['field'];

/** English or French. */
const sayIn =
  (language: Language) =>
  (english: string, french: string): string =>
    language === 'fra' ? french : english;

export const describeClosing = (
  structure: NlQueryStructure,
  today: IsoDate,
  language: Language,
): string | null => {
  const say = sayIn(language);
  const day = (date: IsoDate): string => formatDay(date, language);
  const from = structure.closing_from;
  const to = structure.closing_to;
  if (!from && !to) return null;
  const window = from && to ? daysBetween(today, to) : null;
  const next =
    window !== null && from === today ? say(` (next ${window} days)`, ` (${window} prochains jours)`) : '';
  return from && to
    ? from === to
      ? say(`Closing on ${day(from)}`, `Clôture le ${day(from)}`)
      : say(
          `Closing between ${day(from)} and ${day(to)}${next}`,
          `Clôture entre le ${day(from)} et le ${day(to)}${next}`,
        )
    : from
      ? say(`Closing after ${day(addDays(from, -1))}`, `Clôture après le ${day(addDays(from, -1))}`)
      : say(`Closing by ${day(to!)}`, `Clôture au plus tard le ${day(to!)}`);
};

export const describePublished = (
  structure: NlQueryStructure,
  today: IsoDate,
  language: Language,
): string | null => {
  if (!structure.published_from && !structure.published_to) return null;
  const say = sayIn(language);
  const day = (date: IsoDate): string => formatDay(date, language);
  const from = structure.published_from;
  const to = structure.published_to && structure.published_to !== today ? structure.published_to : null;
  return [
    say('Published', 'Publié'),
    from ? say(`since ${day(from)}`, `depuis le ${day(from)}`) : '',
    to ? say(`until ${day(to)}`, `jusqu'au ${day(to)}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
};

export const describeValue = (structure: NlQueryStructure, language: Language): string | null => {
  if (structure.value_min === null && structure.value_max === null) return null;
  const say = sayIn(language);
  const money = (value: number): string => formatMoneyIn(value, language);
  return structure.value_min !== null && structure.value_max !== null
    ? `${money(structure.value_min)} – ${money(structure.value_max)}`
    : structure.value_max !== null
      ? say(`under ${money(structure.value_max)}`, `moins de ${money(structure.value_max)}`)
      : say(`over ${money(structure.value_min!)}`, `plus de ${money(structure.value_min!)}`);
};

/** The yes/no requirements: clearance, set-aside, Canadian content, experience. */
export const describeRequirements = (
  structure: NlQueryStructure,
  language: Language,
): Array<[Field, string]> => {
  const say = sayIn(language);
  const items: Array<[Field, string]> = [];
  if (structure.security_clearance_required !== null)
    items.push([
      'security_clearance',
      structure.security_clearance_required
        ? say('Security clearance required', 'Cote de sécurité exigée')
        : say('No security clearance required', 'Aucune cote de sécurité exigée'),
    ]);
  if (structure.indigenous_set_aside !== null)
    items.push([
      'indigenous_set_aside',
      structure.indigenous_set_aside
        ? say('Set aside for Indigenous businesses (PSIB)', 'Réservé aux entreprises autochtones (SAEA)')
        : say('Not set aside for Indigenous businesses', 'Non réservé aux entreprises autochtones'),
    ]);
  if (structure.canadian_made !== null)
    items.push([
      'canadian_made',
      structure.canadian_made
        ? say('Limited to Canadian goods or content', 'Limité aux biens ou au contenu canadiens')
        : say('No Canadian-content requirement', 'Aucune exigence de contenu canadien'),
    ]);
  if (structure.experience_required !== null)
    items.push([
      'experience',
      structure.experience_required
        ? say('Experience required', 'Expérience exigée')
        : say('No minimum experience required', 'Aucune expérience minimale exigée'),
    ]);
  return items;
};

export const describeStatus = (structure: NlQueryStructure, language: Language): string => {
  const say = sayIn(language);
  return structure.status === 'open'
    ? say('Open tenders only', "Appels d'offres ouverts seulement")
    : structure.status === 'closed'
      ? say('Closed or expired tenders only', "Appels d'offres fermés ou expirés seulement")
      : say('Open and closed tenders', "Appels d'offres ouverts et fermés");
};

export const describeStructure = (
  structure: NlQueryStructure,
  today: IsoDate,
  language: Language = 'eng',
): NlUnderstoodFilter[] => {
  const items: Array<[Field, string | null]> = [
    [
      'regions',
      structure.regions.length > 0
        ? structure.regions.map((region) => regionLabel(region, language)).join(', ')
        : null,
    ],
    [
      'categories',
      structure.categories.length > 0
        ? structure.categories.map((code) => procurementCategoryLabel(code, language)).join(', ')
        : null,
    ],
    ['organizations', structure.organizations.length > 0 ? structure.organizations.join(', ') : null],
    ['closing', describeClosing(structure, today, language)],
    ['published', describePublished(structure, today, language)],
    ['value', describeValue(structure, language)],
    ...describeRequirements(structure, language),
    ['status', describeStatus(structure, language)],
  ];
  return items
    .filter((item): item is [Field, string] => item[1] !== null)
    .map(([field, value]) => ({ field, value, source_text: '' }));
};
