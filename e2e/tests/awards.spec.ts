import { expect, test } from '@playwright/test';
import { createApprovedUser, signIn } from './support/accounts';

// A real notice from data/canadabuys: DND, UNSPSC 81111705. The store also holds generated award notices
// (SYN- references, loaded before the server starts), several in the same commodity family.
const TENDER = { id: 'cb-36-77045401', title: 'Information Management Architect services' };

test('a tender shows its similar past contracts and the estimate, and opens a competitor page', async ({
  page,
  request,
}) => {
  const user = await createApprovedUser(
    request,
    { email: `pricing.${Date.now()}@example.ca`, password: 'pricing-password', name: 'Pat Pricing' },
    'Pricing Inc.',
  );
  await signIn(page, user);
  await page.goto(`/tender/${TENDER.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TENDER.title })).toBeVisible();

  const card = page.getByRole('region', { name: 'Past awards like this' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('incumbent')).toContainText('Incumbent:');
  const estimate = card.getByTestId('award-estimate');
  await expect(estimate.getByText(/^Estimate from \d+ past contracts$/)).toBeVisible();
  await expect(estimate.getByText(/25th–75th percentile\), median \$/)).toBeVisible();

  // The contracts behind the estimate are one click away.
  await estimate.getByRole('button', { name: /^Show the \d+ contracts$/ }).click();
  const basis = estimate.getByRole('list', { name: 'Contracts behind the estimate' });
  await expect(basis.getByRole('listitem').first()).toBeVisible();
  const similar = card.getByRole('list', { name: 'Past awards like this' });
  await expect(similar.getByText(/Why similar: .*same commodity family/).first()).toBeVisible();

  // A competitor's page: who, how many awards, buyers.
  const supplierLink = similar.getByRole('link', { name: /^Open supplier / }).first();
  const supplierName = (await supplierLink.textContent())!.trim();
  await supplierLink.click();
  await expect(page).toHaveURL(/\/suppliers\//);
  await expect(page.getByRole('heading', { level: 2, name: 'Buyers' })).toBeVisible();
  await expect(page.getByTestId('supplier-award-count')).toHaveText(/^[1-9]\d*$/);
  // The page names the supplier by its most used spelling (the link may show another one).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^${supplierName.split(' ')[0]!}`, 'i'),
  );

  // And the award search finds the same supplier.
  await page.getByRole('link', { name: 'Back to awards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract awards' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Awards matching the search' })).toBeVisible();
});
