import {
  checkResponse,
  holdingsOf,
  CLOSED_NEEDS_CONFIRMATION_KEY,
  effectiveTenderStatus,
  readinessOf,
  RESPONSE_SECTION_KEYS,
  VERSION_CONFLICT_KEY,
  type Language,
  type ProfileHoldings,
  type ResponseDraft,
  type ResponseFilter,
  type ResponseSectionKey,
  type ResponsesList,
  type SaveResponseBody,
  type SaveResponseResult,
  type TenderStatusCode,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { assertOrgOwner, assertOrgWriter } from '../../lib/access-policy';
import { getCompanyProfile } from '../auth';
import { amendmentImpactOf } from './amendment-impact';
import {
  sectionsOf,
  statusOf,
  toResponseDraft,
  toResponseSummary,
  toResponseTender,
  type DraftRole,
} from './responses-presenter';
import { isMissingTender, responsesStore, type ResponseTenderRow, type SaveRow } from './responses.store';

/**
 * Bid response drafts, one per organization and tender: every member edits the same draft and each save records
 * who saved it. Saving writes only the sections an editor changed and counts versions; a save based on an older
 * version is refused (409 with the stored version, who saved it and their text) and the editor keeps its text.
 * Viewers read; marking final needs an owner and the three required sections, checked against what is stored.
 */

/** Who is asking: the account and its organization, with their role there. */
export interface DraftCaller {
  userId: string;
  name: string;
  orgId: string;
  orgRole: DraftRole;
}

/** What the responses feature borrows: a saved draft goes into the tracked tender's activity. */
export interface ResponsesActivitySources {
  recordDraftEdit(
    db: Db,
    edit: { orgId: string; tenderId: string; actorId: string; sections: ResponseSectionKey[] },
  ): Promise<void>;
}

/** What the organization's company profile holds: a draft's claims, typed or generated, are checked against it. */
const holdingsFor = async (db: Db, userId: string): Promise<ProfileHoldings> =>
  holdingsOf(await getCompanyProfile(db, userId));

const requireTender = async (db: Db, tenderId: string): Promise<ResponseTenderRow> => {
  const tender = await responsesStore.findTender(db, tenderId);
  if (!tender) throw new AppError('not_found', 'responses.tenderNotFound');
  return tender;
};

/**
 * The organization's draft for a tender, or an empty one (version 0) when nothing is stored yet, with what the
 * tender's material amendments since the draft began mean for it.
 */
export const getResponseDraft = async (
  db: Db,
  options: { caller: DraftCaller; tenderId: string; language: Language },
): Promise<ResponseDraft> => {
  const { caller } = options;
  const tender = await requireTender(db, options.tenderId);
  const row = await responsesStore.findDraft(db, caller.orgId, options.tenderId);
  const holdings = await holdingsFor(db, caller.userId);
  const draft = toResponseDraft(
    tender.id,
    row,
    toResponseTender(tender.id, tender, options.language),
    holdings,
    caller.orgRole,
  );
  const impact = await amendmentImpactOf(db, {
    tenderId: tender.id,
    draftCreatedAt: row?.created_at ?? null,
    sections: draft.sections,
    language: options.language,
  });
  return { ...draft, amendment_impact: impact };
};

/** The 409 of a save based on an older version: the stored version, who saved it, when, and their text. */
const versionConflict = (row: SaveRow, body: SaveResponseBody): AppError => {
  const sent = RESPONSE_SECTION_KEYS.filter((key) => body.sections[key] !== undefined);
  return new AppError('conflict', 'responses.versionConflict', {
    body: {
      key: VERSION_CONFLICT_KEY,
      version: row.version,
      saved_by: row.saved_by ? { id: row.saved_by, name: row.saved_by_name ?? '' } : null,
      saved_at: new Date(row.saved_at).toISOString(),
      sections: Object.fromEntries(sent.map((key) => [key, row.stored?.[key] ?? ''])),
    },
  });
};

/**
 * The autosave: one guarded statement. A save based on an older version writes nothing and answers 409 with the
 * stored version, who saved it and their text, so the editor (which keeps its text) can merge. A save that
 * changed sections goes into the tracked tender's activity (one more statement).
 */
export const saveResponseDraft = async (
  db: Db,
  sources: ResponsesActivitySources,
  options: { caller: DraftCaller; tenderId: string; body: SaveResponseBody },
): Promise<SaveResponseResult> => {
  const { caller, tenderId, body } = options;
  assertOrgWriter(caller);
  const row = await responsesStore
    .saveSections(db, caller, tenderId, body.sections, body.base_version)
    .catch((error: unknown) => {
      throw isMissingTender(error) ? new AppError('not_found', 'responses.tenderNotFound') : error;
    });
  if (!row.saved) throw versionConflict(row, body);
  const sections = RESPONSE_SECTION_KEYS.filter((key) => body.sections[key] !== undefined);
  if (sections.length > 0) {
    await sources.recordDraftEdit(db, { orgId: caller.orgId, tenderId, actorId: caller.userId, sections });
  }
  return {
    version: row.version,
    saved_at: new Date(row.saved_at).toISOString(),
    status: statusOf(row.status),
    saved_by: { id: caller.userId, name: caller.name },
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
  options: { caller: DraftCaller; tenderId: string; language: Language; confirmClosed: boolean },
): Promise<ResponseDraft> => {
  const { caller, tenderId } = options;
  assertOrgOwner(caller);
  const tender = await requireTender(db, tenderId);
  if (isClosed(tender) && !options.confirmClosed) {
    throw new AppError('conflict', 'responses.closedNeedsConfirmation', {
      body: { key: CLOSED_NEEDS_CONFIRMATION_KEY },
    });
  }
  return db.transaction().execute(async (trx) => {
    const current = await responsesStore.findDraft(trx, caller.orgId, tenderId, true);
    const holdings = await holdingsFor(trx, caller.userId);
    const compliance = current ? checkResponse(sectionsOf(current), { holdings }) : null;
    if (!compliance || compliance.missing_required.length > 0) {
      throw new AppError('validation', 'responses.notCompliant');
    }
    if (!compliance.is_compliant) throw new AppError('validation', 'responses.openItems');
    await responsesStore.markSubmitted(trx, caller.orgId, tenderId);
    const row = await responsesStore.findDraft(trx, caller.orgId, tenderId);
    return toResponseDraft(
      tenderId,
      row,
      toResponseTender(tenderId, tender, options.language),
      holdings,
      caller.orgRole,
    );
  });
};

/** Deleting the organization's draft: owners and members. */
export const deleteResponseDraft = async (
  db: Db,
  options: { caller: DraftCaller; tenderId: string },
): Promise<void> => {
  assertOrgWriter(options.caller);
  if ((await responsesStore.deleteDraft(db, options.caller.orgId, options.tenderId)) === 0) {
    throw new AppError('not_found', 'responses.draftNotFound');
  }
};

/**
 * My Responses: the organization's drafts with their tenders, searched by tender id. The In Progress filter holds
 * every draft not yet Ready to Submit (In Progress and Just Started alike), so the two filters cover all drafts.
 */
export const listResponseDrafts = async (
  db: Db,
  caller: DraftCaller,
  query: { search?: string; filter: ResponseFilter; language: Language },
): Promise<ResponsesList> => {
  const holdings = await holdingsFor(db, caller.userId);
  const all = (await responsesStore.listDrafts(db, caller.orgId)).map((row) =>
    toResponseSummary(
      row,
      toResponseTender(row.tender_id, row.tender, query.language),
      holdings,
      caller.orgRole,
    ),
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
