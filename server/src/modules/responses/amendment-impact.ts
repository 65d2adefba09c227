import {
  sectionsToRevisit,
  type AmendmentImpact,
  type Language,
  type ResponseSections,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { amendmentSteps, tenderReadStore } from '../tenders';

/**
 * What the material amendments recorded after a draft began mean for it: their changes, the mandatory criteria
 * they added or changed, and the sections that do not answer those yet. Null when there is none (or no draft).
 */
export const amendmentImpactOf = async (
  db: Db,
  options: {
    tenderId: string;
    draftCreatedAt: Date | string | null;
    sections: ResponseSections;
    language: Language;
  },
): Promise<AmendmentImpact | null> => {
  if (options.draftCreatedAt === null) return null;
  const row = await tenderReadStore.findById(db, options.tenderId);
  if (!row) return null;
  const since = new Date(options.draftCreatedAt).getTime();
  const steps = (await amendmentSteps(db, row, options.language)).filter(
    (step) => step.material && new Date(step.recorded_at).getTime() > since,
  );
  const latest = steps.at(-1);
  if (!latest) return null;
  const material = steps.flatMap((step) => step.changes.filter((change) => change.material));
  const criteria = material
    .filter((change) => change.field === 'mandatory_criteria')
    .flatMap((change) => [...change.added, ...change.changed.map((item) => item.after)]);
  return {
    amendment_number: latest.amendment_number,
    published_at: latest.published_at,
    changes: material.map((change) => change.summary),
    criteria,
    revisit: sectionsToRevisit(criteria, options.sections),
  };
};
