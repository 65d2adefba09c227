import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../src/db/database';
import { repoRoot } from '../../src/lib/paths';
import { generateAwardCsv } from '../../src/modules/awards/award-generator';
import { ingestSource } from '../../src/modules/tenders/ingest/ingest-runner';

/**
 * The award history the award tests read: the real award notices and legacy contracts in data/, and 1,500
 * generated awards (written into `dir`) so facets and estimates have volume.
 */
export const loadAwardHistory = async (db: Db, dir: string): Promise<void> => {
  const awardsDir = path.join(repoRoot, 'data', 'canadabuys', 'awards');
  await ingestSource(db, path.join(awardsDir, 'awardNotice-sample.csv'));
  await ingestSource(db, path.join(awardsDir, 'legacy-contracts.csv'));
  const generated = path.join(dir, 'generated.csv');
  await writeFile(generated, [...generateAwardCsv(1500)].join(''));
  await ingestSource(db, generated);
};
