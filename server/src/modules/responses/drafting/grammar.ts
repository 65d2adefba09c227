import { formatCad, formatLongDate, regionLabel, serviceLabel, type Language } from '@tenderscout/domain';
import { lowerFirst } from './prose';

/**
 * What a language does to a value before a sentence takes it (the sentences are catalogue messages,
 * `drafting.*`): French puts an article before an organisation's name or a clearance, writes a service in
 * lower case, formats dates and amounts its own way. English takes the values as they are.
 */
export interface Grammar {
  /** An organisation's name where a sentence puts it: after a French preposition, or as the subject (null). */
  org(org: string, preposition: Preposition): string;
  /** A noun with its definite article (« la cote… », « l’attestation… »). */
  the(noun: string): string;
  /** A service's name in running text. */
  service(service: string): string;
  /** A working language the catalogue has no name for. */
  otherLanguage(code: string): string;
  /** The work to do without its article (« les travaux décrits… » after « l’exécution des »). */
  withoutArticle(what: string): string;
  date(isoDate: string): string;
  /** A closing date and time in Toronto. */
  closingTime(iso: string): string;
  money(amount: number): string;
  /** A region's name (not `National`, which is a message). */
  region(region: string): string;
  /** Whether selection criteria, in either language, name the lowest price or technical merit. */
  isLowestPrice(criteria: string): boolean;
  isTechnicalMerit(criteria: string): boolean;
}

export type Preposition = 'à' | 'de' | 'avec' | 'pour' | null;

const NB = '\u00a0';

const MASCULINE =
  /^(Ministère|Bureau|Service|Conseil|Centre|Secrétariat|Commissariat|Musée|Tribunal|Collège|Institut|Office|Centre)\b/;
const FEMININE =
  /^(Agence|Commission|Gendarmerie|Garde|Société|Administration|Bibliothèque|Direction|Régie|Cour)\b/;
const VOWEL = /^[aeiouyàâéèêëîïôûœh]/i;

/**
 * An organisation's name after a preposition, with the article French needs: « au ministère des Services aux
 * Autochtones », « de l’Agence du revenu du Canada », but « à Services publics et Approvisionnement Canada »
 * (a name without an article). `ministère` is lower case in running text (Government of Canada usage).
 */
export const frOrg = (org: string, preposition: Preposition): string => {
  const gender = MASCULINE.test(org) ? 'm' : FEMININE.test(org) ? 'f' : null;
  const name = org.replace(/^Ministère\b/, 'ministère');
  if (gender === null) {
    if (preposition === 'de') return VOWEL.test(org) ? `d’${org}` : `de ${org}`;
    return preposition ? `${preposition} ${org}` : org;
  }
  const article = VOWEL.test(name) ? 'l’' : gender === 'm' ? 'le ' : 'la ';
  if (preposition === null) return `${article.charAt(0).toUpperCase()}${article.slice(1)}${name}`;
  if (article === 'le ' && preposition === 'à') return `au ${name}`;
  if (article === 'le ' && preposition === 'de') return `du ${name}`;
  return `${preposition} ${article}${name}`;
};

const closingFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'America/Toronto', dateStyle: 'long', timeStyle: 'short' });
const CLOSING = { eng: closingFormat('en-CA'), fra: closingFormat('fr-CA') };
const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

const english: Grammar = {
  org: (org) => org,
  the: (noun) => noun,
  service: (service) => service,
  otherLanguage: (code) => code.charAt(0).toUpperCase() + code.slice(1),
  withoutArticle: (what) => what,
  date: (isoDate) => formatLongDate(isoDate),
  closingTime: (iso) => CLOSING.eng.format(new Date(iso)),
  money: (amount) => CAD.format(amount),
  region: (region) => region,
  isLowestPrice: (criteria) => /lowest price/i.test(criteria),
  isTechnicalMerit: (criteria) => /technical merit/i.test(criteria),
};

const french: Grammar = {
  org: frOrg,
  the: (noun) => (/^[aeiouéh]/i.test(noun) ? `l’${noun}` : `la ${noun}`),
  service: (service) => lowerFirst(serviceLabel(service, 'fra')),
  otherLanguage: (code) => code,
  withoutArticle: (what) => what.replace(/^les /, ''),
  date: (isoDate) => formatLongDate(isoDate, 'fra'),
  closingTime: (iso) => CLOSING.fra.format(new Date(iso)).replace(/\s/g, NB).replace(`${NB}à${NB}`, ' à '),
  money: (amount) => formatCad(amount, 'fra'),
  region: (region) => regionLabel(region, 'fra'),
  isLowestPrice: (criteria) => /prix le plus bas|plus bas prix|lowest price/i.test(criteria),
  isTechnicalMerit: (criteria) => /m[ée]rite technique|technical merit/i.test(criteria),
};

export const GRAMMAR: Record<Language, Grammar> = { eng: english, fra: french };
