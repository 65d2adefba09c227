import { extractNoticeDates, EASTERN_TIME_ZONE, type Language } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { amendmentSteps, tenderReadStore } from '../tenders';

/**
 * The deadlines of a saved tender as calendar events: the closing, and the questions deadline and site visit when
 * the notice states them, each in Eastern local time with how many amendments moved it (its SEQUENCE) and the
 * last move, so a calendar updates the same event and can say so.
 */

export type DeadlineKind = 'closing' | 'enquiry' | 'site_visit';

export interface DeadlineEvent {
  kind: DeadlineKind;
  /** Eastern local `YYYY-MM-DDTHH:MM`, or `YYYY-MM-DD` for a day without a time. */
  local: string;
  /** How many amendments moved it. */
  sequence: number;
  /** The last move: from when (Eastern local) and by which amendment. */
  moved: { from: string | null; amendment: number } | null;
}

const easternParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Eastern local time, `YYYY-MM-DDTHH:MM`. */
export const toEasternLocal = (instant: string | Date): string => {
  const parts = Object.fromEntries(
    easternParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

const FIELD: Record<DeadlineKind, 'closing_date' | 'enquiry_deadline' | 'site_visit'> = {
  closing: 'closing_date',
  enquiry: 'enquiry_deadline',
  site_visit: 'site_visit',
};

const asLocal = (kind: DeadlineKind, value: unknown): string | null =>
  typeof value !== 'string' ? null : kind === 'closing' ? toEasternLocal(value) : value;

/** The deadline events of one saved tender, from its current notice and its amendment history. */
export const deadlinesOf = async (db: Db, tenderId: string, language: Language): Promise<DeadlineEvent[]> => {
  const row = await tenderReadStore.findById(db, tenderId);
  if (!row) return [];
  const steps = await amendmentSteps(db, row, language);
  const dates = extractNoticeDates(row.description_en, row.description_fr);
  const current: Record<DeadlineKind, string | null> = {
    closing: row.closing_at ? toEasternLocal(row.closing_at) : null,
    enquiry: dates.enquiry_deadline,
    site_visit: dates.site_visit,
  };
  return (Object.keys(current) as DeadlineKind[]).flatMap((kind): DeadlineEvent[] => {
    const local = current[kind];
    if (!local) return [];
    const moves = steps.flatMap((step) =>
      step.changes
        .filter((change) => change.field === FIELD[kind] && change.after !== null)
        .map((change) => ({ from: asLocal(kind, change.before), amendment: step.amendment_number })),
    );
    return [{ kind, local, sequence: moves.length, moved: moves.at(-1) ?? null }];
  });
};
