import { summariseMaterialChanges, type AmendmentFit, type Language } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { amendmentSteps, type AmendmentStep, type NormalisedTender, tenderReadStore } from '../tenders';
import type { NewNotification, NotificationDetails } from './alerts.store';
import { amendmentCandidates } from './alert-matcher.store';

/**
 * Amendment alerts of saved tenders: an amendment recorded in the window, of a tender the user had saved before,
 * notifies once, naming its material changes in both languages (the mail and the app pick the reader's). An
 * amendment with no material change (a wording fix) notifies only users who asked for every change. A material
 * one also says what it did to the owner's fit (their company profile), when they have one.
 */

const describe = (step: AmendmentStep): string =>
  step.material
    ? summariseMaterialChanges(step.changes)
    : step.changes.map((change) => change.summary).join('; ');

/** Each version's steps in both languages, read once per tender. */
const stepsByVersion = async (db: Db, tenderIds: string[]) => {
  const steps = new Map<number, Record<Language, AmendmentStep>>();
  for (const tenderId of tenderIds) {
    const row = await tenderReadStore.findById(db, tenderId);
    if (!row) continue;
    const [english, french] = await Promise.all([
      amendmentSteps(db, row, 'eng'),
      amendmentSteps(db, row, 'fra'),
    ]);
    english.forEach((step, index) => steps.set(step.version_id, { eng: step, fra: french[index]! }));
  }
  return steps;
};

/** The owner's fit before and after an amendment (the AI feature's), null without a company profile. */
export type AmendmentFitsOf = (
  userId: string,
  tenderId: string,
  steps: Array<{ before: NormalisedTender; after: NormalisedTender; addedCriteria: string[] }>,
  language: Language,
) => Promise<Array<AmendmentFit | null>>;

const addedCriteriaOf = (step: AmendmentStep): string[] =>
  step.changes.find((change) => change.field === 'mandatory_criteria')?.added ?? [];

/** What a material amendment did to the owner's fit, in both languages. */
const fitOf = async (
  fits: AmendmentFitsOf,
  userId: string,
  step: Record<Language, AmendmentStep>,
): Promise<NotificationDetails['fit']> => {
  const [eng, fra] = await Promise.all(
    (['eng', 'fra'] as const).map(async (language) => {
      const own = step[language];
      const [fit] = await fits(
        userId,
        own.after.id,
        [{ before: own.before, after: own.after, addedCriteria: addedCriteriaOf(own) }],
        language,
      );
      return fit ?? null;
    }),
  );
  return eng && fra ? { eng: eng.summary, fra: fra.summary } : undefined;
};

export const amendmentEvents = async (
  db: Db,
  from: Date,
  until: Date,
  fits?: AmendmentFitsOf,
): Promise<NewNotification[]> => {
  const rows = await amendmentCandidates(db, from, until);
  if (rows.length === 0) return [];
  const steps = await stepsByVersion(db, [...new Set(rows.map((row) => row.tender_id))]);
  const events: NewNotification[] = [];
  for (const row of rows) {
    const step = steps.get(Number(row.version_id));
    if (!step || step.eng.changes.length === 0) continue;
    if (!step.eng.material && row.amendment_alerts !== 'all') continue;
    const fit = step.eng.material && fits ? await fitOf(fits, row.user_id, step) : undefined;
    const details: NotificationDetails = {
      changes: { eng: describe(step.eng), fra: describe(step.fra) },
      material: step.eng.material,
      ...(fit ? { fit } : {}),
    };
    events.push({
      userId: row.user_id,
      eventKey: `amendment:${row.version_id}`,
      kind: 'amendment',
      tenderId: row.tender_id,
      savedSearchId: null,
      amendmentNumber: row.amendment,
      details,
      mailState: 'none',
    });
  }
  return events;
};
