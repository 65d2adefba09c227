import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { repoRoot } from '../lib/paths';
import { countTenders } from './ingest.store';
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
