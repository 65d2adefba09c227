import {
  formatClosingTime,
  regionLabel,
  type NlQueryStructure,
  type NlUnderstoodFilter,
  type SearchHit,
} from '@tenderscout/domain';
import { describeStructure, formatMoneyIn } from './nl';

/** The natural-language search's answer in words, in English or French: its summary and each result's reasons. */

export type AnswerLanguage = 'eng' | 'fra';

/** English or French, as the answer's language asks. */
export type Say = (english: string, french: string) => string;

export const sayIn =
  (language: AnswerLanguage): Say =>
  (english, french) =>
    language === 'fra' ? french : english;

/** One sentence: what was searched for, and the filters understood. */
export const summaryOf = (
  structure: NlQueryStructure,
  filters: NlUnderstoodFilter[],
  language: AnswerLanguage,
): string => {
  const fr = language === 'fra';
  const words = structure.search_terms
    ? fr
      ? `Recherche de « ${structure.search_terms} »`
      : `Searching for "${structure.search_terms}"`
    : fr
      ? "Tous les appels d'offres"
      : 'Browsing all tenders';
  const parts = filters.map((filter) => filter.value.charAt(0).toLowerCase() + filter.value.slice(1));
  return parts.length > 0 ? `${words}${fr ? ' ' : ''}: ${parts.join('; ')}.` : `${words}.`;
};

/** The parser's filters in French: the same fields described again, each with the words it came from. */
export const inLanguage = (
  filters: NlUnderstoodFilter[],
  structure: NlQueryStructure,
  today: string,
  language: AnswerLanguage,
): NlUnderstoodFilter[] => {
  if (language === 'eng') return filters;
  return describeStructure(structure, today, language).map((item) => ({
    ...item,
    source_text: filters
      .filter((filter) => filter.field === item.field && filter.source_text)
      .map((filter) => filter.source_text)
      .join(', '),
  }));
};

const stripMarks = (text: string): string[] =>
  [...text.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => (match[1] ?? '').toLowerCase());

/** Why a tender is in the answer: the words it matched, where, when it closes, its value and conditions. */
export const matchReasons = (
  hit: SearchHit,
  structure: NlQueryStructure,
  nowMs: number,
  language: AnswerLanguage,
): string[] => {
  const say = sayIn(language);
  const reasons: string[] = [];
  const titleWords = [...new Set(hit.highlights.title.flatMap(stripMarks))];
  const descriptionWords = [...new Set(hit.highlights.description.flatMap(stripMarks))].filter(
    (word) => !titleWords.includes(word),
  );
  if (titleWords.length > 0) reasons.push(say('Title matches: ', 'Mots du titre : ') + titleWords.join(', '));
  if (descriptionWords.length > 0)
    reasons.push(
      say('Description mentions: ', 'La description mentionne : ') + descriptionWords.slice(0, 6).join(', '),
    );
  if (hit.matched_by.includes('semantic') && !hit.matched_by.includes('keyword'))
    reasons.push(
      say(
        `Close in meaning to "${structure.search_terms}"`,
        `Proche par le sens de « ${structure.search_terms} »`,
      ),
    );
  if (structure.regions.length > 0) {
    const overlap = hit.regions.filter((region) => (structure.regions as string[]).includes(region));
    if (overlap.length > 0) {
      const names = overlap.map((region) => regionLabel(region, language)).join(', ');
      reasons.push(say(`Delivered in ${names}`, `Livraison : ${names}`));
    }
  }
  if (hit.closing_date) {
    const days = Math.ceil((Date.parse(hit.closing_date) - nowMs) / 86_400_000);
    const date = formatClosingTime(hit.closing_date, language);
    reasons.push(
      days > 0
        ? say(
            `Closes ${date} (in ${days} day${days === 1 ? '' : 's'})`,
            `Clôture le ${date} (dans ${days} jour${days === 1 ? '' : 's'})`,
          )
        : say(`Closed ${date}`, `Fermé le ${date}`),
    );
  }
  if (structure.value_min !== null || structure.value_max !== null)
    reasons.push(
      hit.amount === null
        ? say(
            'Value not disclosed (kept: it may be in range)',
            'Valeur non divulguée (conservé : elle peut être dans la fourchette)',
          )
        : say(
            `Value ${formatMoneyIn(hit.amount, language)} is in your range`,
            `Valeur de ${formatMoneyIn(hit.amount, language)} dans votre fourchette`,
          ),
    );
  if (structure.security_clearance_required === false)
    reasons.push(say('No security clearance required', 'Aucune cote de sécurité exigée'));
  if (structure.security_clearance_required === true)
    reasons.push(say('Requires a security clearance', 'Exige une cote de sécurité'));
  if (structure.indigenous_set_aside === true)
    reasons.push(say('Set aside for Indigenous businesses', 'Réservé aux entreprises autochtones'));
  if (structure.canadian_made === true)
    reasons.push(say('Limited to Canadian goods', 'Limité aux biens canadiens'));
  if (structure.organizations.length > 0 && hit.organization)
    reasons.push(say('Buyer: ', 'Acheteur : ') + hit.organization);
  return reasons;
};
