import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import { repoRoot } from '../../../lib/paths';
import { countAwards, countTenders } from './ingest.store';
import { formatSummary, ingestSource, type IngestSummary } from './ingest-runner';

/**
 * The real CanadaBuys notices that ship with the app (data/README.md), loaded in this order on a fresh store:
 * the official 17-notice "new tender notices" file as published, the 80 notices of a July 2026 capture of the
 * open-notices file (many still open, so a newcomer sees open tenders), then the 117-notice corpus, whose rows
 * for notices already loaded carry their later status (so those become updates, as a live feed would make
 * them).
 */
export const BUNDLED_FILES = [
  path.join(repoRoot, 'data', 'canadabuys', 'newTenderNotice-nouvelAvisAppelOffres.csv'),
  path.join(repoRoot, 'data', 'canadabuys', 'openTenderNotice-sample-2026-08-03.csv'),
  path.join(repoRoot, 'data', 'eval-corpus', 'real-notices.csv'),
];

export const loadBundledSample = async (
  db: Db,
  log?: Pick<Logger, 'info' | 'warn'>,
): Promise<IngestSummary[]> => {
  const summaries: IngestSummary[] = [];
  for (const file of BUNDLED_FILES) {
    const summary = await ingestSource(db, file, { feed: 'bundled' });
    log?.info({ runId: summary.runId, rejects: summary.rejects.slice(0, 5) }, formatSummary(summary));
    summaries.push(summary);
  }
  return summaries;
};

/** On start with an empty store, load the bundled real sample; a non-empty store is left as it is. */
export const loadBundledSampleIfEmpty = async (
  db: Db,
  log?: Pick<Logger, 'info' | 'warn'>,
): Promise<IngestSummary[] | null> => {
  if ((await countTenders(db)) > 0) return null;
  return loadBundledSample(db, log);
};

/**
 * The award history that ships with the app (data/README.md: award notices, legacy contract history as CSV and
 * as the RSS export), so a newcomer's Awards page and a tender's past awards are not empty on first start.
 */
export const BUNDLED_AWARD_FILES = [
  path.join(repoRoot, 'data', 'canadabuys', 'awards', 'awardNotice-sample.csv'),
  path.join(repoRoot, 'data', 'canadabuys', 'awards', 'legacy-contracts.csv'),
  path.join(repoRoot, 'data', 'canadabuys', 'awards', 'contract-history-rss-pay-modernization-ibm.xml'),
];

/** On start with no award in the store, load the bundled award history; awards already there are left alone. */
export const loadBundledAwardsIfEmpty = async (
  db: Db,
  log?: Pick<Logger, 'info' | 'warn'>,
): Promise<IngestSummary[] | null> => {
  if ((await countAwards(db)) > 0) return null;
  const summaries: IngestSummary[] = [];
  for (const file of BUNDLED_AWARD_FILES) {
    const summary = await ingestSource(db, file, { feed: 'bundled' });
    log?.info({ runId: summary.runId, rejects: summary.rejects.slice(0, 5) }, formatSummary(summary));
    summaries.push(summary);
  }
  return summaries;
};
