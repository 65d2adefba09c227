import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * Accounts for the browser journeys: the fixed admin and demo users, API sign-in, users made through the API
 * (registration → the admin's approval → optionally a completed company profile) and sign-in through the login page.
 */

export interface Credentials {
  email: string;
  password: string;
}

/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const ADMIN: Credentials = { email: 'admin@tenderscout.test', password: 'e2e-admin-password' };
/** The seeded demo account behind "Try Demo Account". */
export const DEMO: Credentials = { email: 'demo@tenderscout.ca', password: 'demo-tenderscout' };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and returns the access token. */
export const apiToken = async (request: APIRequestContext, { email, password }: Credentials) => {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { access_token } = (await login.json()) as { access_token: string };
  return access_token;
};

/**
 * The link last mailed to `email` whose path is `linkPath` (path and query), read from the server's mail outbox:
 * without SMTP_URL the server writes each e-mail as an .eml file in DATA_DIR/outbox. Waits until it is written.
 */
export const mailedLink = async (
  email: string,
  linkPath: string,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<string> => {
  const outbox = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^/\\s]+(${linkPath}\\?token=[\\w.%-]+)`);
  const find = async (): Promise<string | null> => {
    const files = await readdir(outbox).catch(() => [] as string[]);
    let found: string | null = null;
    for (const file of files.sort()) {
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      const link = pattern.exec(mail.text ?? '');
      if (to === email && link) found = link[1]!;
    }
    return found;
  };
  await expect.poll(find, { message: `an e-mail to ${email} with a ${linkPath} link` }).not.toBeNull();
  return (await find())!;
};

/** The registration link last mailed to `email` (path and query). */
export const registrationLink = (email: string, dataDir?: string): Promise<string> =>
  mailedLink(email, '/confirm-registration', dataDir);

/**
 * Registers `user` with `company`, confirms the address, then has the admin approve it — all through the API.
 * `dataDir`: the DATA_DIR of the server `request` talks to (its outbox), when it is not the suite's own.
 */
export const createApprovedUser = async <User extends Credentials & { name: string }>(
  request: APIRequestContext,
  user: User,
  company: string,
  dataDir?: string,
) => {
  const registered = await request.post('/api/auth/register', { data: { ...user, company } });
  expect([200, 202]).toContain(registered.status());
  const token = new URL(await registrationLink(user.email, dataDir), 'http://localhost').searchParams.get(
    'token',
  );
  const confirmed = await request.post('/api/auth/register/confirm', { data: { token } });
  expect(confirmed.ok()).toBe(true);
  const adminToken = await apiToken(request, ADMIN);
  const approved = await request.put(`/api/auth/admin/users/${encodeURIComponent(user.email)}/approve`, {
    headers: bearer(adminToken),
  });
  expect(approved.ok()).toBe(true);
  return user;
};

/** An approved user whose onboarding is complete with `companyProfile`; returns the user with its token. */
/** The company profile of the journeys' small Manitoba courier ("Wren Couriers Inc."). */
export const COURIER_PROFILE = {
  companyName: 'Wren Couriers Inc.',
  companySize: 'small',
  industry: 'Transportation',
  primaryServices: ['Project Management'],
  targetRegions: ['Manitoba'],
  certifications: [] as string[],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'experienced',
};

export const createOnboardedUser = async <User extends Credentials & { name: string }>(
  request: APIRequestContext,
  user: User,
  company: string,
  companyProfile: Record<string, unknown>,
) => {
  await createApprovedUser(request, user, company);
  const token = await apiToken(request, user);
  const onboarding = await request.put('/api/auth/onboarding', {
    headers: bearer(token),
    data: { company_profile: companyProfile, onboarding_complete: true },
  });
  expect(onboarding.ok()).toBe(true);
  return { ...user, token };
};

/**
 * Signs in through the login page (English labels) and waits until the app has left it: for `landsOn` when given,
 * otherwise for any page but /login.
 */
export const signIn = async (page: Page, { email, password }: Credentials, landsOn?: RegExp) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (landsOn) await expect(page).toHaveURL(landsOn);
  else await expect(page).not.toHaveURL(/\/login$/);
};

/** Signs in with "Try Demo Account" on the login page at `loginUrl` and waits for /home. */
export const tryDemoAccount = async (page: Page, loginUrl = '/login') => {
  await page.goto(loginUrl);
  await page.getByRole('button', { name: 'Try Demo Account' }).click();
  await expect(page).toHaveURL(/\/home$/);
};
