import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FeatureFlagsPatch, Role } from '@tenderscout/domain';
import type { TestApp } from './test-app';
import { hashPassword } from '../../src/modules/auth/accounts/passwords';
import { sessionsStore } from '../../src/modules/auth/accounts/sessions.store';
import { TOKEN_LIFETIME_SECONDS } from '../../src/modules/auth/accounts/tokens';
import { usersStore } from '../../src/modules/auth/accounts/users.store';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer <token>' }` for `app.inject`. */
  headers: { authorization: string };
}

/**
 * An approved user (admin with `role: 'admin'`) written straight to the store, with a signed token: for tests of
 * any module that need a signed-in caller. `flags` are stored as the user's own feature flags.
 */
export const createTestUser = async (
  t: TestApp,
  options: { email?: string; password?: string; name?: string; role?: Role; flags?: FeatureFlagsPatch } = {},
): Promise<TestUser> => {
  const email = (options.email ?? `user-${randomUUID().slice(0, 8)}@example.ca`).toLowerCase();
  const password = options.password ?? 'correct horse battery';
  const row = await usersStore.insert(t.store.db, {
    email,
    passwordHash: await hashPassword(password),
    name: options.name ?? 'Test User',
    company: 'Test Co.',
    role: options.role ?? 'user',
    accountStatus: 'approved',
    featureFlags: { ...options.flags },
  });
  if (!row) throw new Error(`createTestUser: ${email} already exists`);
  const sessionId = await sessionsStore.create(
    t.store.db,
    row.id,
    new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  );
  const { token } = await t.app.accounts.signer.sign({ userId: row.id, sessionId });
  return { id: row.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
};

/** An API key for `user` (turns on their api_access flag first). */
export const createTestApiKey = async (t: TestApp, user: TestUser, name = 'test key'): Promise<string> => {
  await t.app.inject({
    method: 'PUT',
    url: '/api/auth/feature-flags',
    headers: user.headers,
    payload: { feature_flags: { api_access: true } },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/api-key?name=${encodeURIComponent(name)}`,
    headers: user.headers,
  });
  if (response.statusCode !== 201)
    throw new Error(`createTestApiKey: ${response.statusCode} ${response.body}`);
  return response.json<{ api_key: string }>().api_key;
};

/**
 * Follows the registration link last mailed to `email` (read from the mail outbox), as its owner would: the
 * registration becomes a pending account.
 */
export const confirmRegistration = async (t: TestApp, email: string): Promise<void> => {
  const { rows } = await sql<{ text_body: string }>`
    SELECT text_body FROM mail_outbox WHERE to_address = ${email.trim().toLowerCase()}
    ORDER BY id DESC LIMIT 1`.execute(t.store.db);
  const token = /confirm-registration\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`confirmRegistration: no registration link was mailed to ${email}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register/confirm',
    payload: { token },
  });
  if (response.statusCode !== 200)
    throw new Error(`confirmRegistration: ${response.statusCode} ${response.body}`);
};
