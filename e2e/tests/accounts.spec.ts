import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registrationLink, signIn, tryDemoAccount } from './support/accounts';

const logOut = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
};

test('register, confirm the address from the e-mail, get approved by the admin, sign in and complete onboarding', async ({
  page,
}) => {
  const email = `casey.${Date.now()}@example.ca`;
  const password = 'casey-password';

  // 1. Register: a link is mailed to confirm the address and the form returns to sign-in.
  await page.goto('/login');
  await page.getByText('Create Account', { exact: true }).first().click();
  await page.getByLabel('Full Name').fill('Casey Supplier');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Company').fill('Casey Consulting');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
    'Registration received. Check your e-mail: follow the link we sent to confirm your address',
  );
  await expect(page.getByRole('button', { name: 'Try Demo Account' })).toBeVisible();

  // The link of the e-mail confirms the address; the account then waits for approval.
  await page.goto(await registrationLink(email));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('status')).toContainText('Your address is confirmed.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A pending account cannot sign in yet.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is pending approval by an administrator');

  // 2. The admin approves the request in the Admin screen.
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Account menu for Administrator' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Casey Consulting');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(page.getByText(`User ${email} approved successfully`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All Users' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Approved');
  await logOut(page, 'Administrator');

  // 3. The user signs in and is sent through onboarding, then lands on the dashboard.
  await signIn(page, { email, password }, /\/onboarding$/);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Company name').fill('Casey Consulting');
  await page.getByLabel('Small 2-20').check();
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Professional Services' }).click();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('IT Consulting').check();
  await page.getByRole('combobox', { name: 'Target regions' }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.keyboard.press('Escape');
  await expect(next).toBeEnabled();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('Casey Consulting');
  await next.click();
  await next.click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Setup' });
  await expect(complete).toBeDisabled();
  await page.getByLabel('$100K - $500K').check();
  await page.getByLabel('Standing Offer').check();
  await page.getByLabel('Some experience (1-5 contracts)').check();
  await complete.click();
  // Onboarding ends on Home, where the profile's recommendations are.
  await expect(page).toHaveURL(/\/home$/);

  // Onboarding is remembered: home no longer redirects.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('Try Demo Account signs in as the demo user and Logout returns to the landing page', async ({
  page,
}) => {
  await tryDemoAccount(page);
  await page.getByRole('button', { name: 'Account menu for Demo User' }).click();
  // Each visitor gets a private copy of the demo account.
  await expect(page.getByText(/^demo\+[0-9a-f]{12}@tenderscout\.ca$/)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('feature flags toggled in Settings hide and show My Responses and Analytics', async ({ page }) => {
  await tryDemoAccount(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'My Responses' })).toBeVisible();
  // Analytics is an administrator's screen: a supplier's menu never shows it, whatever the flag.
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu for Demo User' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Feature Flags' }).click();
  const myResponses = page.getByRole('switch', { name: 'Toggle My Responses' });
  const analytics = page.getByRole('switch', { name: 'Toggle Analytics' });
  await myResponses.uncheck({ force: true });
  await expect(page.getByText('Feature flag updated')).toBeVisible();
  await analytics.uncheck({ force: true });
  await expect(nav.getByRole('link', { name: 'My Responses' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

  // The choice is stored on the server: it survives a reload, and the routes are gone too.
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await page.goto('/analytics');
  await expect(page.getByText('Analytics is for administrators')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Feature Flags' }).click();
  await page.getByRole('switch', { name: 'Toggle My Responses' }).check({ force: true });
  await page.getByRole('switch', { name: 'Toggle Analytics' }).check({ force: true });
  await expect(nav.getByRole('link', { name: 'My Responses' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
});
