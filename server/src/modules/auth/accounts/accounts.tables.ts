import type { AccountStatus } from '@tenderscout/domain';
import type { ColumnType } from 'kysely';
import type { Narrowed } from '../../../db/narrowed';
import type { DB } from '../../../db/tables.generated';

type Checked<T> = ColumnType<T, T | undefined, T>;

// jsonb columns are read as parsed JSON and written as JSON strings (so arrays never become SQL arrays).
export type UsersTable = Narrowed<
  DB['users'],
  {
    role: Checked<'user' | 'admin'>;
    account_status: Checked<AccountStatus>;
    feature_flags: ColumnType<Record<string, unknown>, string | undefined, string>;
    company_profile: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
    /** 'en' | 'fr', null until the user chooses. */
    preferred_language: Checked<'en' | 'fr' | null>;
  }
>;

export type SessionsTable = DB['sessions'];

export type OrgRole = 'owner' | 'member' | 'viewer';

/** 0028: an organization; its company profile is every member's. */
export type OrganizationsTable = Narrowed<
  DB['organizations'],
  { company_profile: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null> }
>;

/** 0028: one row per account, naming its organization and role. */
export type OrgMembersTable = Narrowed<DB['org_members'], { role: Checked<OrgRole> }>;

declare module '../../../db/schema' {
  interface NarrowedTableNames {
    users: true;
    organizations: true;
    org_members: true;
  }
  interface Database {
    users: UsersTable;
    organizations: OrganizationsTable;
    org_members: OrgMembersTable;
  }
}
