import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, createOnboardedUser, signIn } from './support/accounts';

/** An approved user with a completed company profile, made through the API. */
const createPat = (request: APIRequestContext) =>
  createOnboardedUser(
    request,
    { email: `pat.${Date.now()}@example.ca`, password: 'Pat-first-phrase-31', name: 'Pat Changer' },
    'Pat Supplies',
    {
      companyName: 'Pat Supplies Inc.',
      companySize: 'small',
      industry: 'Transportation',
      primaryServices: ['Project Management'],
      targetRegions: ['Manitoba'],
      certifications: ['ISO 9001'],
      averageContractValue: '100k-500k',
      preferredContractTypes: ['Fixed Price'],
      experienceLevel: 'experienced',
    },
  );

test('change the password in Settings: the other browser is signed out; the admin suspends the user, who is signed out and refused', async ({
  page,
  browser,
  request,
}) => {
  const pat = await createPat(request);
  await signIn(page, pat, /\/home$/);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, pat, /\/home$/);

  // Settings → Password: a common password is refused with the server's reason, a good one is accepted.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill(pat.password);
  await page.getByLabel(/^New password/).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password not changed' })).toContainText(
    'This password is too common or too easy to guess',
  );
  const newPassword = 'Second-phrase-for-Pat-2026';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();

  // The other browser's session has ended: its next call sends it to the sign-in page.
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  // This browser is still signed in; Logout ends its session on the server too.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  await page.getByRole('button', { name: 'Account menu for Pat Changer' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const stale = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(stale.status()).toBe(401);

  // Pat signs in with the new password; the admin suspends Pat from the Admin screen in another browser.
  await signIn(page, { email: pat.email, password: newPassword }, /\/home$/);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'All Users' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: pat.email });
  await row.getByRole('button', { name: `Suspend ${pat.email}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Suspend user' });
  await expect(dialog).toContainText('They are signed out at once');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(adminPage.getByText(`User ${pat.email} suspended`)).toBeVisible();
  await expect(row).toContainText('Suspended');

  // Pat's open session ends at the next call, and signing in says why.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(pat.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is suspended');

  // Reinstated, Pat signs in again.
  await row.getByRole('button', { name: `Reinstate ${pat.email}` }).click();
  await expect(adminPage.getByText(`User ${pat.email} reinstated`)).toBeVisible();
  await adminContext.close();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Back to the page the session ended on.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});
