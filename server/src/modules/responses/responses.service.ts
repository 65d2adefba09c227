import {
  checkCompliance,
  readinessOf,
  responseMessages,
  type Language,
  type ResponseDraft,
  type ResponsesList,
  type ResponsesQuery,
  type SaveResponseBody,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sectionsOf, toResponseDraft, toResponseSummary, toResponseTender } from './responses-presenter';
import { responsesStore, type ResponseTenderRow } from './responses.store';

/**
 * Bid response drafts, one per user and tender. Saving writes only the sections an editor changed (last write
 * wins per section) and counts versions; a save based on an older version is still written, so no typing is
 * lost, but the caller hears 409 so that tab can reload the other tab's sections. Submitting needs the three
 * required sections (SPEC.md §5), checked here against what is stored.
 */

const requireTender = async (db: Db, tenderId: string): Promise<ResponseTenderRow> => {
  const tender = await responsesStore.findTender(db, tenderId);
  if (!tender) throw new AppError('not_found', responseMessages.tenderNotFound);
  return tender;
};

/** The caller's draft for a tender, or an empty one (version 0) when nothing is stored yet. */
export const getResponseDraft = async (
  db: Db,
  options: { userId: string; tenderId: string; language: Language },
): Promise<ResponseDraft> => {
  const tender = await requireTender(db, options.tenderId);
  const row = await responsesStore.findDraft(db, options.userId, options.tenderId);
  return toResponseDraft(tender.id, row, toResponseTender(tender.id, tender, options.language));
};

export type SaveOutcome = { draft: ResponseDraft; isStale: boolean };

export const saveResponseDraft = async (
  db: Db,
  options: { userId: string; tenderId: string; body: SaveResponseBody; language: Language },
): Promise<SaveOutcome> => {
  const { userId, tenderId, body } = options;
  const tender = await requireTender(db, tenderId);
  return db.transaction().execute(async (trx) => {
    const current = await responsesStore.findDraft(trx, userId, tenderId, true);
    const isStale = (current?.version ?? 0) !== body.base_version;
    const row = await responsesStore.writeSections(trx, userId, tenderId, body.sections);
    return {
      draft: toResponseDraft(tenderId, row, toResponseTender(tenderId, tender, options.language)),
      isStale,
    };
  });
};

export const submitResponse = async (
  db: Db,
  options: { userId: string; tenderId: string; language: Language },
): Promise<ResponseDraft> => {
  const { userId, tenderId } = options;
  const tender = await requireTender(db, tenderId);
  return db.transaction().execute(async (trx) => {
    const current = await responsesStore.findDraft(trx, userId, tenderId, true);
    if (!current || !checkCompliance(sectionsOf(current)).is_compliant) {
      throw new AppError('validation', responseMessages.notCompliant);
    }
    const row = await responsesStore.markSubmitted(trx, userId, tenderId);
    return toResponseDraft(tenderId, row, toResponseTender(tenderId, tender, options.language));
  });
};

export const deleteResponseDraft = async (
  db: Db,
  options: { userId: string; tenderId: string },
): Promise<void> => {
  if ((await responsesStore.deleteDraft(db, options.userId, options.tenderId)) === 0) {
    throw new AppError('not_found', responseMessages.draftNotFound);
  }
};

/**
 * My Responses: the caller's drafts with their tenders, searched by tender id. The In Progress filter holds
 * every draft not yet Ready to Submit (In Progress and Just Started alike), so the two filters cover all drafts.
 */
export const listResponseDrafts = async (
  db: Db,
  userId: string,
  query: ResponsesQuery,
): Promise<ResponsesList> => {
  const all = (await responsesStore.listDrafts(db, userId)).map((row) =>
    toResponseSummary(row, toResponseTender(row.tender_id, row.tender, query.language)),
  );
  const term = query.search?.trim().toLowerCase();
  const responses = all.filter(
    (summary) =>
      (!term || summary.tender_id.toLowerCase().includes(term)) &&
      (query.filter === 'all' || (summary.readiness === 'ready') === (query.filter === 'ready')),
  );
  return {
    responses,
    counts: {
      all: all.length,
      ready: all.filter((summary) => readinessOf(summary.compliance.score) === 'ready').length,
      in_progress: all.filter((summary) => readinessOf(summary.compliance.score) !== 'ready').length,
    },
  };
};
