import {
  extractMandatoryCriteria,
  extractNoticeDates,
  regionLabel,
  summariseAmendmentChange,
  type AmendmentChange,
  type AmendmentField,
  type Language,
} from '@tenderscout/domain';
import type { NormalisedTender } from './normalised-tender';

/**
 * What an amendment changed for a bidder, field by field, between two versions of a notice: the dates it states
 * (closing, questions deadline, site visit), its mandatory criteria, attachments, regions and codes, and its
 * wording. Material: a moved deadline, a new, removed or substantively changed criterion, an added or removed
 * attachment, a changed value, region or status. Wording (title, description, a typo in a criterion) is not:
 * whatever in the text matters is reported as its own field.
 */

type Value = AmendmentChange['before'];
type Draft = Omit<AmendmentChange, 'summary'>;

const inLanguage = (language: Language, english: string | null, french: string | null): string | null =>
  language === 'fra' ? (french ?? english) : (english ?? french);

const listIn = (language: Language, english: string[], french: string[]): string[] =>
  language === 'fra' ? (french.length > 0 ? french : english) : english.length > 0 ? english : french;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (text: string): string[] => fold(text).match(/[a-z0-9]+/g) ?? [];
const numbersOf = (text: string): string => (text.match(/\d+/g) ?? []).join(' ');

/** Word overlap of two sentences (0–1). */
const similarity = (a: string, b: string): number => {
  const [left, right] = [new Set(wordsOf(a)), new Set(wordsOf(b))];
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
};

/** Letters apart of two words, up to a small cap (a typo is one or two). */
const closeWords = (a: string, b: string): boolean => {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 2) return false;
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]! <= 2;
};

/** The same words in the same order, save spelling fixes: a wording correction, not a new requirement. */
const isWordingFix = (before: string, after: string): boolean => {
  const [left, right] = [wordsOf(before), wordsOf(after)];
  return (
    numbersOf(before) === numbersOf(after) &&
    left.length === right.length &&
    left.every((word, index) => closeWords(word, right[index]!))
  );
};

const criteriaChange = (before: string[], after: string[]): Draft | null => {
  const removed = before.filter((item) => !after.includes(item));
  const added = after.filter((item) => !before.includes(item));
  const changed: Array<{ before: string; after: string }> = [];
  for (const old of [...removed]) {
    const match = added
      .map((candidate) => ({ candidate, score: similarity(old, candidate) }))
      .filter((item) => item.score >= 0.5)
      .sort((a, b) => b.score - a.score)[0];
    if (!match) continue;
    removed.splice(removed.indexOf(old), 1);
    added.splice(added.indexOf(match.candidate), 1);
    if (!isWordingFix(old, match.candidate)) changed.push({ before: old, after: match.candidate });
  }
  if (added.length + removed.length + changed.length === 0) return null;
  return { field: 'mandatory_criteria', before, after, material: true, added, removed, changed };
};

const listChange = (
  field: AmendmentField,
  before: string[],
  after: string[],
  material: boolean,
): Draft | null => {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  if (added.length + removed.length === 0) return null;
  return { field, before, after, material, added, removed, changed: [] };
};

const valueChange = (field: AmendmentField, before: Value, after: Value, material: boolean): Draft | null =>
  JSON.stringify(before) === JSON.stringify(after)
    ? null
    : { field, before, after, material, added: [], removed: [], changed: [] };

/** An attachment by its file name (the last part of its address), as a reader recognises it. */
export const attachmentName = (url: string): string => {
  const last = url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

const datesOf = (tender: NormalisedTender) => extractNoticeDates(tender.descriptionEn, tender.descriptionFr);
const criteriaOf = (tender: NormalisedTender, language: Language) =>
  extractMandatoryCriteria(inLanguage(language, tender.descriptionEn, tender.descriptionFr));
const attachmentsOf = (tender: NormalisedTender, language: Language) =>
  listIn(language, tender.attachmentsEn, tender.attachmentsFr).map(attachmentName);
const codesOf = (tender: NormalisedTender) => [...tender.unspscCodes, ...tender.gsinCodes];
const valueOf = (tender: NormalisedTender): number | null =>
  (tender as NormalisedTender & { valueAmount?: number | null }).valueAmount ?? null;

/** The changes between two versions, in a stable order (material fields first), explained in `language`. */
export const amendmentChanges = (
  before: NormalisedTender,
  after: NormalisedTender,
  language: Language,
): AmendmentChange[] => {
  const [datesBefore, datesAfter] = [datesOf(before), datesOf(after)];
  const drafts = [
    valueChange('status', before.status, after.status, true),
    valueChange('closing_date', before.closingAt, after.closingAt, true),
    valueChange('enquiry_deadline', datesBefore.enquiry_deadline, datesAfter.enquiry_deadline, true),
    valueChange('site_visit', datesBefore.site_visit, datesAfter.site_visit, true),
    valueChange('value', valueOf(before), valueOf(after), true),
    criteriaChange(criteriaOf(before, language), criteriaOf(after, language)),
    listChange('attachments', attachmentsOf(before, language), attachmentsOf(after, language), true),
    listChange(
      'regions',
      before.regions.map((region) => regionLabel(region, language)),
      after.regions.map((region) => regionLabel(region, language)),
      true,
    ),
    listChange('codes', codesOf(before), codesOf(after), false),
    valueChange(
      'title',
      inLanguage(language, before.titleEn, before.titleFr),
      inLanguage(language, after.titleEn, after.titleFr),
      false,
    ),
    valueChange(
      'description',
      inLanguage(language, before.descriptionEn, before.descriptionFr),
      inLanguage(language, after.descriptionEn, after.descriptionFr),
      false,
    ),
  ];
  return drafts
    .filter((draft): draft is Draft => draft !== null)
    .map((draft) => ({ ...draft, summary: summariseAmendmentChange(draft, language) }));
};
