import {
  checkResponse,
  holdingsOf,
  CLOSED_NEEDS_CONFIRMATION_KEY,
  effectiveTenderStatus,
  readinessOf,
  VERSION_CONFLICT_KEY,
  type Language,
  type ProfileHoldings,
  type ResponseDraft,
  type ResponseFilter,
  type ResponsesList,
  type SaveResponseBody,
  type SaveResponseResult,
  type TenderStatusCode,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { getCompanyProfile } from '../../shared/accounts/company-profile';
import { amendmentImpactOf } from './amendment-impact';
import {
  sectionsOf,
  statusOf,
  toResponseDraft,
  toResponseSummary,
  toResponseTender,
} from './responses-presenter';
import { isMissingTender, responsesStore, type ResponseTenderRow } from './responses.store';

/**
 * Bid response drafts, one per user and tender. Saving writes only the sections an editor changed and counts
 * versions; a save based on an older version is refused (409 with the stored version) and the editor keeps its
 * text. Marking final needs the three required sections, checked here against what is stored.
 */

/** What the caller's company profile holds: a draft's claims, typed or generated, are checked against it. */
const holdingsFor = async (db: Db, userId: string): Promise<ProfileHoldings> =>
  holdingsOf(await getCompanyProfile(db, userId));

const requireTender = async (db: Db, tenderId: string): Promise<ResponseTenderRow> => {
  const tender = await responsesStore.findTender(db, tenderId);
  if (!tender) throw new AppError('not_found', 'responses.tenderNotFound');
  return tender;
};

/**
 * The caller's draft for a tender, or an empty one (version 0) when nothing is stored yet, with what the tender's
 * material amendments since the draft began mean for it.
 */
export const getResponseDraft = async (
  db: Db,
  options: { userId: string; tenderId: string; language: Language },
): Promise<ResponseDraft> => {
  const tender = await requireTender(db, options.tenderId);
  const row = await responsesStore.findDraft(db, options.userId, options.tenderId);
  const holdings = await holdingsFor(db, options.userId);
  const draft = toResponseDraft(
    tender.id,
    row,
    toResponseTender(tender.id, tender, options.language),
    holdings,
  );
  const impact = await amendmentImpactOf(db, {
    tenderId: tender.id,
    draftCreatedAt: row?.created_at ?? null,
    sections: draft.sections,
    language: options.language,
  });
  return { ...draft, amendment_impact: impact };
};

/**
 * The autosave: one guarded statement. A save based on an older version writes nothing and answers 409 with the
 * stored version, so the editor (which keeps its text) can load the other tab's version or save over it.
 */
export const saveResponseDraft = async (
  db: Db,
  options: { userId: string; tenderId: string; body: SaveResponseBody },
): Promise<SaveResponseResult> => {
  const { userId, tenderId, body } = options;
  const row = await responsesStore
    .saveSections(db, userId, tenderId, body.sections, body.base_version)
    .catch((error: unknown) => {
      throw isMissingTender(error) ? new AppError('not_found', 'responses.tenderNotFound') : error;
    });
  if (!row.saved) {
    throw new AppError('conflict', 'responses.versionConflict', {
      body: { key: VERSION_CONFLICT_KEY, version: row.version },
    });
  }
  return {
    version: row.version,
    saved_at: new Date(row.saved_at).toISOString(),
    status: statusOf(row.status),
  };
};

/** Whether a tender can no longer take bids: not open, or its closing time has passed. */
const isClosed = (tender: ResponseTenderRow): boolean =>
  effectiveTenderStatus(
    tender.status as TenderStatusCode,
    tender.closing_at === null ? null : new Date(tender.closing_at).toISOString(),
  ) !== 'open';

/**
 * Marks the response final (the stored status stays `submitted`): nothing is sent to the buyer, bids go through
 * the notice on CanadaBuys. A tender that is no longer open needs `confirmClosed`.
 */
export const submitResponse = async (
  db: Db,
  options: { userId: string; tenderId: string; language: Language; confirmClosed: boolean },
): Promise<ResponseDraft> => {
  const { userId, tenderId } = options;
  const tender = await requireTender(db, tenderId);
  if (isClosed(tender) && !options.confirmClosed) {
    throw new AppError('conflict', 'responses.closedNeedsConfirmation', {
      body: { key: CLOSED_NEEDS_CONFIRMATION_KEY },
    });
  }
  return db.transaction().execute(async (trx) => {
    const current = await responsesStore.findDraft(trx, userId, tenderId, true);
    const holdings = await holdingsFor(trx, userId);
    const compliance = current ? checkResponse(sectionsOf(current), { holdings }) : null;
    if (!compliance || compliance.missing_required.length > 0) {
      throw new AppError('validation', 'responses.notCompliant');
    }
    if (!compliance.is_compliant) throw new AppError('validation', 'responses.openItems');
    const row = await responsesStore.markSubmitted(trx, userId, tenderId);
    return toResponseDraft(tenderId, row, toResponseTender(tenderId, tender, options.language), holdings);
  });
};

export const deleteResponseDraft = async (
  db: Db,
  options: { userId: string; tenderId: string },
): Promise<void> => {
  if ((await responsesStore.deleteDraft(db, options.userId, options.tenderId)) === 0) {
    throw new AppError('not_found', 'responses.draftNotFound');
  }
};

/**
 * My Responses: the caller's drafts with their tenders, searched by tender id. The In Progress filter holds
 * every draft not yet Ready to Submit (In Progress and Just Started alike), so the two filters cover all drafts.
 */
export const listResponseDrafts = async (
  db: Db,
  userId: string,
  query: { search?: string; filter: ResponseFilter; language: Language },
): Promise<ResponsesList> => {
  const holdings = await holdingsFor(db, userId);
  const all = (await responsesStore.listDrafts(db, userId)).map((row) =>
    toResponseSummary(row, toResponseTender(row.tender_id, row.tender, query.language), holdings),
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
