import type { Language } from './common';
import { EASTERN_TIME_LABEL, formatClosingTime, formatTenderDate, formatTenderValue } from './format';
import { tenderStatusLabel, type TenderStatusCode } from './tender';
import type { AmendmentChange, AmendmentField } from './tender-amendments';

/**
 * The sentence that explains one amendment change, in English or French: the tender page, the amendment alert
 * (in the app and by mail) and the calendar all read the same words.
 */

/** An Eastern local date-time as a notice states it (`2026-12-01T14:00`): 'Dec 1, 2026, 2:00 p.m. ET'. */
export const formatNoticeDateTime = (value: string, language: Language): string => {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return value;
  const day = formatTenderDate(match[1], language);
  if (match[2] === undefined) return day;
  const hour = Number(match[2]);
  const minute = match[3] ?? '00';
  if (language === 'fra')
    return `${day} à ${hour} h${minute === '00' ? '' : ` ${minute}`} ${EASTERN_TIME_LABEL.fra}`;
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  return `${day}, ${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix} ${EASTERN_TIME_LABEL.eng}`;
};

const FIELD_LABELS: Record<AmendmentField, Record<Language, string>> = {
  status: { eng: 'Status', fra: 'Statut' },
  closing_date: { eng: 'Closing', fra: 'Clôture' },
  enquiry_deadline: { eng: 'Questions deadline', fra: 'Date limite des questions' },
  site_visit: { eng: 'Site visit', fra: 'Visite des lieux' },
  value: { eng: 'Value', fra: 'Valeur' },
  mandatory_criteria: { eng: 'Mandatory criteria', fra: 'Critères obligatoires' },
  attachments: { eng: 'Attachments', fra: 'Pièces jointes' },
  regions: { eng: 'Regions', fra: 'Régions' },
  codes: { eng: 'Codes', fra: 'Codes' },
  title: { eng: 'Title', fra: 'Titre' },
  description: { eng: 'Description', fra: 'Description' },
};

export const amendmentFieldLabel = (field: AmendmentField, language: Language): string =>
  FIELD_LABELS[field][language];

const WORDS = {
  eng: {
    moved: (label: string, before: string, after: string) => `${label} moved from ${before} to ${after}`,
    set: (label: string, after: string) => `${label} added: ${after}`,
    cleared: (label: string, before: string) => `${label} removed (was ${before})`,
    changed: (label: string, before: string, after: string) => `${label} changed from ${before} to ${after}`,
    newCriterion: 'new mandatory criterion',
    removedCriterion: 'mandatory criterion removed',
    changedCriterion: 'mandatory criterion changed',
    newAttachment: 'new attachment',
    removedAttachment: 'attachment removed',
    added: 'added',
    removed: 'removed',
    reworded: (field: 'title' | 'description') =>
      field === 'title' ? 'Title reworded' : 'Description reworded',
  },
  fra: {
    moved: (label: string, before: string, after: string) => `${label} déplacée du ${before} au ${after}`,
    set: (label: string, after: string) => `${label} ajoutée : ${after}`,
    cleared: (label: string, before: string) => `${label} retirée (était ${before})`,
    changed: (label: string, before: string, after: string) => `${label} : ${before} → ${after}`,
    newCriterion: 'nouveau critère obligatoire',
    removedCriterion: 'critère obligatoire retiré',
    changedCriterion: 'critère obligatoire modifié',
    newAttachment: 'nouvelle pièce jointe',
    removedAttachment: 'pièce jointe retirée',
    added: 'ajouté',
    removed: 'retiré',
    reworded: (field: 'title' | 'description') =>
      field === 'title' ? 'Titre reformulé' : 'Description reformulée',
  },
} as const;

type Unsummarised = Omit<AmendmentChange, 'summary'>;

const showDate = (field: AmendmentField, value: AmendmentChange['before'], language: Language): string =>
  typeof value !== 'string'
    ? ''
    : field === 'closing_date'
      ? formatClosingTime(value, language)
      : formatNoticeDateTime(value, language);

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const dateSentence = (change: Unsummarised, language: Language): string => {
  const words = WORDS[language];
  const label = FIELD_LABELS[change.field][language];
  const [before, after] = [
    showDate(change.field, change.before, language),
    showDate(change.field, change.after, language),
  ];
  if (!before) return words.set(label, after);
  if (!after) return words.cleared(label, before);
  return words.moved(label, before, after);
};

const listSentence = (change: Unsummarised, language: Language): string => {
  const words = WORDS[language];
  const colon = language === 'fra' ? ' : ' : ': ';
  if (change.field === 'mandatory_criteria') {
    const parts = [
      ...change.added.map((item) => `${words.newCriterion}${colon}${item}`),
      ...change.changed.map((item) => `${words.changedCriterion}${colon}${item.after}`),
      ...change.removed.map((item) => `${words.removedCriterion}${colon}${item}`),
    ];
    return capitalise(parts.join('; '));
  }
  if (change.field === 'attachments') {
    const parts = [
      ...(change.added.length > 0 ? [`${words.newAttachment}${colon}${change.added.join(', ')}`] : []),
      ...(change.removed.length > 0
        ? [`${words.removedAttachment}${colon}${change.removed.join(', ')}`]
        : []),
    ];
    return capitalise(parts.join('; '));
  }
  const label = FIELD_LABELS[change.field][language];
  const parts = [
    ...(change.added.length > 0 ? [`${words.added} ${change.added.join(', ')}`] : []),
    ...(change.removed.length > 0 ? [`${words.removed} ${change.removed.join(', ')}`] : []),
  ];
  return `${label}${colon}${parts.join('; ')}`;
};

/** The sentence for one change ("Closing moved from … to …"; "New mandatory criterion: …"). */
export const summariseAmendmentChange = (change: Unsummarised, language: Language): string => {
  const words = WORDS[language];
  const label = FIELD_LABELS[change.field][language];
  switch (change.field) {
    case 'closing_date':
    case 'enquiry_deadline':
    case 'site_visit':
      return dateSentence(change, language);
    case 'status':
      return words.changed(
        label,
        tenderStatusLabel(change.before as TenderStatusCode, language),
        tenderStatusLabel(change.after as TenderStatusCode, language),
      );
    case 'value':
      return words.changed(
        label,
        formatTenderValue(typeof change.before === 'number' ? change.before : null, language),
        formatTenderValue(typeof change.after === 'number' ? change.after : null, language),
      );
    case 'title':
    case 'description':
      return words.reworded(change.field);
    default:
      return listSentence(change, language);
  }
};

/** The material changes of an amendment in one line, for alerts: "Closing moved …; new mandatory criterion: …". */
export const summariseMaterialChanges = (changes: AmendmentChange[]): string =>
  changes
    .filter((change) => change.material)
    .map((change, index) =>
      index === 0 ? change.summary : change.summary.charAt(0).toLowerCase() + change.summary.slice(1),
    )
    .join('; ');
