import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOnboardedUser, signIn } from './support/accounts';

// A real notice from data/canadabuys (loaded into the empty store at start).
const TENDER = {
  id: 'cb-120-98313427',
  title: 'Weekly Courier Services - Hospital Operations',
};
const SECTIONS = [
  'Executive Summary',
  'Technical Approach',
  'Project Team',
  'Timeline & Milestones',
  'Budget & Pricing',
  'Additional Information',
];

/** An approved user with a completed company profile, made through the API. */
const createWriter = (request: APIRequestContext) =>
  createOnboardedUser(
    request,
    { email: `writer.${Date.now()}@example.ca`, password: 'writer-password', name: 'Wren Writer' },
    'Wren Couriers',
    {
      companyName: 'Wren Couriers Inc.',
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

const sectionBox = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).getByRole('textbox');

test('draft a grounded response, autosave, reload, check compliance, submit, find it in My Responses and export it', async ({
  page,
  request,
}) => {
  const user = await createWriter(request);
  await signIn(page, user);

  // 1. From the tender to the builder.
  await page.goto(`/tender/${TENDER.id}`);
  await expect(page.getByRole('heading', { name: TENDER.title })).toBeVisible();
  await page.getByRole('link', { name: 'Draft response' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}/respond$`));
  await expect(page.getByRole('heading', { name: 'Draft Response' })).toBeVisible();
  for (const title of SECTIONS) await expect(sectionBox(page, title)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit Response' })).toBeDisabled();
  const checklist = page.getByRole('region', { name: 'Requirements checklist' });
  await expect(checklist).toContainText(
    'Evaluation basis: Highest Combined Rating of Technical Merit and Price',
  );
  await expect(checklist).toContainText('Not addressed yet');

  // 2. Generate Full Response fills every section with text naming this tender's requirements.
  await page.getByRole('button', { name: 'Generate Full Response' }).click();
  for (const title of SECTIONS) await expect(sectionBox(page, title)).not.toHaveValue('');
  await expect(sectionBox(page, 'Executive Summary')).toHaveValue(/Wren Couriers Inc\./);
  await expect(sectionBox(page, 'Executive Summary')).toHaveValue(
    /"Highest Combined Rating of Technical Merit and Price"/,
  );
  await expect(sectionBox(page, 'Technical Approach')).toHaveValue(/road transport of letters and parcels/);
  await expect(sectionBox(page, 'Timeline & Milestones')).toHaveValue(/March 1, 2026 to March 31, 2027/);
  await expect(sectionBox(page, 'Additional Information')).toHaveValue(/1000262320A/);
  await expect(checklist).not.toContainText('Not addressed yet');
  await expect(page.getByRole('region', { name: 'Executive Summary' })).toContainText(
    /¶\d answers: .*Evaluation basis: Highest Combined Rating/,
  );

  // 3. Autosave (0.5 s after a generation) shows the saved time; the draft survives a reload.
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved at /);
  const summary = await sectionBox(page, 'Executive Summary').inputValue();
  await page.reload();
  await expect(sectionBox(page, 'Executive Summary')).toHaveValue(summary);
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved at /);

  // An edit shows 'Unsaved changes', then saves by itself 3 s later.
  await sectionBox(page, 'Project Team').fill('Our team: a project lead and two couriers.');
  await expect(page.getByTestId('save-indicator')).toHaveText('Unsaved changes');
  await expect(page.getByTestId('words-project_team')).toHaveText('8 words');
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved at /, { timeout: 8000 });

  // 4. Check Compliance: 100, then submit and return to the tender.
  await page.getByRole('button', { name: 'Check Compliance' }).click();
  await expect(page.getByTestId('compliance-banner')).toContainText('Compliance score: 100%');
  await expect(page.getByTestId('compliance-banner')).toContainText('6 of 6 sections completed');

  // 5. Export the Word document and check it opens with the title inside.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Word document (.docx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`response-${TENDER.id}.docx`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-docx-')), 'response.docx');
  await download.saveAs(file);
  const documentXml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString('utf8');
  expect(documentXml).toContain(TENDER.title);
  expect(documentXml).toContain('Budget &amp; Pricing');

  await page.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page.getByText('Response submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}$`));

  // 6. My Responses: the draft is Ready to Submit, with its tender and score.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Responses' })
    .click();
  await expect(page).toHaveURL(/\/my-responses$/);
  const card = page.getByTestId('response-card').filter({ hasText: TENDER.title });
  await expect(card).toContainText('Ready to Submit');
  await expect(card).toContainText('Submitted');
  await expect(card.getByLabel('Compliance score 100%')).toBeVisible();
  await page.locator('label', { hasText: 'In Progress (0)' }).click();
  await expect(page.getByTestId('response-card')).toHaveCount(0);
  await page.locator('label', { hasText: 'Ready to Submit (70%+) (1)' }).click();
  await expect(page.getByTestId('response-card')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search by tender id' }).fill('no-such-id');
  await expect(page.getByText('No responses match this search and filter.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by tender id' }).fill('120-983');
  await card.getByRole('link', { name: 'Continue Editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}/respond$`));
  await expect(sectionBox(page, 'Project Team')).toHaveValue('Our team: a project lead and two couriers.');
});

test('a draft typed and closed within the 3 s window is saved on page hide', async ({ page, request }) => {
  const user = await createWriter(request);
  await signIn(page, user);
  await page.goto(`/tender/${TENDER.id}/respond`);
  await sectionBox(page, 'Budget & Pricing').fill('A firm price, typed just before closing the tab.');
  await expect(page.getByTestId('save-indicator')).toHaveText('Unsaved changes');
  // Leave at once (well inside the 3 s debounce): the page-hide save must still land.
  await page.goto('about:blank');
  await page.goto(`/tender/${TENDER.id}/respond`);
  await expect(sectionBox(page, 'Budget & Pricing')).toHaveValue(
    'A firm price, typed just before closing the tab.',
  );
});
