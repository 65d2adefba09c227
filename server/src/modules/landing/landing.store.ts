import type { Db } from '../../db/database';

export const landingStore = {
  lastSuccessfulIngest: async (db: Db): Promise<Date | null> => {
    const row = await db
      .selectFrom('ingest_runs')
      .select((eb) => eb.fn.max('finished_at').as('finished_at'))
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    return row?.finished_at ? new Date(row.finished_at) : null;
  },
};
