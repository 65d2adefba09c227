import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';

export type TenderReviewsTable = Narrowed<DB['tender_reviews'], { status: 'saved' | 'not_applicable' }>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    tender_reviews: true;
  }
  interface Database {
    tender_reviews: TenderReviewsTable;
  }
}
