/**
 * Facts read from a notice's own text, in English or French: the enquiry (questions) deadline, the site visit,
 * and the mandatory criteria. Dates are Eastern local times as the notice states them (`YYYY-MM-DDTHH:MM`, or
 * `YYYY-MM-DD` when the notice gives no time): the notices publish Eastern time and calendars read them with
 * `TZID=America/Toronto`.
 */

export interface NoticeDates {
  /** The last moment questions (enquiries) are accepted, as the notice states it. */
  enquiry_deadline: string | null;
  /** When the site visit (or bidders' conference) takes place. */
  site_visit: string | null;
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  janvier: 1,
  fevrier: 2,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

/** Lower case without accents, so "Décembre" and "decembre" read alike. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
// "December 4, 2026", "4 December 2026", "le 4 decembre 2026", "2026-12-04".
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`);
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})(?:er|st|nd|rd|th)?\\s+${MONTH}\\s+(\\d{4})`);
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/;
// "2:00 pm", "10:00 AM", "2 p.m.", "14:00", "14 h", "14 h 30", "14h00".
const TWELVE_HOUR = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/;
const TWENTY_FOUR_HOUR = /\b(\d{1,2})\s?(?::|h)\s?(\d{2})?\b/;

const pad = (value: number): string => String(value).padStart(2, '0');

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const readDate = (text: string): { date: string; end: number } | null => {
  const candidates: Array<{ year: number; month: number; day: number; index: number; length: number }> = [];
  const monthFirst = MONTH_FIRST.exec(text);
  if (monthFirst)
    candidates.push({
      year: Number(monthFirst[3]),
      month: MONTHS[monthFirst[1]!] ?? 0,
      day: Number(monthFirst[2]),
      index: monthFirst.index,
      length: monthFirst[0].length,
    });
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst)
    candidates.push({
      year: Number(dayFirst[3]),
      month: MONTHS[dayFirst[2]!] ?? 0,
      day: Number(dayFirst[1]),
      index: dayFirst.index,
      length: dayFirst[0].length,
    });
  const iso = ISO_DATE.exec(text);
  if (iso)
    candidates.push({
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      index: iso.index,
      length: iso[0].length,
    });
  const first = candidates
    .filter((candidate) => isRealDate(candidate.year, candidate.month, candidate.day))
    .sort((a, b) => a.index - b.index)[0];
  if (!first) return null;
  return {
    date: `${first.year}-${pad(first.month)}-${pad(first.day)}`,
    end: first.index + first.length,
  };
};

/** The time stated shortly after the date, if any, as `HH:MM` on a 24-hour clock. */
const readTime = (text: string): string | null => {
  const window = text.slice(0, 60);
  const twelve = TWELVE_HOUR.exec(window);
  if (twelve) {
    const hour = Number(twelve[1]) % 12;
    const minute = Number(twelve[2] ?? '0');
    if (Number(twelve[1]) <= 12 && minute < 60)
      return `${pad(hour + (twelve[3] === 'p' ? 12 : 0))}:${pad(minute)}`;
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(window);
  if (twentyFour && (twentyFour[2] !== undefined || /h/.test(twentyFour[0]))) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2] ?? '0');
    if (hour < 24 && minute < 60) return `${pad(hour)}:${pad(minute)}`;
  }
  return null;
};

/** The first date (with its time when stated) in a sentence, as an Eastern local date-time. */
export const readNoticeDateTime = (sentence: string): string | null => {
  const folded = fold(sentence);
  const date = readDate(folded);
  if (!date) return null;
  const time = readTime(folded.slice(date.end));
  return time ? `${date.date}T${time}` : date.date;
};

/** A notice's text cut into sentences (line breaks and sentence ends), entities and tabs cleaned. */
export const noticeSentences = (text: string | null | undefined): string[] => {
  if (!text) return [];
  const sentences: string[] = [];
  for (const line of text.replace(/&nbsp;|&#160;/g, ' ').split(/\r?\n|\r/)) {
    const cleaned = line
      .replace(/\t+/g, ' ')
      .replace(/^[\s•·\-*–]+/, '')
      .trim();
    if (!cleaned) continue;
    for (const part of cleaned.split(/(?<=[.!?;])\s+(?=[A-ZÀ-Ý(«"“])/)) {
      const sentence = part.trim();
      if (sentence) sentences.push(sentence);
    }
  }
  return sentences;
};

const ENQUIRY_SUBJECT =
  /\b(questions?|enquir(?:y|ies)|inquir(?:y|ies)|clarifications?|demandes? de renseignements|eclaircissements?|precisions?)\b/;
const DEADLINE_WORDS =
  /\b(no later than|not later than|on or before|before|by|deadline|received|submitted|au plus tard|avant|date limite|recues?|soumises?|parvenir)\b/;
const SITE_VISIT =
  /\b(site visits?|site tours?|site meetings?|bidders'? conference|visite (?:des lieux|du site|obligatoire|facultative)|conference des soumissionnaires)\b/;
const NEGATED_VISIT =
  /\b(no site visits?|there will be no|will not be|aucune visite|pas de visite|n'y aura pas)\b/;
// A sentence about registering for the visit gives the registration deadline, not the visit.
const VISIT_REGISTRATION =
  /\b(to attend|confirm attendance|register|pour assister|confirmer (?:leur|sa) presence)\b/;

/** The enquiry deadline and site visit a notice's text states, in either language. */
export const extractNoticeDates = (...texts: Array<string | null | undefined>): NoticeDates => {
  let enquiry: string | null = null;
  let visit: string | null = null;
  for (const text of texts) {
    for (const sentence of noticeSentences(text)) {
      const folded = fold(sentence);
      if (!enquiry && ENQUIRY_SUBJECT.test(folded) && DEADLINE_WORDS.test(folded))
        enquiry = readNoticeDateTime(sentence);
      if (
        !visit &&
        SITE_VISIT.test(folded) &&
        !NEGATED_VISIT.test(folded) &&
        !VISIT_REGISTRATION.test(folded)
      )
        visit = readNoticeDateTime(sentence);
    }
  }
  return { enquiry_deadline: enquiry, site_visit: visit };
};

const OBLIGATION =
  /\b(must|shall|mandatory|is required to|are required to|required to hold|doit|doivent|devra|devront|obligatoire|obligatoires|est tenu|sont tenus|exige)\b/;
// Sentences that say how to reach the buyer or where to find the documents bind nobody to a criterion.
const NOT_A_CRITERION =
  /\b(questions?|enquir(?:y|ies)|inquir(?:y|ies)|site visit|visite|submitted electronically|register|inscri|contact|e-?mail|courriel|https?:)/;

/**
 * The mandatory criteria a notice's text states: each sentence that obliges the bidder ("must", "shall",
 * "mandatory", "doit", "obligatoire"), other than those about questions, visits or how to submit.
 */
export const extractMandatoryCriteria = (text: string | null | undefined): string[] => {
  const criteria: string[] = [];
  for (const sentence of noticeSentences(text)) {
    const folded = fold(sentence);
    if (sentence.length > 400 || !OBLIGATION.test(folded) || NOT_A_CRITERION.test(folded)) continue;
    if (!criteria.includes(sentence)) criteria.push(sentence);
  }
  return criteria;
};
