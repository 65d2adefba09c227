import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, COURIER_PROFILE, createOnboardedUser, signIn } from './support/accounts';

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
    { ...COURIER_PROFILE, certifications: ['ISO 9001'] },
  );

const sectionBox = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).getByRole('textbox');

test('draft a grounded response, autosave, reload, check compliance, mark it final, find it in My Responses and export it', async ({
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
  await expect(page.getByRole('button', { name: 'Mark as final' })).toBeDisabled();
  // Bids go through the notice on CanadaBuys; this one closed in January (Eastern time).
  const submission = page.getByRole('region', { name: 'Where to submit' });
  await expect(submission).toContainText('TenderScout does not send your bid.');
  await expect(submission).toContainText(/Closes Jan 19, 2026, 5:00 p\.m\. ET/);
  await expect(submission.getByRole('link', { name: 'Open the notice on CanadaBuys' })).toHaveAttribute(
    'href',
    /canadabuys\.canada\.ca/,
  );
  await expect(page.getByTestId('closed-warning')).toContainText('This tender is closed');
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
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved by .+ at /);
  const summary = await sectionBox(page, 'Executive Summary').inputValue();
  await page.reload();
  await expect(sectionBox(page, 'Executive Summary')).toHaveValue(summary);
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved by .+ at /);

  // An edit shows 'Unsaved changes', then saves by itself 3 s later.
  await sectionBox(page, 'Project Team').fill('Our team: a project lead and two couriers.');
  await expect(page.getByTestId('save-indicator')).toHaveText('Unsaved changes');
  await expect(page.getByTestId('words-project_team')).toHaveText('8 words');
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved by .+ at /, { timeout: 8000 });

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

  // The tender is closed: marking final asks first.
  await page.getByRole('button', { name: 'Mark as final' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark final a response to a closed tender?' });
  await confirm.getByRole('button', { name: 'Mark as final anyway' }).click();
  await expect(
    page.getByText('Marked as final. Submit your bid through the notice on CanadaBuys.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}$`));
  // The tender page now opens the final response rather than offering a new draft.
  await expect(page.getByRole('link', { name: 'Open final response' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Draft response' })).toHaveCount(0);

  // 6. My Responses: the draft is Ready to Submit, with its tender and score.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Responses' })
    .click();
  await expect(page).toHaveURL(/\/my-responses$/);
  const card = page.getByTestId('response-card').filter({ hasText: TENDER.title });
  await expect(card).toContainText('Ready to Submit');
  await expect(card).toContainText('Final');
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
  // Leave at once (well inside the 3 s debounce): the browser asks first, and the text must survive.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.goto('about:blank');
  expect(await asked).toBe('beforeunload');
  await page.goto(`/tender/${TENDER.id}/respond`);
  await expect(sectionBox(page, 'Budget & Pricing')).toHaveValue(
    'A firm price, typed just before closing the tab.',
  );
});

test('text typed while saves fail survives: retrying state, reopening the page restores it, and it saves once the API is back', async ({
  page,
  request,
}) => {
  const user = await createWriter(request);
  await signIn(page, user);
  await page.goto(`/tender/${TENDER.id}/respond`);
  await expect(page.getByRole('heading', { name: 'Draft Response' })).toBeVisible();

  // The API stops answering saves (the connection fails).
  const savePath = `**/api/me/responses/${TENDER.id}`;
  await page.route(savePath, (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.continue(),
  );
  const text = 'Typed while the server could not be reached.';
  await sectionBox(page, 'Budget & Pricing').fill(text);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'retrying');
  await expect(page.getByRole('alert').filter({ hasText: 'Retrying' })).toContainText(
    'Your text is kept on this device.',
  );

  // Leaving in the app asks first; staying keeps the text.
  await page.getByRole('link', { name: 'Back to tender' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}/respond$`));
  await expect(sectionBox(page, 'Budget & Pricing')).toHaveValue(text);

  // Leaving anyway, then opening the response again (a fresh page load) while saves still fail: the text comes
  // back from this device and is tried again. The last save on leaving is a keepalive request, which the browser
  // sends outside the page's request routing: the connection is cut for it.
  await page.getByRole('link', { name: 'Back to tender' }).click();
  await page.context().setOffline(true);
  await leave.getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}$`));
  await page.context().setOffline(false);
  await page.goto(`/tender/${TENDER.id}/respond`);
  await expect(sectionBox(page, 'Budget & Pricing')).toHaveValue(text);
  await expect(
    page.getByText('Unsaved text from your last visit was restored from this device.'),
  ).toBeVisible();
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'retrying');

  // The API is back: the retry stores it, and a fresh load reads it from the server.
  await page.unroute(savePath);
  await page.getByRole('button', { name: 'Try again now' }).click();
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved by .+ at /);
  const stored = await request.get(`/api/me/responses/${TENDER.id}`, { headers: bearer(user.token) });
  expect(((await stored.json()) as { sections: { budget: string } }).sections.budget).toBe(text);
  await page.reload();
  await expect(sectionBox(page, 'Budget & Pricing')).toHaveValue(text);
  await expect(
    page.getByText('Unsaved text from your last visit was restored from this device.'),
  ).toBeHidden();
});

test('in French: the builder, marking final, My Responses and the Word export are all French', async ({
  page,
  request,
}) => {
  const user = await createWriter(request);
  await signIn(page, user);
  // The writer switches the interface to French (a signed-in user's language is kept on the server too).
  await page.goto(`/tender/${TENDER.id}/respond`);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Rédiger la soumission' })).toBeVisible();
  const box = (title: string) => page.getByRole('region', { name: title, exact: true }).getByRole('textbox');
  await box('Sommaire').fill('Notre sommaire.');
  await box('Approche technique').fill('Par la route.');
  await box('Budget et prix').fill('Prix ferme.');
  await page.getByRole('button', { name: "Enregistrer l'ébauche" }).click();
  await expect(page.getByTestId('save-indicator')).toHaveText(/^Enregistré par .+ à /);

  const submission = page.getByRole('region', { name: 'Où présenter la soumission' });
  await expect(submission).toContainText(/Clôture le 19 janv\. 2026 à 17 h HE/);
  await expect(submission.getByRole('link', { name: "Ouvrir l'avis sur AchatsCanada" })).toBeVisible();

  // The Word export is written in French.
  await page.getByRole('button', { name: 'Exporter' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Document Word (.docx)' }).click();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-docx-fr-')), 'reponse.docx');
  await (await downloading).saveAs(file);
  const documentXml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString('utf8');
  expect(documentXml).toContain('Services de messagerie hebdomadaires - Fonctionnement des hôpitaux');
  expect(documentXml).toContain(`Référence : ${TENDER.id}`);
  expect(documentXml).toContain('Approche technique');
  expect(documentXml).not.toContain('Technical Approach');

  // Closed tender: marking final asks first, in French.
  await page.getByRole('button', { name: 'Marquer comme finale' }).click();
  const confirm = page.getByRole('dialog', {
    name: "Marquer comme finale une soumission pour un appel d'offres fermé?",
  });
  await confirm.getByRole('button', { name: 'Marquer comme finale quand même' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}$`));
  await expect(page.getByRole('link', { name: 'Ouvrir la soumission finale' })).toBeVisible();

  // My Responses: the tender's French title and the Final badge.
  await page.goto('/my-responses');
  const card = page.getByTestId('response-card');
  await expect(card).toContainText('Services de messagerie hebdomadaires - Fonctionnement des hôpitaux');
  await expect(card).toContainText('Finale');
  await expect(card).not.toContainText(TENDER.title);
});
