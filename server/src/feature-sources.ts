import type { Language } from '@tenderscout/domain';
import type { Db } from './db/database';
import type { AiSources } from './modules/ai/ai-sources';
import { recommendedAmong } from './modules/ai/ai.service';
import type { AlertJobSources } from './modules/alerts/alert-job.plugin';
import { mailOutbox } from './modules/alerts/mail-outbox';
import type { AnalyticsSources } from './modules/analytics/analytics.service';
import { awardsStore } from './modules/awards/awards.store';
import { documentsStore } from './modules/documents/documents.store';
import { withViewerUploads } from './modules/documents/viewer-uploads';
import type { DraftingSources } from './modules/responses/drafting/drafting.service';
import { searchTenders } from './modules/search/search.service';
import { getTenderDetail, type TenderDetailSources } from './modules/tenders/tenders.service';

/**
 * What one feature lends another. A feature declares the few functions it needs from others (its `…Sources`
 * type) and receives them through its plugin's options; only this composition root knows which feature provides
 * each, so no feature imports another (the lint zones of eslint.config.js).
 */
export const featureSources = () => {
  const tenders: TenderDetailSources = { isAwarded: awardsStore.hasAwards, withViewerUploads };
  const readTender = (db: Db, tenderId: string, language: Language) =>
    getTenderDetail(tenders, db, tenderId, language);
  const ai: AiSources = { searchTenders, readTender };
  const responses: DraftingSources = {
    readTender,
    ownUploadTexts: (db, tenderId, userId) => documentsStore.ownUploadTexts(db, tenderId, userId),
  };
  const analytics: AnalyticsSources = { readMailOutbox: (db) => mailOutbox.status(db) };
  const alerts: AlertJobSources = { searchTenders, recommendedAmong };
  return { tenders, ai, responses, analytics, alerts };
};
