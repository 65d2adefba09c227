import type { Language, TenderAmendment } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { amendmentChanges } from './amendment-diff';
import { amendmentHistoryStore } from './amendment-history.store';
import type { NormalisedTender } from './normalised-tender';
import { fromTenderRow, toDateOnly, type TenderRow } from './tender-row';

/** One amendment with the version it replaced and the version it made, and the stored version's id. */
export interface AmendmentStep extends TenderAmendment {
  version_id: number;
  before: NormalisedTender;
  after: NormalisedTender;
}

/**
 * Every update of a notice, oldest first, each compared with the version before it: the stored snapshots chain
 * into the current row.
 */
export const amendmentSteps = async (
  db: Db,
  row: TenderRow,
  language: Language,
): Promise<AmendmentStep[]> => {
  const versions = await amendmentHistoryStore.listVersions(db, row.id);
  const current = fromTenderRow(row);
  return versions.map((version, index) => {
    const before = version.snapshot as unknown as NormalisedTender;
    const after = (versions[index + 1]?.snapshot as unknown as NormalisedTender | undefined) ?? current;
    const changes = amendmentChanges(before, after, language);
    const recordedAt = new Date(version.recorded_at).toISOString();
    const amendmentDate = toDateOnly(version.amendment_date);
    return {
      version_id: Number(version.id),
      before,
      after,
      amendment_number: version.replaced_by_amendment,
      previous_amendment_number: version.amendment_number,
      published_at: amendmentDate ?? recordedAt.slice(0, 10),
      amendment_date: amendmentDate,
      recorded_at: recordedAt,
      material: changes.some((change) => change.material),
      changes,
    };
  });
};
