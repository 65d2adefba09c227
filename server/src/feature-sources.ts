import type { Language } from '@tenderscout/domain';
import type { Db } from './db/database';
import { usersStore, type AccountsContext, isWeakPassword, issueSession } from './modules/auth';
import { AppError } from './lib/app-error';
import { type AiSources, recommendedAmong, amendmentFits } from './modules/ai';
import { type AlertJobSources, mailOutbox } from './modules/alerts';
import type { AnalyticsSources } from './modules/analytics';
import { awardsStore } from './modules/awards';
import { documentsStore, withViewerUploads } from './modules/documents';
import { recordDraftEdit, type OrgSources } from './modules/org';
import type { ResponsesSources } from './modules/responses';
import { searchTenders } from './modules/search';
import { getTenderDetail, type TenderDetailSources } from './modules/tenders';

/**
 * What one feature lends another. A feature declares the few functions it needs from others (its `…Sources`
 * type) and receives them through its plugin's options; only this composition root knows which feature provides
 * each, so no feature imports another (the lint zones of eslint.config.js).
 */
export const featureSources = () => {
  const tenders: TenderDetailSources = { isAwarded: awardsStore.hasAwards, withViewerUploads, amendmentFits };
  const readTender = (db: Db, tenderId: string, language: Language) =>
    getTenderDetail(tenders, db, tenderId, language);
  const ai: AiSources = { searchTenders, readTender };
  const responses: ResponsesSources = {
    readTender,
    recordDraftEdit,
    ownUploadTexts: (db, tenderId, userId) => documentsStore.ownUploadTexts(db, tenderId, userId),
  };
  const analytics: AnalyticsSources = { readMailOutbox: (db) => mailOutbox.status(db) };
  const alerts: AlertJobSources = { searchTenders, recommendedAmong, amendmentFits };
  const org = (accounts: AccountsContext): OrgSources => ({
    queueMail: async (db, mail) => {
      await mailOutbox.enqueue(db, { ...mail, savedSearchId: null, headers: {} });
    },
    issueSession: async (userId) => {
      const row = await usersStore.findById(accounts.db, userId);
      if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
      return issueSession(accounts, row);
    },
    isWeakPassword,
  });
  return { tenders, ai, responses, analytics, alerts, org };
};
