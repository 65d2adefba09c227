import type { ResponseSectionKey } from '@tenderscout/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * One activity entry per member, section and ten minutes: an autosave every few seconds would otherwise bury
 * the comments and decisions. A save of sections the member already saved in the last ten minutes adds nothing.
 */
export const DRAFT_ACTIVITY_WINDOW_MINUTES = 10;

/**
 * A member saved sections of the organization's draft: an entry (`kind` draft, `detail.sections`) in the tender's
 * activity when the organization tracks it, for the sections not already there from this member in the window.
 */
export const recordDraftEdit = async (
  db: Db,
  edit: { orgId: string; tenderId: string; actorId: string; sections: ResponseSectionKey[] },
): Promise<void> => {
  // One statement: nothing for an untracked tender (it has no activity) or when every section is already there.
  await sql`
    INSERT INTO pipeline_events (org_id, tender_id, kind, actor_id, detail)
    SELECT p.org_id, p.tender_id, 'draft', ${edit.actorId}, jsonb_build_object('sections', fresh.keys)
    FROM pipeline_items p
    CROSS JOIN LATERAL (
      SELECT jsonb_agg(s.key ORDER BY s.n) AS keys
      FROM unnest(${edit.sections}::text[]) WITH ORDINALITY AS s (key, n)
      WHERE NOT EXISTS (
        SELECT 1 FROM pipeline_events e
        WHERE e.org_id = p.org_id AND e.tender_id = p.tender_id AND e.kind = 'draft'
          AND e.actor_id = ${edit.actorId}
          AND e.created_at > now() - make_interval(mins => ${DRAFT_ACTIVITY_WINDOW_MINUTES})
          AND e.detail -> 'sections' @> jsonb_build_array(s.key))
    ) fresh
    WHERE p.org_id = ${edit.orgId} AND p.tender_id = ${edit.tenderId} AND fresh.keys IS NOT NULL`.execute(db);
};
