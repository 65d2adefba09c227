import { expect, test } from '@playwright/test';
import { bearer, COURIER_PROFILE, createOnboardedUser, mailedLink, signIn } from './support/accounts';

// A real notice from data/canadabuys (loaded into the empty store at start).
const TENDER = {
  id: 'cb-120-98313427',
  title: 'Weekly Courier Services - Hospital Operations',
};

test('an owner invites a colleague, who joins from the mailed link and moves a tender to go with the keyboard; the owner sees it and mentions them', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const owner = await createOnboardedUser(
    request,
    { email: `owner.${stamp}@example.ca`, password: 'owner-password', name: 'Olivia Owner' },
    'Wren Couriers',
    COURIER_PROFILE,
  );
  const colleague = {
    email: `marc.${stamp}@example.ca`,
    name: 'Marc Tremblay',
    password: 'a long and unusual passphrase',
  };
  // The organization tracks the tender (the tender page's card does this; the journey is about the team).
  const tracked = await request.put(`/api/org/pipeline/${TENDER.id}`, {
    headers: bearer(owner.token),
    data: { stage: 'qualifying' },
  });
  expect(tracked.ok()).toBe(true);

  // 1. The owner invites the colleague from Settings → Team.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto('/settings?tab=team');
  const invite = ownerPage.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByRole('textbox', { name: "Colleague's e-mail" }).fill(colleague.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    ownerPage.getByRole('status').filter({ hasText: `Invitation sent to ${colleague.email}` }),
  ).toBeVisible();

  // 2. The colleague opens the mailed link and joins with a new account.
  const colleagueContext = await browser.newContext();
  const page = await colleagueContext.newPage();
  await page.goto(await mailedLink(colleague.email, '/invitation'));
  await expect(page.getByRole('heading', { name: 'Join Wren Couriers' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill(colleague.name);
  await page.getByLabel('Choose a password').fill(colleague.password);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText('You joined Wren Couriers.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the pipeline' }).click();
  await expect(page).toHaveURL(/\/pipeline$/);

  // 3. On the board, with the keyboard only: the card's "Move to…" menu, then Go.
  const move = page.getByRole('button', { name: `Move to… ${TENDER.title}` });
  await move.focus();
  await page.keyboard.press('Enter');
  const go = page.getByRole('menuitem', { name: 'Go', exact: true });
  await expect(go).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    if ((await page.locator(':focus').textContent())?.trim() === 'Go') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(go).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“${TENDER.title}” moved to Go`)).toBeAttached();

  // 4. The owner sees it on the tender page's pipeline card and mentions the colleague in a comment.
  await ownerPage.goto(`/tender/${TENDER.id}`);
  const card = ownerPage.getByRole('region', { name: 'Team pipeline' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('combobox', { name: 'Stage' })).toHaveValue('Go');
  await expect(card.getByText('Marc Tremblay moved it from Qualifying to Go')).toBeVisible();
  await card.getByRole('textbox', { name: 'Comment' }).fill('@Marc Tremblay can you price the courier runs?');
  await card.getByRole('button', { name: 'Post comment' }).click();
  await expect(card.getByText('@Marc Tremblay can you price the courier runs?')).toBeVisible();

  // The colleague is told in the app.
  const mentions = await request.get('/api/org/mentions', {
    headers: bearer(
      (
        (await (await request.post('/api/auth/login', { data: colleague })).json()) as {
          access_token: string;
        }
      ).access_token,
    ),
  });
  expect(JSON.stringify(await mentions.json())).toContain('can you price the courier runs?');

  await ownerContext.close();
  await colleagueContext.close();
});
