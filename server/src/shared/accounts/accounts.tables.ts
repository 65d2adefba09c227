import type { AccountStatus } from '@tenderscout/domain';
import type { ColumnType, Generated } from 'kysely';

// jsonb columns are read as parsed JSON and written as JSON strings (so arrays never become SQL arrays).

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  name: string;
  company: string | null;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  account_status: ColumnType<AccountStatus, AccountStatus | undefined, AccountStatus>;
  feature_flags: ColumnType<Record<string, unknown>, string | undefined, string>;
  company_profile: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  onboarding_complete: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_login: Date | null;
  /** 0011-language.sql: 'en' | 'fr', null until the user chooses. */
  preferred_language: ColumnType<'en' | 'fr' | null, 'en' | 'fr' | null | undefined, 'en' | 'fr' | null>;
  /** Amendments and closing reminders of saved tenders by e-mail (in the app always). */
  saved_tender_mail: ColumnType<boolean, boolean | undefined, boolean>;
  /** 0022: "New tenders for my company" (off, instant, daily, weekly; daily for new accounts). */
  company_alert_frequency: ColumnType<string, string | undefined, string>;
  /** 0022: notices first seen before this are not news to the company source. */
  company_alert_since: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 0022: when the company source's last digest went out. */
  company_alert_digest_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0014: set on a visitor's short-lived copy of the demo account. */
  demo_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 0014: one row per issued bearer token (its jti). */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
  }
}
